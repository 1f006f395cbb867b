/**
 * POST /api/cars/compare for the comparison table ("cache tried first"): the copies of the
 * chosen cars kept with the selection answer at once and are refreshed from the server when older than
 * 5 minutes. What arrives is stored on the device; offline, the stored copies answer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Car } from '@contract/car';
import { api } from '../../../lib/api-client';
import { getStoredListings, keepSeenListings } from '../../../lib/db';
import { browserIsOffline, isNetworkFailure } from '../../../lib/network-status';
import { carKeys } from '../../cars';
import { useComparisonStore, type ComparisonStore } from '../comparison-store';

export const COMPARE_STALE_MS = 5 * 60 * 1000;

export interface ComparedCars {
  /** In the order of the ids asked for. */
  cars: Car[];
  /** Chosen cars the server (or, offline, the device) no longer has. */
  missingIds: number[];
  source: 'network' | 'offline' | 'selection';
}

export function postCompare(ids: readonly number[], signal?: AbortSignal): Promise<{ cars: Car[] }> {
  return api.post<{ cars: Car[] }>('/api/cars/compare', { ids }, { signal });
}

function inOrder(ids: readonly number[], cars: readonly Car[], source: ComparedCars['source']): ComparedCars {
  const byId = new Map(cars.map((car) => [car.id, car]));
  return {
    cars: ids.flatMap((id) => byId.get(id) ?? []),
    missingIds: ids.filter((id) => !byId.has(id)),
    source,
  };
}

/** The device's copies: the stored listings, else the copies kept with the selection. */
async function comparedOffline(ids: readonly number[], selection: readonly Car[]): Promise<ComparedCars> {
  const stored = await getStoredListings(ids).catch(() => []);
  const found = new Map(selection.map((car) => [car.id, car]));
  for (const listing of stored) found.set(listing.id, listing.car);
  return inOrder(ids, [...found.values()], 'offline');
}

export async function compareCars(
  ids: readonly number[],
  selection: readonly Car[] = [],
  signal?: AbortSignal,
): Promise<ComparedCars> {
  if (browserIsOffline()) return comparedOffline(ids, selection);
  try {
    const { cars } = await postCompare(ids, signal);
    keepSeenListings(cars);
    return inOrder(ids, cars, 'network');
  } catch (error) {
    if (isNetworkFailure(error)) return comparedOffline(ids, selection);
    throw error;
  }
}

export function comparedCarsQueryOptions(ids: readonly number[], selection: readonly Car[] = []) {
  return queryOptions({
    queryKey: carKeys.compared(ids),
    queryFn: ({ signal }) => compareCars(ids, selection, signal),
    staleTime: (query) => (query.state.data?.source === 'offline' ? 0 : COMPARE_STALE_MS),
    refetchOnReconnect: (query) => query.state.data?.source === 'offline',
    networkMode: 'always',
  });
}

/** The chosen cars, fresh enough for the comparison table; nothing is requested while none is chosen. */
export function useComparedCars(store: ComparisonStore = useComparisonStore) {
  const selection = store((state) => state.cars);
  const addedAt = store((state) => state.addedAt);
  const ids = selection.map((car) => car.id);
  return useQuery({
    ...comparedCarsQueryOptions(ids, selection),
    enabled: ids.length > 0,
    initialData: () => (selection.length > 0 ? inOrder(ids, selection, 'selection') : undefined),
    // As old as the oldest kept copy: copies stored before a reload get refreshed, just-picked ones do not.
    initialDataUpdatedAt: () => Math.min(...ids.map((id) => addedAt[id] ?? 0)),
  });
}
