import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/auth';
import { api } from '../../../lib/api-client';

/** POST /api/verify-email with the token from the emailed link (single use). */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/verify-email', { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
