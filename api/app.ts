/** The Express app, without listening: main.ts starts it, tests drive it through supertest. */
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import session from 'express-session';
import type { Logger } from 'pino';
import { CarsService } from './cars/cars-service';
import { carsRouter } from './cars/cars-router';
import { countriesRouter } from './cars/countries-router';
import type { Config } from './config';
import { csrfRouter, requireCsrfToken } from './http/csrf';
import { apiNotFound, errorHandler } from './http/error-handlers';
import { pwaStatic } from './http/pwa-static';
import { securityHeaders } from './http/security-headers';
import { createImagesRouter } from './images/images-router';
import { requestLogger } from './logger';
import { SESSION_TTL_MS, type Services } from './services';

export type AppConfig = Pick<
  Config,
  'isProduction' | 'publicUrl' | 'sessionSecret' | 'trustProxy' | 'dataDir' | 'imageHosts' | 'distDir'
>;

export function createApp({ config, logger, services }: { config: AppConfig; logger: Logger; services: Services }): Express {
  const app = express();
  const https = config.publicUrl?.startsWith('https://') ?? false;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('query parser', 'simple');

  app.use(requestLogger(logger));
  app.use(securityHeaders({ https }));
  app.use(compression());

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(
    session({
      name: 'sid',
      secret: config.sessionSecret,
      store: services.sessionStore,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: https ? true : 'auto', maxAge: SESSION_TTL_MS },
    }),
  );
  api.use(csrfRouter());
  api.use(requireCsrfToken);
  api.use('/cars', carsRouter(new CarsService(services.listings)));
  api.use('/countries', countriesRouter());
  api.use(
    '/images',
    createImagesRouter({
      listings: services.listings,
      cacheDir: path.join(config.dataDir, 'image-cache'),
      allowedImageHosts: config.imageHosts,
    }),
  );
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(pwaStatic(config.distDir));
  app.use(errorHandler);
  return app;
}
