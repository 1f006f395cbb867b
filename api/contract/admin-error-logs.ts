/**
 * The admin's error log (GET/POST /api/admin/error-logs…): reports grouped by fingerprint, one row per bug,
 * with its count, first and last seen, affected users and latest occurrences.
 */
import { z } from 'zod';

export const ERROR_GROUP_STATUS_FILTERS = ['unresolved', 'resolved', 'all'] as const;
export const ERROR_LOG_PERIODS = ['24h', '7d', '30d', 'all'] as const;
export type ErrorLogPeriod = (typeof ERROR_LOG_PERIODS)[number];
export const ERROR_LOG_PAGE_SIZE = 20;
export const DEFAULT_CLEANUP_DAYS = 30;
/** How many of a group's latest occurrences are kept (older ones are counted, not stored). */
export const KEPT_OCCURRENCES = 100;

export const PERIOD_MS: Record<ErrorLogPeriod, number | null> = {
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
  '30d': 30 * 24 * 60 * 60 * 1000,
  all: null,
};

const optionalFilterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** What the list shows (also what Resolve All acts on). */
export const errorGroupFilterSchema = z.strictObject({
  status: z.enum(ERROR_GROUP_STATUS_FILTERS).default('unresolved'),
  errorType: optionalFilterText(100),
  component: optionalFilterText(300),
  period: z.enum(ERROR_LOG_PERIODS).default('all'),
  /** Words searched in the type, message, component and route. */
  q: optionalFilterText(200),
});
export type ErrorGroupFilter = z.output<typeof errorGroupFilterSchema>;
export type ErrorGroupFilterInput = z.input<typeof errorGroupFilterSchema>;

export const errorGroupListQuerySchema = errorGroupFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ERROR_LOG_PAGE_SIZE),
});
export type ErrorGroupListQuery = z.output<typeof errorGroupListQuerySchema>;

export const errorGroupIdSchema = z.strictObject({ id: z.uuid('Not an error-log id') });

/** POST /api/admin/error-logs/cleanup: deletes resolved groups resolved more than `olderThanDays` ago. */
export const errorLogCleanupSchema = z.strictObject({
  olderThanDays: z.number().int().min(1).max(3650).default(DEFAULT_CLEANUP_DAYS),
});

export type ErrorSource = 'client' | 'server';

export interface ErrorGroupSummary {
  id: string;
  errorType: string;
  /** The latest occurrence's message. */
  message: string;
  component: string | null;
  route: string | null;
  source: ErrorSource;
  status: 'unresolved' | 'resolved';
  /** It was resolved and happened again. */
  regression: boolean;
  count: number;
  affectedUsers: number;
  firstSeen: string;
  lastSeen: string;
  resolvedAt: string | null;
}

export interface ErrorGroupList {
  items: ErrorGroupSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ErrorOccurrence {
  id: string;
  date: string;
  message: string;
  route: string | null;
  userAgent: string | null;
  userId: string | null;
  /** The user's name when the account still exists. */
  username: string | null;
  requestId: string | null;
  stack: string | null;
  requestData: Record<string, unknown> | null;
}

export interface ErrorGroupDetail extends ErrorGroupSummary {
  stack: string | null;
  /** The latest occurrences, newest first. */
  occurrences: ErrorOccurrence[];
}

export interface ErrorGroupCountResponse {
  count: number;
}
