/**
 * POST /api/contact through the outbox, like an email to a seller: the message is stored on the device with
 * its Idempotency-Key before the first try, and every retry (at once, after a backoff, when back online, from
 * the service worker) carries the same key. So an answer lost after the server stored the message cannot
 * make a second one: the server answers the retry with its first answer.
 */
import type { ContactForm } from '@contract/contact';
import { browserIsOffline } from '../../../lib/network-status';
import {
  cancelOutboxEntry,
  dismissOutboxEntry,
  forgetSentOutboxEntry,
  sendThroughOutbox,
  type OutboxEntry,
} from '../../../lib/outbox/outbox';

export type ContactSendResult =
  | { kind: 'sent' }
  /** Kept on the device and retried with the same key; `offline`: the device had no network at all. */
  | { kind: 'queued'; id: string; offline: boolean }
  /** Too many messages from this address: not kept (the person decides whether to send it later). */
  | { kind: 'rateLimited'; minutes: number }
  /** Refused for good (the server's reason); not kept. */
  | { kind: 'refused'; code?: string; message?: string };

/** The server's 429 message says "… in N minutes"; an hour when it does not. */
function minutesFrom(message: string | undefined): number {
  return Number(/(\d+) minute/.exec(message ?? '')?.[1] ?? 60);
}

/** What became of a message; a finished one leaves the device (a sent message is the server's to keep). */
export async function settleContactEntry(entry: OutboxEntry): Promise<ContactSendResult> {
  if (entry.status === 'sent') {
    await forgetSentOutboxEntry(entry.id);
    return { kind: 'sent' };
  }
  if (entry.status === 'failed') {
    await dismissOutboxEntry(entry.id);
    return { kind: 'refused', code: entry.failureCode, message: entry.failureMessage };
  }
  if (entry.failureCode === '429' && (await cancelOutboxEntry(entry.id)))
    return { kind: 'rateLimited', minutes: minutesFrom(entry.failureMessage) };
  return { kind: 'queued', id: entry.id, offline: browserIsOffline() };
}

export async function sendContactMessage(message: ContactForm): Promise<ContactSendResult> {
  const { entry } = await sendThroughOutbox({
    kind: 'contact',
    path: '/api/contact',
    body: message,
    userId: '',
    summary: { subject: message.subject },
  });
  return settleContactEntry(entry);
}
