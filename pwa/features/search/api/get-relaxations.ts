/** POST /api/cars/relaxations: for a search that found nothing, how many cars each dropped filter would find. */
import { useQuery } from '@tanstack/react-query';
import type { RelaxationsResponse } from '@contract/cars-api';
import type { SearchFilters } from '@contract/search-semantics';
import { api } from '../../../lib/api-client';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { carKeys } from '../../cars';

function postRelaxations(filters: SearchFilters, signal?: AbortSignal): Promise<RelaxationsResponse> {
  return api.post<RelaxationsResponse>('/api/cars/relaxations', filters, { signal });
}

export function useRelaxations(filters: SearchFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const online = useOnlineStatus();
  return useQuery({
    queryKey: carKeys.relaxations(filters),
    queryFn: ({ signal }) => postRelaxations(filters, signal),
    enabled: enabled && online,
    staleTime: 60 * 1000,
    retry: false,
  });
}
