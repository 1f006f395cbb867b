import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/auth';
import { api } from '../../../lib/api-client';

/** POST /api/resend-verification: answers alike whether or not such an unverified account exists. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/resend-verification', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
