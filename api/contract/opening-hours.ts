/**
 * Opening hours shared by repair shops and sellers (zod-free, for the PWA): the API works out open intervals
 * for the next days from OpenStreetMap `opening_hours` text (api/platform/text/opening-hours), and the PWA says "open now"
 * or "opens at …" from them (pwa/lib/opening-status.ts), also offline.
 *
 * Sellers enter their hours per weekday, with breaks and closed days (WeeklyHours); `weeklyHoursToOsm`
 * writes them in the OSM syntax, so one parser reads both.
 */

/** Businesses' wall-clock hours are in this time zone (every bundled place and seller is in Croatia). */
export const BUSINESS_TIME_ZONE = 'Europe/Zagreb';
/** How far ahead the API works out opening intervals. */
export const OPEN_INTERVAL_DAYS = 8;

/** When a business is open, worked out from its opening hours for the next days (ISO instants). */
export interface OpenInterval {
  from: string;
  to: string;
}

/** Monday first, as OpenStreetMap names them. */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening of a day, "08:00"–"12:00" (a break is the gap between two). */
export interface TimeRange {
  opens: string;
  closes: string;
}

/** Per weekday the day's openings in order; an empty list is a closed day. */
export type WeeklyHours = Record<Weekday, TimeRange[]>;

/** Most openings a day may have (three breaks). */
export const MAX_RANGES_PER_DAY = 4;

export function emptyWeeklyHours(): WeeklyHours {
  return { mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [] };
}

/** Whether any day has an opening. */
export function hasOpenings(hours: WeeklyHours): boolean {
  return WEEKDAYS.some((day) => hours[day].length > 0);
}

/**
 * "Mo 08:00-12:00,13:00-17:00; Sa 09:00-13:00; Su off" (days not named are closed in OSM too, but saying
 * "off" keeps the text readable); undefined when no day has an opening (the hours are not known).
 */
export function weeklyHoursToOsm(hours: WeeklyHours): string | undefined {
  if (!hasOpenings(hours)) return undefined;
  return WEEKDAYS.map((day) => {
    const ranges = hours[day];
    const name = day.charAt(0).toUpperCase() + day.charAt(1);
    return ranges.length === 0
      ? `${name} off`
      : `${name} ${ranges.map((range) => `${range.opens}-${range.closes}`).join(',')}`;
  }).join('; ');
}
