/** The Express app, without listening: main.ts starts it, tests drive it through supertest. */
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import session from 'express-session';
import type { Logger } from 'pino';
import { AdminService } from './features/admin/admin-service';
import { DEFAULT_ALERT_DAILY_HOUR, alertJobs } from './features/alerts/alert-jobs';
import { alertsRouter } from './features/alerts/alerts-router';
import { adminRouter } from './features/admin/admin-router';
import { DEFAULT_AI_CONFIG } from './platform/ai/ai-config';
import { aiSearchRouter } from './features/ai-search/ai-search-router';
import { CarAnalysisService } from './features/insights/car-analysis-service';
import { insightsRouter } from './features/insights/insights-router';
import { AiSearchService } from './features/ai-search/ai-search-service';
import { AiEnginePair } from './platform/ai/engine-pair';
import { createParseEngine } from './features/ai-search/parse-engine';
import { AccountEmails } from './features/auth/account-emails';
import { authRouter } from './features/auth/auth-router';
import { AuthService } from './features/auth/auth-service';
import { LoginDevices } from './features/auth/login-devices';
import { createPassport } from './features/auth/passport';
import { CarsService } from './features/cars/cars-service';
import { carsRouter } from './features/cars/cars-router';
import { countriesRouter } from './features/cars/countries-router';
import { contactRouter, siteInfoRouter } from './features/contact/contact-router';
import { ContactService } from './features/contact/contact-service';
import { adminErrorLogsRouter } from './features/admin/admin-error-logs-router';
import { adminFeedsRouter } from './features/admin/admin-feeds-router';
import { DEFAULT_FEED_LIMITS, FeedImports, SAMPLE_FEED_FILE, SAMPLE_FEED_PATH, type ListingFeed } from './features/listing-import';
import { errorLogsRouter } from './platform/error-logs/error-logs-router';
import { recordServerErrors, type ErrorRecorder } from './platform/error-logs/server-errors';
import { METRICS } from './platform/stats/metrics';
import { SITE } from './platform/stats/daily-counters';
import { AdminStatsService, countMarketplaceEvents, countOnSuccess, isFirstPage } from './features/admin/admin-stats-service';
import type { Config } from './config';
import { DealerImport } from './features/dealer/dealer-import';
import { DealerService } from './features/dealer/dealer-service';
import { dealerRouter } from './features/dealer/dealer-router';
import { ListingPhotos, PhotoStore } from './features/dealer/listing-photos';
import { SellerProfileService } from './features/dealer/seller-profile-service';
import { adminSellersRouter, publicSellersRouter } from './features/dealer/sellers-router';
import { createCsrf } from './platform/http/csrf';
import { apiNotFound, errorHandler } from './platform/http/error-handlers';
import { pwaStatic, type CarPageAddress } from './platform/http/pwa-static';
import { carPageHtml } from './features/cars/car-page-html';
import { securityHeaders } from './platform/http/security-headers';
import { noteArrival } from './platform/http/server-timing';
import { CarImages, rendersPerClientRule } from './features/images/car-images';
import { DEFAULT_IMAGES_CONFIG } from './features/images/images-config';
import { IMAGE_PREWARM_JOB, imagePrewarmJob } from './features/images/image-prewarm-job';
import { createImagesRouter } from './features/images/images-router';
import { limitBodyDepth } from './platform/http/body-depth';
import { requestLogger } from './platform/logger';
import { createMailer } from './platform/mail/create-mailer';
import { scheduleMailDelivery } from './platform/mail/mail-delivery-job';
import type { Mailer } from './platform/mail/mailer';
import type { Scheduler } from './platform/jobs/scheduler';
import { retryAfterHeader } from './platform/rate-limit/rate-limits';
import { createRepairShopProvider } from './features/repair-shops/create-provider';
import { DEFAULT_MAP_TILES, tileOrigin } from './features/maps/map-tiles-config';
import { mapTilesRouter } from './features/maps/map-tiles-router';
import { DEFAULT_REPAIR_SHOPS_CONFIG } from './features/repair-shops/repair-shops-config';
import { repairShopsRouter } from './features/repair-shops/repair-shops-router';
import { RepairShopsService } from './features/repair-shops/repair-shops-service';
import { dealerLeadsRouter } from './features/seller-email/dealer-leads-router';
import { sellerEmailRouter } from './features/seller-email/seller-email-router';
import { SellerEmailService } from './features/seller-email/seller-email-service';
import { savedSearchesRouter, watchedCarsRouter } from './features/saved-searches/saved-searches-router';
import { SavedSearchesService } from './features/saved-searches/saved-searches-service';
import { SESSION_TTL_MS, type Services } from './services';
import { usersRouter } from './features/users/users-router';
import { UsersService } from './features/users/users-service';

