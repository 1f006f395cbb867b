/**
 * The listing import engine, shared by dealer feeds (admin and scheduled) and dealers' own inventory files:
 * rows → plan (plan-import.ts) → writes in chunks with progress. Writes are idempotent (upserts by key,
 * expiry by id), so a run cut short by a crash or a stop is completed by running it again.
 */
import type { FeedFormat, ImportFigures, RowRejection } from '@contract/listing-feed';
import type { ListingRepository } from '../cars/listing-repository';
import { detectFeedFormat, parseFeed } from './parse-feed';
import { planImport, type ImportPlan, type ImportTarget } from './plan-import';
import type { FeedDocument } from './read-source';

/** Rejected rows kept in a report (the count is always complete). */
export const MAX_REPORTED_REJECTIONS = 200;
const WRITE_CHUNK = 500;

export interface ImportProgress {
  /** Listings written so far, of `total` (creates, updates and expiries). */
  done: number;
  total: number;
}

export interface ImportReport extends ImportFigures {
  /** The first MAX_REPORTED_REJECTIONS rejected rows, in row order. */
  rejections: RowRejection[];
}

export interface RunImportOptions {
  listings: ListingRepository;
  target: ImportTarget;
  now?: Date;
  signal?: AbortSignal;
  onProgress?(progress: ImportProgress): void | Promise<void>;
  chunkSize?: number;
}

/** Imports already-parsed rows (one entry per row of the source, in order). */
export async function importRows(rows: readonly unknown[], options: RunImportOptions): Promise<ImportReport> {
  const { listings, target, now = new Date() } = options;
  const plan = planImport(rows, await listings.findInScope(target.scope), target, now);
  await applyImportPlan(plan, options);
  return reportOf(plan);
}

/** Parses a fetched or uploaded document (JSON or CSV, see parse-feed.ts) and imports its rows. */
export async function importDocument(
  document: Pick<FeedDocument, 'text'> & Partial<FeedDocument>,
  options: RunImportOptions & { format?: FeedFormat },
): Promise<ImportReport & { format: FeedFormat }> {
  const format =
    options.format ?? detectFeedFormat(document.text, { contentType: document.contentType, name: document.name });
  const rows = parseFeed(document.text, format);
  return { ...(await importRows(rows, options)), format };
}

export function reportOf(plan: ImportPlan): ImportReport {
  return {
    rows: plan.rows,
    created: plan.create.length,
    updated: plan.update.length,
    unchanged: plan.unchanged,
    expired: plan.expire.length,
    skipped: plan.skipped,
    rejected: plan.rejected.length,
    rejections: plan.rejected.slice(0, MAX_REPORTED_REJECTIONS),
  };
}

/** Writes the plan in chunks: new listings, then changes, then expiries; stops between chunks when aborted. */
export async function applyImportPlan(
  plan: ImportPlan,
  options: Omit<RunImportOptions, 'target' | 'now'>,
): Promise<void> {
  const { listings, signal, onProgress, chunkSize = WRITE_CHUNK } = options;
  const total = plan.create.length + plan.update.length + plan.expire.length;
  let done = 0;
  const step = async (count: number) => {
    done += count;
    await onProgress?.({ done, total });
  };
  await onProgress?.({ done, total });
  for (let start = 0; start < plan.create.length; start += chunkSize) {
    signal?.throwIfAborted();
    const chunk = plan.create.slice(start, start + chunkSize);
    await listings.insertMany(chunk);
    await step(chunk.length);
  }
  for (let start = 0; start < plan.update.length; start += chunkSize) {
    signal?.throwIfAborted();
    const chunk = plan.update.slice(start, start + chunkSize);
    await listings.updateListings(chunk);
    await step(chunk.length);
  }
  for (let start = 0; start < plan.expire.length; start += chunkSize) {
    signal?.throwIfAborted();
    const chunk = plan.expire.slice(start, start + chunkSize);
    await listings.updateListings(chunk.map((id) => ({ id, set: { status: 'expired' } })));
    await step(chunk.length);
  }
}
