import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, PublicUser, RegisterRequest } from '@contract/auth';
import { api } from '../../../lib/api-client';
import { rememberSignedInUser } from './get-current-user';

/** What POST /api/register may answer: a message (verify first) or a signed-in user. */
export type RegisterResponse = MessageResponse | (PublicUser & { csrfToken?: string });

export function isSignedInAnswer(answer: RegisterResponse): answer is PublicUser & { csrfToken?: string } {
  return 'id' in answer;
}

/** POST /api/register. Our API answers `{ success, message }`: the email must be verified before sign-in. */
export function register(request: RegisterRequest): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/api/register', request);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      if (!isSignedInAnswer(answer)) return;
      const { csrfToken, ...user } = answer;
      if (csrfToken) api.setCsrfToken(csrfToken);
      else api.resetCsrfToken();
      rememberSignedInUser(queryClient, user);
    },
  });
}
