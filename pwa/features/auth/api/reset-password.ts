import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/auth';
import { api } from '../../../lib/api-client';

/** POST /api/reset-password with the emailed token (single use, one hour) and the new password. */
export function resetPassword(request: { token: string; password: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/reset-password', request);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
