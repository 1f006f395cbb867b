/**
 * The saved-searches and watched-cars calls. Answers live in React Query under `userKeys.all`, so signing
 * in or out refreshes them. Watched cars are also kept on the device (the page works offline from them); a
 * visitor's hearts are kept there only, until they are uploaded after sign-in.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency } from '@contract/saved-search-constants';
import { MAX_WATCHED_CARS } from '@contract/saved-search-constants';
import type { SavedSearch, WatchedCarList } from '@contract/saved-searches';
import type { SearchFilters } from '@contract/search-semantics';
import { ApiError, api } from '../../../lib/api-client';
import { getLocalWatchedCars, replaceLocalWatchedCars } from '../../../lib/db';
import { savedKeys } from './saved-keys';

export interface NewSavedSearch {
  id?: string;
  name: string;
  filters: SearchFilters;
  alerts: AlertFrequency;
  updatedAt?: string;
}

export interface SavedSearchChanges {
  name?: string;
  filters?: SearchFilters;
  alerts?: AlertFrequency;
  updatedAt?: string;
}

/** A request that never got an answer (offline, connection lost): not an ApiError, not a cancellation. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError');
}

export const createSavedSearch = (search: NewSavedSearch) => api.post<SavedSearch>('/api/saved-searches', search);
export const updateSavedSearch = (id: string, changes: SavedSearchChanges) =>
  api.request<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
export const deleteSavedSearch = (id: string) =>
  api.request<void>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const markSavedSearchRun = (id: string) =>
  api.post<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}/run`);

/** The watched cars as the page shows them: `offline` when they are the device's copies from `storedAt`. */
export interface DeviceWatchedCarList extends WatchedCarList {
  offline: boolean;
  storedAt: number | null;
}

/** The server's list (kept on the device as well); offline, the copies the device kept. */
async function getWatchedCars(userId: string, signal?: AbortSignal): Promise<DeviceWatchedCarList> {
  try {
    const list = await api.get<WatchedCarList>('/api/watched-cars', { signal });
    const storedAt = Date.now();
    await replaceLocalWatchedCars(userId, list.watchedCars, storedAt);
    return { ...list, offline: false, storedAt };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const rows = await getLocalWatchedCars(userId);
    return {
      watchedCars: rows.map((row) => row.item),
      total: rows.length,
      limit: MAX_WATCHED_CARS,
      offline: true,
      storedAt: rows.length > 0 ? Math.min(...rows.map((row) => row.storedAt)) : null,
    };
  }
}

function watchedCarsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...savedKeys.watched, userId],
    queryFn: ({ signal }) => getWatchedCars(userId, signal),
  });
}

export const watchCars = (carIds: number[]) => api.post<WatchedCarList>('/api/watched-cars', { carIds });
const unwatchCar = (carId: number) => api.request<void>(`/api/watched-cars/${carId}`, { method: 'DELETE' });

/** The signed-in buyer's watched cars (userId null: signed out, nothing asked). */
export function useWatchedCars(userId: string | null | undefined) {
  return useQuery({ ...watchedCarsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** Watch (true) or stop watching (false) one car; the watched list is refreshed after. */
export function useSetWatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, watched }: { carId: number; watched: boolean }) =>
      watched ? watchCars([carId]).then(() => undefined) : unwatchCar(carId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.watched }),
  });
}
