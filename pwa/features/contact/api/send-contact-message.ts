import { useMutation } from '@tanstack/react-query';
import type { ContactForm, ContactResponse } from '@contract/contact';
import { api } from '../../../lib/api-client';

export function sendContactMessage(message: ContactForm): Promise<ContactResponse> {
  return api.post<ContactResponse>('/api/contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
