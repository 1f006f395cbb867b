/**
 * GET /api/admin/stats through the real app: admins only, and real figures counted where events happen
 * (registrations, searches by kind, AI answers, contact emails queued and delivered, errors, new listings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStatsSchema, STATS_DAYS, type AdminStats } from '@contract/admin-stats';
import { generateListings } from '../seed/generate-listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let harness: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  harness = await createTestApp({ config: { trustProxy: true } });
  await harness.services.listings.insertMany(generateListings({ count: 12, seed: 7 }));
  await harness.createUser({ username: 'admin', userType: 'admin' });
  admin = await harness.signIn('admin');
});
afterAll(() => harness.close());

const readStats = async () =>
  adminStatsSchema.parse((await admin.agent.get('/api/admin/stats').expect(200)).body) as AdminStats;
const today = (series: number[]) => series.at(-1);

describe('GET /api/admin/stats', () => {
  it('answers 401 signed out and 403 for every other role', async () => {
    const visitor = await harness.client();
    expect((await visitor.agent.get('/api/admin/stats')).status).toBe(401);
    for (const userType of ['user', 'dealer', 'premium_dealer'] as const) {
      const user = await harness.createUser({ userType });
      expect((await (await harness.signIn(user.username)).agent.get('/api/admin/stats')).status).toBe(403);
    }
  });

  it('counts what happens, per day, and shows the stock of listings and users', async () => {
    await expect.poll(async () => today((await readStats()).listings.newPerDay), { timeout: 10_000 }).toBe(12);
    const before = await readStats();
    expect(before.days).toHaveLength(STATS_DAYS);
    expect(before.listings.byStatus.active).toBe(12);
    expect(before.listings.byBrand.reduce((sum, row) => sum + row.count, 0)).toBe(12);
    expect(before.listings.byCountry.reduce((sum, row) => sum + row.count, 0)).toBe(12);
    expect(before.users.byRole.admin).toBe(1);

    const visitor = await harness.client();
    await visitor.agent
      .post('/api/register')
      .set('X-CSRF-Token', visitor.csrfToken)
      .send({
        username: 'newbuyer',
        email: 'newbuyer@example.test',
        password: 'a long enough passphrase 1',
        language: 'hr',
      })
      .expect(201);
    await visitor.agent.post('/api/cars/search').set('X-CSRF-Token', visitor.csrfToken).send({ page: 1 }).expect(200);
    await visitor.agent.post('/api/cars/search').set('X-CSRF-Token', visitor.csrfToken).send({ page: 2 }).expect(200);
    await visitor.agent.post('/api/cars/search').set('X-CSRF-Token', visitor.csrfToken).send({ page: 'x' }).expect(400);
    await admin.agent
      .post('/api/cars/search/ai')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ query: 'diesel bmw under 20000' })
      .expect(200);
    await visitor.agent
      .post('/api/contact')
      .set('X-CSRF-Token', visitor.csrfToken)
      .set('X-Forwarded-For', '198.51.100.7')
      .send({
        fullName: 'Ana Horvat',
        email: 'ana@example.test',
        subject: 'Pitanje',
        message: 'Trebam pomoć s oglasom, molim vas.',
      })
      .expect(201);
    await harness.mail.idle();
    await visitor.agent
      .post('/api/errors/log')
      .set('X-CSRF-Token', visitor.csrfToken)
      .set('X-Forwarded-For', '198.51.100.8')
      .send({ errorType: 'TypeError', message: 'x is undefined' })
      .expect(201);

    // Counters are bumped as the answers finish: wait for them without a fixed sleep.
    await expect
      .poll(
        async () => {
          const stats = await readStats();
          return {
            registrations: today(stats.users.registrationsPerDay),
            users: stats.users.byRole.user,
            classic: today(stats.searches.perDay.classic),
            ai: today(stats.searches.perDay.ai),
            aiSearches: today(stats.ai.perDay.search),
            fallbacks: today(stats.ai.fallbacksPerDay),
            queued: today(stats.contactEmails.queuedPerDay),
            sent: today(stats.contactEmails.sentPerDay),
            waiting: stats.contactEmails.waiting,
            errors: today(stats.errors.perDay),
          };
        },
        { timeout: 10_000 },
      )
      .toEqual({
        registrations: 1,
        users: before.users.byRole.user + 1,
        classic: 1,
        ai: 1,
        aiSearches: 1,
        fallbacks: 0,
        queued: 1,
        sent: 1,
        waiting: 0,
        errors: 1,
      });
  });
});
