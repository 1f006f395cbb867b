/** Starts the API and the PWA on one origin. */
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createAppServer } from './platform/http/app-server';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { createLogger } from './platform/logger';
import { createDemoAccountsIfEmpty } from './features/seed/demo-accounts';
import { createDemoSellersIfMissing } from './features/seed/demo-sellers';
import { seedListingsIfEmpty } from './features/seed/seed-demo-data';
import { Scheduler } from './platform/jobs/scheduler';
import { openServices } from './services';
import { openStore } from './platform/storage/open-store';
import { UsersService } from './features/users/users-service';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

async function main() {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const store = await openStore(config);
  const services = await openServices(store);
  logger.info({ store: store.kind, dataDir: config.dataDir }, 'store opened');
  await seedListingsIfEmpty(services.listings, config.seedListings, logger);
  if (!config.isProduction) {
    await createDemoAccountsIfEmpty(services.users, new UsersService(services.users), logger);
    await createDemoSellersIfMissing(services, logger);
  }
  if (config.isProduction && !config.smtpUrl) {
    logger.warn('SMTP_URL is not set: emails (with their sign-in links) are written to DATA_DIR/outbox and the log');
  }

  const scheduler = new Scheduler(services.leases, services.jobStates, logger);
  const app = createApp({ config, logger, services, scheduler });
  const server = createAppServer(app).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  const publicNote = config.publicUrl ? ` (public address ${config.publicUrl})` : '';
  process.stdout.write(`Listening on http://localhost:${port}${publicNote}\n`);

  scheduler.start();

  const pruneTimer = setInterval(() => {
    services.pruneExpired().catch((error) => logger.warn({ err: error }, 'pruning expired records failed'));
  }, PRUNE_INTERVAL_MS);
  pruneTimer.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(pruneTimer);
    server.close();
    server.closeIdleConnections();
    const forceTimer = setTimeout(() => server.closeAllConnections(), 5000);
    forceTimer.unref();
    await new Promise<void>((resolve) => server.once('close', resolve));
    await scheduler.stop();
    await services.close();
    logger.info('store flushed; bye');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
