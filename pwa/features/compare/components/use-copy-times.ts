import { useCallback } from 'react';
import { getStoredListings, useLiveQuery } from '../../../lib/db';

const none = (): Promise<[]> => Promise.resolve([]);

/**
 * When each shown copy of the chosen cars was taken (ms since the epoch), by car id. Offline the table shows
 * the device's stored listing where there is one (its age is when it was received), else the copy kept with
 * the selection (its age is when it was chosen): the same choice `compareCars` makes.
 */
export function useCopyTimes(
  ids: readonly number[],
  addedAt: Readonly<Record<number, number>>,
  fromDevice: boolean,
): Record<number, number> {
  const key = ids.join(',');
  const read = useCallback(() => getStoredListings(key === '' ? [] : key.split(',').map(Number)), [key]);
  const stored = useLiveQuery(fromDevice ? read : none);
  const times: Record<number, number> = {};
  for (const id of ids) {
    const listing = fromDevice ? stored?.find((candidate) => candidate.id === id) : undefined;
    const time = listing?.seenAt ?? addedAt[id];
    if (time !== undefined) times[id] = time;
  }
  return times;
}