export type AppConfig = Pick<
  Config,
  | 'isProduction'
  | 'publicUrl'
  | 'sessionSecret'
  | 'trustProxy'
  | 'dataDir'
  | 'imageHosts'
  | 'distDir'
  | 'smtpUrl'
  | 'mailFrom'
  | 'rateLimits'
  | 'seedListings'
  | 'teamEmail'
  | 'businessHours'
> &
  /**
   * May be left out (tests): then the built-in engines answer, with the default daily quotas, repair
   * shops come from the bundled dataset, and pictures use the default limits without pre-warming.
   */
  Partial<Pick<Config, 'ai' | 'repairShops' | 'port' | 'listingFeeds' | 'feedLimits' | 'alerts' | 'images' | 'mapTiles'>>;

/** Alert runs every two minutes and daily alerts at 07:00 Croatian time unless configured otherwise. */
const DEFAULT_ALERTS = { intervalMs: 120_000, dailyHour: DEFAULT_ALERT_DAILY_HOUR };

const SESSION_COOKIE = 'sid';
/** What POST /api/cars/reset writes when SEED_LISTINGS is 0. */
const DEFAULT_RESET_LISTINGS = 2000;

/**
 * The configured feeds; without LISTING_FEEDS, outside production, the sample feed this app serves itself
 * (read over HTTP from its own port, like a dealer's feed).
 */
function listingFeeds(config: AppConfig): ListingFeed[] {
  if (config.listingFeeds) return config.listingFeeds;
  if (config.isProduction || !config.port) return [];
  return [{ id: 'sample', location: { url: new URL(`http://127.0.0.1:${config.port}${SAMPLE_FEED_PATH}`) }, refreshMinutes: 0 }];
}

export interface AppDependencies {
  config: AppConfig;
  logger: Logger;
  services: Services;
  /** Where the app's background jobs (mail delivery …) are registered; the caller starts and stops it. */
  scheduler: Scheduler;
  /** Defaults to the one the config describes (SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
}

export function createApp({ config, logger, services, scheduler, mailer = createMailer(config, logger) }: AppDependencies): Express {
  const app = express();
  const https = config.publicUrl?.startsWith('https://') ?? false;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('query parser', 'simple');

  app.use(noteArrival);
  app.use(requestLogger(logger));
  const mapTiles = config.mapTiles ?? DEFAULT_MAP_TILES;
  app.use(securityHeaders({ https, imageOrigins: [tileOrigin(mapTiles)] }));
  app.use(compression());

  scheduleMailDelivery(scheduler, services.mailQueue, mailer, logger);
  const alertDeps = {
    listings: services.listings,
    searches: services.savedSearches,
    watches: services.watches,
    users: services.users,
    mailQueue: services.mailQueue,
    lastListingId: () => services.lastListingId(),
    origin: (config.publicUrl ?? `http://localhost:${config.port ?? 3000}`).replace(/\/+$/, ''),
    secret: config.sessionSecret,
    logger,
    now: services.now,
    dailyHour: (config.alerts ?? DEFAULT_ALERTS).dailyHour,
  };
  const [searchAlerts, watchAlerts] = alertJobs(alertDeps, (config.alerts ?? DEFAULT_ALERTS).intervalMs);
  scheduler.add(searchAlerts);
  scheduler.add(watchAlerts);

  /** Every error report, from the PWA or the API itself: grouped in the error log and counted per day. */
  const recordError: ErrorRecorder = async (entry, context) => {
    const recorded = await services.errorLogs.record(entry, context);
    await services.stats.increment(METRICS.errorReported, SITE);
    return recorded;
  };

