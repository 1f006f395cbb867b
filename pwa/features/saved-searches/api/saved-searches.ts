/**
 * The saved-searches and watched-cars calls (one module: they share the per-user query keys). Answers live
 * in React Query under `userKeys.all`, so signing in or out refreshes them.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency } from '@contract/saved-search-constants';
import type { SavedSearch, SavedSearchList, WatchedCarList } from '@contract/saved-searches';
import type { SearchFilters } from '@contract/search-semantics';
import { api } from '../../../lib/api-client';

export const savedKeys = {
  searches: ['user', 'saved-searches'] as const,
  watched: ['user', 'watched-cars'] as const,
};

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

export const createSavedSearch = (search: NewSavedSearch) => api.post<SavedSearch>('/api/saved-searches', search);
export const updateSavedSearch = (id: string, changes: SavedSearchChanges) =>
  api.request<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
export const deleteSavedSearch = (id: string) => api.request<void>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const markSavedSearchRun = (id: string) => api.post<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}/run`);

export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedKeys.searches,
    queryFn: ({ signal }) => api.get<SavedSearchList>('/api/saved-searches', { signal }),
  });
}

export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SavedSearchChanges }) => updateSavedSearch(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function watchedCarsQueryOptions() {
  return queryOptions({
    queryKey: savedKeys.watched,
    queryFn: ({ signal }) => api.get<WatchedCarList>('/api/watched-cars', { signal }),
  });
}

export const watchCars = (carIds: number[]) => api.post<WatchedCarList>('/api/watched-cars', { carIds });
export const unwatchCar = (carId: number) => api.request<void>(`/api/watched-cars/${carId}`, { method: 'DELETE' });

export function useWatchedCars(enabled = true) {
  return useQuery({ ...watchedCarsQueryOptions(), enabled });
}

/** Watch (true) or stop watching (false) one car; the watched list is refreshed after. */
export function useSetWatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, watched }: { carId: number; watched: boolean }) => (watched ? watchCars([carId]).then(() => undefined) : unwatchCar(carId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.watched }),
  });
}
