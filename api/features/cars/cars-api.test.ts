import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { CAR_NOT_FOUND_MESSAGE } from '@contract/api-error';
import type { Car } from '@contract/car';
import { carSlug, encodeCarId } from '@contract/car-id';
import { PAGE_SIZE, maxYear } from '@contract/catalog/vehicle';
import { makeListing } from '@contract/testing/listing-fixture';
import { DAILY_COUNTERS_COLLECTION } from '../../platform/stats/daily-counters';
import { DAILY_MARKS_COLLECTION, OncePerDay } from '../../platform/stats/once-per-day';
import { GENEROUS_RATE_LIMITS, createTestApp } from '../../testing/test-app';

// Twelve listings with known values; expectations below are written as plain predicates, independent
// of the shared matching function the server uses.
const FIXTURES = [
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
    location: 'Zagreb',
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
    location: 'Split',
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
    location: 'Rijeka',
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
    location: 'München',
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
    location: 'Wien',
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
    location: 'Graz',
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
    location: 'Ljubljana',
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
    location: 'Berlin',
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
    location: 'Osijek',
  }),
  makeListing({
    brand: 'Toyota',
    model: 'Yaris',
    price: 'Na upit',
    year: 2021,
    mileage: 20_000,
    fuelType: 'hybrid',
    transmission: 'automatic',
    bodyType: 'hatchback',
    color: 'red',
    countryId: 4,
    location: 'Zadar',
  }),
  makeListing({
    brand: 'Renault',
    model: 'Clio',
    price: 9_500,
    year: 2019,
    mileage: 80_000,
    fuelType: 'petrol',
    transmission: 'manual',
    bodyType: 'hatchback',
    color: 'white',
    countryId: 25,
    location: 'Maribor',
  }),
  makeListing({
    brand: 'Mercedes-Benz',
    model: 'C-Class',
    price: 29_900,
    year: 2019,
    mileage: 95_000,
    fuelType: 'diesel',
    transmission: 'automatic',
    bodyType: 'sedan',
    color: 'black',
    countryId: 11,
    location: 'Stuttgart',
  }),
];

const num = (car: Car) => (typeof car.price === 'number' ? car.price : NaN);

let harness: Awaited<ReturnType<typeof createTestApp>>;
let cars: Car[];

beforeAll(async () => {
  harness = await createTestApp({ listings: FIXTURES });
  cars = await harness.services.listings.findByIds(FIXTURES.map((_, index) => index + 1));
});
afterAll(() => harness.close());

const idsWhere = (predicate: (car: Car) => boolean) =>
  cars
    .filter(predicate)
    .map((car) => car.id)
    .sort((a, b) => a - b);

async function searchAll(body: Record<string, unknown>): Promise<{ ids: number[]; total: number }> {
  const { agent, csrfToken } = await harness.client();
  const response = await agent
    .post('/api/cars/search')
    .set('X-CSRF-Token', csrfToken)
    .send({ ...body, pageSize: 48 })
    .expect(200);
  return { ids: (response.body.cars as Car[]).map((car) => car.id).sort((a, b) => a - b), total: response.body.total };
}

