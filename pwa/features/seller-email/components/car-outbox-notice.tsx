/**
 * On the car details, whoever is (or is not yet known to be) signed in: the messages about this car still
 * waiting in this device's outbox, "Will be sent when you are back online", each cancellable. Shown after a
 * reload offline too, when the dialog cannot open because the account cannot be checked. Its code (and the
 * device database it reads) loads only when the outbox may hold something, so a car page's first load
 * carries neither.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Car } from '@contract/car';
import { onOutboxHintChange, outboxMayHaveEntries } from '../../../lib/outbox/outbox-hint';

const CarOutboxWaiting = lazy(() => import('./car-outbox-waiting'));

export function CarOutboxNotice({ car }: { car: Car }) {
  const mayHave = useOutboxMayHaveEntries();
  return mayHave ? (
    <Suspense fallback={null}>
      <CarOutboxWaiting car={car} />
    </Suspense>
  ) : null;
}

/** Whether the outbox may hold something, looked at again whenever a write is queued or the outbox empties. */
function useOutboxMayHaveEntries(): boolean {
  const [mayHave, setMayHave] = useState(false);
  useEffect(() => {
    let mounted = true;
    const look = () =>
      void outboxMayHaveEntries().then((value) => {
        if (mounted) setMayHave(value);
      });
    look();
    const stop = onOutboxHintChange(look);
    return () => {
      mounted = false;
      stop();
    };
  }, []);
  return mayHave;
}
