import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car, CarPage } from '@contract/car';
import type { ViewResponse } from '@contract/cars-api';
import { api } from '../../../lib/api-client';
import { carQueryOptions } from './get-car';
import { carListsKey } from './get-cars';

export function recordCarView(id: number): Promise<ViewResponse> {
  return api.post<ViewResponse>(`/api/cars/${id}/view`);
}

/** Counts one view of a car and puts the returned count into every cached copy of it. */
export function useRecordCarView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCarView,
    onSuccess: ({ viewCount }, id) => {
      queryClient.setQueryData<Car>(carQueryOptions(id).queryKey, (car) => car && { ...car, viewCount });
      queryClient.setQueriesData<CarPage>({ queryKey: carListsKey }, (page) =>
        page && { ...page, cars: page.cars.map((car) => (car.id === id ? { ...car, viewCount } : car)) },
      );
    },
    onError: (error) => console.warn('Could not record the view', error),
  });
}
