/**
 * The year filter. A year without a comparison is that year; "after/newer than/nakon/nach 2018" is 2019 on
 * and "before/older than/prije/vor 2018" up to 2017, while "od/from/ab 2018" and "do/until/bis 2018"
 * include 2018; "around/oko/etwa 2018" is ±1 year. Ages count back from the current year: "not older
 * than 5 years" (at most 5 years old) is from five years ago on.
 */
import type { SearchFilters } from '@contract/search-semantics';
import { Bounds } from './bounds';
import type { NumberReading, ParseClock } from './number-readings';

const flip = (side: 'min' | 'max') => (side === 'min' ? 'max' : 'min');

export function recogniseYear(
  readings: readonly NumberReading[],
  clock: ParseClock,
): Pick<SearchFilters, 'minYear' | 'maxYear'> {
  const bounds = new Bounds();
  // An age of at most N years is a year from (current year − N) on.
  const setAge = (side: 'min' | 'max', years: number) => bounds.set(flip(side), clock.currentYear - years);
  for (const reading of readings) {
    if (reading.domain === 'age') {
      if (reading.kind === 'range') {
        setAge('min', reading.low);
        setAge('max', reading.high);
      } else if (reading.kind === 'bound') setAge(reading.yearWord ? flip(reading.dir) : reading.dir, reading.value);
    } else if (reading.domain === 'year') {
      if (reading.kind === 'range') {
        bounds.set('min', reading.low);
        bounds.set('max', reading.high);
      } else if (reading.kind === 'bound')
        bounds.set(reading.dir, reading.strict ? reading.value + (reading.dir === 'min' ? 1 : -1) : reading.value);
      else {
        const spread = reading.kind === 'about' ? 1 : 0;
        bounds.set('min', reading.value - spread);
        bounds.set('max', reading.value + spread);
      }
    }
  }
  const { min, max } = bounds.within(1900, clock.latestYear);
  return { ...(min !== undefined && { minYear: min }), ...(max !== undefined && { maxYear: max }) };
}
