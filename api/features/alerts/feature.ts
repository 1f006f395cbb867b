/**
 * The alerts' wiring: the two alert jobs (new matches of saved searches, changes of watched cars) and the
 * one-click unsubscribe links, mounted before sessions and the CSRF check (the signed token in the link is
 * the proof, RFC 8058).
 */
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Scheduler } from '../../platform/jobs/scheduler';
import type { PlatformServices } from '../../platform/platform-services';
import type { CarsStores } from '../cars/feature';
import type { SavedSearchesStores } from '../saved-searches/feature';
import type { UsersStores } from '../users/feature';
import { DEFAULT_ALERT_DAILY_HOUR, alertJobs } from './alert-jobs';
import { alertsRouter } from './alerts-router';

/** Alert runs every two minutes and daily alerts at 07:00 Croatian time unless configured otherwise. */
const DEFAULT_ALERTS = { intervalMs: 120_000, dailyHour: DEFAULT_ALERT_DAILY_HOUR };

export interface AlertsDeps {
  services: CarsStores & UsersStores & SavedSearchesStores & Pick<PlatformServices, 'mailQueue' | 'now'>;
  scheduler: Scheduler;
  logger: Logger;
  /** The address links in the emails point to. */
  origin: string;
  /** Signs the unsubscribe links. */
  secret: string;
  alerts?: { intervalMs: number; dailyHour: number };
}

export function mountAlerts(
  api: Router,
  { services, scheduler, logger, origin, secret, alerts = DEFAULT_ALERTS }: AlertsDeps,
): void {
  const deps = {
    listings: services.listings,
    searches: services.savedSearches,
    watches: services.watches,
    users: services.users,
    mailQueue: services.mailQueue,
    lastListingId: () => services.lastListingId(),
    origin,
    secret,
    logger,
    now: services.now,
    dailyHour: alerts.dailyHour,
  };
  const [searchAlerts, watchAlerts] = alertJobs(deps, alerts.intervalMs);
  scheduler.add(searchAlerts);
  scheduler.add(watchAlerts);
  api.use('/alerts', alertsRouter({ secret, searches: services.savedSearches, users: services.users }));
}
