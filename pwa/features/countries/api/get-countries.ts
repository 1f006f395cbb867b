/**
 * GET /api/countries: the EU countries for the search form's country select and the cards' locations (cached 30 minutes). The list is
 * stored on the device for offline use; with neither network nor a stored copy, the list built into the
 * contract answers (it is the same list the server serves).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRIES, type Country } from '@contract/catalog';
import { api } from '../../../lib/api-client';
import { getStoredCountries, storeCountries } from '../../../lib/db';
import { browserIsOffline, isNetworkFailure } from '../../../lib/network-status';

export const COUNTRIES_STALE_MS = 30 * 60 * 1000;

async function storedCountries(): Promise<Country[]> {
  const stored = await getStoredCountries().catch(() => []);
  return stored.length > 0 ? stored : [...COUNTRIES];
}

export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  if (browserIsOffline()) return storedCountries();
  try {
    const countries = await api.get<Country[]>('/api/countries', { signal });
    storeCountries(countries).catch((error: unknown) => console.warn('Could not store the countries', error));
    return countries;
  } catch (error) {
    if (isNetworkFailure(error)) return storedCountries();
    throw error;
  }
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: COUNTRIES_STALE_MS,
    gcTime: COUNTRIES_STALE_MS,
    networkMode: 'always',
  });
}

/** The EU countries (unsorted: sort by the current language's name with countriesSortedFor's collation). */
export function useCountries() {
  return useQuery(countriesQueryOptions());
}
