/**
 * Roles on the server: every protected route answers 401 signed out and 403 for the wrong role; a
 * dealer sees and changes only their own listings; the admin resets the demo listings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { AUTH_ERROR_CODES, USER_TYPES, type UserType } from '@contract/auth';
import type { Car } from '@contract/car';
import { encodeCarId } from '@contract/car-id';
import { ownedListing } from '../../testing/listings';
import { makeListing } from '@contract/testing/listing-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { User } from '../users/user';

let harness: TestApp;
const users = {} as Record<UserType | 'otherDealer', User>;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
const sessions = {} as Record<UserType | 'otherDealer', Session>;
let ownCars: Car[];
let otherCars: Car[];

beforeAll(async () => {
  harness = await createTestApp();
  for (const userType of USER_TYPES)
    users[userType] = await harness.createUser({ userType, username: `the-${userType}` });
  users.otherDealer = await harness.createUser({ userType: 'dealer', username: 'other-dealer' });
  for (const key of Object.keys(users) as (keyof typeof users)[])
    sessions[key] = await harness.signIn(users[key].username);

  ownCars = await harness.services.listings.insertMany([
    ownedListing(users.dealer.id, { price: 10_000, listedAt: '2026-11-01T10:00:00.000Z' }),
    ownedListing(users.dealer.id, { price: 12_000, listedAt: '2026-11-03T10:00:00.000Z' }),
    ownedListing(users.dealer.id, { price: 14_000, listedAt: '2026-11-02T10:00:00.000Z' }),
  ]);
  otherCars = await harness.services.listings.insertMany([
    ownedListing(users.otherDealer.id, { price: 20_000 }),
    makeListing({ price: 30_000 }),
  ]);
});
afterAll(() => harness.close());

const ALL: readonly UserType[] = USER_TYPES;
const DEALERS: readonly UserType[] = ['dealer', 'premium_dealer', 'admin'];
const ADMINS: readonly UserType[] = ['admin'];

interface ProtectedRoute {
  method: 'get' | 'post' | 'patch';
  path: string;
  body?: object;
  allowed: readonly UserType[];
}

const PROTECTED: ProtectedRoute[] = [
  { method: 'get', path: '/api/user', allowed: ALL },
  { method: 'get', path: '/api/user/search-counts', allowed: ALL },
  { method: 'get', path: '/api/dealer/listings', allowed: DEALERS },
  { method: 'patch', path: '/api/dealer/listings/1', body: { price: 9_999 }, allowed: DEALERS },
  { method: 'post', path: '/api/cars/reset', allowed: ADMINS },
];

function send(session: { agent: Session['agent']; csrfToken: string }, route: ProtectedRoute) {
  const call = session.agent[route.method](route.path).set('X-CSRF-Token', session.csrfToken);
  return route.body ? call.send(route.body) : call;
}

describe('protected routes', () => {
  it.each(PROTECTED.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s answers 401 signed out',
    async (_name, route) => {
      const visitor = await harness.client();
      const response = await send(visitor, route).expect(401);
      expect(response.body).toEqual({ code: AUTH_ERROR_CODES.unauthenticated, message: 'Please sign in to continue.' });
    },
  );

  const wrongRoles = PROTECTED.flatMap((route) =>
    USER_TYPES.filter((userType) => !route.allowed.includes(userType)).map(
      (userType) => [`${route.method.toUpperCase()} ${route.path}`, userType, route] as const,
    ),
  );
  it.each(wrongRoles)('%s answers 403 for %s', async (_name, userType, route) => {
    const response = await send(sessions[userType], route).expect(403);
    expect(response.body.code).toBe(AUTH_ERROR_CODES.forbidden);
  });

  it.each(
    PROTECTED.filter((route) => route.method === 'get').flatMap((route) =>
      route.allowed.map((userType) => [route.path, userType] as const),
    ),
  )('GET %s lets %s in', async (path, userType) => {
    await sessions[userType].agent.get(path).expect(200);
  });
});

describe('a dealer’s own listings', () => {
  it('lists only the dealer’s listings, newest first, paged with the total', async () => {
    const page1 = await sessions.dealer.agent.get('/api/dealer/listings?pageSize=2').expect(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.cars.map((car: Car) => car.price)).toEqual([12_000, 14_000]);
    const page2 = await sessions.dealer.agent.get('/api/dealer/listings?page=2&pageSize=2').expect(200);
    expect(page2.body.cars.map((car: Car) => car.id)).toEqual([ownCars[0]!.id]);

    const other = await sessions.otherDealer.agent.get('/api/dealer/listings').expect(200);
    expect(other.body.cars.map((car: Car) => car.id)).toEqual([otherCars[0]!.id]);
    const admin = await sessions.admin.agent.get('/api/dealer/listings').expect(200);
    expect(admin.body).toMatchObject({ cars: [], total: 0 });
  });

  it('changes the dealer’s own listing, and search sees the new price at once', async () => {
    const own = ownCars[1]!;
    const { agent, csrfToken } = sessions.dealer;
    const response = await agent
      .patch(`/api/dealer/listings/${encodeCarId(own.id)}`)
      .set('X-CSRF-Token', csrfToken)
      .send({ price: 11_111, description: 'Freshly serviced.' })
      .expect(200);
    expect(response.body).toMatchObject({
      id: own.id,
      price: 11_111,
      description: 'Freshly serviced.',
      dealerId: users.dealer.id,
    });
    const search = await request(harness.app).get('/api/cars?minPrice=11111&maxPrice=11111').expect(200);
    expect(search.body.cars.map((car: Car) => car.id)).toEqual([own.id]);
  });

  it('answers 404 for another dealer’s listing, an unowned one and a missing one, and changes nothing', async () => {
    const { agent, csrfToken } = sessions.dealer;
    for (const id of [otherCars[0]!.id, otherCars[1]!.id, 99_999]) {
      const response = await agent
        .patch(`/api/dealer/listings/${id}`)
        .set('X-CSRF-Token', csrfToken)
        .send({ price: 1 })
        .expect(404);
      expect(response.body.code).toBe('not_found');
    }
    expect((await harness.services.listings.findById(otherCars[0]!.id))?.price).toBe(20_000);
    expect((await harness.services.listings.findById(otherCars[1]!.id))?.price).toBe(30_000);
    // An admin is a dealer of their own listings only, too.
    await sessions.admin.agent
      .patch(`/api/dealer/listings/${ownCars[0]!.id}`)
      .set('X-CSRF-Token', sessions.admin.csrfToken)
      .send({ price: 1 })
      .expect(404);
  });

  it.each<[string, string, object, string]>([
    ['an operator as the price', '/api/dealer/listings/1', { price: { $gt: 0 } }, 'price'],
    ['an operator as the description', '/api/dealer/listings/1', { description: { $ne: null } }, 'description'],
    ['a field a dealer may not change', '/api/dealer/listings/1', { dealerId: 'someone-else' }, 'dealerId'],
    ['an empty change', '/api/dealer/listings/1', {}, 'body'],
  ])('answers 400 for %s', async (_name, path, body, field) => {
    const { agent, csrfToken } = sessions.dealer;
    const response = await agent.patch(path).set('X-CSRF-Token', csrfToken).send(body).expect(400);
    expect(Object.keys(response.body.fields)).toContain(field);
  });

  it('answers 400 for an operator in the query string', async () => {
    const response = await sessions.dealer.agent.get('/api/dealer/listings?page[$gt]=0').expect(400);
    expect(response.body.code).toBe('validation_failed');
  });
});

describe('search counts', () => {
  it('answers today’s counts of the signed-in user', async () => {
    await harness.services.quotas.spend(users.user.id, 'ai', 10);
    await harness.services.quotas.spend(users.user.id, 'ai', 10);
    await harness.services.quotas.spend(users.user.id, 'voice', 10);
    const response = await sessions.user.agent.get('/api/user/search-counts').expect(200);
    expect(response.body).toEqual({
      aiSearchesUsed: 2,
      voiceSearchesUsed: 1,
      aiSearchesLimit: 10,
      voiceSearchesLimit: 5,
    });
    const other = await sessions.dealer.agent.get('/api/user/search-counts').expect(200);
    expect(other.body).toEqual({ aiSearchesUsed: 0, voiceSearchesUsed: 0, aiSearchesLimit: 10, voiceSearchesLimit: 5 });
  });
});

describe('POST /api/cars/reset (admin)', () => {
  it('replaces the demo listings (never dealers’ own) and answers message and count', async () => {
    const owned = ownCars.length + otherCars.length - 1;
    const response = await sessions.admin.agent
      .post('/api/cars/reset')
      .set('X-CSRF-Token', sessions.admin.csrfToken)
      .expect(200);
    expect(response.body).toEqual({ message: expect.stringContaining('20 new ones'), count: 20 });
    expect(await harness.services.listings.count()).toBe(20 + owned);
    expect(await harness.services.listings.findById(ownCars[0]!.id)).toMatchObject({ dealerId: users.dealer.id });
    const list = await request(harness.app).get('/api/cars').expect(200);
    expect(list.body.total).toBe(20 + owned);
  });

  it('runs one reset at a time: 409 while one runs (on any instance), and parallel resets leave one catalogue', async () => {
    const owned = ownCars.length + otherCars.length - 1;
    const post = () => sessions.admin.agent.post('/api/cars/reset').set('X-CSRF-Token', sessions.admin.csrfToken);
    const running = await harness.services.leases.acquire('admin-reset-listings', 60_000);
    const refused = await post().expect(409);
    expect(refused.body.code).toBe('reset_running');
    await running!.release();
    const statuses = (await Promise.all([post(), post(), post()])).map((response) => response.status);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await harness.services.listings.count()).toBe(20 + owned);
  });
});
