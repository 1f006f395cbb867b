/** GET /api/cars/{id}/market-value: the price against comparable listings (fresh for 10 minutes). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketValue } from '@contract/market-value';
import { api } from '../../../lib/api-client';

const MARKET_VALUE_STALE_MS = 10 * 60 * 1000;

function marketValueQueryOptions(carId: number) {
  return queryOptions({
    queryKey: ['cars', 'marketValue', carId],
    queryFn: ({ signal }) => api.get<MarketValue>(`/api/cars/${carId}/market-value`, { signal }),
    staleTime: MARKET_VALUE_STALE_MS,
  });
}

export function useMarketValue(carId: number, enabled = true) {
  return useQuery({ ...marketValueQueryOptions(carId), enabled });
}
