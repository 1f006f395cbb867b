/**
 * POST /api/repair-shops/search and GET /api/repair-shops/photo through the real app (supertest): who may
 * search, what is refused (and with which words), the answer's shape, the per-user rate limit, and a
 * provider failure ending as a 502 'Search Failed' the PWA can show (never a 500).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RepairSearchResponse } from '@contract/repair-shops';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEFAULT_REPAIR_SHOPS_CONFIG, type RepairShopsConfig } from './repair-shops-config';
import { startOverpassStub, type OverpassStub } from './testing/overpass-stub';
import { PLACES_API_KEY, startPlacesStub, type PlacesStub } from './testing/places-stub';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const search = (session: { agent: Session['agent']; csrfToken: string }, body: unknown) =>
  session.agent
    .post('/api/repair-shops/search')
    .set('X-CSRF-Token', session.csrfToken)
    .send(body as object);

async function signedIn(harness: TestApp): Promise<Session> {
  const user = await harness.createUser();
  return harness.signIn(user.username);
}

function repairConfig(overrides: Partial<RepairShopsConfig>): RepairShopsConfig {
  return { ...DEFAULT_REPAIR_SHOPS_CONFIG, ...overrides };
}

describe('repair-shop search with the bundled dataset', () => {
  let harness: TestApp;
  let session: Session;

  beforeAll(async () => {
    harness = await createTestApp({
      config: { repairShops: repairConfig({ searchesPerHour: 5 }) },
    });
    session = await signedIn(harness);
  });
  afterAll(() => harness.close());

  it('answers 401 to a visitor and 403 without the CSRF token', async () => {
    const visitor = await harness.client();
    const response = await search(visitor, { query: 'servis klime Split', language: 'hr' }).expect(401);
    expect(response.body).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
    await session.agent
      .post('/api/repair-shops/search')
      .send({ query: 'servis klime Split', language: 'hr' })
      .expect(403);
  });

  it.each<[string, object]>([
    ['no query', { language: 'en' }],
    ['an empty query', { query: '', language: 'en' }],
    ['two characters', { query: 'ab', language: 'en' }],
    ['two characters among spaces', { query: '  ab   ', language: 'en' }],
  ])('refuses %s with "Query must be at least 3 characters", spending nothing', async (_name, body) => {
    const fresh = await signedIn(harness);
    const response = await search(fresh, body).expect(400);
    expect(response.body).toEqual({
      code: 'validation_failed',
      message: 'Query must be at least 3 characters',
      fields: { query: 'Query must be at least 3 characters' },
    });
    for (let attempt = 0; attempt < 5; attempt++) await search(fresh, { query: 'Zagreb', language: 'en' }).expect(200);
  });

  it.each<[string, object, string]>([
    ['an unknown language', { query: 'servis Zagreb', language: 'fr' }, 'language'],
    ['no language', { query: 'servis Zagreb' }, 'language'],
    ['a location off the map', { query: 'servis Zagreb', language: 'hr', near: { lat: 95, lon: 15 } }, 'near.lat'],
    ['an unknown field', { query: 'servis Zagreb', language: 'hr', city: 'Zagreb' }, 'city'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const response = await search(session, body).expect(400);
    expect(response.body.code).toBe('validation_failed');
    expect(Object.keys(response.body.fields as object)).toContain(field);
  });

  it('answers the shops in the contract’s shape, in the language asked for, saying they are demo data', async () => {
    const response = await search(session, { query: 'servis klime Split', language: 'hr' }).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as RepairSearchResponse;
    expect(body.understood).toEqual({
      categories: ['air_conditioning'],
      place: { id: 'split', name: 'Split', countryCode: 'HR', kind: 'city' },
      nearMe: false,
    });
    expect(body.source).toMatchObject({ provider: 'bundled', demo: true, cached: false });
    expect(body.shops.length).toBeGreaterThan(0);
    for (const shop of body.shops) {
      expect(shop).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          address: expect.stringMatching(/, \d{5} \S/),
          phone: expect.stringMatching(/^\+385 /),
          googleMapsUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
          ratings: expect.any(Number),
          reviews: expect.any(Number),
          description: expect.any(String),
          services: expect.any(Array),
        }),
      );
      expect(shop.categories).toContain('air_conditioning');
      // In and around Split (Solin, Stobreč), measured from its centre.
      expect(shop.distanceKm).toBeLessThanOrEqual(9);
    }
    expect(body.shops.some((shop) => shop.services.includes('Servis i punjenje klime'))).toBe(true);
  });

  it('limits the searches per person (429 with Retry-After), not per address', async () => {
    const ana = await signedIn(harness);
    for (let attempt = 0; attempt < 5; attempt++)
      await search(ana, { query: 'Reifenwechsel Zagreb', language: 'de' }).expect(200);
    const over = await search(ana, { query: 'Reifenwechsel Zagreb', language: 'de' }).expect(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else on the same address searches on.
    await search(await signedIn(harness), { query: 'Reifenwechsel Zagreb', language: 'de' }).expect(200);
  });

  it('has no photos to serve without Google', async () => {
    await session.agent.get('/api/repair-shops/photo?name=places/x/photos/y').expect(404);
  });
});

describe('repair-shop search when the provider fails', () => {
  let overpass: OverpassStub;
  let harness: TestApp;
  let session: Session;

  beforeAll(async () => {
    overpass = await startOverpassStub('busy');
    harness = await createTestApp({
      config: {
        repairShops: repairConfig({ provider: 'osm', overpassUrl: overpass.url, timeoutMs: 400, searchesPerHour: 3 }),
      },
    });
    session = await signedIn(harness);
  });
  afterAll(async () => {
    await harness.close();
    await overpass.close();
  });
  afterEach(() => {
    overpass.scenario = 'busy';
  });

  it.each([
    ['busy', 'busy', 'Search Failed: the map service is busy. Please try again in a minute.'],
    ['timeout', 'timeout', 'Search Failed: the map service did not answer in time. Please try again.'],
    [
      'malformed',
      'invalid',
      'Search Failed: the map service sent an answer we could not read. Please try again later.',
    ],
  ] as const)('answers 502 with the Search Failed text when Overpass is %s', async (scenario, reason, message) => {
    overpass.scenario = scenario;
    const response = await search(session, {
      query: `autoservis ${scenario === 'busy' ? 'Split' : scenario === 'timeout' ? 'Zadar' : 'Pula'}`,
      language: 'hr',
    }).expect(502);
    expect(response.body).toEqual({ code: 'repairSearchFailed', message, reason });
  });

  it("gives a failed search's unit of the hourly quota back: failures never use up a person's searches", async () => {
    overpass.scenario = 'busy';
    const user = await harness.createUser();
    const ivo = await harness.signIn(user.username);
    for (let attempt = 0; attempt < 4; attempt++)
      await search(ivo, { query: 'autoservis Osijek', language: 'hr' }).expect(502);
    expect((await harness.services.quotas.current(user.id)).repair).toBe(0);
  });

  it('answers an OSM search without a place by asking for one, without calling Overpass', async () => {
    const before = overpass.requests.length;
    const response = await search(session, { query: 'klima servis', language: 'hr' }).expect(200);
    expect(response.body).toMatchObject({
      shops: [],
      placeNeeded: true,
      source: { provider: 'osm', attribution: '© OpenStreetMap contributors' },
    });
    expect(overpass.requests.length).toBe(before);
  });
});

describe('repair-shop photos with Google', () => {
  let places: PlacesStub;
  let harness: TestApp;
  let session: Session;

  beforeAll(async () => {
    places = await startPlacesStub('good');
    harness = await createTestApp({
      config: {
        repairShops: repairConfig({ provider: 'google', googleApiKey: PLACES_API_KEY, googleBaseUrl: places.baseUrl }),
      },
    });
    session = await signedIn(harness);
  });
  afterAll(async () => {
    await harness.close();
    await places.close();
  });

  it('serves a shop photo through our server to a signed-in person, never to a visitor', async () => {
    const { body } = await search(session, { query: 'autoservis Zagreb', language: 'en' }).expect(200);
    const imageUrl = (body as RepairSearchResponse).shops[0]!.imageUrl!;
    const photo = await session.agent.get(imageUrl).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, max-age=86400');
    expect(Buffer.isBuffer(photo.body) && photo.body[0]).toBe(0xff);
    await (await harness.client()).agent.get(imageUrl).expect(401);
    await session.agent.get('/api/repair-shops/photo?name=../../secrets').expect(404);
  });
});
