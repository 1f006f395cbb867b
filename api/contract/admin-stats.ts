/**
 * The admin's Statistics tab (GET /api/admin/stats): the marketplace's figures for the last 30 days,
 * day series from the atomic per-day counters (api/platform/stats) and the current stock of listings and users.
 */
import { z } from 'zod';
import { LISTING_STATUSES } from './car';
import { USER_TYPES } from './user-roles';

export const STATS_DAYS = 30;
export const SEARCH_KINDS = ['classic', 'ai', 'voice', 'repair'] as const;
/** The AI engine's tasks as the statistics name them. */
export const AI_USES = ['search', 'analysis', 'email'] as const;
export type AiUse = (typeof AI_USES)[number];

const count = z.number().int().nonnegative();
const series = z.array(count);

export const adminStatsSchema = z.object({
  /** The Croatian calendar days of every series, oldest first (YYYY-MM-DD). */
  days: z.array(z.string()),
  generatedAt: z.string(),
  listings: z.object({
    byStatus: z.record(z.enum(LISTING_STATUSES), count),
    /** Active listings per country (id and count), most first. */
    byCountry: z.array(z.object({ countryId: z.number().int(), count })),
    /** Active listings per brand, most first (the top 15). */
    byBrand: z.array(z.object({ brand: z.string(), count })),
    newPerDay: series,
  }),
  users: z.object({
    byRole: z.record(z.enum(USER_TYPES), count),
    registrationsPerDay: series,
  }),
  searches: z.object({ perDay: z.record(z.enum(SEARCH_KINDS), series) }),
  ai: z.object({
    perDay: z.record(z.enum(AI_USES), series),
    /** Answers of the built-in engine because the provider failed, timed out or answered nonsense. */
    fallbacksPerDay: series,
  }),
  contactEmails: z.object({
    queuedPerDay: series,
    sentPerDay: series,
    /** Waiting for delivery now (queued or being retried). */
    waiting: count,
  }),
  errors: z.object({ perDay: series }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
