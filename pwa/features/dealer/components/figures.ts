/** How the dashboard words its figures: a day of the counters, a change against the previous period, a chart. */
import { localeOf } from '../../../lib/format';
import type { Language } from '../../../lib/language';

/** A counter's day (YYYY-MM-DD) as "3 May", "3. svibnja", "3. Mai". */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The change from `previous` to `current` in per cent ("+40 %", "−20 %", "0 %"), or null when there was nothing before. */
export function formatChange(current: number, previous: number, language: Language): string | null {
  if (previous === 0) return null;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format((current - previous) / previous);
}

/** The total of a per-day series and the day with the most (the first such day), or null for none at all. */
export function seriesSummary(
  series: readonly number[],
  days: readonly string[],
): { total: number; busiest: string | null } {
  let total = 0;
  let best = -1;
  series.forEach((count, index) => {
    total += count;
    if (count > 0 && (best < 0 || count > series[best]!)) best = index;
  });
  return { total, busiest: best >= 0 ? (days[best] ?? null) : null };
}
