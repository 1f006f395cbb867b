/**
 * Imports from the dealers' feeds (LISTING_FEEDS) as a job: one at a time across every instance (a lease in
 * the store, renewed while it works), its progress and figures kept in the store so the admin can leave and
 * come back, and a scheduled refresh per feed on the same lease. Each feed is read with the size and time
 * limits (HTTP only from its own host; a redirect elsewhere is refused), parsed, and imported by the shared
 * engine: upserts by `<feed id>:<id>`, listings gone from the feed expire, rejected rows reported. A feed
 * that fails changes nothing (it is read and parsed whole before anything is written).
 */
import crypto from 'node:crypto';
import type { FeedImportRun, FeedProblem, FeedRunView } from '@contract/admin-feeds';
import type { ImportFigures } from '@contract/listing-feed';
import type { SearchFilters } from '@contract/search';
import type { Logger } from 'pino';
import type { ListingRepository } from '../cars/listing-repository';
import type { Leases, Lease } from '../../platform/jobs/leases';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import type { CollectionSpec, DocumentCollection } from '../../platform/storage/document-store';
import type { FeedLimits, ListingFeed } from './feed-config';
import { importDocument } from './import-listings';
import { FeedFormatError } from './parse-feed';
import type { ImportTarget } from './plan-import';
import { FeedSourceError, readFeed } from './read-source';

export const FEED_IMPORT_LEASE = 'listing-feed-import';
const LEASE_MS = 60_000;
/** Progress is written at most this often (and at the end of every feed). */
const PROGRESS_EVERY_MS = 250;
const KEPT_REJECTIONS = 50;

export interface FeedImportRunDoc {
  id: string;
  status: FeedImportRun['status'];
  trigger: FeedImportRun['trigger'];
  filtered: boolean;
  startedBy: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  feeds: FeedRunView[];
}

export const FEED_IMPORT_RUNS_COLLECTION: CollectionSpec = {
  name: 'feed_import_runs',
  indexes: [{ fields: { id: 1 }, unique: true }, { fields: { startedAt: -1 } }],
  mongooseFields: {
    id: { type: String, required: true },
    status: { type: String, required: true },
    trigger: { type: String, required: true },
    filtered: { type: Boolean, required: true },
    startedBy: { type: String, default: null },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    feeds: { type: Array, required: true },
  },
};

export class FeedImportBusyError extends Error {
  constructor(readonly runningId: string | null) {
    super('An import is already running.');
  }
}

export class UnknownFeedError extends Error {
  constructor(readonly feedIds: string[]) {
    super(`No feed is configured as ${feedIds.join(', ')}.`);
  }
}

export interface FeedImportsDeps {
  /** The runs' records (FEED_IMPORT_RUNS_COLLECTION). */
  runs: DocumentCollection<FeedImportRunDoc>;
  leases: Leases;
  listings: ListingRepository;
  feeds: readonly ListingFeed[];
  limits: FeedLimits;
  logger: Logger;
  now?: () => Date;
}

export function feedTarget(feedId: string, filters?: SearchFilters): ImportTarget {
  return {
    scope: { feedId },
    key: { column: 'id', field: 'feedKey', format: (id) => `${feedId}:${id}` },
    stamp: { source: 'feed', dealerId: null },
    ...(filters ? { filters } : {}),
  };
}

function view(doc: FeedImportRunDoc): FeedImportRun {
  return {
    id: doc.id,
    status: doc.status,
    trigger: doc.trigger,
    filtered: doc.filtered,
    startedAt: doc.startedAt.toISOString(),
    finishedAt: doc.finishedAt?.toISOString() ?? null,
    feeds: doc.feeds,
  };
}

function problemOf(error: unknown): { problem: FeedProblem; message: string } | null {
  if (error instanceof FeedSourceError) return { problem: error.problem, message: error.message };
  if (error instanceof FeedFormatError) return { problem: 'unreadable', message: error.message };
  if (error instanceof Error && error.name === 'AbortError')
    return { problem: 'aborted', message: 'the import was stopped' };
  return null;
}

export class FeedImports {
  private readonly runs: Promise<void>[] = [];
  private readonly stopping = new AbortController();

  private readonly collection: DocumentCollection<FeedImportRunDoc>;

  constructor(private readonly deps: FeedImportsDeps) {
    this.collection = deps.runs;
  }

