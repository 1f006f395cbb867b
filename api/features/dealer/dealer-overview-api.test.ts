/**
 * The dashboard's overview through the API: listings online now, and views, phone reveals and buyers' emails
 * of the last 30 Croatian days against the 30 before, summed from the per-day counters of the dealer's own
 * listings only; the answer matches the shared schema; dealers only.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dealerOverviewSchema } from '@contract/dealer-api';
import { METRICS } from '../../platform/stats/metrics';
import { businessProfile, listingInput } from '../../platform/testing/sellers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const DAY_MS = 86_400_000;
const TODAY = Date.parse('2026-11-20T10:00:00.000Z');
let clock = TODAY;
let harness: TestApp;
beforeEach(async () => {
  clock = TODAY;
  harness = await createTestApp({ now: () => new Date(clock) });
});
afterEach(() => harness.close());

async function seller() {
  const user = await harness.createUser();
  const session = await harness.signIn(user.username);
  await session.agent
    .put('/api/dealer/profile')
    .set('X-CSRF-Token', session.csrfToken)
    .send(businessProfile())
    .expect(200);
  const create = async (status: 'active' | 'draft' = 'active') =>
    (
      await session.agent
        .post('/api/dealer/listings')
        .set('X-CSRF-Token', session.csrfToken)
        .send(listingInput({ status }))
        .expect(201)
    ).body.id as number;
  return { ...session, create };
}

/** Counts `by` on the day `daysAgo` days before today. */
async function count(metric: string, listingId: number, daysAgo: number, by = 1) {
  clock = TODAY - daysAgo * DAY_MS;
  await harness.services.stats.increment(metric, String(listingId), by);
  clock = TODAY;
}

describe('dealer overview', () => {
  it('sums the last 30 days against the 30 before, from the dealer’s own listings only', async () => {
    const dealer = await seller();
    const [first, second] = [await dealer.create(), await dealer.create()];
    await dealer.create('draft');
    const other = await seller();
    const foreign = await other.create();

    await count(METRICS.listingView, first, 0, 5);
    await count(METRICS.listingView, second, 29, 2); // the first day of this period
    await count(METRICS.listingView, first, 30, 4); // the last day of the previous one
    await count(METRICS.listingView, first, 59, 1);
    await count(METRICS.listingView, first, 60, 100); // before both: not counted
    await count(METRICS.phoneReveal, second, 3, 2);
    await count(METRICS.phoneReveal, second, 40, 1);
    await count(METRICS.listingContact, first, 1, 1);
    await count(METRICS.listingView, foreign, 0, 50);

    const response = await dealer.agent.get('/api/dealer/overview').expect(200);
    const overview = dealerOverviewSchema.parse(response.body);
    expect(overview).toEqual({
      activeListings: 2,
      from: '2026-10-22',
      to: '2026-11-20',
      previousFrom: '2026-09-22',
      views: { current: 7, previous: 5 },
      phoneReveals: { current: 2, previous: 1 },
      contactEmails: { current: 1, previous: 0 },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers zeros to a dealer without listings, and 403 to a buyer', async () => {
    const dealer = await seller();
    const overview = dealerOverviewSchema.parse((await dealer.agent.get('/api/dealer/overview').expect(200)).body);
    expect(overview).toMatchObject({ activeListings: 0, views: { current: 0, previous: 0 } });
    const buyer = await harness.signIn((await harness.createUser()).username);
    await buyer.agent.get('/api/dealer/overview').expect(403);
    await (await harness.client()).agent.get('/api/dealer/overview').expect(401);
  });
});
