/**
 * "Fetch real cars" through the real app against dealers' feed servers on loopback: JSON and CSV feeds,
 * re-imports that update, rows gone from a feed expiring, bad rows reported, oversize, slow and redirected
 * feeds stopped without changing anything, the filters, one import at a time (409), admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedImportRun, FeedsOverview } from '@contract/admin-feeds';
import { startFeedServer, type FeedServer } from '../listing-import/testing/feed-server';
import { feedRows, toCsv, toJson } from '../listing-import/testing/feed-rows';
import { createTestApp, type TestApp } from '../../testing/test-app';

let feeds: FeedServer;
let harness: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  feeds = await startFeedServer();
  const evil = await startFeedServer();
  evil.set('/stock.json', { body: toJson(feedRows(3, 'EVIL-')), contentType: 'application/json' });
  feeds.set('/redirect.json', { redirect: `${evil.origin}/stock.json` });
  feeds.set('/huge.json', { body: toJson(feedRows(400, 'HUGE-')), contentType: 'application/json' });
  feeds.set('/slow.json', { stall: true });
  harness = await createTestApp({
    config: {
      listingFeeds: [
        { id: 'autohaus', location: { url: new URL(`${feeds.origin}/autohaus.json`) }, refreshMinutes: 0 },
        { id: 'partner', location: { url: new URL(`${feeds.origin}/partner.csv`) }, refreshMinutes: 0 },
        { id: 'huge', location: { url: new URL(`${feeds.origin}/huge.json`) }, refreshMinutes: 0 },
        { id: 'slow', location: { url: new URL(`${feeds.origin}/slow.json`) }, refreshMinutes: 0 },
        { id: 'moved', location: { url: new URL(`${feeds.origin}/redirect.json`) }, refreshMinutes: 0 },
      ],
      feedLimits: { maxBytes: 64 * 1024, timeoutMs: 3000 },
    },
  });
  await harness.createUser({ username: 'admin', userType: 'admin' });
  admin = await harness.signIn('admin');
  afterAll(() => evil.close());
});
afterAll(async () => {
  await harness.close();
  await feeds.close();
});

async function runImport(body: Record<string, unknown>): Promise<FeedImportRun> {
  const started = await admin.agent
    .post('/api/admin/feed-imports')
    .set('X-CSRF-Token', admin.csrfToken)
    .send(body)
    .expect(202);
  const id = (started.body as FeedImportRun).id;
  // The admin's view: the run's status until it has finished (no fixed sleep).
  let run = started.body as FeedImportRun;
  await expect
    .poll(
      async () => {
        run = (await admin.agent.get(`/api/admin/feed-imports/${id}`).expect(200)).body as FeedImportRun;
        return run.status;
      },
      { timeout: 20_000, interval: 50 },
    )
    .not.toBe('running');
  return run;
}

const feedOf = (run: FeedImportRun, feedId: string) => run.feeds.find((feed) => feed.feedId === feedId)!;
const searchTotal = async (filters: Record<string, unknown> = {}) =>
  (
    (
      await admin.agent
        .post('/api/cars/search')
        .set('X-CSRF-Token', admin.csrfToken)
        .send({ page: 1, pageSize: 48, ...filters })
        .expect(200)
    ).body as { total: number }
  ).total;

describe('admin feed imports', () => {
  it('answer 401 signed out and 403 for other roles; starting needs the CSRF token', async () => {
    const visitor = await harness.client();
    expect((await visitor.agent.get('/api/admin/feeds')).status).toBe(401);
    expect(
      (await visitor.agent.post('/api/admin/feed-imports').set('X-CSRF-Token', visitor.csrfToken).send({})).status,
    ).toBe(401);
    const dealer = await harness.createUser({ userType: 'dealer' });
    const session = await harness.signIn(dealer.username);
    expect((await session.agent.get('/api/admin/feed-imports/latest')).status).toBe(403);
    expect(
      (await session.agent.post('/api/admin/feed-imports').set('X-CSRF-Token', session.csrfToken).send({})).status,
    ).toBe(403);
    expect((await admin.agent.post('/api/admin/feed-imports').send({})).status).toBe(403);
    expect(
      (
        await admin.agent
          .post('/api/admin/feed-imports')
          .set('X-CSRF-Token', admin.csrfToken)
          .send({ feedIds: ['nope'] })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin.agent
          .post('/api/admin/feed-imports')
          .set('X-CSRF-Token', admin.csrfToken)
          .send({ feedIds: 'autohaus' })
      ).status,
    ).toBe(400);
    expect((await admin.agent.get('/api/admin/feed-imports/not-an-id')).status).toBe(400);
    const overview = (await admin.agent.get('/api/admin/feeds').expect(200)).body as FeedsOverview;
    expect(overview.feeds.map((feed) => feed.id)).toEqual(['autohaus', 'partner', 'huge', 'slow', 'moved']);
    expect(overview.feeds[0]!.source).toBe(`${feeds.host}/autohaus.json`);
  });

  it('imports JSON and CSV feeds, re-imports update, rows gone expire, bad rows are reported', async () => {
    const rows = feedRows(6, 'AH-');
    feeds.set('/autohaus.json', { body: toJson(rows), contentType: 'application/json' });
    const csvRows = feedRows(4, 'PT-');
    const bad = { ...feedRows(1, 'PT-BAD-')[0]!, model: 'Sputnik' };
    feeds.set('/partner.csv', { body: toCsv([...csvRows, bad]), contentType: 'text/csv; charset=utf-8' });
    const before = await searchTotal();

    const first = await runImport({ feedIds: ['autohaus', 'partner'] });
    expect(first.status).toBe('done');
    expect(feedOf(first, 'autohaus')).toMatchObject({
      status: 'done',
      figures: { rows: 6, created: 6, updated: 0, expired: 0, rejected: 0 },
    });
    expect(feedOf(first, 'partner')).toMatchObject({ status: 'done', figures: { rows: 5, created: 4, rejected: 1 } });
    expect(feedOf(first, 'partner').rejections[0]).toMatchObject({
      row: 5,
      key: 'partner:PT-BAD-1',
      field: 'model',
      problem: 'unknown_model',
    });
    expect(await searchTotal()).toBe(before + 10);

    // The feed changed: AH-1 cheaper, AH-6 sold elsewhere (gone).
    feeds.set('/autohaus.json', {
      body: toJson(rows.slice(0, 5).map((row) => (row.id === 'AH-1' ? { ...row, price: 1234 } : row))),
      contentType: 'application/json',
    });
    const second = await runImport({ feedIds: ['autohaus'] });
    expect(feedOf(second, 'autohaus').figures).toMatchObject({
      rows: 5,
      created: 0,
      updated: 1,
      unchanged: 4,
      expired: 1,
    });
    expect(await searchTotal()).toBe(before + 9);
    expect(await searchTotal({ maxPrice: 1234 })).toBeGreaterThanOrEqual(1);

    const latest = (await admin.agent.get('/api/admin/feed-imports/latest').expect(200)).body as FeedImportRun;
    expect(latest.id).toBe(second.id);
  });

  it('imports only the cars matching the filters when asked', async () => {
    const rows = feedRows(12, 'FL-'); // brands cycle through Volkswagen, Škoda, BMW, Renault, Toyota, Peugeot
    feeds.set('/autohaus.json', { body: toJson(rows), contentType: 'application/json' });
    const run = await runImport({ feedIds: ['autohaus'], filters: { brand: 'BMW' } });
    expect(run.filtered).toBe(true);
    expect(feedOf(run, 'autohaus').figures).toMatchObject({ rows: 12, created: 2, skipped: 10 });
  });

  it('keeps an imported photo on a host outside IMAGE_HOSTS off the server: the drawn picture is served', async () => {
    feeds.set('/photo.jpg', { body: 'not fetched', contentType: 'image/jpeg' });
    const [row] = feedRows(1, 'PH-');
    feeds.set('/autohaus.json', {
      body: toJson([{ ...row!, price: 777, imageUrl: `${feeds.origin}/photo.jpg` }]),
      contentType: 'application/json',
    });
    await runImport({ feedIds: ['autohaus'] });
    const found = (
      await admin.agent
        .post('/api/cars/search')
        .set('X-CSRF-Token', admin.csrfToken)
        .send({ page: 1, maxPrice: 777, minPrice: 777 })
        .expect(200)
    ).body as { cars: { id: number }[] };
    expect(found.cars).toHaveLength(1);
    const image = await admin.agent.get(`/api/images/cars/${found.cars[0]!.id}/card`).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(feeds.hits.get('/photo.jpg')).toBeUndefined();
  });

  it('stops oversize, slow and redirected feeds with the reason, changing nothing', async () => {
    const before = await searchTotal();
    const run = await runImport({ feedIds: ['huge', 'slow', 'moved'] });
    expect(run.status).toBe('failed');
    expect(feedOf(run, 'huge')).toMatchObject({ status: 'failed', figures: null, error: { problem: 'too_large' } });
    expect(feedOf(run, 'slow')).toMatchObject({ status: 'failed', error: { problem: 'timeout' } });
    expect(feedOf(run, 'moved')).toMatchObject({ status: 'failed', error: { problem: 'redirect_not_allowed' } });
    expect(feedOf(run, 'moved').error!.message).toContain('not an allowed feed host');
    expect(await searchTotal()).toBe(before);
  });

  it('runs one import at a time: a second start answers 409 while the first runs', async () => {
    const started = await admin.agent
      .post('/api/admin/feed-imports')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ feedIds: ['slow'] })
      .expect(202);
    const again = await admin.agent.post('/api/admin/feed-imports').set('X-CSRF-Token', admin.csrfToken).send({});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('import_running');
    // Leaving and coming back: the latest run is the one running.
    const latest = (await admin.agent.get('/api/admin/feed-imports/latest').expect(200)).body as FeedImportRun;
    expect(latest).toMatchObject({ id: started.body.id, status: 'running' });
    await expect
      .poll(
        async () =>
          ((await admin.agent.get(`/api/admin/feed-imports/${started.body.id}`)).body as FeedImportRun).status,
        { timeout: 20_000 },
      )
      .toBe('failed');
  });
});
