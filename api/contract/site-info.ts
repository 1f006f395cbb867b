/**
 * GET /api/site-info: facts about the business the PWA shows (the contact page's business hours). They come
 * from the server's configuration (BUSINESS_HOURS_WEEKDAYS, BUSINESS_HOURS_SATURDAY), so changing them needs
 * a restart, not a rebuild of the app.
 */
import { z } from 'zod';

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 08:00');

export const openingHoursSchema = z
  .object({ opens: time, closes: time })
  .refine((hours) => hours.opens < hours.closes, 'must open before it closes');
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const siteInfoSchema = z.object({
  businessHours: z.object({
    /** Monday to Friday; null when closed. */
    weekdays: openingHoursSchema.nullable(),
    /** null when closed. Sundays and public holidays are always closed. */
    saturday: openingHoursSchema.nullable(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const DEFAULT_BUSINESS_HOURS = {
  weekdays: { opens: '08:00', closes: '18:00' },
  saturday: { opens: '09:00', closes: '13:00' },
} as const satisfies SiteInfo['businessHours'];

/**
 * Reads "08:00-18:00" (also with an en dash or spaces) or "closed" into opening hours (null = closed);
 * undefined when the text is neither.
 */
export function parseOpeningHours(value: string): OpeningHours | null | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'closed') return null;
  const match = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(text);
  if (!match) return undefined;
  const pad = (hhmm: string) => hhmm.padStart(5, '0');
  const parsed = openingHoursSchema.safeParse({ opens: pad(match[1]!), closes: pad(match[2]!) });
  return parsed.success ? parsed.data : undefined;
}
