import { useCallback, useEffect, useRef } from 'react';
import { useLiveQuery } from '../../../lib/db';
import { getOutboxEntry } from '../../../lib/outbox/outbox';
import { settleContactEntry, type ContactSendResult } from '../api/send-contact-message';

/**
 * While the page stays open, a message left in the outbox is watched: once a retry (or the service worker)
 * has sent it, or the server refused it, `onSettled` tells the person.
 */
export function useWaitingMessage(
  id: string | null,
  onSettled: (result: Extract<ContactSendResult, { kind: 'sent' | 'refused' }>) => void,
): void {
  const read = useCallback(() => (id ? getOutboxEntry(id) : Promise.resolve(undefined)), [id]);
  const entry = useLiveQuery(read);
  // Told once per entry, however often the page renders meanwhile.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!entry || (entry.status !== 'sent' && entry.status !== 'failed') || told.current === entry.id) return;
    told.current = entry.id;
    void settleContactEntry(entry).then((result) => {
      if (result.kind === 'sent' || result.kind === 'refused') onSettled(result);
    });
  }, [entry, onSettled]);
}