describe('GET /api/cars', () => {
  it('answers the first page of PAGE_SIZE, newest listings first, with the total; cheapest first when asked', async () => {
    const response = await request(harness.app).get('/api/cars').expect(200);
    expect(response.body).toMatchObject({ total: 12, page: 1, pageSize: PAGE_SIZE });
    const listed = (response.body.cars as Car[]).map((car) => car.listedAt);
    expect(listed).toHaveLength(Math.min(12, PAGE_SIZE));
    expect(listed).toEqual([...listed].sort().reverse());
    const cheapest = await request(harness.app).get('/api/cars?sort=price_asc').expect(200);
    const prices = (cheapest.body.cars as Car[]).map(num);
    expect(prices).toHaveLength(Math.min(12, PAGE_SIZE));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('says where its time went (Server-Timing: app, parse, store, rate with its parts, serialise), as npm run soak reads it', async () => {
    for (const url of ['/api/cars?page=2&pageSize=8', '/api/cars?brand=skoda']) {
      const response = await request(harness.app)
        .get(url)
        .expect(200)
        .expect('Content-Type', /application\/json; charset=utf-8/);
      const phases = String(response.headers['server-timing'])
        .split(', ')
        .map((phase) => phase.split(';dur=')[0]);
      expect(phases).toEqual(
        expect.arrayContaining(['app', 'parse', 'store', 'views', 'view-counts', 'deals', 'rate', 'serialise']),
      );
      for (const phase of String(response.headers['server-timing']).split(', '))
        expect(phase).toMatch(/^[a-z-]+;dur=\d+\.\d$/);
      expect(response.body.cars.length).toBeGreaterThan(0);
    }
  });

  it('pages through every listing exactly once', async () => {
    const page1 = await request(harness.app).get('/api/cars?page=1&pageSize=8&sort=price_asc').expect(200);
    const page2 = await request(harness.app).get('/api/cars?page=2&pageSize=8&sort=price_asc').expect(200);
    const page3 = await request(harness.app).get('/api/cars?page=3&pageSize=8&sort=price_asc').expect(200);
    expect(page2.body.cars).toHaveLength(4);
    expect(page3.body).toMatchObject({ cars: [], total: 12, page: 3 });
    const ids = [...page1.body.cars, ...page2.body.cars].map((car: Car) => car.id);
    expect(new Set(ids).size).toBe(12);
    // The listing with a non-numeric price sorts after the numeric ones, as in MongoDB.
    expect(page2.body.cars.at(-1).price).toBe('Na upit');
  });

  it('reads filters from the query string', async () => {
    const response = await request(harness.app)
      .get('/api/cars?brand=skoda&fuelTypes=diesel&sort=year_desc')
      .expect(200);
    expect(response.body.cars.map((car: Car) => car.id)).toEqual([2, 1]);
    await request(harness.app).get('/api/cars?minPrice=cheap').expect(400);
    const several = await request(harness.app)
      .get('/api/cars?brand=Tesla&brand=Dacia&countryId=1,4&sort=price_asc')
      .expect(200);
    expect(several.body.cars.map((car: Car) => `${car.brand} ${car.countryId}`)).toEqual(['Dacia 4', 'Tesla 1']);
  });
});

describe('POST /api/cars/search', () => {
  it.each<[string, Record<string, unknown>, (car: Car) => boolean]>([
    ['brand', { brand: 'Škoda' }, (car) => car.brand === 'Škoda'],
    ['brand without diacritics', { brand: 'skoda' }, (car) => car.brand === 'Škoda'],
    ['model', { brand: 'Škoda', model: 'Octavia' }, (car) => car.model === 'Octavia'],
    ['minPrice', { minPrice: 15_000 }, (car) => num(car) >= 15_000],
    ['maxPrice', { maxPrice: 12_000 }, (car) => num(car) <= 12_000],
    ['minYear', { minYear: 2020 }, (car) => car.year >= 2020],
    ['maxYear', { maxYear: 2018 }, (car) => car.year <= 2018],
    ['minMileage', { minMileage: 100_000 }, (car) => car.mileage >= 100_000],
    ['maxMileage', { maxMileage: 45_000 }, (car) => car.mileage <= 45_000],
    ['fuelTypes', { fuelTypes: ['hybrid', 'electric'] }, (car) => ['hybrid', 'electric'].includes(car.fuelType)],
    ['bodyType', { bodyType: 'suv' }, (car) => car.bodyType === 'suv'],
    ['transmission', { transmission: ['manual'] }, (car) => car.transmission === 'manual'],
    ['color', { color: 'black' }, (car) => car.color === 'black'],
    ['colors', { color: ['red', 'white'] }, (car) => ['red', 'white'].includes(car.color)],
    ['countryId', { countryId: 11 }, (car) => car.countryId === 11],
    ['location', { location: 'zag' }, (car) => car.location === 'Zagreb'],
    [
      'combined',
      {
        brand: 'Škoda',
        maxPrice: 20_000,
        minYear: 2017,
        fuelTypes: ['diesel'],
        transmission: ['automatic'],
        countryId: 4,
      },
      (car) =>
        car.brand === 'Škoda' &&
        num(car) <= 20_000 &&
        car.year >= 2017 &&
        car.fuelType === 'diesel' &&
        car.transmission === 'automatic' &&
        car.countryId === 4,
    ],
    [
      'combined ranges',
      { minPrice: 10_000, maxPrice: 25_000, minMileage: 50_000, maxMileage: 120_000, bodyType: 'Sedan' },
      (car) =>
        num(car) >= 10_000 &&
        num(car) <= 25_000 &&
        car.mileage >= 50_000 &&
        car.mileage <= 120_000 &&
        car.bodyType === 'sedan',
    ],
    ['nothing matches', { brand: 'Porsche' }, () => false],
    ['several brands', { brand: ['Škoda', 'bmw'] }, (car) => ['Škoda', 'BMW'].includes(car.brand)],
    ['several countries', { countryId: [1, 25] }, (car) => [1, 25].includes(car.countryId)],
    ['several models of one brand', { brand: ['Škoda'], model: ['Octavia', 'Fabia'] }, (car) => car.brand === 'Škoda'],
    [
      'brands with and without models of their own',
      { brand: ['BMW', 'Škoda', 'Volkswagen'], model: ['X1', 'Golf'] },
      (car) =>
        (car.brand === 'BMW' && car.model === 'X1') ||
        car.brand === 'Škoda' ||
        (car.brand === 'Volkswagen' && car.model === 'Golf'),
    ],
    ['models alone', { model: ['Golf', 'Clio'] }, (car) => ['Golf', 'Clio'].includes(car.model)],
    [
      'several brands in several countries',
      { brand: ['Volkswagen', 'Renault'], countryId: [25, 11] },
      (car) => ['Volkswagen', 'Renault'].includes(car.brand) && [25, 11].includes(car.countryId),
    ],
  ])('filters by %s', async (_name, body, predicate) => {
    const expected = idsWhere(predicate);
    const result = await searchAll(body);
    expect(result.ids).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('an empty body means no filters', async () => {
    const { agent, csrfToken } = await harness.client();
    const response = await agent.post('/api/cars/search').set('X-CSRF-Token', csrfToken).expect(200);
    expect(response.body.total).toBe(12);
  });

  it.each<[string, (a: Car, b: Car) => boolean]>([
    ['price_asc', (a, b) => !(num(a) > num(b))],
    ['price_desc', (a, b) => !(num(a) < num(b))],
    ['year_desc', (a, b) => a.year >= b.year],
    ['mileage_asc', (a, b) => a.mileage <= b.mileage],
  ])('sorts by %s', async (sort, inOrder) => {
    const { agent, csrfToken } = await harness.client();
    const response = await agent
      .post('/api/cars/search')
      .set('X-CSRF-Token', csrfToken)
      .send({ sort, pageSize: 12 })
      .expect(200);
    const list = response.body.cars as Car[];
    expect(list).toHaveLength(12);
    for (let index = 1; index < list.length; index++) expect(inOrder(list[index - 1]!, list[index]!)).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['a string where a number belongs', { minPrice: '1000' }, 'minPrice'],
    ['a negative price', { minPrice: -5 }, 'minPrice'],
    ['a negative mileage', { maxMileage: -1 }, 'maxMileage'],
    ['a fractional number', { maxPrice: 999.5 }, 'maxPrice'],
    ['year 1800', { minYear: 1800 }, 'minYear'],
    ['a year after next year', { maxYear: maxYear() + 1 }, 'maxYear'],
    ['an unknown sort', { sort: 'newest' }, 'sort'],
    ['a query operator object', { brand: { $gt: '' } }, 'brand'],
    ['an operator in a list', { fuelTypes: [{ $ne: null }] }, 'fuelTypes.0'],
    ['an unknown fuel', { fuelTypes: ['steam'] }, 'fuelTypes.0'],
    ['an unknown field', { $where: '1' }, '$where'],
    ['an operator among brands', { brand: ['BMW', { $gt: '' }] }, 'brand'],
    ['too many brands', { brand: Array.from({ length: 11 }, (_, index) => `Brand ${index}`) }, 'brand'],
    ['a country as text', { countryId: ['4'] }, 'countryId'],
    ['min above max', { minYear: 2020, maxYear: 2010 }, 'maxYear'],
    ['page 0', { page: 0 }, 'page'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const { agent, csrfToken } = await harness.client();
    const response = await agent
      .post('/api/cars/search')
      .set('X-CSRF-Token', csrfToken)
      .send(body as object)
      .expect(400);
    expect(response.body.code).toBe('validation_failed');
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(response.body.message).toContain(field);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const { agent, csrfToken } = await harness.client();
    const broken = await agent
      .post('/api/cars/search')
      .set('X-CSRF-Token', csrfToken)
      .set('Content-Type', 'application/json')
      .send('{"brand": ')
      .expect(400);
    expect(broken.body.code).toBe('invalid_json');
    await agent.post('/api/cars/search').set('X-CSRF-Token', csrfToken).send(['BMW']).expect(400);
  });
});

describe('CSRF protection', () => {
  it('refuses a non-GET request without the session token', async () => {
    const response = await request(harness.app).post('/api/cars/search').send({}).expect(403);
    expect(response.body.code).toBe('csrf_invalid');
    const { agent } = await harness.client();
    await agent.post('/api/cars/search').send({}).expect(403);
    await agent.post('/api/cars/search').set('X-CSRF-Token', 'forged').send({}).expect(403);
  });

  it('accepts the token in X-CSRF-Token or CSRF-Token, but only with its own session', async () => {
    const first = await harness.client();
    const second = await harness.client();
    await first.agent.post('/api/cars/search').set('X-CSRF-Token', first.csrfToken).send({}).expect(200);
    await first.agent.post('/api/cars/search').set('CSRF-Token', first.csrfToken).send({}).expect(200);
    await first.agent.post('/api/cars/search').set('X-CSRF-Token', second.csrfToken).send({}).expect(403);
  });

  it('hands out the same token for the session, uncached', async () => {
    const { agent, csrfToken } = await harness.client();
    const again = await agent.get('/api/csrf-token').expect(200);
    expect(again.body.csrfToken).toBe(csrfToken);
    expect(again.headers['cache-control']).toBe('no-store');
  });
});

describe('single cars, comparison and views', () => {
  it('answers a car by numeric id, base64 id or slug', async () => {
    const car = cars[3]!;
    for (const id of [String(car.id), encodeCarId(car.id), carSlug(car)]) {
      const response = await request(harness.app).get(`/api/cars/${id}`).expect(200);
      expect(response.body).toMatchObject({ id: car.id, brand: 'BMW', model: '3 Series' });
    }
  });

  it('answers 404 with the fixed not-found text for an unknown car and 400 for a malformed id', async () => {
    const missing = await request(harness.app).get('/api/cars/9999').expect(404);
    expect(missing.body).toEqual({ code: 'not_found', message: CAR_NOT_FOUND_MESSAGE });
    await request(harness.app).get('/api/cars/not-a-car!').expect(400);
  });

  it('compares up to two cars, in the order asked', async () => {
    const { agent, csrfToken } = await harness.client();
    const response = await agent
      .post('/api/cars/compare')
      .set('X-CSRF-Token', csrfToken)
      .send({ ids: [5, 2] })
      .expect(200);
    expect(response.body.cars.map((car: Car) => car.id)).toEqual([5, 2]);
    const tooMany = await agent
      .post('/api/cars/compare')
      .set('X-CSRF-Token', csrfToken)
      .send({ ids: [1, 2, 3] })
      .expect(400);
    expect(tooMany.body.message).toContain('You can compare up to 2 cars at a time');
    await agent
      .post('/api/cars/compare')
      .set('X-CSRF-Token', csrfToken)
      .send({ ids: ['1'] })
      .expect(400);
    const unknown = await agent
      .post('/api/cars/compare')
      .set('X-CSRF-Token', csrfToken)
      .send({ ids: [1, 999] })
      .expect(200);
    expect(unknown.body.cars.map((car: Car) => car.id)).toEqual([1]);
  });

  it('counts one view per visitor, car and day, and answers the count', async () => {
    const { agent, csrfToken } = await harness.client();
    const first = await agent.post('/api/cars/7/view').set('X-CSRF-Token', csrfToken).expect(200);
    expect(first.body).toEqual({ success: true, viewCount: 1 });
    // The same visitor again, under another form of the id: not counted twice.
    const again = await agent
      .post(`/api/cars/${encodeCarId(7)}/view`)
      .set('X-CSRF-Token', csrfToken)
      .expect(200);
    expect(again.body.viewCount).toBe(1);
    // Another visitor (signed in) counts.
    const user = await harness.createUser();
    const signedIn = await harness.signIn(user.username);
    const second = await signedIn.agent.post('/api/cars/7/view').set('X-CSRF-Token', signedIn.csrfToken).expect(200);
    expect(second.body.viewCount).toBe(2);
    expect((await request(harness.app).get('/api/cars/7')).body.viewCount).toBe(2);
    const page = await request(harness.app).get('/api/cars?pageSize=48').expect(200);
    expect(page.body.cars.find((car: Car) => car.id === 7).viewCount).toBe(2);
    await agent.post('/api/cars/9999/view').set('X-CSRF-Token', csrfToken).expect(404);
  });

  it('counts a view like a search impression: the count and the once-a-day mark are written within a second, not in the way of the answer', async () => {
    const counts = await harness.services.store.collection<{ key: string; count: number }>(DAILY_COUNTERS_COLLECTION);
    const marks = await harness.services.store.collection<{ key: string }>(DAILY_MARKS_COLLECTION);
    const { agent, csrfToken } = await harness.client();
    const first = await agent.post('/api/cars/11/view').set('X-CSRF-Token', csrfToken).expect(200);
    expect(first.body.viewCount).toBe(1);
    // Answered before anything of it was written.
    expect(await counts.count({ subject: '11' })).toBe(0);
    expect(await marks.count({ key: { $regex: /\|view\|11\|/ } })).toBe(0);
    await expect.poll(() => counts.count({ subject: '11' }), { timeout: 3000 }).toBe(2);
    await expect.poll(() => marks.count({ key: { $regex: /\|view\|11\|/ } }), { timeout: 3000 }).toBe(1);
    expect((await counts.findOne({ key: 'listing.view|11|all' }))?.count).toBe(1);
    // Once a day per visitor, also for an instance that never saw this visitor (another one, or after a restart).
    const [mark] = await marks.find({ key: { $regex: /\|view\|11\|/ } });
    const restarted = await OncePerDay.open(harness.services.store);
    expect(await restarted.markSoon(mark!.key.slice(mark!.key.indexOf('|') + 1))).toBe(false);
    expect((await agent.post('/api/cars/11/view').set('X-CSRF-Token', csrfToken).expect(200)).body.viewCount).toBe(1);
  });

  it('keeps views out of the listing document, so a view rewrites nothing there', async () => {
    const before = await harness.services.listings.findById(8);
    const { agent, csrfToken } = await harness.client();
    await agent.post('/api/cars/8/view').set('X-CSRF-Token', csrfToken).expect(200);
    expect(await harness.services.listings.findById(8)).toEqual(before);
  });

  it('limits counted views per client address', async () => {
    const limited = await createTestApp({
      listings: FIXTURES.slice(0, 2),
      config: { rateLimits: { ...GENEROUS_RATE_LIMITS, carViews: { limit: 3, windowMs: 60_000 } } },
    });
    try {
      const { agent, csrfToken } = await limited.client();
      for (let index = 0; index < 3; index++)
        await agent.post('/api/cars/1/view').set('X-CSRF-Token', csrfToken).expect(200);
      const refused = await agent.post('/api/cars/2/view').set('X-CSRF-Token', csrfToken).expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('hides internal fields (owner account, source) from public listings', async () => {
    const response = await request(harness.app).get('/api/cars/1').expect(200);
    expect(response.body).not.toHaveProperty('dealerId');
    expect(response.body).not.toHaveProperty('source');
    expect(response.body).toMatchObject({ status: 'active', sellerId: null });
  });
});

describe('countries, unknown paths, failures and the app shell', () => {
  it('lists the 27 EU member states, cacheable for 30 minutes', async () => {
    const response = await request(harness.app).get('/api/countries').expect(200);
    expect(response.body).toHaveLength(27);
    expect(response.body[0]).toEqual(
      expect.objectContaining({
        id: 1,
        code: expect.any(String),
        nameEn: expect.any(String),
        nameHr: expect.any(String),
        nameDe: expect.any(String),
      }),
    );
    expect(response.headers['cache-control']).toBe('public, max-age=1800');
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const response = await request(harness.app).get('/api/nope').expect(404);
    expect(response.body).toEqual({ code: 'not_found', message: 'No such API endpoint: GET /api/nope' });
    const { agent, csrfToken } = await harness.client();
    await agent.post('/api/nope').set('X-CSRF-Token', csrfToken).expect(404);
  });

  it('logs a failure and answers 500 without internals, with the request id', async () => {
    const listings = harness.services.listings;
    const original = listings.findById.bind(listings);
    listings.findById = async () => {
      throw new Error('disk on fire at /secret/path');
    };
    try {
      const response = await request(harness.app).get('/api/cars/1').expect(500);
      expect(response.body.code).toBe('internal_error');
      expect(JSON.stringify(response.body)).not.toContain('disk on fire');
      expect(response.body.message).toContain(response.headers['x-request-id']);
    } finally {
      listings.findById = original;
    }
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await request(harness.app).get('/api/countries');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // The location ("near me" repair shops) and the microphone (voice search) for our own pages only.
    expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(response.headers['permissions-policy']).toContain('microphone=(self)');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('serves prerendered pages and the shell for other deep links, uncached, and hashed assets immutably', async () => {
    const dist = path.join(harness.dataDir, 'dist');
    await request(harness.app).get('/car/abc').expect(503);
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.mkdir(path.join(dist, 'hr', 'car-import-guide'), { recursive: true });
    await fs.writeFile(path.join(dist, 'shell.html'), '<!doctype html><title>shell</title>');
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>home en</title>');
    await fs.writeFile(path.join(dist, 'hr', 'index.html'), '<!doctype html><title>home hr</title>');
    await fs.writeFile(
      path.join(dist, 'hr', 'car-import-guide', 'index.html'),
      '<!doctype html><title>guide hr</title>',
    );
    const pages: [string, string][] = [
      ['/', 'home en'],
      ['/hr', 'home hr'],
      ['/hr/', 'home hr'],
      ['/hr/car-import-guide', 'guide hr'],
      ['/hr/car-import-guide/', 'guide hr'],
    ];
    for (const [link, title] of pages) {
      const response = await request(harness.app).get(link).expect(200);
      expect(response.text).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await request(harness.app).get('/index.html').expect(200)).headers['cache-control']).toBe('no-cache');
    await fs.writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'sw.js'), 'self.x=1');
    await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
    for (const deepLink of ['/car/999999', '/saved-searches', '/de/admin', '/de/contact-us', '/../etc/passwd']) {
      const response = await request(harness.app).get(deepLink).expect(200);
      expect(response.text).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await request(harness.app).get('/assets/app-1234.js').expect(200)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request(harness.app).get('/sw.js').expect(200)).headers['cache-control']).toBe('no-cache');
    const manifest = await request(harness.app).get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('answers a page’s old address with a permanent redirect to its present one, keeping the query', async () => {
    const moves: [string, string][] = [
      ['/hr/uvoz-auta', '/hr/car-import-guide'],
      ['/hr/uvoz-auta/', '/hr/car-import-guide'],
      ['/de/autokauf-import', '/de/car-import-guide'],
      ['/de/autokauf-import?ref=newsletter', '/de/car-import-guide?ref=newsletter'],
      ['/uvoz-auta', '/car-import-guide'],
    ];
    for (const [old, present] of moves) {
      const response = await request(harness.app).get(old).expect(301);
      expect(response.headers.location).toBe(present);
    }
    // The API is never redirected, even under a path that looks like an old page.
    await request(harness.app).get('/api/uvoz-auta').expect(404);
  });

  it("writes a shared car page's title, description and Open Graph tags into the shell, in the page's language", async () => {
    const dist = path.join(harness.dataDir, 'dist');
    await fs.mkdir(dist, { recursive: true });
    await fs.writeFile(
      path.join(dist, 'shell.html'),
      '<!doctype html><html lang="en"><head><title>Autotržni</title><meta name="description" content="generic" /><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
    );
    const car = cars[0]!;
    const english = (
      await request(harness.app)
        .get(`/car/${carSlug(car)}`)
        .expect(200)
    ).text;
    expect(english).toContain(`<title>${car.brand} ${car.model}`);
    expect(english).toMatch(
      new RegExp(`<meta property="og:title" content="${car.brand} ${car.model}[^"]*, ${car.year} · Autotržni">`),
    );
    expect(english).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/images\/cars\/\d+\/detail">/,
    );
    expect(english).not.toContain('content="generic"');
    // The page's first photo starts loading with the HTML, at the size the page picks.
    expect(english).toContain(
      `<link rel="preload" as="image" href="/api/images/cars/${car.id}/detail" imagesrcset="/api/images/cars/${car.id}/card 400w, /api/images/cars/${car.id}/detail 600w" imagesizes="(min-width: 1000px) 600px, (min-width: 768px) calc(100vw - 380px), calc(100vw - 32px)" fetchpriority="high">`,
    );

    const croatian = (await request(harness.app).get(`/hr/car/${car.id}`).expect(200)).text;
    expect(croatian).toContain('<html lang="hr">');
    expect(croatian).toContain('href="/manifest.hr.webmanifest"');
    expect(croatian).toContain('<meta property="og:locale" content="hr_HR">');
    expect(croatian).toMatch(/\d\.\d{3} km|\d{1,3} km/); // Croatian digit grouping

    // No such car (or no car id at all): the plain shell, the app says "not found".
    for (const link of ['/car/999999', '/de/car/not-a-car']) {
      const text = (await request(harness.app).get(link).expect(200)).text;
      expect(text).toContain('<title>Autotržni</title>');
      expect(text).not.toContain('og:title');
    }
  });
});
