/**
 * "Open now", "opens at …" and the week's hours of a business (repair shop, seller), read from the open
 * intervals the API worked out (in Croatian time) from its opening hours; times shown in Europe/Zagreb
 * unless a caller names another zone (a seller's page uses the buyer's).
 */
import { BUSINESS_TIME_ZONE, OPEN_INTERVAL_DAYS, type OpenInterval } from '@contract/opening-hours';

const DAY_MS = 24 * 60 * 60 * 1000;

export type OpeningStatus =
  /** Open; `until` is when it closes (absent when open around the clock). */
  | { kind: 'open'; until?: number }
  /** Closed; `opensAt` when it opens next within the known days. */
  | { kind: 'closed'; opensAt?: number }
  /** No hours known (none given, unreadable, or older than the days worked out). */
  | { kind: 'unknown' };

interface Hours {
  openIntervals?: OpenInterval[];
  hoursComputedAt?: string;
}

/** Whether the shop is open at `now`, and the next change. */
export function openingStatus(shop: Hours, now: number): OpeningStatus {
  if (!shop.openIntervals || !shop.hoursComputedAt) return { kind: 'unknown' };
  const computedAt = Date.parse(shop.hoursComputedAt);
  const horizon = computedAt + OPEN_INTERVAL_DAYS * DAY_MS;
  if (!(now >= computedAt - DAY_MS && now < horizon)) return { kind: 'unknown' };
  const intervals = shop.openIntervals
    .map((interval) => ({ from: Date.parse(interval.from), to: Date.parse(interval.to) }))
    .sort((a, b) => a.from - b.from);
  const current = intervals.find((interval) => interval.from <= now && now < interval.to);
  if (current) {
    // Intervals that touch (past midnight, around the clock) are one opening.
    let until = current.to;
    for (const interval of intervals) if (interval.from <= until && interval.to > until) until = interval.to;
    return until >= horizon ? { kind: 'open' } : { kind: 'open', until };
  }
  const next = intervals.find((interval) => interval.from > now);
  return next ? { kind: 'closed', opensAt: next.from } : { kind: 'closed' };
}

export function isOpenAt(shop: Hours, now: number): boolean {
  return openingStatus(shop, now).kind === 'open';
}

const LOCALES = { en: 'en-GB', hr: 'hr-HR', de: 'de-DE' } as const;
type Language = keyof typeof LOCALES;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}:${timeZone}:${JSON.stringify(options)}`;
  let value = formats.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(LOCALES[language], { timeZone, ...options });
    formats.set(key, value);
  }
  return value;
}

/** "08:00" in Zagreb time (or the zone given). */
export function formatTime(instant: number, language: Language, timeZone = BUSINESS_TIME_ZONE): string {
  return format(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone).format(instant);
}

/** The calendar day in Zagreb (YYYY-MM-DD), to tell today and tomorrow apart. */
function zagrebDay(instant: number, timeZone = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** Whether `instant` is today, tomorrow or later, in Zagreb (or the zone given). */
export function dayRelation(
  instant: number,
  now: number,
  timeZone = BUSINESS_TIME_ZONE,
): 'today' | 'tomorrow' | 'later' {
  const day = zagrebDay(instant, timeZone);
  if (day === zagrebDay(now, timeZone)) return 'today';
  return day === zagrebDay(now + DAY_MS, timeZone) ? 'tomorrow' : 'later';
}

/** "Mon" / "pon" / "Mo." in Zagreb time (or the zone given). */
export function formatWeekday(instant: number, language: Language, timeZone = BUSINESS_TIME_ZONE): string {
  return format(language, { weekday: 'short' }, timeZone).format(instant);
}

/** The device's time zone, Europe/Zagreb when the browser does not say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BUSINESS_TIME_ZONE;
  } catch {
    return BUSINESS_TIME_ZONE;
  }
}

export interface DayHours {
  /** Noon of the day (ms), for naming it. */
  day: number;
  /** "08:00–16:00" pieces; empty when closed that day. */
  ranges: string[];
}

/** The hours of each known day from `now`'s day on, in Zagreb time (what the details dialog lists). */
export function weekHours(shop: Hours, now: number, language: Language): DayHours[] {
  if (!shop.openIntervals || !shop.hoursComputedAt) return [];
  const days: DayHours[] = [];
  const seen = new Map<string, DayHours>();
  for (let offset = 0; offset < 7; offset++) {
    const instant = now + offset * DAY_MS;
    const entry = { day: instant, ranges: [] as string[] };
    seen.set(zagrebDay(instant), entry);
    days.push(entry);
  }
  for (const interval of shop.openIntervals) {
    const from = Date.parse(interval.from);
    const to = Date.parse(interval.to);
    const entry = seen.get(zagrebDay(from));
    if (!entry) continue;
    const sameDay = zagrebDay(to - 1) === zagrebDay(from);
    const end = sameDay && formatTime(to, language) === '00:00' ? '24:00' : formatTime(to, language);
    entry.ranges.push(
      to - from >= DAY_MS - 60_000 && formatTime(from, language) === '00:00'
        ? '00:00–24:00'
        : `${formatTime(from, language)}–${end}`,
    );
  }
  return days;
}

/** Whether the device's clock shows another time than Zagreb's (then the times say they are Croatian time). */
export function deviceInOtherTimeZone(now = Date.now()): boolean {
  const local = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
  return local !== formatTime(now, 'en');
}
