/**
 * /api/saved-searches and /api/watched-cars through the real app: sign-in and CSRF, validation, the limit
 * of 50, unique names, ownership (another buyer's search is 404), replayed creations, last write wins by
 * update time, a delete winning over a later edit, and watching cars.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchList,
  type WatchedCarList,
} from '@contract/saved-searches';
import { makeListing } from '@contract/testing/listing-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

let harness: TestApp;
type Client = Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  harness = await createTestApp({
    listings: [
      makeListing({ price: 15_000 }),
      makeListing({ brand: 'BMW', model: '3 Series', price: 30_000 }),
      makeListing({ status: 'draft' } as never),
    ],
  });
});
afterAll(() => harness.close());

async function newBuyer(): Promise<Client> {
  const user = await harness.createUser();
  return harness.signIn(user.username);
}

function create(client: Client, body: object) {
  return client.agent.post('/api/saved-searches').set('X-CSRF-Token', client.csrfToken).send(body);
}
function patch(client: Client, id: string, body: object) {
  return client.agent.patch(`/api/saved-searches/${id}`).set('X-CSRF-Token', client.csrfToken).send(body);
}
function remove(client: Client, id: string) {
  return client.agent.delete(`/api/saved-searches/${id}`).set('X-CSRF-Token', client.csrfToken);
}

describe('saved searches', () => {
  it('needs a signed-in user and the CSRF token', async () => {
    const { agent, csrfToken } = await harness.client();
    expect((await agent.get('/api/saved-searches')).status).toBe(401);
    expect(
      (await agent.post('/api/saved-searches').set('X-CSRF-Token', csrfToken).send({ name: 'x', filters: {} })).status,
    ).toBe(401);
    const buyer = await newBuyer();
    expect((await buyer.agent.post('/api/saved-searches').send({ name: 'x', filters: {} })).status).toBe(403);
  });

  it('saves a search with canonical filters and lists it', async () => {
    const buyer = await newBuyer();
    const response = await create(buyer, {
      name: ' Škoda Octavia, diesel ',
      filters: { brand: 'skoda', model: 'octavia', fuelTypes: ['diesel'], maxPrice: 15000 },
    });
    expect(response.status).toBe(201);
    const saved = response.body as SavedSearch;
    expect(saved).toMatchObject({
      name: 'Škoda Octavia, diesel',
      filters: { brand: ['Škoda'], model: ['Octavia'], fuelTypes: ['diesel'], maxPrice: 15000 },
      alerts: 'off',
      newMatches: 0,
    });
    const list = (await buyer.agent.get('/api/saved-searches').expect(200)).body as SavedSearchList;
    expect(list).toMatchObject({ total: 1, limit: MAX_SAVED_SEARCHES });
    expect(list.savedSearches[0]!.id).toBe(saved.id);
  });

  it('refuses bad input with 400 naming the field, never 500', async () => {
    const buyer = await newBuyer();
    const cases = [
      { name: '', filters: {} },
      { name: 'x', filters: { minPrice: -1 } },
      { name: 'x', filters: { wheels: 4 } },
      { name: 'x'.repeat(81), filters: {} },
      { name: 'x', filters: {}, alerts: 'hourly' },
      'nonsense',
    ];
    for (const body of cases) {
      const response = await create(buyer, body as object);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    }
    expect((await patch(buyer, 'not-a-uuid', { name: 'y' })).status).toBe(404);
  });

  it('keeps names unique per user regardless of case, but not across users', async () => {
    const ana = await newBuyer();
    const ivo = await newBuyer();
    expect((await create(ana, { name: 'Family car', filters: {} })).status).toBe(201);
    const again = await create(ana, { name: 'FAMILY CAR', filters: { brand: 'BMW' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('saved_search_name_taken');
    expect((await create(ivo, { name: 'Family car', filters: {} })).status).toBe(201);
    const other = (await create(ana, { name: 'Other', filters: {} })).body as SavedSearch;
    expect((await patch(ana, other.id, { name: 'family car' })).status).toBe(409);
    // A deleted search's name is free again.
    const first = ((await ana.agent.get('/api/saved-searches')).body as SavedSearchList).savedSearches.find(
      (s) => s.name === 'Family car',
    )!;
    expect((await remove(ana, first.id)).status).toBe(204);
    expect((await patch(ana, other.id, { name: 'Family car' })).status).toBe(200);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per user`, async () => {
    const buyer = await newBuyer();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      expect((await create(buyer, { name: `Search ${i}`, filters: { minPrice: i } })).status).toBe(201);
    const over = await create(buyer, { name: 'One too many', filters: {} });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('saved_search_limit_reached');
    const list = (await buyer.agent.get('/api/saved-searches')).body as SavedSearchList;
    expect(list.total).toBe(MAX_SAVED_SEARCHES);
    await remove(buyer, list.savedSearches[0]!.id);
    expect((await create(buyer, { name: 'One too many', filters: {} })).status).toBe(201);
  });

  it("answers 404 for another buyer's search, whatever the method", async () => {
    const ana = await newBuyer();
    const ivo = await newBuyer();
    const saved = (await create(ana, { name: 'Mine', filters: {} })).body as SavedSearch;
    expect((await ivo.agent.get(`/api/saved-searches/${saved.id}`)).status).toBe(404);
    expect((await patch(ivo, saved.id, { name: 'Stolen' })).status).toBe(404);
    expect((await remove(ivo, saved.id)).status).toBe(404);
    expect(
      (await ivo.agent.post(`/api/saved-searches/${saved.id}/run`).set('X-CSRF-Token', ivo.csrfToken)).status,
    ).toBe(404);
    expect((await create(ivo, { id: saved.id, name: 'Copy', filters: {} })).status).toBe(409);
    expect(((await ana.agent.get(`/api/saved-searches/${saved.id}`)).body as SavedSearch).name).toBe('Mine');
  });

  it('answers a replayed creation (same id) with the stored search instead of a second one', async () => {
    const buyer = await newBuyer();
    const id = crypto.randomUUID();
    expect(
      (await create(buyer, { id, name: 'Offline', filters: {}, updatedAt: '2026-11-20T10:00:00.000Z' })).status,
    ).toBe(201);
    const replay = await create(buyer, { id, name: 'Offline', filters: {}, updatedAt: '2026-11-20T10:00:00.000Z' });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ id, updatedAt: '2026-11-20T10:00:00.000Z' });
    expect(((await buyer.agent.get('/api/saved-searches')).body as SavedSearchList).total).toBe(1);
  });

  it('lets the later edit win by update time, whichever arrives last', async () => {
    const buyer = await newBuyer();
    const saved = (await create(buyer, { name: 'Start', filters: {}, updatedAt: '2026-11-20T10:00:00.000Z' }))
      .body as SavedSearch;
    const newer = await patch(buyer, saved.id, { name: 'Phone rename', updatedAt: '2026-11-20T12:00:00.000Z' });
    expect(newer.body).toMatchObject({ name: 'Phone rename', updatedAt: '2026-11-20T12:00:00.000Z' });
    // The laptop's rename was made earlier (offline) and arrives later: it loses, and the answer says what won.
    const older = await patch(buyer, saved.id, { name: 'Laptop rename', updatedAt: '2026-11-20T11:00:00.000Z' });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ name: 'Phone rename' });
    const alerts = await patch(buyer, saved.id, { alerts: 'daily', filters: { brand: 'BMW' } });
    expect(alerts.body).toMatchObject({ name: 'Phone rename', alerts: 'daily', filters: { brand: ['BMW'] } });
  });

  it('lets a delete win over an edit made later, and over a replayed creation', async () => {
    const buyer = await newBuyer();
    const id = crypto.randomUUID();
    await create(buyer, { id, name: 'Doomed', filters: {}, updatedAt: '2026-11-20T10:00:00.000Z' });
    expect((await remove(buyer, id)).status).toBe(204);
    expect((await remove(buyer, id)).status).toBe(204);
    const edit = await patch(buyer, id, { name: 'Edited later', updatedAt: '2099-01-01T00:00:00.000Z' });
    expect(edit.status).toBe(410);
    expect(edit.body.code).toBe('saved_search_deleted');
    expect((await create(buyer, { id, name: 'Doomed', filters: {} })).status).toBe(410);
    expect((await buyer.agent.get(`/api/saved-searches/${id}`)).status).toBe(404);
    expect(((await buyer.agent.get('/api/saved-searches')).body as SavedSearchList).total).toBe(0);
  });

  it('counts new matches from the last run', async () => {
    const buyer = await newBuyer();
    const saved = (await create(buyer, { name: 'Run me', filters: {} })).body as SavedSearch;
    const run = await buyer.agent.post(`/api/saved-searches/${saved.id}/run`).set('X-CSRF-Token', buyer.csrfToken);
    expect(run.status).toBe(200);
    expect(run.body.newMatches).toBe(0);
    expect(Date.parse(run.body.lastRunAt)).toBeGreaterThanOrEqual(Date.parse(saved.lastRunAt!));
  });
});

describe('watched cars', () => {
  function watch(client: Client, carIds: unknown) {
    return client.agent.post('/api/watched-cars').set('X-CSRF-Token', client.csrfToken).send({ carIds });
  }

  it('watches and unwatches cars, with their current state and the price when watched', async () => {
    const buyer = await newBuyer();
    expect((await buyer.agent.get('/api/watched-cars')).body).toMatchObject({ total: 0 });
    const watched = await watch(buyer, [1, 2, 1]);
    expect(watched.status).toBe(200);
    const list = watched.body as WatchedCarList;
    expect(list.total).toBe(2);
    expect(list.watchedCars.map((w) => [w.carId, w.priceWhenWatched, w.car?.brand]).sort()).toEqual([
      [1, 15_000, 'Škoda'],
      [2, 30_000, 'BMW'],
    ]);
    expect(list.watchedCars[0]!.car).not.toHaveProperty('dealerId');
    // Watching again changes nothing.
    expect(((await watch(buyer, [2])).body as WatchedCarList).total).toBe(2);
    expect((await buyer.agent.delete('/api/watched-cars/2').set('X-CSRF-Token', buyer.csrfToken)).status).toBe(204);
    expect(
      ((await buyer.agent.get('/api/watched-cars')).body as WatchedCarList).watchedCars.map((w) => w.carId),
    ).toEqual([1]);
    // Someone else's list is their own.
    const other = await newBuyer();
    expect(((await other.agent.get('/api/watched-cars')).body as WatchedCarList).total).toBe(0);
  });

  it('refuses unknown and unpublished cars and bad input', async () => {
    const buyer = await newBuyer();
    expect((await watch(buyer, [999])).status).toBe(404);
    expect((await watch(buyer, [3])).status).toBe(404);
    expect((await watch(buyer, ['x'])).status).toBe(400);
    expect((await watch(buyer, [])).status).toBe(400);
    const { agent, csrfToken } = await harness.client();
    expect(
      (
        await agent
          .post('/api/watched-cars')
          .set('X-CSRF-Token', csrfToken)
          .send({ carIds: [1] })
      ).status,
    ).toBe(401);
  });
});
