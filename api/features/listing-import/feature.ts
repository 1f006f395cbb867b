/**
 * The feed imports' wiring: their runs in the store, the scheduled refresh of each configured feed, and,
 * outside production, the demo's own sample feed (feeds/sample-feed.json) so that "Fetch real cars" has a
 * feed to read. The admin's routes to start and follow a run are the admin feature's.
 */
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Scheduler } from '../../platform/jobs/scheduler';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import type { DocumentCollection, DocumentStore } from '../../platform/storage/document-store';
import type { CarsStores } from '../cars/feature';
import {
  DEFAULT_FEED_LIMITS,
  SAMPLE_FEED_FILE,
  SAMPLE_FEED_PATH,
  type FeedLimits,
  type ListingFeed,
} from './feed-config';
import { FEED_IMPORT_RUNS_COLLECTION, FeedImports, type FeedImportRunDoc } from './feed-imports';

export interface ListingImportStores {
  /** The admin's feed imports: progress and figures of each run. */
  feedImportRuns: DocumentCollection<FeedImportRunDoc>;
}

export async function openListingImportStores(store: DocumentStore): Promise<FeatureStores<ListingImportStores>> {
  return { stores: { feedImportRuns: await store.collection<FeedImportRunDoc>(FEED_IMPORT_RUNS_COLLECTION) } };
}

export interface ListingImportDeps {
  services: ListingImportStores & CarsStores & Pick<PlatformServices, 'leases' | 'now'>;
  scheduler: Scheduler;
  logger: Logger;
  /** The configured feeds (LISTING_FEEDS); when unset, outside production, the sample feed below. */
  feeds: ListingFeed[] | undefined;
  limits: FeedLimits | undefined;
  isProduction: boolean;
  /** This app's own port: the sample feed is read over HTTP from it, like a dealer's feed. */
  port: number | undefined;
}

function listingFeeds({ feeds, isProduction, port }: ListingImportDeps): ListingFeed[] {
  if (feeds) return feeds;
  if (isProduction || !port) return [];
  return [
    { id: 'sample', location: { url: new URL(`http://127.0.0.1:${port}${SAMPLE_FEED_PATH}`) }, refreshMinutes: 0 },
  ];
}

export function listingImportFeature(deps: ListingImportDeps) {
  const { services, scheduler, logger } = deps;
  const feedImports = new FeedImports({
    runs: services.feedImportRuns,
    leases: services.leases,
    listings: services.listings,
    feeds: listingFeeds(deps),
    limits: deps.limits ?? DEFAULT_FEED_LIMITS,
    logger,
    now: services.now,
  });
  for (const job of feedImports.scheduledJobs()) scheduler.add(job);
  scheduler.onStop(() => feedImports.stop());
  return {
    feedImports,
    mountSampleFeed(app: Express) {
      if (!deps.isProduction)
        app.get(SAMPLE_FEED_PATH, (_req, res) => res.type('application/json').sendFile(SAMPLE_FEED_FILE));
    },
  };
}
