/**
 * The admin's data controls: importing listings from the dealers' feeds (LISTING_FEEDS) as a job.
 * POST /api/admin/feed-imports starts one (one at a time, across instances), GET …/latest and GET …/{id}
 * answer its progress and, once done, the figures per feed: created, updated, expired, rejected.
 */
import { z } from 'zod';
import type { ImportFigures, RowRejection } from './listing-feed';
import { searchFiltersSchema } from './search';

export const startFeedImportSchema = z.strictObject({
  /** Which feeds; all configured ones when left out. */
  feedIds: z.array(z.string().trim().min(1).max(40)).min(1).max(50).optional(),
  /** Only rows whose car matches these search filters are imported (and only matching listings expire). */
  filters: searchFiltersSchema.optional(),
});
export type StartFeedImportRequest = z.input<typeof startFeedImportSchema>;

export const feedImportIdSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) });

/** Why a feed's source could not be read (the guarded fetch or the operator's file). */
export const FEED_SOURCE_PROBLEMS = [
  'host_not_allowed',
  'redirect_not_allowed',
  'too_large',
  'timeout',
  'http_status',
  'unreachable',
  'file_not_found',
  'aborted',
] as const;
export type FeedSourceProblem = (typeof FEED_SOURCE_PROBLEMS)[number];

/** Why a feed could not be imported (the panel has a text for each; `message` says it in English). */
export const FEED_PROBLEMS = [...FEED_SOURCE_PROBLEMS, 'unreadable', 'interrupted', 'internal'] as const;
export type FeedProblem = (typeof FEED_PROBLEMS)[number];

export interface FeedRunView {
  feedId: string;
  status: 'waiting' | 'reading' | 'importing' | 'done' | 'failed';
  /** Listings written so far of those to write (creates, updates and expiries). */
  done: number;
  total: number;
  figures: ImportFigures | null;
  /** The first rejected rows (the count is in figures). */
  rejections: RowRejection[];
  error: { problem: FeedProblem; message: string } | null;
}

export interface FeedImportRun {
  id: string;
  status: 'running' | 'done' | 'failed';
  trigger: 'admin' | 'schedule';
  filtered: boolean;
  startedAt: string;
  finishedAt: string | null;
  feeds: FeedRunView[];
}

export interface ConfiguredFeed {
  id: string;
  /** Host and path, or the file's name. */
  source: string;
  refreshMinutes: number;
}

/** GET /api/admin/feeds. */
export interface FeedsOverview {
  feeds: ConfiguredFeed[];
  latest: FeedImportRun | null;
}
