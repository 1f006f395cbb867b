/**
 * The first-registration filter: a year said with "Erstzulassung", "prva registracija" or "first registration"
 * ("Erstzulassung ab 2018", "prva registracija 2019"), read like a model year (a year alone is that year).
 */
import type { SearchFilters } from '@contract/search-semantics';
import type { NumberReading, ParseClock } from './number-readings';
import { recogniseYear } from './year';

export function recogniseRegistration(
  readings: readonly NumberReading[],
  clock: ParseClock,
): Pick<SearchFilters, 'minRegistration' | 'maxRegistration'> {
  const years = recogniseYear(
    readings
      .filter((reading) => reading.domain === 'registration')
      .map((reading): NumberReading => ({ ...reading, domain: 'year' })),
    clock,
  );
  return {
    ...(years.minYear !== undefined && { minRegistration: String(years.minYear) }),
    ...(years.maxYear !== undefined && { maxRegistration: String(years.maxYear) }),
  };
}
