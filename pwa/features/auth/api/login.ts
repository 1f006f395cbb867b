import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@contract/auth';
import { api } from '../../../lib/api-client';
import { rememberSignedInUser } from './get-current-user';

/** POST /api/login: the user and the session's new CSRF token (the one from before stops working). */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/login', credentials);
}

/** Signs in; on success the API client uses the new CSRF token and the cache holds the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ csrfToken, firstSignIn: _firstSignIn, ...user }) => {
      api.setCsrfToken(csrfToken);
      rememberSignedInUser(queryClient, user);
      // Messages that waited for a sign-in (a 401 while replaying the outbox) are sent now.
      void import('../../../lib/outbox/outbox').then(({ replayAfterSignIn }) => replayAfterSignIn());
    },
  });
}
