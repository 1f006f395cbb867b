import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Car } from '@contract/car';
import type { MarketValue } from '@contract/market-value';
import { makeListing } from '@contract/testing/listing-fixture';
import { createTestApp } from '../../testing/test-app';
import { MarketValues } from './market-values';

const octavia = (price: number | string, mileage = 90_000, year = 2019) => {
  const listing = makeListing({ brand: 'Škoda', model: 'Octavia', price, mileage, year });
  return { ...listing, additionalDetails: { ...listing.additionalDetails, firstRegistration: `${year}-03` } };
};
const FIXTURES = [
  octavia(15_000), // 1: the market
  octavia(14_000, 95_000),
  octavia(16_000, 85_000),
  octavia(15_500, 100_000, 2020),
  octavia(14_500, 80_000, 2018),
  octavia(8_000, 92_000), // 6: far below: a risk, not a great deal
  octavia(20_000, 91_000), // 7: overpriced
  octavia('Na upit', 90_000), // 8: no price to rate
  makeListing({ brand: 'Tesla', model: 'Model 3', price: 31_000, year: 2022 }), // 9: alone
  { ...octavia(15_000), status: 'draft' as const }, // 10: not public
  { ...octavia(30_000), fuelType: 'petrol' as const }, // 11: not like-for-like: another fuel
  { ...octavia(35_000, 20), listingType: 'new' }, // 12: not like-for-like: a new car
  { ...octavia(9_000), additionalDetails: { ...octavia(0).additionalDetails, powerKw: 85 } }, // 13: not like-for-like: 23 % less power
];

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ listings: FIXTURES });
});
afterAll(() => harness.close());

describe('GET /api/cars/:id/market-value', () => {
  it('answers the median, range, percentile and rating from the comparable listings, and what to search for them', async () => {
    const { body } = await request(harness.app).get('/api/cars/7/market-value').expect(200);
    const value = body as MarketValue;
    expect(value).toMatchObject({
      price: 20_000,
      count: 6,
      enough: true,
      rating: 'overpriced',
      percentile: 100,
      riskNote: false,
    });
    // The far-too-cheap #6 is held in: the value stays with the other five.
    expect(value.median).toBeGreaterThan(14_000);
    expect(value.median).toBeLessThan(16_000);
    expect(value.low).toBeLessThan(value.median!);
    expect(value.high).toBeGreaterThan(value.median!);
    expect(value.comparableIds.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(value.comparables!.map((card) => card.id)).toHaveLength(4);
    expect(value.criteria).toEqual({
      brand: 'Škoda',
      model: 'Octavia',
      fuelType: 'diesel',
      transmission: 'manual',
      minYear: 2016,
      maxYear: 2022,
      minMileage: 80_000,
      maxMileage: 100_000,
    });
  });

  it('flags a price far below the market, says when there is too little data, and answers 404 and 400', async () => {
    expect((await request(harness.app).get('/api/cars/6/market-value').expect(200)).body).toMatchObject({
      rating: 'tooLow',
      riskNote: true,
    });
    expect((await request(harness.app).get('/api/cars/9/market-value').expect(200)).body).toMatchObject({
      rating: 'notEnoughData',
      count: 0,
      median: null,
    });
    expect((await request(harness.app).get('/api/cars/8/market-value').expect(200)).body).toMatchObject({
      rating: 'notEnoughData',
      price: null,
    });
    await request(harness.app).get('/api/cars/10/market-value').expect(404);
    await request(harness.app).get('/api/cars/999/market-value').expect(404);
    const bad = await request(harness.app).get('/api/cars/not-an-id!/market-value').expect(400);
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts/);
  });
});

describe('deal labels in search results', () => {
  it('rates every car of the page', async () => {
    const { body } = await request(harness.app).get('/api/cars?pageSize=48').expect(200);
    const deals = Object.fromEntries((body.cars as Car[]).map((car) => [car.id, car.deal]));
    expect(deals).toMatchObject({ 6: 'tooLow', 7: 'overpriced', 8: 'notEnoughData', 9: 'notEnoughData' });
    // The label is the car details' rating.
    for (const id of [1, 2, 3, 11, 12, 13])
      expect(deals[id]).toBe((await request(harness.app).get(`/api/cars/${id}/market-value`).expect(200)).body.rating);
    // The petrol one, the new one and the weaker one have no like-for-like listing.
    expect(deals).toMatchObject({ 11: 'notEnoughData', 12: 'notEnoughData', 13: 'notEnoughData' });
  });

  it('follows a change of the listings at once (the labels are kept only until a listing changes)', async () => {
    const deals = async () => {
      const { body } = await request(harness.app).get('/api/cars?pageSize=48').expect(200);
      return Object.fromEntries((body.cars as Car[]).map((car) => [car.id, car.deal]));
    };
    expect((await deals())[7]).toBe('overpriced');
    await harness.services.listings.updateListings([{ id: 7, set: { price: 13_900 } }]);
    expect((await deals())[7]).toBe('good');
    await harness.services.listings.updateListings([{ id: 7, set: { price: 20_000 } }]);
    expect((await deals())[7]).toBe('overpriced');
  });

  it('works each label out once while the listings stay as they were', async () => {
    const asked: number[] = [];
    const listings = harness.services.listings;
    const values = new MarketValues({
      findComparables: (query) => {
        asked.push(query.excludeId);
        return listings.findComparables(query);
      },
      findValueSamples: () => listings.findValueSamples(),
      version: () => listings.version!(),
    });
    const page = await listings.findByIds([1, 6, 7]);
    const first = await values.ratings(page);
    expect(await values.ratings(page)).toEqual(first);
    expect(asked.sort((a, b) => a - b)).toEqual([1, 6, 7]);
    await listings.updateListings([{ id: 9, set: { price: 30_000 } }]);
    await values.ratings(page);
    expect(asked).toHaveLength(6);
  });
});
