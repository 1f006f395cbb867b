import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from '@contract/testing/listing-fixture';
import { createTestApp } from '../../testing/test-app';

// Listings with known values; the expected counts are worked out by hand from this table.
const FIXTURES = [
  makeListing({ brand: 'Škoda', model: 'Octavia', price: 15_000, year: 2019, fuelType: 'diesel', countryId: 4 }),
  makeListing({ brand: 'Škoda', model: 'Octavia', price: 18_500, year: 2021, fuelType: 'diesel', countryId: 4 }),
  makeListing({ brand: 'Škoda', model: 'Fabia', price: 7_900, year: 2016, fuelType: 'petrol', countryId: 4 }),
  makeListing({ brand: 'BMW', model: 'X1', price: 27_500, year: 2022, fuelType: 'hybrid', countryId: 1 }),
  makeListing({ brand: 'Volkswagen', model: 'Golf', price: 12_000, year: 2017, fuelType: 'petrol', countryId: 25 }),
  makeListing({
    brand: 'Volkswagen',
    model: 'Golf',
    price: 21_000,
    year: 2022,
    fuelType: 'diesel',
    countryId: 11,
    status: 'sold',
  }),
];

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ listings: FIXTURES });
});
afterAll(() => harness.close());

async function post(path: string, body: unknown, status = 200) {
  const { agent, csrfToken } = await harness.client();
  return (
    await agent
      .post(path)
      .set('X-CSRF-Token', csrfToken)
      .send(body as object)
      .expect(status)
  ).body;
}

describe('POST /api/cars/count', () => {
  it('counts the active listings the filters find', async () => {
    expect(await post('/api/cars/count', {})).toEqual({ total: 5 });
    expect(await post('/api/cars/count', { brand: 'skoda' })).toEqual({ total: 3 });
    expect(await post('/api/cars/count', { brand: 'Škoda', maxPrice: 16_000 })).toEqual({ total: 2 });
    // The sold Golf is not counted.
    expect(await post('/api/cars/count', { brand: 'Volkswagen', model: 'Golf' })).toEqual({ total: 1 });
    expect(await post('/api/cars/count', { brand: 'Tesla' })).toEqual({ total: 0 });
  });

  it('answers 400 for filters the search refuses, and takes no paging', async () => {
    expect((await post('/api/cars/count', { maxPrice: -1 }, 400)).code).toBeDefined();
    await post('/api/cars/count', { minYear: 2020, maxYear: 2010 }, 400);
    await post('/api/cars/count', { page: 2 }, 400);
  });
});

describe('POST /api/cars/relaxations', () => {
  it('says, for an empty search, how many cars each dropped filter would find, most first', async () => {
    const body = await post('/api/cars/relaxations', {
      brand: 'Škoda',
      model: 'Octavia',
      maxPrice: 10_000,
      fuelTypes: ['petrol'],
    });
    expect(body).toEqual({
      total: 0,
      relaxations: [
        // Without the brand (and so its model): the petrol cars up to 10,000 € — the Fabia. Without the
        // model: the Škoda petrol cars up to 10,000 € — the Fabia. Without the price: petrol Octavias — none.
        // Without the fuel: Octavias up to 10,000 € — none.
        { filter: 'model', total: 1 },
        { filter: 'brand', total: 1 },
      ],
    });
  });

  it('gives the price relaxation its count ("without the price limit: 2 cars")', async () => {
    const body = await post('/api/cars/relaxations', { brand: 'Škoda', model: 'Octavia', maxPrice: 10_000 });
    expect(body.total).toBe(0);
    expect(body.relaxations).toContainEqual({ filter: 'price', total: 2 });
  });

  it('answers no relaxations without filters, and 400 for bad ones', async () => {
    expect(await post('/api/cars/relaxations', {})).toEqual({ total: 5, relaxations: [] });
    await post('/api/cars/relaxations', { color: ['plaid'] }, 400);
  });
});
