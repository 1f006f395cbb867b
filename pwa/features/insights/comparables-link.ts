/**
 * The search (home page query string) that lists a market value's comparables: brand, model, fuel, gearbox,
 * years and the comparables' mileage range. Search has no power or condition filter, so it may list a few more
 * cars than were compared (other engines of the model, new and demo cars); the car details' cards are exact.
 */
import type { ComparableCriteria } from '@contract/market-value';
import type { FuelType, Transmission } from '@contract/catalog/vehicle';
import { searchQueryFromRequest } from '@contract/search-url';

export function comparablesSearchPath(criteria: ComparableCriteria): string {
  const query = searchQueryFromRequest({
    brand: [criteria.brand],
    model: [criteria.model],
    ...(criteria.fuelType ? { fuelTypes: [criteria.fuelType as FuelType] } : {}),
    ...(criteria.transmission ? { transmission: [criteria.transmission as Transmission] } : {}),
    minYear: criteria.minYear,
    maxYear: criteria.maxYear,
    minMileage: criteria.minMileage,
    maxMileage: criteria.maxMileage,
  });
  return `/?${query.toString()}`;
}
