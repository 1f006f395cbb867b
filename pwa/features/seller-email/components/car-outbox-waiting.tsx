/**
 * The messages about this car still waiting in this device's outbox, "Will be sent when you are back online",
 * each cancellable (loaded by CarOutboxNotice only when the outbox may hold something: it reads the device
 * database).
 */
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Car } from '@contract/car';
import { userKeys } from '../../auth';
import { useLiveQuery } from '../../../lib/db';
import { getOutboxEntries, type OutboxEntry } from '../../../lib/outbox/outbox';
import { QueuedActions } from './queued-actions';
import * as styles from './email-dialog.css';

export default function CarOutboxWaiting({ car }: { car: Car }) {
  const carId = car.id;
  const read = useCallback(
    async () =>
      (await getOutboxEntries('sellerEmail')).filter(
        (entry) => entry.summary.carId === carId && (entry.status === 'queued' || entry.status === 'sending'),
      ),
    [carId],
  );
  const waiting = useLiveQuery(read);
  // The texts load only when there is something to say.
  const queryClient = useQueryClient();
  const sessionEnded = waiting?.some((entry) => entry.needsSignIn) ?? false;
  // The server said the session ended: the app learns it too (the header shows "Sign in").
  useEffect(() => {
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: userKeys.current });
  }, [sessionEnded, queryClient]);
  return waiting && waiting.length > 0 ? <WaitingMessages entries={waiting} car={car} /> : null;
}

function WaitingMessages({ entries, car }: { entries: OutboxEntry[]; car: Car }) {
  const { t } = useTranslation('messages');
  return (
    <div role="status" aria-live="polite" className={styles.status}>
      {entries.map((entry) => (
        <div key={entry.id} className={styles.notice} data-tone="queued">
          <strong>
            {t('dialog.queuedTitle')}: {entry.summary.subject}
          </strong>
          <p>{entry.needsSignIn ? t('dialog.signInText') : t('dialog.queuedText')}</p>
          <QueuedActions car={car} entry={entry} />
        </div>
      ))}
    </div>
  );
}
