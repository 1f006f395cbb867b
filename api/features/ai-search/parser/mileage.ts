/** The mileage filter, in kilometres. */
import { MAX_MILEAGE, type SearchFilters } from '@contract/search-semantics';
import { amountBounds } from './amount';
import type { NumberReading } from './number-readings';

export function recogniseMileage(readings: readonly NumberReading[]): Pick<SearchFilters, 'minMileage' | 'maxMileage'> {
  const { min, max } = amountBounds(readings, 'mileage').within(0, MAX_MILEAGE);
  return { ...(min !== undefined && { minMileage: min }), ...(max !== undefined && { maxMileage: max }) };
}
