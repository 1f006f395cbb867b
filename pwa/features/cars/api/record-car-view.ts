/** POST /api/cars/{id}/view: counts one opening of a car and puts the new count into every copy of it. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Car } from '@contract/car';
import type { ViewResponse } from '@contract/cars-api';
import { api } from '../../../lib/api-client';
import { updateStoredViewCount } from '../../../lib/db';
import type { CarResult } from './get-car';
import { carKeys, type CachedCarPage } from './query-keys';

function recordCarView(id: number): Promise<ViewResponse> {
  return api.post<ViewResponse>(`/api/cars/${id}/view`);
}

/** Puts the count into the car's details, every result page and every comparison holding it. */
function setViewCountEverywhere(queryClient: QueryClient, id: number, viewCount: number): void {
  const update = (car: Car) => (car.id === id ? { ...car, viewCount } : car);
  queryClient.setQueryData<CarResult>(carKeys.car(id), (data) => data && { ...data, car: update(data.car) });
  queryClient.setQueriesData<CachedCarPage>(
    { queryKey: carKeys.results },
    (page) => page && { ...page, cars: page.cars.map(update) },
  );
  queryClient.setQueriesData<{ cars: Car[] }>(
    { queryKey: carKeys.comparisons },
    (data) => data && { ...data, cars: data.cars.map(update) },
  );
}

/** Offline the view is not counted (nothing is queued): a warning, no error for the person. */
export function useRecordCarView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCarView,
    onSuccess: ({ viewCount }, id) => {
      setViewCountEverywhere(queryClient, id, viewCount);
      updateStoredViewCount(id, viewCount).catch((error: unknown) =>
        console.warn('Could not store the view count', error),
      );
    },
    onError: (error) => console.warn('Could not record the view', error),
  });
}
