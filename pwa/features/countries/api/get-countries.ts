import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@contract/catalog';
import { api } from '../../../lib/api-client';

export const COUNTRIES_STALE_MS = 30 * 60 * 1000; // spec section 9: countries cached 30 min

export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return api.get<Country[]>('/api/countries', { signal });
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: COUNTRIES_STALE_MS,
    gcTime: COUNTRIES_STALE_MS,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
