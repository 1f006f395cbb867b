import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@contract/auth';
import type { Car } from '@contract/car';
import { EMAIL_ERROR_TYPES, EMAIL_LANGUAGES, type EmailLanguage } from '@contract/seller-email';
import { useLiveQuery } from '../../../lib/db';
import { getOutboxEntries, type OutboxEntry } from '../../../lib/outbox/outbox';
import { sellerEmailsQueryOptions, type EmailProblem } from '../api/seller-email-api';

/**
 * What became of this buyer's emails to this car's seller: the server's list of sent emails and this device's
 * outbox entries. A language in which an email was sent (or the API said so) is locked.
 */
export function useSentLanguages(car: Car, user: PublicUser, problems: Partial<Record<EmailLanguage, EmailProblem>>) {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const sentOnServer = useQuery({ ...sellerEmailsQueryOptions(car.id), enabled: online, retry: false });
  const readEntries = useCallback(
    async () =>
      (await getOutboxEntries('sellerEmail')).filter(
        (entry) => entry.summary.carId === car.id && entry.userId === user.id,
      ),
    [car.id, user.id],
  );
  const entries = useLiveQuery(readEntries);

  const lockedLanguages = useMemo(() => {
    const locked = new Set<EmailLanguage>();
    for (const item of sentOnServer.data?.items ?? []) if (item.status !== 'failed') locked.add(item.language);
    for (const entry of entries ?? []) {
      const lang = entry.summary.language as EmailLanguage;
      if (entry.status === 'sent' || (entry.status === 'failed' && entry.failureCode === EMAIL_ERROR_TYPES.alreadySent))
        locked.add(lang);
    }
    for (const lang of EMAIL_LANGUAGES) if (problems[lang]?.kind === 'alreadySent') locked.add(lang);
    return locked;
  }, [sentOnServer.data, entries, problems]);

  return {
    lockedLanguages,
    /** The latest outbox entry of a language (newest first in `entries`). */
    entryFor: (lang: EmailLanguage): OutboxEntry | undefined =>
      entries?.find((entry) => entry.summary.language === lang),
    // Known once the server's list answered (or could not) and the outbox was read: no quota is spent on a
    // language already sent.
    ready: (!online || sentOnServer.isFetched || sentOnServer.isError) && entries !== undefined,
  };
}

/** A language's outbox entry as the dialog tells it: waiting to be sent, sent from this dialog, or failed. */
export function entryOutcome(entry: OutboxEntry | undefined, sentHere: string | null) {
  return {
    queued: entry && (entry.status === 'queued' || entry.status === 'sending') ? entry : undefined,
    justSent: entry?.status === 'sent' && entry.id === sentHere ? entry : undefined,
    failed: entry?.status === 'failed' && entry.failureCode !== EMAIL_ERROR_TYPES.alreadySent ? entry : undefined,
  };
}
