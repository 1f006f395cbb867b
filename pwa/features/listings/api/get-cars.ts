import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CarPage } from '@contract/car';
import { PAGE_SIZE, type SortOption } from '@contract/catalog/vehicle';
import { api } from '../../../lib/api-client';

export interface CarsQuery {
  page: number;
  sort: SortOption;
  pageSize?: number;
}

export function getCars({ page, sort, pageSize = PAGE_SIZE }: CarsQuery, signal?: AbortSignal): Promise<CarPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), sort });
  return api.get<CarPage>(`/api/cars?${params}`, { signal });
}

export const carListsKey = ['cars', 'list'] as const;

/** Spec section 7: fresh for 2 minutes, kept 10 minutes, no refetch on focus or mount. */
export function carsQueryOptions(query: CarsQuery) {
  return queryOptions({
    queryKey: [...carListsKey, query],
    queryFn: ({ signal }) => getCars(query, signal),
    staleTime: 2 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    refetchOnMount: false,
  });
}

/** One page of listings; the previous page stays on screen while the next one loads. */
export function useCars(query: CarsQuery) {
  return useQuery({ ...carsQueryOptions(query), placeholderData: keepPreviousData });
}
