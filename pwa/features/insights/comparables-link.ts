/** The search (home page query string) that lists a market value's comparables. */
import type { ComparableCriteria } from '@contract/market-value';
import { searchQueryFromRequest } from '@contract/search-url';

export function comparablesSearchPath(criteria: ComparableCriteria): string {
  const query = searchQueryFromRequest({
    brand: [criteria.brand],
    model: [criteria.model],
    minYear: criteria.minYear,
    maxYear: criteria.maxYear,
    minMileage: criteria.minMileage,
    maxMileage: criteria.maxMileage,
  });
  return `/?${query.toString()}`;
}
