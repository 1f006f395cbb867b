/**
 * POST /api/cars/search/ai and /api/cars/search/voice through the real app (supertest): who may call them,
 * what they refuse, results paged like the classic search for the parsed filters, the engine reported, the
 * daily quotas (limits, parallel requests at the edge, the Croatian day, refunds) and GET /api/user/search-counts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiSearchResponse } from '@contract/ai-search';
import type { Car } from '@contract/car';
import { PAGE_SIZE } from '@contract/catalog/vehicle';
import { makeListing } from '@contract/testing/listing-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEFAULT_AI_CONFIG, type AiConfig } from '../../platform/ai/ai-config';
import { startOpenAiStub, type OpenAiStub } from '../../platform/ai/testing/openai-stub';

const FIXTURES = [
  // One Octavia in Zagreb, one in Split (about 260 km apart).
  makeListing({
    brand: 'Škoda',
    model: 'Octavia',
    price: 15_000,
    year: 2019,
    mileage: 90_000,
    fuelType: 'diesel',
    transmission: 'manual',
    bodyType: 'wagon',
    color: 'gray',
    countryId: 4,
    coordinates: { lat: 45.81, lon: 15.98 },
  }),
  makeListing({
    brand: 'Škoda',
    model: 'Octavia',
    price: 18_500,
    year: 2021,
    mileage: 45_000,
    fuelType: 'diesel',
    transmission: 'automatic',
    bodyType: 'wagon',
    color: 'black',
    countryId: 4,
    coordinates: { lat: 43.51, lon: 16.44 },
  }),
  makeListing({
    brand: 'Škoda',
    model: 'Fabia',
    price: 7_900,
    year: 2016,
    mileage: 130_000,
    fuelType: 'petrol',
    transmission: 'manual',
    bodyType: 'hatchback',
    color: 'red',
    countryId: 4,
  }),
  makeListing({
    brand: 'BMW',
    model: '3 Series',
    price: 24_000,
    year: 2020,
    mileage: 60_000,
    fuelType: 'diesel',
    transmission: 'automatic',
    bodyType: 'sedan',
    color: 'black',
    countryId: 11,
  }),
  makeListing({
    brand: 'BMW',
    model: 'X1',
    price: 27_500,
    year: 2022,
    mileage: 25_000,
    fuelType: 'hybrid',
    transmission: 'automatic',
    bodyType: 'suv',
    color: 'white',
    countryId: 1,
  }),
  makeListing({
    brand: 'Tesla',
    model: 'Model 3',
    price: 31_000,
    year: 2022,
    mileage: 30_000,
    fuelType: 'electric',
    transmission: 'automatic',
    bodyType: 'sedan',
    color: 'white',
    countryId: 1,
  }),
  makeListing({
    brand: 'Volkswagen',
    model: 'Golf',
    price: 12_000,
    year: 2017,
    mileage: 110_000,
    fuelType: 'petrol',
    transmission: 'manual',
    bodyType: 'hatchback',
    color: 'blue',
    countryId: 25,
  }),
  makeListing({
    brand: 'Volkswagen',
    model: 'Passat',
    price: 16_800,
    year: 2018,
    mileage: 150_000,
    fuelType: 'diesel',
    transmission: 'automatic',
    bodyType: 'wagon',
    color: 'silver',
    countryId: 11,
  }),
  makeListing({
    brand: 'Dacia',
    model: 'Duster',
    price: 13_400,
    year: 2020,
    mileage: 70_000,
    fuelType: 'petrol',
    transmission: 'manual',
    bodyType: 'suv',
    color: 'orange',
    countryId: 4,
  }),
  makeListing({
    brand: 'BMW',
    model: 'X1',
    price: 19_900,
    year: 2018,
    mileage: 95_000,
    fuelType: 'diesel',
    transmission: 'automatic',
    bodyType: 'suv',
    color: 'black',
    countryId: 11,
  }),
];

type Session = Awaited<ReturnType<TestApp['signIn']>>;

function aiConfig(overrides: Partial<AiConfig> = {}): AiConfig {
  return { ...DEFAULT_AI_CONFIG, searchesPerDay: 100, voiceSearchesPerDay: 100, ...overrides };
}

async function signedIn(harness: TestApp): Promise<Session> {
  const user = await harness.createUser();
  return harness.signIn(user.username);
}

const post = (session: { agent: Session['agent']; csrfToken: string }, path: string, body: object) =>
  session.agent.post(path).set('X-CSRF-Token', session.csrfToken).send(body);

async function classicSearch(session: Session, body: object) {
  const response = await post(session, '/api/cars/search', body).expect(200);
  return response.body;
}

const counts = async (session: Session) => (await session.agent.get('/api/user/search-counts').expect(200)).body;

describe('AI and voice search with the built-in engine', () => {
  let harness: TestApp;
  let session: Session;

  beforeAll(async () => {
    harness = await createTestApp({ listings: FIXTURES, config: { ai: aiConfig() } });
    session = await signedIn(harness);
  });
  afterAll(() => harness.close());

  it.each(['/api/cars/search/ai', '/api/cars/search/voice'])(
    '%s answers 401 signed out and 403 without the CSRF token',
    async (path) => {
      const visitor = await harness.client();
      const response = await post(visitor, path, { query: 'BMW', language: 'en' }).expect(401);
      expect(response.body).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
      await session.agent.post(path).send({ query: 'BMW', language: 'en' }).expect(403);
    },
  );

  it.each<[string, object]>([
    ['an empty query', { query: '' }],
    ['a blank query', { query: ' \n\t ' }],
    ['no query', {}],
  ])('refuses %s with "Please enter a search query", spending nothing', async (_name, body) => {
    const session = await signedIn(harness);
    for (const path of ['/api/cars/search/ai', '/api/cars/search/voice']) {
      const response = await post(session, path, {
        ...body,
        ...(path.endsWith('voice') ? { language: 'hr' } : {}),
      }).expect(400);
      expect(response.body).toEqual({
        code: 'validation_failed',
        message: 'Please enter a search query',
        fields: { query: 'Please enter a search query' },
      });
    }
    expect(await counts(session)).toMatchObject({ aiSearchesUsed: 0, voiceSearchesUsed: 0 });
  });

  it.each<[string, string, object, string]>([
    ['a query over 500 characters', '/api/cars/search/ai', { query: 'a'.repeat(501) }, 'query'],
    ['a query that is not text', '/api/cars/search/ai', { query: 42 }, 'query'],
    ['an unknown field', '/api/cars/search/ai', { query: 'BMW', brand: 'Audi' }, 'brand'],
    ['a page size over 48', '/api/cars/search/ai', { query: 'BMW', pageSize: 49 }, 'pageSize'],
    ['an unknown sort', '/api/cars/search/ai', { query: 'BMW', sort: 'newest' }, 'sort'],
    ['voice without a language', '/api/cars/search/voice', { query: 'BMW' }, 'language'],
    ['voice in another language', '/api/cars/search/voice', { query: 'BMW', language: 'fr' }, 'language'],
  ])('refuses %s with 400 naming the field, spending nothing', async (_name, path, body, field) => {
    const session = await signedIn(harness);
    const response = await post(session, path, body).expect(400);
    expect(response.body.code).toBe('validation_failed');
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(await counts(session)).toMatchObject({ aiSearchesUsed: 0, voiceSearchesUsed: 0 });
  });

  it('accepts a query of exactly 500 characters', async () => {
    await post(session, '/api/cars/search/ai', { query: `BMW ${'x'.repeat(496)}` }).expect(200);
  });

  it('answers the parsed filters and the same page as the classic search for them', async () => {
    const response = await post(session, '/api/cars/search/ai', {
      query: 'dizel Škoda do 20.000 eura, nakon 2018',
    }).expect(200);
    const body = response.body as AiSearchResponse;
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.engine).toBe('builtin');
    expect(body).not.toHaveProperty('fallbackReason');
    expect(body.parsedParams).toEqual({ brand: ['Škoda'], fuelTypes: ['diesel'], maxPrice: 20000, minYear: 2019 });
    expect(body.results).toEqual(await classicSearch(session, body.parsedParams));
    expect(body.results).toMatchObject({ total: 2, page: 1, pageSize: PAGE_SIZE });
    expect(body.results.cars.map((car: Car) => car.price)).toEqual([15_000, 18_500]);
  });

  it('reads either-or as several brands, models and countries, and finds only those', async () => {
    const response = await post(session, '/api/cars/search/ai', {
      query: 'Octavia ili Golf iz Hrvatske ili Slovenije',
    }).expect(200);
    const body = response.body as AiSearchResponse;
    expect(body.parsedParams).toEqual({
      brand: ['Škoda', 'Volkswagen'],
      model: ['Octavia', 'Golf'],
      countryId: [4, 25],
    });
    expect(body.results).toEqual(await classicSearch(session, body.parsedParams));
    expect(body.results.cars.map((car: Car) => `${car.brand} ${car.model}`).sort()).toEqual([
      'Volkswagen Golf',
      'Škoda Octavia',
      'Škoda Octavia',
    ]);
    const german = await post(session, '/api/cars/search/ai', {
      query: 'BMW oder Tesla aus Österreich oder Deutschland',
    }).expect(200);
    expect(german.body.parsedParams).toEqual({ brand: ['BMW', 'Tesla'], countryId: [1, 11] });
    expect(german.body.results.total).toBe(4);
  });

  it('reads a distance from a place as near and radiusKm, and answers the classic search for them', async () => {
    const response = await post(session, '/api/cars/search/ai', { query: 'Octavia do 100 km od Zagreba' }).expect(200);
    const body = response.body as AiSearchResponse;
    expect(body.parsedParams).toEqual({ brand: ['Škoda'], model: ['Octavia'], near: 'zagreb', radiusKm: 100 });
    expect(body.results).toEqual(await classicSearch(session, body.parsedParams));
    expect(body.results.cars.map((car: Car) => car.price)).toEqual([15_000]);
  });

  it('pages and sorts like the classic search', async () => {
    const paging = { page: 2, pageSize: 3, sort: 'year_desc' };
    const response = await post(session, '/api/cars/search/ai', { query: 'cars under 30k', ...paging }).expect(200);
    const body = response.body as AiSearchResponse;
    expect(body.parsedParams).toEqual({ maxPrice: 30000 });
    expect(body.results).toEqual(await classicSearch(session, { ...body.parsedParams, ...paging }));
    expect(body.results).toMatchObject({ total: 9, page: 2, pageSize: 3 });
    expect(body.results.cars).toHaveLength(3);
  });

  it('answers {} and every listing when nothing in the query is a filter', async () => {
    const response = await post(session, '/api/cars/search/ai', { query: 'a nice reliable car please' }).expect(200);
    expect(response.body.parsedParams).toEqual({});
    expect(response.body.results).toEqual(await classicSearch(session, {}));
    expect(response.body.results.total).toBe(FIXTURES.length);
  });

  it('runs voice transcripts through the same engine, in the language given', async () => {
    const german = await post(session, '/api/cars/search/voice', {
      query: 'schwarzer BMW unter 25.000 Euro',
      language: 'de',
    }).expect(200);
    expect(german.body).toMatchObject({
      engine: 'builtin',
      parsedParams: { brand: ['BMW'], color: ['black'], maxPrice: 25000 },
    });
    expect(german.body.results).toEqual(await classicSearch(session, german.body.parsedParams));
    expect(german.body.results.total).toBe(2);

    const croatian = await post(session, '/api/cars/search/voice', { query: 'kombi', language: 'hr' }).expect(200);
    expect(croatian.body.parsedParams).toEqual({ bodyType: 'van' });
    const deutsch = await post(session, '/api/cars/search/voice', { query: 'kombi', language: 'de' }).expect(200);
    expect(deutsch.body.parsedParams).toEqual({ bodyType: 'wagon' });
  });

  it('counts each kind in GET /api/user/search-counts, with the limits', async () => {
    const session = await signedIn(harness);
    await post(session, '/api/cars/search/ai', { query: 'BMW' }).expect(200);
    await post(session, '/api/cars/search/ai', { query: 'Audi' }).expect(200);
    await post(session, '/api/cars/search/voice', { query: 'Tesla', language: 'en' }).expect(200);
    const response = await session.agent.get('/api/user/search-counts').expect(200);
    expect(response.body).toEqual({
      aiSearchesUsed: 2,
      voiceSearchesUsed: 1,
      aiSearchesLimit: 100,
      voiceSearchesLimit: 100,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives the search back when it fails on our side', async () => {
    const session = await signedIn(harness);
    const search = vi
      .spyOn(harness.services.listings, 'search')
      .mockRejectedValueOnce(new Error('the disk is on fire'));
    try {
      const response = await post(session, '/api/cars/search/ai', { query: 'BMW' }).expect(500);
      expect(response.body.code).toBe('internal_error');
      expect(JSON.stringify(response.body)).not.toContain('disk');
    } finally {
      search.mockRestore();
    }
    expect(await counts(session)).toMatchObject({ aiSearchesUsed: 0, voiceSearchesUsed: 0 });
    await post(session, '/api/cars/search/ai', { query: 'BMW' }).expect(200);
    expect(await counts(session)).toMatchObject({ aiSearchesUsed: 1 });
  });

  it('leaves the classic search open to visitors', async () => {
    const visitor = await harness.client();
    await post(visitor, '/api/cars/search', { brand: 'BMW' }).expect(200);
  });
});

describe('daily quotas', () => {
  let harness: TestApp;
  // Ahead of real time (the embedded store expires documents by real time); 10:00 in Zagreb.
  let now = new Date('2031-03-10T09:00:00Z');

  beforeAll(async () => {
    harness = await createTestApp({
      listings: FIXTURES,
      now: () => now,
      config: { ai: aiConfig({ searchesPerDay: 3, voiceSearchesPerDay: 2 }) },
    });
  });
  afterAll(() => harness.close());

  it('allows the limit per kind, then answers 429 aiQuotaExceeded with "Search limit reached", until the next Croatian day', async () => {
    const session = await signedIn(harness);
    for (let i = 0; i < 3; i++) await post(session, '/api/cars/search/ai', { query: 'BMW' }).expect(200);
    const refused = await post(session, '/api/cars/search/ai', { query: 'BMW' }).expect(429);
    expect(refused.body.code).toBe('aiQuotaExceeded');
    expect(refused.body.message).toContain('Search limit reached');

    for (let i = 0; i < 2; i++)
      await post(session, '/api/cars/search/voice', { query: 'BMW', language: 'en' }).expect(200);
    const voiceRefused = await post(session, '/api/cars/search/voice', { query: 'BMW', language: 'en' }).expect(429);
    expect(voiceRefused.body).toMatchObject({
      code: 'aiQuotaExceeded',
      message: expect.stringContaining('Search limit reached'),
    });
    expect(await counts(session)).toEqual({
      aiSearchesUsed: 3,
      voiceSearchesUsed: 2,
      aiSearchesLimit: 3,
      voiceSearchesLimit: 2,
    });

    // A blank query is still a 400 at the limit (and spends nothing either way).
    await post(session, '/api/cars/search/ai', { query: ' ' }).expect(400);

    now = new Date('2031-03-10T22:59:00Z'); // 23:59 in Zagreb (CET)
    await post(session, '/api/cars/search/ai', { query: 'BMW' }).expect(429);
    now = new Date('2031-03-10T23:00:00Z'); // midnight in Zagreb
    expect(await counts(session)).toEqual({
      aiSearchesUsed: 0,
      voiceSearchesUsed: 0,
      aiSearchesLimit: 3,
      voiceSearchesLimit: 2,
    });
    await post(session, '/api/cars/search/ai', { query: 'BMW' }).expect(200);
    await post(session, '/api/cars/search/voice', { query: 'BMW', language: 'en' }).expect(200);
  });

  it('never lets parallel requests at the edge take more than the limit', async () => {
    const session = await signedIn(harness);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(session, '/api/cars/search/ai', { query: 'Škoda Octavia' }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);

    const voice = await Promise.all(
      Array.from({ length: 2 }, () =>
        post(session, '/api/cars/search/voice', { query: 'Tesla', language: 'en' }).then((response) => response.status),
      ),
    );
    expect(voice).toEqual([200, 200]);
    expect((await post(session, '/api/cars/search/voice', { query: 'Tesla', language: 'en' })).status).toBe(429);
    expect(await counts(session)).toMatchObject({ aiSearchesUsed: 3, voiceSearchesUsed: 2 });
  });

  it('keeps each user to their own quota', async () => {
    const first = await signedIn(harness);
    const second = await signedIn(harness);
    for (let i = 0; i < 3; i++) await post(first, '/api/cars/search/ai', { query: 'BMW' }).expect(200);
    await post(first, '/api/cars/search/ai', { query: 'BMW' }).expect(429);
    await post(second, '/api/cars/search/ai', { query: 'BMW' }).expect(200);
  });
});

describe('AI search with an OpenAI-compatible provider', () => {
  let harness: TestApp;
  let stub: OpenAiStub;
  let session: Session;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    harness = await createTestApp({
      listings: FIXTURES,
      config: {
        ai: aiConfig({ openai: { apiKey: 'sk-test', baseUrl: stub.baseUrl, model: 'gpt-4o-mini', timeoutMs: 5000 } }),
      },
    });
    session = await signedIn(harness);
  });
  afterAll(async () => {
    await harness.close();
    await stub.close();
  });

  it("answers the provider's filters and reports the openai engine", async () => {
    stub.answer = {
      kind: 'content',
      content: JSON.stringify({
        brand: 'BMW',
        model: 'X1',
        minPrice: null,
        maxPrice: 30000,
        minYear: null,
        maxYear: null,
        minMileage: null,
        maxMileage: null,
        fuelTypes: [],
        bodyType: null,
        transmission: ['automatic'],
        color: [],
        countryId: null,
      }),
    };
    const response = await post(session, '/api/cars/search/ai', {
      query: 'a BMW X1 with an automatic under 30 grand',
    }).expect(200);
    expect(response.body).toMatchObject({
      engine: 'openai',
      parsedParams: { brand: ['BMW'], model: ['X1'], maxPrice: 30000, transmission: ['automatic'] },
    });
    expect(response.body).not.toHaveProperty('fallbackReason');
    expect(response.body.results).toEqual(await classicSearch(session, response.body.parsedParams));
    expect(response.body.results.total).toBe(2);
  });

  it('falls back to the built-in engine and says why', async () => {
    stub.answer = { kind: 'status', status: 429, body: { error: { message: 'Rate limit reached', type: 'requests' } } };
    const response = await post(session, '/api/cars/search/voice', {
      query: 'BMW X1 do 30.000 eura',
      language: 'hr',
    }).expect(200);
    expect(response.body).toMatchObject({
      engine: 'builtin',
      fallbackReason: 'provider_error',
      parsedParams: { brand: ['BMW'], model: ['X1'], maxPrice: 30000 },
    });
    expect(response.body.results).toEqual(await classicSearch(session, response.body.parsedParams));

    stub.answer = { kind: 'content', content: '{"brand": "BMW", "maxPrice": "lots"}' };
    const invalid = await post(session, '/api/cars/search/ai', { query: 'BMW X1 do 30.000 eura' }).expect(200);
    expect(invalid.body).toMatchObject({ engine: 'builtin', fallbackReason: 'invalid_output' });
  });

  it('aborts the provider call when the client goes away', async () => {
    const session = await signedIn(harness);
    stub.answer = { kind: 'stall' };
    const arrived = stub.nextRequest();
    const abandoned = post(session, '/api/cars/search/ai', { query: 'BMW' })
      .timeout(300)
      .then(
        () => 'answered',
        (error: Error & { timeout?: number }) => (error.timeout ? 'timed out' : error.message),
      );
    const request = await arrived;
    expect(await abandoned).toBe('timed out');
    // The server noticed the client leave and cut its own call to the provider, long before its 5 s timeout.
    await request.abandoned;
    // The search counted: the provider was already asked.
    expect(await counts(session)).toMatchObject({ aiSearchesUsed: 1 });
  });
});
