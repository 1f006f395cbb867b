import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Car, CarPage } from '@contract/car';
import { api } from '../../../lib/api-client';
import { carListsKey } from './get-cars';

export function getCar(id: number, signal?: AbortSignal): Promise<Car> {
  return api.get<Car>(`/api/cars/${id}`, { signal });
}

export function carQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['cars', 'detail', id],
    queryFn: ({ signal }) => getCar(id, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The car from a cached result page, if one holds it (spec section 7: "cached list tried first"). */
function findInCachedLists(queryClient: QueryClient, id: number): { car: Car; updatedAt: number } | undefined {
  for (const [key, page] of queryClient.getQueriesData<CarPage>({ queryKey: carListsKey })) {
    const car = page?.cars.find((candidate) => candidate.id === id);
    if (car) return { car, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt ?? 0 };
  }
  return undefined;
}

export function useCar(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...carQueryOptions(id ?? 0),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : findInCachedLists(queryClient, id)?.car),
    initialDataUpdatedAt: () => (id === null ? undefined : findInCachedLists(queryClient, id)?.updatedAt),
  });
}
