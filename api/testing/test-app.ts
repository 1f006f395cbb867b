/** The real app on a fresh in-memory embedded store, for supertest. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NewCar } from '@contract/car';
import { pino } from 'pino';
import request from 'supertest';
import { createApp, type AppConfig } from '../app';
import { openServices } from '../services';
import { openNedbStore } from '../storage/nedb/nedb-store';

export async function createTestApp(options: { listings?: NewCar[]; config?: Partial<AppConfig> } = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  const services = await openServices(await openNedbStore());
  if (options.listings) await services.listings.insertMany(options.listings);
  const config: AppConfig = {
    isProduction: false,
    publicUrl: undefined,
    sessionSecret: 'test-session-secret-that-is-long-enough',
    trustProxy: false,
    dataDir,
    imageHosts: [],
    distDir: path.join(dataDir, 'dist'),
    ...options.config,
  };
  const app = createApp({ config, logger: pino({ level: 'silent' }), services });
  return {
    app,
    services,
    dataDir,
    /** A cookie-keeping client that already holds the session's CSRF token. */
    async client() {
      const agent = request.agent(app);
      const response = await agent.get('/api/csrf-token').expect(200);
      return { agent, csrfToken: response.body.csrfToken as string };
    },
    async close() {
      await services.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
