/**
 * Opening hours (repair shops, sellers) in OpenStreetMap's `opening_hours` syntax, read by the maintained `opening_hours` parser
 * (public holidays of the shop's country and state included), turned into open intervals for the next
 * days in Croatian time (Europe/Zagreb, the time zone of every bundled city). The PWA says "open now" or
 * "opens at …" from those intervals, also offline, without shipping the parser to the browser.
 *
 * The parser works in the process's local time; the shops' wall-clock time is Zagreb's whatever the
 * server's time zone is, so instants are moved to "Zagreb wall time as local time" and back.
 */
import OpeningHours from 'opening_hours';
import { BUSINESS_TIME_ZONE, OPEN_INTERVAL_DAYS, type OpenInterval } from '@contract/opening-hours';

const DAY_MS = 24 * 60 * 60 * 1000;

const zagrebParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallClock(instant: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts = Object.fromEntries(zagrebParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The Date whose local fields show Zagreb's wall-clock time at `instant`. */
export function toZagrebLocal(instant: Date): Date {
  const wall = wallClock(instant);
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** The instant at which Zagreb's wall clock shows `local`'s local fields. */
export function fromZagrebLocal(local: Date): Date {
  const asUtc = Date.UTC(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
  );
  let guess = asUtc;
  // Two rounds settle the offset, also next to a daylight-saving change.
  for (let round = 0; round < 2; round++) {
    const wall = wallClock(new Date(guess));
    const shownAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    guess += asUtc - shownAsUtc;
  }
  return new Date(guess);
}

export interface HoursContext {
  lat: number;
  lon: number;
  /** ISO 3166-1 alpha-2 (public holidays); without it `PH` rules cannot be read. */
  countryCode?: string;
  state?: string;
}

type Parser = InstanceType<typeof OpeningHours>;

function parse(value: string, context: HoursContext): Parser | undefined {
  const attempts = context.countryCode
    ? [
        {
          lat: context.lat,
          lon: context.lon,
          address: { country_code: context.countryCode.toLowerCase(), state: context.state ?? '' },
        },
      ]
    : [];
  // An unknown state falls back to the country's holidays; no country at all, to no holidays.
  if (context.countryCode && context.state)
    attempts.push({
      lat: context.lat,
      lon: context.lon,
      address: { country_code: context.countryCode.toLowerCase(), state: '' },
    });
  for (const nominatim of [...attempts, null]) {
    try {
      return new OpeningHours(value, nominatim);
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}

/**
 * The open intervals from `from` for `days` days (instants, ISO); undefined when the hours cannot be read.
 * An interval still open at the end is cut there; one that began before `from` starts at `from`.
 */
export function openIntervals(
  value: string,
  context: HoursContext,
  from: Date,
  days = OPEN_INTERVAL_DAYS,
): OpenInterval[] | undefined {
  const parser = parse(value, context);
  if (!parser) return undefined;
  try {
    const localFrom = toZagrebLocal(from);
    const localTo = toZagrebLocal(new Date(from.getTime() + days * DAY_MS));
    return parser
      .getOpenIntervals(localFrom, localTo)
      .filter(([, , unknown]) => !unknown)
      .map(([start, end]) => ({ from: fromZagrebLocal(start).toISOString(), to: fromZagrebLocal(end).toISOString() }));
  } catch {
    return undefined;
  }
}

/** Midnight in Zagreb of the day `instant` is in. */
export function zagrebDayStart(instant: Date): Date {
  const wall = wallClock(instant);
  return fromZagrebLocal(new Date(wall.year, wall.month - 1, wall.day, 0, 0, 0));
}

export interface DayIntervals {
  /** Midnight in Zagreb of the day they start on. */
  from: Date;
  intervals: OpenInterval[];
}

/** Answers per hours, place and day: parsing and working out the week take milliseconds each. */
const MAX_CACHED = 5000;
const cache = new Map<string, DayIntervals | null>();

/**
 * The open intervals from the start of today (Zagreb) for OPEN_INTERVAL_DAYS days, the same for every
 * request of the day and kept in memory; undefined when the hours cannot be read.
 */
export function openIntervalsOfToday(value: string, context: HoursContext, now: Date): DayIntervals | undefined {
  const from = zagrebDayStart(now);
  const key = [value, context.countryCode ?? '', context.state ?? '', from.toISOString()].join('\u0000');
  let answer = cache.get(key);
  if (answer === undefined) {
    const intervals = openIntervals(value, context, from);
    answer = intervals ? { from, intervals } : null;
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, answer);
  }
  return answer ?? undefined;
}
