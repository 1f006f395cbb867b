/**
 * What every feature may use from the store: sessions, rate limits, daily quotas and counters, the mail queue,
 * leases and job states, idempotency records and the error log. Each feature opens its own repositories
 * beside these (its `feature.ts`); api/services.ts puts them together.
 */
import { IdempotencyRecords } from './http/idempotency';
import { RepositorySessionStore, SESSION_TTL_MS, SESSIONS_COLLECTION, type SessionDoc } from './http/session-store';
import { ErrorLogRepository } from './error-logs/error-log-repository';
import { Leases } from './jobs/leases';
import { JobStates } from './jobs/scheduler';
import { MailQueue } from './mail/mail-queue';
import { Quotas } from './quotas/quotas';
import { FixedWindowLimiter } from './rate-limit/fixed-window-limiter';
import { DailyCounters } from './stats/daily-counters';
import { OncePerDay } from './stats/once-per-day';
import { createCounters, type Counters } from './storage/counters';
import type { DocumentStore } from './storage/document-store';

/** A feature's part of the store: its repositories, and what to drop when it expires (NeDB has no TTL sweeper). */
export interface FeatureStores<Stores> {
  stores: Stores;
  pruneExpired?: () => Promise<unknown>;
}

export interface PlatformServices {
  store: DocumentStore;
  /** The services' clock (tests fix it). */
  now: () => Date;
  /** Named sequences (listing ids …). */
  counters: Counters;
  sessionStore: RepositorySessionStore;
  rateLimiter: FixedWindowLimiter;
  /** Per-user daily quotas on the AI features. */
  quotas: Quotas;
  /** Statistics: atomic per-day counters per metric and subject. */
  stats: DailyCounters;
  /** Short-lived "once a day" marks (e.g. one counted view per visitor, car and day). */
  oncePerDay: OncePerDay;
  /** Every email the product promises, until it is delivered (api/platform/mail/mail-queue.ts). */
  mailQueue: MailQueue;
  /** Named locks with an expiry, shared by every instance (admin actions, background jobs). */
  leases: Leases;
  /** What background jobs keep between runs. */
  jobStates: JobStates;
  /** Idempotency keys of replayable writes (the offline outbox) and their first answers. */
  idempotency: IdempotencyRecords;
  errorLogs: ErrorLogRepository;
}

export async function openPlatformServices(
  store: DocumentStore,
  now: () => Date,
): Promise<FeatureStores<PlatformServices>> {
  const sessionStore = new RepositorySessionStore(
    await store.collection<SessionDoc>(SESSIONS_COLLECTION),
    SESSION_TTL_MS,
  );
  const rateLimiter = await FixedWindowLimiter.open(store, now);
  const quotas = await Quotas.open(store, now);
  const oncePerDay = await OncePerDay.open(store, now);
  const errorLogs = await ErrorLogRepository.open(store, now);
  const idempotency = await IdempotencyRecords.open(store, now);
  return {
    stores: {
      store,
      now,
      counters: await createCounters(store),
      sessionStore,
      rateLimiter,
      quotas,
      stats: await DailyCounters.open(store, now),
      oncePerDay,
      mailQueue: await MailQueue.open(store, now),
      leases: await Leases.open(store, now),
      jobStates: await JobStates.open(store),
      idempotency,
      errorLogs,
    },
    pruneExpired: () =>
      Promise.all([
        sessionStore.pruneExpired(),
        rateLimiter.pruneExpired(),
        quotas.pruneExpired(),
        oncePerDay.pruneExpired(),
        idempotency.pruneExpired(),
        errorLogs.pruneStale(),
      ]),
  };
}
