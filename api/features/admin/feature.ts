/**
 * The admin area's wiring: the error log, feed imports, the demo reset and the statistics (with the counting
 * of marketplace events they read). Admin builds on cars, users and listing-import; none of them imports it.
 */
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AiEnginePair } from '../../platform/ai/engine-pair';
import type { Scheduler } from '../../platform/jobs/scheduler';
import type { PlatformServices } from '../../platform/platform-services';
import type { CarsStores } from '../cars/feature';
import type { FeedImports } from '../listing-import/feed-imports';
import type { UsersStores } from '../users/feature';
import { adminErrorLogsRouter } from './admin-error-logs-router';
import { adminFeedsRouter } from './admin-feeds-router';
import { adminRouter } from './admin-router';
import { AdminService } from './admin-service';
import { AdminStatsService, countMarketplaceEvents } from './admin-stats-service';

/** What POST /api/cars/reset writes when SEED_LISTINGS is 0. */
const DEFAULT_RESET_LISTINGS = 2000;

export interface AdminDeps {
  services: CarsStores & UsersStores & Pick<PlatformServices, 'stats' | 'mailQueue' | 'leases' | 'errorLogs' | 'now'>;
  engines: AiEnginePair;
  feedImports: FeedImports;
  scheduler: Scheduler;
  logger: Logger;
  /** Listings a demo reset writes (SEED_LISTINGS; 0 for the default). */
  seedListings: number;
}

export function mountAdmin(
  api: Router,
  { services, engines, feedImports, scheduler, logger, seedListings }: AdminDeps,
): void {
  countMarketplaceEvents({
    stats: services.stats,
    listings: services.listings,
    mailQueue: services.mailQueue,
    ai: engines,
    logger,
  });
  api.use('/admin/error-logs', adminErrorLogsRouter(services.errorLogs, services.users));
  api.use('/admin', adminFeedsRouter(feedImports));
  const admin = new AdminService(services.listings, services.leases, seedListings || DEFAULT_RESET_LISTINGS);
  admin.recoverInBackground(logger);
  scheduler.onStop(async () => admin.stop());
  const stats = new AdminStatsService({
    stats: services.stats,
    listings: services.listings,
    users: services.users,
    mailQueue: services.mailQueue,
    now: services.now,
  });
  api.use(adminRouter(admin, stats));
}
