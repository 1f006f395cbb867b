import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@contract/auth';
import type { Car } from '@contract/car';
import { emailContentSchema, type EmailLanguage, type SendContactEmailRequest } from '@contract/seller-email';
import { sendThroughOutbox } from '../../../lib/outbox/outbox';
import { SEND_CONTACT_EMAIL_PATH, sellerEmailKeys } from '../api/seller-email-api';
import { signature, type Draft } from './email-draft';

/**
 * Sending a draft through the outbox: sent, or queued until the device is back online, or failed (the outbox
 * entry tells which). A draft whose subject or body the contract refuses is not sent: `invalid` is set and
 * `onInvalid` called (the dialog opens the editor).
 */
export function useSendEmail(car: Car, user: PublicUser) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  /** The message sent from this dialog (its outcome is shown; a reopened dialog shows "already sent"). */
  const [sentHere, setSentHere] = useState<string | null>(null);

  const send = async (draft: Draft | undefined, language: EmailLanguage, onInvalid: () => void) => {
    if (!draft || sending) return;
    const content = emailContentSchema.safeParse({ subject: draft.subject, body: draft.body });
    if (!content.success) {
      setInvalid(true);
      onInvalid();
      return;
    }
    setInvalid(false);
    setSending(true);
    try {
      const body: SendContactEmailRequest = {
        carId: car.id,
        emailContent: content.data,
        senderEmail: user.email,
        senderName: signature(user),
        language,
      };
      const { outcome, entry: stored } = await sendThroughOutbox({
        kind: 'sellerEmail',
        path: SEND_CONTACT_EMAIL_PATH,
        body,
        userId: user.id,
        summary: {
          subject: content.data.subject,
          carId: car.id,
          carName: `${car.brand} ${car.model} (${car.year})`,
          language,
        },
      });
      setSentHere(stored.id);
      if (outcome === 'sent') void queryClient.invalidateQueries({ queryKey: sellerEmailKeys.all });
    } finally {
      setSending(false);
    }
  };

  return { send, sending, invalid, clearInvalid: () => setInvalid(false), sentHere };
}