  get feeds(): readonly ListingFeed[] {
    return this.deps.feeds;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Starts importing the feeds (all when none are named) in the background and answers the run at once.
   * FeedImportBusyError while another import runs (on any instance); UnknownFeedError for ids not configured.
   */
  async start(
    options: {
      feedIds?: string[];
      filters?: SearchFilters;
      userId?: string | null;
      trigger?: FeedImportRun['trigger'];
    } = {},
  ): Promise<FeedImportRun> {
    const wanted = options.feedIds ? [...new Set(options.feedIds)] : this.deps.feeds.map((feed) => feed.id);
    const unknown = wanted.filter((id) => !this.deps.feeds.some((feed) => feed.id === id));
    if (unknown.length > 0) throw new UnknownFeedError(unknown);
    const lease = await this.deps.leases.acquire(FEED_IMPORT_LEASE, LEASE_MS);
    if (!lease) throw new FeedImportBusyError((await this.latestDoc())?.id ?? null);
    const doc: FeedImportRunDoc = {
      id: crypto.randomUUID(),
      status: 'running',
      trigger: options.trigger ?? 'admin',
      filtered: Boolean(options.filters),
      startedBy: options.userId ?? null,
      startedAt: this.now(),
      finishedAt: null,
      feeds: wanted.map((feedId) => ({
        feedId,
        status: 'waiting',
        done: 0,
        total: 0,
        figures: null,
        rejections: [],
        error: null,
      })),
    };
    try {
      await this.collection.insertOne(doc);
    } catch (error) {
      await lease.release();
      throw error;
    }
    const run = this.execute(doc, lease, options.filters).catch((error: unknown) =>
      this.deps.logger.error({ err: error, run: doc.id }, 'feed import failed'),
    );
    this.runs.push(run);
    void run.finally(() => this.runs.splice(this.runs.indexOf(run), 1));
    return view(doc);
  }

  /** The newest run (an interrupted one, whose instance died, is marked failed). */
  async latest(): Promise<FeedImportRun | null> {
    const doc = await this.latestDoc();
    return doc ? view(await this.settle(doc)) : null;
  }

  async get(id: string): Promise<FeedImportRun | null> {
    const doc = await this.collection.findOne({ id });
    return doc ? view(await this.settle(doc)) : null;
  }

  /** Waits for the imports this instance runs (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.runs.length > 0) await Promise.allSettled([...this.runs]);
  }

  /** Stops this instance's imports at their next chunk and waits for them. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.idle();
  }

  /** The scheduled refresh of each feed with an interval (skipped while an admin's import runs). */
  scheduledJobs(): JobDefinition[] {
    return this.deps.feeds
      .filter((feed) => feed.refreshMinutes > 0)
      .map((feed) => ({
        name: `feed-refresh:${feed.id}`,
        intervalMs: feed.refreshMinutes * 60_000,
        initialDelayMs: feed.refreshMinutes * 60_000,
        run: async () => {
          try {
            await this.start({ feedIds: [feed.id], trigger: 'schedule' });
            await this.idle();
          } catch (error) {
            if (!(error instanceof FeedImportBusyError)) throw error;
          }
        },
      }));
  }

  private latestDoc(): Promise<FeedImportRunDoc | null> {
    return this.collection.find({}, { sort: { startedAt: -1 }, limit: 1 }).then((docs) => docs[0] ?? null);
  }

  private async settle(doc: FeedImportRunDoc): Promise<FeedImportRunDoc> {
    if (doc.status !== 'running' || (await this.deps.leases.isHeld(FEED_IMPORT_LEASE))) return doc;
    const feeds = doc.feeds.map((feed): FeedRunView =>
      feed.status === 'done' || feed.status === 'failed'
        ? feed
        : {
            ...feed,
            status: 'failed',
            error: {
              problem: 'interrupted',
              message: 'the server stopped during the import; run it again to complete it',
            },
          },
    );
    return (
      (await this.collection.updateOne(
        { id: doc.id, status: 'running' },
        { $set: { status: 'failed', finishedAt: this.now(), feeds } },
      )) ?? doc
    );
  }

  private async execute(doc: FeedImportRunDoc, lease: Lease, filters?: SearchFilters): Promise<void> {
    const lost = new AbortController();
    const renewal = setInterval(() => {
      lease.renew().then(
        (held) => held || lost.abort(),
        () => lost.abort(),
      );
    }, LEASE_MS / 3);
    renewal.unref();
    const signal = AbortSignal.any([lost.signal, this.stopping.signal]);
    const feeds = doc.feeds.map((feed) => ({ ...feed }));
    const save = (extra: Partial<FeedImportRunDoc> = {}) =>
      this.collection.updateOne({ id: doc.id }, { $set: { feeds, ...extra } });
    try {
      for (const state of feeds) {
        const feed = this.deps.feeds.find((candidate) => candidate.id === state.feedId)!;
        state.status = 'reading';
        await save();
        try {
          const document = await readFeed(feed.location, {
            ...this.deps.limits,
            allowedHosts: 'url' in feed.location ? [feed.location.url.host] : [],
            signal,
          });
          state.status = 'importing';
          await save();
          let savedAt = 0;
          const {
            format: _format,
            rejections,
            ...figures
          } = await importDocument(document, {
            listings: this.deps.listings,
            target: feedTarget(feed.id, filters),
            now: this.now(),
            signal,
            onProgress: async ({ done, total }) => {
              state.done = done;
              state.total = total;
              if (Date.now() - savedAt >= PROGRESS_EVERY_MS || done === total) {
                savedAt = Date.now();
                await save();
              }
            },
          });
          Object.assign(state, {
            status: 'done',
            figures: figures satisfies ImportFigures,
            rejections: rejections.slice(0, KEPT_REJECTIONS),
          });
        } catch (error) {
          const problem = problemOf(error);
          if (!problem) this.deps.logger.error({ err: error, feed: feed.id }, 'feed import failed');
          state.status = 'failed';
          state.error = problem ?? { problem: 'internal', message: 'the import failed on the server; see its log' };
        }
        await save();
      }
      const status = feeds.every((feed) => feed.status === 'failed') ? 'failed' : 'done';
      await save({ status, finishedAt: this.now() });
      this.deps.logger.info(
        {
          run: doc.id,
          feeds: feeds.map(({ feedId, status: feedStatus, figures, error }) => ({
            feedId,
            feedStatus,
            figures,
            error,
          })),
        },
        'feed import finished',
      );
    } finally {
      clearInterval(renewal);
      await lease.release().catch(() => undefined);
    }
  }
}
