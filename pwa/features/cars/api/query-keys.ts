import type { Car } from '@contract/car';
import type { SearchFilters, SearchRequest } from '@contract/search-semantics';

/**
 * React Query keys of listing data. Everything holding cars sits under ['cars'] so that a change to a car
 * (its view count) can be put into every copy; 'list' and 'detail' are left to the older listings feature.
 */
export const carKeys = {
  all: ['cars'] as const,
  results: ['cars', 'search'] as const,
  result: (request: SearchRequest) => ['cars', 'search', request] as const,
  /** Live counts of filters (no cars in them). */
  count: (filters: SearchFilters) => ['cars', 'count', filters] as const,
  relaxations: (filters: SearchFilters) => ['cars', 'relaxations', filters] as const,
  car: (id: number) => ['cars', 'car', id] as const,
  comparisons: ['cars', 'compare'] as const,
  compared: (ids: readonly number[]) => ['cars', 'compare', [...ids]] as const,
};

/**
 * What every entry under `carKeys.results` holds, as far as a single car's code reads it (the search owns the
 * whole answer): a page of cars, from the server (when it arrived) or from the cars stored on the device.
 */
export type CachedCarPage = { cars: Car[] } & ({ source: 'network'; receivedAt: number } | { source: 'offline' });
