/**
 * POST /api/cars/count: how many cars the filters find, for the live counts on the search buttons
 * ("Show 1,284 cars"). Asked once the fields have settled (debounced); offline there is no count.
 * Kept small and free of the offline search: the home page's quick search loads it with the first chunk.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CountResponse } from '@contract/cars-api';
import type { SearchFilters } from '@contract/search-semantics';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { carKeys } from '../../cars';

const COUNT_DEBOUNCE_MS = 300;

function postCarCount(filters: SearchFilters, signal?: AbortSignal): Promise<CountResponse> {
  return api.post<CountResponse>('/api/cars/count', filters, { signal });
}

const sameFilters = (a: SearchFilters, b: SearchFilters) => JSON.stringify(a) === JSON.stringify(b);

/** The number of cars the filters find once they have settled; null while unknown (first load, offline, error). */
export function useCarCount(filters: SearchFilters, { enabled = true }: { enabled?: boolean } = {}): number | null {
  const settled = useDebouncedValue(filters, COUNT_DEBOUNCE_MS, sameFilters);
  const online = useOnlineStatus();
  const query = useQuery({
    queryKey: carKeys.count(settled),
    queryFn: ({ signal }) => postCarCount(settled, signal),
    enabled: enabled && online,
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return online && query.data ? query.data.total : null;
}
