import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/auth';
import { api } from '../../../lib/api-client';

/** POST /api/forgot-password: answers the same generic confirmation whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/forgot-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
