/** The real app on a fresh in-memory embedded store, for supertest. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse, UserType } from '@contract/auth';
import type { NewCar } from '@contract/car';
import type { Language } from '@contract/catalog';
import { DEFAULT_BUSINESS_HOURS } from '@contract/site-info';
import { pino } from 'pino';
import request from 'supertest';
import { createApp, type AppConfig } from '../app';
import { Scheduler } from '../platform/jobs/scheduler';
import { createMailer } from '../platform/mail/create-mailer';
import { MAIL_DELIVERY_JOB } from '../platform/mail/mail-delivery-job';
import type { MailMessage, Mailer } from '../platform/mail/mailer';
import type { RateLimits } from '../platform/rate-limit/rate-limits';
import { openServices } from '../services';
import { openNedbStore } from '../platform/storage/nedb/nedb-store';
import type { User } from '../features/users/user';
import { UsersService } from '../features/users/users-service';

/** High enough that tests sharing one client address never trip them; rate-limit tests pass their own. */
export const GENEROUS_RATE_LIMITS: RateLimits = {
  login: { limit: 10_000, windowMs: 60_000 },
  register: { limit: 10_000, windowMs: 60_000 },
  accountRecovery: { limit: 10_000, windowMs: 60_000 },
  carViews: { limit: 10_000, windowMs: 60_000 },
};

export const TEST_PASSWORD = 'correct horse battery';

/** The configured mailer, recording what it was asked to send and able to wait until it is done. */
export interface TrackedMailer extends Mailer {
  sent: MailMessage[];
  idle(): Promise<void>;
}

function trackMailer(inner: Mailer): TrackedMailer {
  const sent: MailMessage[] = [];
  const pending = new Set<Promise<unknown>>();
  return {
    kind: inner.kind,
    sent,
    send(message) {
      sent.push(message);
      const sending = inner.send(message);
      const settled = sending.catch(() => undefined).finally(() => pending.delete(settled));
      pending.add(settled);
      return sending;
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export async function createTestApp(
  options: {
    listings?: NewCar[];
    config?: Partial<AppConfig>;
    /** Clock of the services (see ServiceOptions). */ now?: () => Date;
  } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  const services = await openServices(await openNedbStore(), { now: options.now });
  if (options.listings) await services.listings.insertMany(options.listings);
  const config: AppConfig = {
    isProduction: false,
    publicUrl: undefined,
    sessionSecret: 'test-session-secret-that-is-long-enough',
    trustProxy: false,
    dataDir,
    imageHosts: [],
    distDir: path.join(dataDir, 'dist'),
    smtpUrl: undefined,
    mailFrom: 'Autotržni <no-reply@autotrzni.local>',
    rateLimits: GENEROUS_RATE_LIMITS,
    seedListings: 20,
    teamEmail: 'team@autotrzni.test',
    businessHours: DEFAULT_BUSINESS_HOURS,
    ...options.config,
  };
  const logger = pino({ level: 'silent' });
  const tracked = trackMailer(createMailer(config, logger));
  const scheduler = new Scheduler(services.leases, services.jobStates, logger);
  const app = createApp({ config, logger, services, scheduler, mailer: tracked });
  scheduler.start();
  const mail = {
    kind: tracked.kind,
    sent: tracked.sent,
    /** Waits until every email due now was delivered (or failed and waits for its retry). */
    async idle() {
      while ((await services.mailQueue.due()) > 0) await scheduler.runNow(MAIL_DELIVERY_JOB);
      await tracked.idle();
    },
  };
  const usersService = new UsersService(services.users);
  let userNumber = 0;

  /** A cookie-keeping client that already holds the session's CSRF token. */
  async function client() {
    const agent = request.agent(app);
    const response = await agent.get('/api/csrf-token').expect(200);
    return { agent, csrfToken: response.body.csrfToken as string };
  }

  return {
    app,
    services,
    dataDir,
    config,
    mail,
    scheduler,
    client,
    /** A verified account (password TEST_PASSWORD unless given), straight into the repository. */
    createUser(
      overrides: {
        userType?: UserType;
        username?: string;
        email?: string;
        password?: string;
        emailVerified?: boolean;
        language?: Language;
      } = {},
    ): Promise<User> {
      userNumber += 1;
      const username = overrides.username ?? `${overrides.userType ?? 'user'}-${userNumber}`;
      return usersService.createUser({
        username,
        email: overrides.email ?? `${username}@example.test`,
        password: overrides.password ?? TEST_PASSWORD,
        userType: overrides.userType ?? 'user',
        emailVerified: overrides.emailVerified ?? true,
        language: overrides.language,
      });
    },
    /** A client signed in as the user, holding the CSRF token the login answered. */
    async signIn(username: string, password = TEST_PASSWORD) {
      const { agent, csrfToken } = await client();
      const response = await agent
        .post('/api/login')
        .set('X-CSRF-Token', csrfToken)
        .send({ username, password })
        .expect(200);
      const body = response.body as LoginResponse;
      return { agent, csrfToken: body.csrfToken, user: body };
    },
    async close() {
      await mail.idle();
      await scheduler.stop();
      await services.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
