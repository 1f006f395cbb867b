/**
 * GET /api/cars/{id}: a car already in a cached result page is shown at once; the request
 * is prefetched on hover or touch of the full-details button (stale time 5 minutes). What arrives is stored
 * on the device; offline, or when the server cannot be reached, the stored copy answers.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Car } from '@contract/car';
import { carApiPath } from '@contract/car-id';
import { api } from '../../../lib/api-client';
import { takeArrivedEarly, takeEarly } from '../../../lib/early-answers';
import { getStoredListing, keepSeenListings } from '../../../lib/db';
import { NotAvailableOfflineError, browserIsOffline, isNetworkFailure } from '../../../lib/network-status';
import { carKeys, type CachedCarPage } from './query-keys';

const CAR_STALE_MS = 5 * 60 * 1000;

export interface CarResult {
  car: Car;
  /** 'offline': the copy stored on this device, as of `seenAt`. */
  source: 'network' | 'offline';
  /** When this copy was received from the server (ms since the epoch). */
  seenAt: number;
}

/** A shared car page's car may already be on its way (started with the page, see main.tsx). */
async function getCar(id: number, signal?: AbortSignal): Promise<Car> {
  return (await takeEarly<Car>(carApiPath(id))) ?? api.get<Car>(carApiPath(id), { signal });
}

async function storedCar(id: number): Promise<CarResult> {
  const stored = await getStoredListing(id);
  if (!stored) throw new NotAvailableOfflineError(`Car ${id} is not saved on this device`);
  return { car: stored.car, source: 'offline', seenAt: stored.seenAt };
}

/** A car the server answered; it is kept on the device. */
function fromNetwork(car: Car): CarResult {
  keepSeenListings([car]);
  return { car, source: 'network', seenAt: Date.now() };
}

export async function loadCar(id: number, signal?: AbortSignal): Promise<CarResult> {
  if (browserIsOffline()) return storedCar(id);
  try {
    return fromNetwork(await getCar(id, signal));
  } catch (error) {
    if (isNetworkFailure(error)) return storedCar(id);
    throw error;
  }
}

export function carQueryOptions(id: number) {
  return queryOptions({
    queryKey: carKeys.car(id),
    queryFn: ({ signal }) => loadCar(id, signal),
    staleTime: (query) => (query.state.data?.source === 'offline' ? 0 : CAR_STALE_MS),
    refetchOnReconnect: (query) => query.state.data?.source === 'offline',
    networkMode: 'always',
  });
}

/** The car from a cached result page, if one holds it ("cached list tried first"). */
function findCachedCar(queryClient: QueryClient, id: number): CarResult | undefined {
  for (const [key, page] of queryClient.getQueriesData<CachedCarPage>({ queryKey: carKeys.results })) {
    const car = page?.cars.find((candidate) => candidate.id === id);
    if (!car || !page) continue;
    const seenAt = page.source === 'network' ? page.receivedAt : (queryClient.getQueryState(key)?.dataUpdatedAt ?? 0);
    return { car, source: page.source, seenAt };
  }
  return undefined;
}

/** A shared car page's car when it has already arrived (started with the page): its first render shows it. */
function arrivedCar(id: number): CarResult | undefined {
  const early = browserIsOffline() ? null : takeArrivedEarly<Car>(carApiPath(id));
  return early ? fromNetwork(early) : undefined;
}

/** One car; `null` (an invalid id) loads nothing. */
export function useCar(id: number | null) {
  const queryClient = useQueryClient();
  const cached = () => (id === null ? undefined : findCachedCar(queryClient, id));
  return useQuery({
    ...carQueryOptions(id ?? 0),
    enabled: id !== null,
    // Asked when React Query first builds this car's entry, once; a car that has just arrived is as of now.
    initialData: () => cached() ?? (id === null ? undefined : arrivedCar(id)),
    initialDataUpdatedAt: () => cached()?.seenAt,
  });
}

/**
 * Starts loading a car's details early (hover or touch of the full-details button). A result page's copy
 * answers first, so the request only runs when that copy is stale.
 */
export function prefetchCar(queryClient: QueryClient, id: number): Promise<void> {
  if (!queryClient.getQueryData(carKeys.car(id))) {
    const cached = findCachedCar(queryClient, id);
    if (cached) queryClient.setQueryData(carKeys.car(id), cached, { updatedAt: cached.seenAt });
  }
  return queryClient.prefetchQuery(carQueryOptions(id));
}
