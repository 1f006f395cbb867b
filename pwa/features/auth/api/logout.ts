import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/auth';
import { api } from '../../../lib/api-client';
import { forgetSignedInUser } from './get-current-user';

/** POST /api/logout. */
export function logout(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/logout');
}

/** Signs out; on success the user is cleared, the CSRF token reset and per-user queries refreshed. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
