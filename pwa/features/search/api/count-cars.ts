/**
 * POST /api/cars/count: how many cars the filters find, for the live counts on the search buttons
 * ("Show 1,284 cars"). Asked once the fields have settled (debounced); offline there is no count.
 * Kept small and free of the offline search: the home page's quick search loads it with the first chunk.
 * Without filters, the home page's first results (asked for at load, see first-results.ts) already hold the
 * count: no request of its own (nor the CSRF token a POST needs) on a first visit.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CarPage } from '@contract/car';
import type { CountResponse } from '@contract/cars-api';
import type { SearchFilters } from '@contract/search-semantics';
import { api } from '../../../lib/api-client';
import { peekEarly } from '../../../lib/early-answers';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { carKeys } from '../../cars';
import { DEFAULT_SEARCH_URL } from './first-results';

const COUNT_DEBOUNCE_MS = 300;

async function countCars(filters: SearchFilters, signal?: AbortSignal): Promise<CountResponse> {
  if (Object.keys(filters).length === 0) {
    const firstResults = await peekEarly<CarPage>(DEFAULT_SEARCH_URL);
    if (typeof firstResults?.total === 'number') return { total: firstResults.total };
  }
  return api.post<CountResponse>('/api/cars/count', filters, { signal });
}

const sameFilters = (a: SearchFilters, b: SearchFilters) => JSON.stringify(a) === JSON.stringify(b);

/** The number of cars the filters find once they have settled; null while unknown (first load, offline, error). */
export function useCarCount(filters: SearchFilters, { enabled = true }: { enabled?: boolean } = {}): number | null {
  const settled = useDebouncedValue(filters, COUNT_DEBOUNCE_MS, sameFilters);
  const online = useOnlineStatus();
  const query = useQuery({
    queryKey: carKeys.count(settled),
    queryFn: ({ signal }) => countCars(settled, signal),
    enabled: enabled && online,
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return online && query.data ? query.data.total : null;
}
