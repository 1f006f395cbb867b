/** "3 hours ago", "vor 3 Stunden", "prije 3 sata": how old a copy is, in the interface language. */
import { localeOf } from '../../../lib/format';
import type { Language } from '../../../lib/language';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** The age of something seen at `then` (ms since the epoch) at `now`, in the largest whole unit; under a minute is "now". */
export function formatRelativeAge(then: number, now: number, language: Language): string {
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  const age = Math.max(0, now - then);
  for (const [unit, size] of UNITS) {
    if (age >= size) return format.format(-Math.floor(age / size), unit);
  }
  return format.format(0, 'second');
}
