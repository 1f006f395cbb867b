/**
 * The Express app, without listening: main.ts starts it, tests drive it through supertest. Each feature
 * wires itself (its `feature.ts`); this file lists them in the order their routes are tried.
 */
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import { mountAdmin } from './features/admin/feature';
import { mountAiSearch } from './features/ai-search/feature';
import { mountAlerts } from './features/alerts/feature';
import { authFeature } from './features/auth/feature';
import { carsFeature } from './features/cars/feature';
import { mountContact } from './features/contact/feature';
import { mountDealer, photoStoreIn } from './features/dealer/feature';
import { mountImages } from './features/images/feature';
import { mountInsights } from './features/insights/feature';
import { DEFAULT_MAP_TILES, tileOrigin } from './features/maps/map-tiles-config';
import { mountMaps } from './features/maps/feature';
import { listingImportFeature } from './features/listing-import/feature';
import { mountRepairShops } from './features/repair-shops/feature';
import { mountSavedSearches } from './features/saved-searches/feature';
import { mountSellerEmail } from './features/seller-email/feature';
import { mountUsers } from './features/users/feature';
import { DEFAULT_AI_CONFIG } from './platform/ai/ai-config';
import { AiEnginePair } from './platform/ai/engine-pair';
import { errorLogsRouter } from './platform/error-logs/error-logs-router';
import { errorRecorder, recordServerErrors } from './platform/error-logs/server-errors';
import { limitBodyDepth } from './platform/http/body-depth';
import { createCsrf } from './platform/http/csrf';
import { apiNotFound, errorHandler } from './platform/http/error-handlers';
import { pwaStatic } from './platform/http/pwa-static';
import { securityHeaders } from './platform/http/security-headers';
import { noteArrival } from './platform/http/server-timing';
import { sessions } from './platform/http/session-store';
import type { Scheduler } from './platform/jobs/scheduler';
import { requestLogger } from './platform/logger';
import { createMailer } from './platform/mail/create-mailer';
import { scheduleMailDelivery } from './platform/mail/mail-delivery-job';
import type { Mailer } from './platform/mail/mailer';
import { retryAfterHeader } from './platform/rate-limit/rate-limits';
import type { Services } from './services';

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
  Partial<
    Pick<Config, 'ai' | 'repairShops' | 'port' | 'listingFeeds' | 'feedLimits' | 'alerts' | 'images' | 'mapTiles'>
  >;

const SESSION_COOKIE = 'sid';

export interface AppDependencies {
  config: AppConfig;
  logger: Logger;
  services: Services;
  /** Where the app's background jobs (mail delivery …) are registered; the caller starts and stops it. */
  scheduler: Scheduler;
  /** Defaults to the one the config describes (SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
}

export function createApp({
  config,
  logger,
  services,
  scheduler,
  mailer = createMailer(config, logger),
}: AppDependencies): Express {
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
  const ai = config.ai ?? DEFAULT_AI_CONFIG;
  const engines = new AiEnginePair(ai.openai, logger);
  const searchLimits = { ai: ai.searchesPerDay, voice: ai.voiceSearchesPerDay };
  const recordError = errorRecorder(services);
  const photos = photoStoreIn(config.dataDir);
  const secret = config.sessionSecret;
  const cars = carsFeature({
    services,
    limits: config.rateLimits,
    premiumSellers: (ids) => services.users.idsOfType(ids, 'premium_dealer'),
    distDir: config.distDir,
  });
  const auth = authFeature({
    services,
    limits: config.rateLimits,
    sessionSecret: secret,
    publicUrl: config.publicUrl,
    https,
    sessionCookieName: SESSION_COOKIE,
  });
  const imports = listingImportFeature({
    services,
    scheduler,
    logger,
    feeds: config.listingFeeds,
    limits: config.feedLimits,
    isProduction: config.isProduction,
    port: config.port,
  });

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(limitBodyDepth);
  const origin = (config.publicUrl ?? `http://localhost:${config.port ?? 3000}`).replace(/\/+$/, '');
  mountAlerts(api, { services, scheduler, logger, origin, secret, alerts: config.alerts });
  api.use(sessions({ name: SESSION_COOKIE, secret, store: services.sessionStore, https }));
  api.use(auth.signInState);
  const csrf = createCsrf({ secret, secureCookies: https });
  api.use(csrf.router);
  api.use(csrf.requireToken);
  // In this order: a path two routers could answer goes to the first (e.g. /cars/search before /cars).
  auth.mount(api);
  mountUsers(api, services, searchLimits);
  mountAdmin(api, {
    services,
    engines,
    feedImports: imports.feedImports,
    scheduler,
    logger,
    seedListings: config.seedListings,
  });
  mountSellerEmail(api, {
    services,
    engines,
    logger,
    emailsPerDay: ai.emailsPerDay,
    teamEmail: config.teamEmail,
    publicUrl: config.publicUrl,
  });
  mountDealer(api, { services, cars: cars.cars, photos, imageHosts: config.imageHosts });
  mountAiSearch(api, { services, engines, cars: cars.cars, limits: searchLimits, logger });
  mountInsights(api, { services, engines, cars: cars.cars, analysesPerDay: ai.analysesPerDay, logger });
  cars.mount(api);
  mountRepairShops(api, { services, config: config.repairShops, publicUrl: config.publicUrl, logger });
  mountSavedSearches(api, services, cars.cars);
  mountMaps(api, mapTiles);
  mountContact(api, { services, teamEmail: config.teamEmail, businessHours: config.businessHours });
  api.use(
    '/errors',
    errorLogsRouter({
      record: recordError,
      limiter: services.rateLimiter,
      newGroupsPerDay: services.errorLogs.limits.newPerAddressPerDay,
    }),
  );
  mountImages(api, {
    services,
    scheduler,
    logger,
    dataDir: config.dataDir,
    imageHosts: config.imageHosts,
    config: config.images,
    photos,
  });
  api.use(apiNotFound);
  api.use(retryAfterHeader);

  app.use('/api', api);
  imports.mountSampleFeed(app);
  app.use(pwaStatic(config.distDir, { carPage: cars.carPage, publicUrl: config.publicUrl }));
  app.use(errorHandler(recordServerErrors(recordError, logger)));
  return app;
}
