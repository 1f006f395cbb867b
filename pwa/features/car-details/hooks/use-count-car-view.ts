import { useEffect, useRef } from 'react';
import { browserIsOffline } from '../../../lib/network-status';
import { useRecordCarView } from '../../cars';

/**
 * Counts one view per opening of a car, not per render or re-fetch: once the car is shown
 * (`isShown`), and again only after it was closed (`isOpen` false) or another car is shown. The new count
 * is put into every copy of the car by `useRecordCarView`, so it updates in place. Offline nothing is
 * counted (or queued).
 */
export function useCountCarView(id: number | null, { isOpen, isShown }: { isOpen: boolean; isShown: boolean }): void {
  const { mutate } = useRecordCarView();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!isOpen) {
      counted.current = null;
      return;
    }
    if (id === null || !isShown || counted.current === id || browserIsOffline()) return;
    counted.current = id;
    mutate(id);
  }, [id, isOpen, isShown, mutate]);
}
