/**
 * Google's opening periods (Places API (New) `regularOpeningHours.periods`: day 0 is Sunday) written in
 * OpenStreetMap's `opening_hours` syntax, so every source's hours go through the one parser.
 */

export interface GooglePoint {
  day: number;
  hour: number;
  minute: number;
}

export interface GooglePeriod {
  open: GooglePoint;
  close?: GooglePoint;
}

const OSM_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
/** Monday first, as the syntax is usually written. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const time = (point: GooglePoint) => `${String(point.hour).padStart(2, '0')}:${String(point.minute).padStart(2, '0')}`;

/** "Mo-Fr 08:00-16:00; Sa 08:00-12:00"; undefined when there is nothing to write. */
export function osmHoursFromGoogle(periods: readonly GooglePeriod[] | undefined): string | undefined {
  if (!periods || periods.length === 0) return undefined;
  // Open around the clock: one period opening on Sunday at midnight without a close.
  if (
    periods.length === 1 &&
    !periods[0]!.close &&
    periods[0]!.open.day === 0 &&
    periods[0]!.open.hour === 0 &&
    periods[0]!.open.minute === 0
  ) {
    return '24/7';
  }
  const byDay = new Map<number, string[]>();
  for (const period of periods) {
    const { open, close } = period;
    if (!close || open.day < 0 || open.day > 6) continue;
    // A close on a later day wraps past midnight ("Fr 22:00-02:00"); 24:00 closes at the day's end.
    const end = close.day !== open.day && close.hour === 0 && close.minute === 0 ? '24:00' : time(close);
    const ranges = byDay.get(open.day) ?? [];
    ranges.push(`${time(open)}-${end}`);
    byDay.set(open.day, ranges);
  }
  if (byDay.size === 0) return undefined;
  // Consecutive days with the same hours become one rule ("Mo-Fr").
  const rules: string[] = [];
  let runStart = -1;
  let runEnd = -1;
  let runHours = '';
  const flush = () => {
    if (runStart < 0) return;
    const days =
      runStart === runEnd
        ? OSM_DAYS[WEEK_ORDER[runStart]!]
        : `${OSM_DAYS[WEEK_ORDER[runStart]!]}-${OSM_DAYS[WEEK_ORDER[runEnd]!]}`;
    rules.push(`${days} ${runHours}`);
  };
  WEEK_ORDER.forEach((day, index) => {
    const hours = byDay.get(day)?.sort().join(',');
    if (hours && hours === runHours && runEnd === index - 1) {
      runEnd = index;
      return;
    }
    flush();
    runStart = hours ? index : -1;
    runEnd = index;
    runHours = hours ?? '';
  });
  flush();
  return rules.join('; ');
}
