import { localeOf } from '../../../lib/format';
import type { Language } from '../../../lib/language';

/** A date and time such as "24 Nov 2026, 10:05". */
export function formatMoment(value: string, language: Language): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
