/** Opens the store and builds the repositories the app needs; closing it flushes the store. */
import { AccountTokens } from './features/auth/account-tokens';
import { openListingRepository } from './features/cars/open-listing-repository';
import { SellerProfileRepository } from './features/dealer/seller-profile-repository';
import { ContactMessageRepository } from './features/contact/contact-message-repository';
import { ErrorLogRepository } from './platform/error-logs/error-log-repository';
import type { ListingRepository } from './features/cars/listing-repository';
import { RepositorySessionStore, SESSIONS_COLLECTION, type SessionDoc } from './platform/http/session-store';
import { IdempotencyRecords } from './platform/http/idempotency';
import { FixedWindowLimiter } from './platform/rate-limit/fixed-window-limiter';
import { Leases } from './platform/jobs/leases';
import { JobStates } from './platform/jobs/scheduler';
import { MailQueue } from './platform/mail/mail-queue';
import { DailyQuotas } from './platform/quotas/daily-quotas';
import { SellerEmailRepository } from './features/seller-email/seller-email-repository';
import { AnalysisCache } from './features/insights/analysis-cache';
import { RepairAreaCache } from './features/repair-shops/area-cache';
import { DailyCounters } from './platform/stats/daily-counters';
import { FEED_IMPORT_RUNS_COLLECTION, type FeedImportRunDoc } from './features/listing-import/feed-imports';
import { OncePerDay } from './platform/stats/once-per-day';
import { SavedSearchRepository } from './features/saved-searches/saved-search-repository';
import { WatchRepository } from './features/saved-searches/watch-repository';
import { createCounters } from './platform/storage/counters';
import type { DocumentCollection, DocumentStore } from './platform/storage/document-store';
import { DocumentUserRepository } from './features/users/document-user-repository';
import type { UserRepository } from './features/users/user-repository';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface Services {
  store: DocumentStore;
  /** The services' clock (tests fix it). */
  now: () => Date;
  listings: ListingRepository;
  sessionStore: RepositorySessionStore;
  users: UserRepository;
  accountTokens: AccountTokens;
  rateLimiter: FixedWindowLimiter;
  /** Per-user daily quotas on the AI features. */
  quotas: DailyQuotas;
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
  contactMessages: ContactMessageRepository;
  /** Buyers' emails to sellers (one per buyer, vehicle, dealer and language); the dealers' leads. */
  sellerEmails: SellerEmailRepository;
  /** Idempotency keys of replayable writes (the offline outbox) and their first answers. */
  idempotency: IdempotencyRecords;
  /** Sellers' profiles (business or private), one per account. */
  sellerProfiles: SellerProfileRepository;
  errorLogs: ErrorLogRepository;
  /** The admin's feed imports: progress and figures of each run. */
  feedImportRuns: DocumentCollection<FeedImportRunDoc>;
  /** Repair-shop provider answers kept for a day (OpenStreetMap areas). */
  repairAreas: RepairAreaCache;
  /** AI analyses kept per car, language and engine until the listing changes. */
  analysisCache: AnalysisCache;
  /** Buyers' saved searches (with their alert state) and watched cars. */
  savedSearches: SavedSearchRepository;
  watches: WatchRepository;
  /** The highest listing id given out so far (listings added later have higher ids). */
  lastListingId(): Promise<number>;
  /** Drops expired sessions, tokens, rate-limit windows, search counts, idempotency keys and cached repair-shop areas (NeDB has no TTL sweeper). */
  pruneExpired(): Promise<void>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** The clock of token expiry, rate-limit windows and search days (tests fix it). */
  now?: () => Date;
}

export async function openServices(store: DocumentStore, { now = () => new Date() }: ServiceOptions = {}): Promise<Services> {
  const counters = await createCounters(store);
  const listings = await openListingRepository(store, counters);
  const sessionStore = new RepositorySessionStore(await store.collection<SessionDoc>(SESSIONS_COLLECTION), SESSION_TTL_MS);
  const accountTokens = await AccountTokens.open(store, now);
  const rateLimiter = await FixedWindowLimiter.open(store, now);
  const quotas = await DailyQuotas.open(store, now);
  const repairAreas = await RepairAreaCache.open(store, now);
  const analysisCache = await AnalysisCache.open(store, now);
  const oncePerDay = await OncePerDay.open(store, now);
  const errorLogs = await ErrorLogRepository.open(store, now);
  const idempotency = await IdempotencyRecords.open(store, now);
  const stats = await DailyCounters.open(store, now);
  return {
    store,
    now,
    listings,
    sessionStore,
    users: await DocumentUserRepository.open(store, now),
    accountTokens,
    rateLimiter,
    quotas,
    stats,
    mailQueue: await MailQueue.open(store, now),
    leases: await Leases.open(store, now),
    jobStates: await JobStates.open(store),
    oncePerDay,
    contactMessages: await ContactMessageRepository.open(store, now),
    sellerEmails: await SellerEmailRepository.open(store, now),
    idempotency,
    sellerProfiles: await SellerProfileRepository.open(store, now),
    errorLogs,
    feedImportRuns: await store.collection<FeedImportRunDoc>(FEED_IMPORT_RUNS_COLLECTION),
    repairAreas,
    analysisCache,
    savedSearches: await SavedSearchRepository.open(store),
    watches: await WatchRepository.open(store),
    lastListingId: () => counters.next('listings', 0),
    async pruneExpired() {
      await Promise.all([
        sessionStore.pruneExpired(),
        accountTokens.pruneExpired(),
        rateLimiter.pruneExpired(),
        quotas.pruneExpired(),
        repairAreas.pruneExpired(),
        analysisCache.pruneExpired(),
        oncePerDay.pruneExpired(),
        idempotency.pruneExpired(),
        errorLogs.pruneStale(),
      ]);
    },
    async close() {
      // The background counts (DailyCounters.add) and once-a-day marks (OncePerDay.markSoon) first.
      await Promise.all([stats.flush(), oncePerDay.flush()]);
      await store.close();
    },
  };
}
