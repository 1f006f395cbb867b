/**
 * How old a copy of a car is, in words of the interface language ("2 hours ago", "prije 2 sata",
 * "vor 2 Stunden"), with Intl.RelativeTimeFormat: the largest unit that fits, rounded down.
 */
import { localeOf } from '../../../lib/format';
import type { Language } from '../../../lib/language';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

const formats = new Map<Language, Intl.RelativeTimeFormat>();

function formatOf(language: Language): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
    formats.set(language, format);
  }
  return format;
}

/** `then` and `now` in ms since the epoch; a time in the future (a skewed clock) counts as now. */
export function formatAge(then: number, now: number, language: Language): string {
  const elapsed = Math.max(0, now - then);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return formatOf(language).format(-Math.floor(elapsed / size), unit);
  }
  return formatOf(language).format(0, 'second');
}