  const usersService = new UsersService(services.users);
  const auth = new AuthService({
    users: services.users,
    usersService,
    tokens: services.accountTokens,
    emails: new AccountEmails(services.mailQueue),
    sessions: services.sessionStore,
    limiter: services.rateLimiter,
    limits: config.rateLimits,
  });
  const loginDevices = new LoginDevices(config.sessionSecret, https);
  const passport = createPassport(auth, services.users, loginDevices);

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(limitBodyDepth);
  // Before sessions and the CSRF check: the signed token in the link is the proof (one-click, RFC 8058).
  api.use('/alerts', alertsRouter({ secret: config.sessionSecret, searches: services.savedSearches, users: services.users }));
  api.use(
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: services.sessionStore,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: https ? true : 'auto', maxAge: SESSION_TTL_MS },
    }),
  );
  api.use(passport.initialize());
  api.use(passport.session());
  const csrf = createCsrf({ secret: config.sessionSecret, secureCookies: https });
  api.use(csrf.router);
  api.use(csrf.requireToken);
  // Statistics: each successful registration and search counted per day (the routes below answer them).
  const countSuccess = (metric: string, subject: string, when?: (body: unknown) => boolean) => countOnSuccess(services.stats, metric, subject, when);
  api.post('/register', countSuccess(METRICS.userRegistered, SITE));
  api.post('/cars/search', countSuccess(METRICS.search, 'classic', isFirstPage));
  api.post('/cars/search/ai', countSuccess(METRICS.search, 'ai', isFirstPage));
  api.post('/cars/search/voice', countSuccess(METRICS.search, 'voice', isFirstPage));
  api.post('/repair-shops/search', countSuccess(METRICS.search, 'repair'));
  api.use(
    authRouter({
      auth,
      passport,
      limiter: services.rateLimiter,
      limits: config.rateLimits,
      publicUrl: config.publicUrl,
      sessionCookieName: SESSION_COOKIE,
      devices: loginDevices,
      users: services.users,
    }),
  );
  const ai = config.ai ?? DEFAULT_AI_CONFIG;
  const aiEngines = new AiEnginePair(ai.openai, logger);
  countMarketplaceEvents({ stats: services.stats, listings: services.listings, mailQueue: services.mailQueue, ai: aiEngines, logger });
  const searchLimits = { ai: ai.searchesPerDay, voice: ai.voiceSearchesPerDay };
  api.use('/user', usersRouter(services.quotas, searchLimits));
  api.use('/admin/error-logs', adminErrorLogsRouter(services.errorLogs, services.users));
  const sellerEmails = new SellerEmailService({
    listings: services.listings,
    emails: services.sellerEmails,
    mailQueue: services.mailQueue,
    quotas: services.quotas,
    stats: services.stats,
    engines: aiEngines,
    emailsPerDay: ai.emailsPerDay,
    teamEmail: config.teamEmail,
    logger,
  });
  api.use(sellerEmailRouter({ service: sellerEmails, idempotency: services.idempotency, limiter: services.rateLimiter, publicUrl: config.publicUrl }));
  api.use('/dealer/leads', dealerLeadsRouter(sellerEmails));
  const cars = new CarsService({
    listings: services.listings,
    counters: services.stats,
    oncePerDay: services.oncePerDay,
    premiumSellers: (ids) => services.users.idsOfType(ids, 'premium_dealer'),
  });
  const sellerProfiles = new SellerProfileService({ profiles: services.sellerProfiles, users: services.users, listings: services.listings, cars, now: services.now });
  const photoStore = new PhotoStore(path.join(config.dataDir, 'photos'));
  api.use(
    '/dealer',
    dealerRouter(
      new DealerService({ listings: services.listings, profiles: sellerProfiles, stats: services.stats, photos: photoStore, now: services.now }),
      sellerProfiles,
      new DealerImport({ listings: services.listings, profiles: sellerProfiles, allowedHosts: config.imageHosts, now: services.now }),
      new ListingPhotos({ listings: services.listings, profiles: sellerProfiles, store: photoStore }),
      cars.marketValues,
    ),
  );
  api.use('/dealers', publicSellersRouter(sellerProfiles));
  api.use('/admin/sellers', adminSellersRouter(sellerProfiles));
  const feedImports = new FeedImports({
    runs: services.feedImportRuns,
    leases: services.leases,
    listings: services.listings,
    feeds: listingFeeds(config),
    limits: config.feedLimits ?? DEFAULT_FEED_LIMITS,
    logger,
    now: services.now,
  });
  for (const job of feedImports.scheduledJobs()) scheduler.add(job);
  scheduler.onStop(() => feedImports.stop());
  api.use('/admin', adminFeedsRouter(feedImports));
  const admin = new AdminService(services.listings, services.leases, config.seedListings || DEFAULT_RESET_LISTINGS);
  admin.recoverInBackground(logger);
  scheduler.onStop(async () => admin.stop());
  api.use(
    adminRouter(
      admin,
      new AdminStatsService({ stats: services.stats, listings: services.listings, users: services.users, mailQueue: services.mailQueue, now: services.now }),
    ),
  );
  api.use(
    '/cars/search',
    aiSearchRouter(
      new AiSearchService({
        engine: createParseEngine(aiEngines),
        cars,
        quotas: services.quotas,
        limits: searchLimits,
        logger,
      }),
    ),
  );
  api.use(
    '/cars',
    insightsRouter(
      new CarAnalysisService({ cars, engines: aiEngines, quotas: services.quotas, cache: services.analysisCache, analysesPerDay: ai.analysesPerDay, logger }),
    ),
  );
  api.use('/cars', carsRouter({ cars, limiter: services.rateLimiter, limits: config.rateLimits }));
  const repairShops = config.repairShops ?? DEFAULT_REPAIR_SHOPS_CONFIG;
  api.use(
    '/repair-shops',
    repairShopsRouter(
      new RepairShopsService({
        provider: createRepairShopProvider(repairShops, {
          cache: services.repairAreas,
          userAgent: `Autotrzni repair-shop search (${config.publicUrl ?? 'self-hosted'})`,
        }),
        limiter: services.rateLimiter,
        rateLimit: repairShops.rateLimit,
        logger,
      }),
    ),
  );
  const savedSearches = new SavedSearchesService({
    searches: services.savedSearches,
    watches: services.watches,
    listings: services.listings,
    lastListingId: () => services.lastListingId(),
    publish: (listings) => cars.publish(listings),
    now: services.now,
  });
  api.use('/saved-searches', savedSearchesRouter(savedSearches));
  api.use('/watched-cars', watchedCarsRouter(savedSearches));
  api.use('/countries', countriesRouter());
  api.use('/site-info', siteInfoRouter(config.businessHours));
  api.use('/map-tiles', mapTilesRouter(mapTiles));
  api.use(
    '/contact',
    contactRouter({
      contact: new ContactService({ messages: services.contactMessages, mailQueue: services.mailQueue, teamEmail: config.teamEmail }),
      limiter: services.rateLimiter,
      idempotency: services.idempotency,
    }),
  );
  api.use('/errors', errorLogsRouter({ record: recordError, limiter: services.rateLimiter, newGroupsPerDay: services.errorLogs.limits.newPerAddressPerDay }));
  const imagesConfig = config.images ?? { ...DEFAULT_IMAGES_CONFIG, prewarmLooks: 0 };
  const carImages = new CarImages({
    cacheDir: path.join(config.dataDir, 'image-cache'),
    allowedImageHosts: config.imageHosts,
    render: { concurrency: imagesConfig.renderConcurrency, maxQueued: imagesConfig.renderQueue },
    limiter: services.rateLimiter,
    rendersPerClient: rendersPerClientRule(imagesConfig.rendersPerClientPerMinute),
    logger,
  });
  if (imagesConfig.prewarmLooks > 0) {
    scheduler.add(imagePrewarmJob({ images: carImages, listings: services.listings, maxLooks: imagesConfig.prewarmLooks, logger }));
    services.listings.onInserted(() => void scheduler.runNow(IMAGE_PREWARM_JOB).catch(() => undefined));
  }
  api.use(
    '/images',
    createImagesRouter({
      listings: services.listings,
      cacheDir: carImages.cache.directory,
      photos: photoStore,
      allowedImageHosts: config.imageHosts,
      images: carImages,
    }),
  );
  api.use(apiNotFound);
  api.use(retryAfterHeader);

  app.use('/api', api);
  // The demo's own sample feed (feeds/sample-feed.json), so that "Fetch real cars" has a feed to read.
  if (!config.isProduction) app.get(SAMPLE_FEED_PATH, (_req, res) => res.type('application/json').sendFile(SAMPLE_FEED_FILE));
  // Shared car pages are rendered here, by the car feature, with the build's server renderer beside dist/.
  const renderCarPage = carPageHtml({ distDir: config.distDir, serverRendererDir: path.join(path.dirname(config.distDir), 'dist-ssr') });
  const carPage = async ({ id, ...address }: CarPageAddress) => {
    const car = await cars.get(id).catch(() => null);
    return car && renderCarPage({ ...address, car });
  };
  app.use(pwaStatic(config.distDir, { carPage, publicUrl: config.publicUrl }));
  app.use(errorHandler(recordServerErrors(recordError, logger)));
  return app;
}
