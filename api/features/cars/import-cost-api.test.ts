import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { estimateImport } from '@contract/import-cost';
import { importInputsFromListing } from '@contract/import-cost/from-listing';
import { makeCar, makeListing } from '@contract/testing/listing-fixture';
import { createTestApp } from '../../testing/test-app';

const german = makeListing({
  brand: 'Volkswagen',
  model: 'Golf',
  modelDescription: '2.0 TDI',
  year: 2018,
  countryId: 11,
  location: 'München',
  price: 16_000,
  mileage: 98_000,
});
const FIXTURES = [german, makeListing({ countryId: 4, location: 'Zagreb' })];

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ listings: FIXTURES });
});
afterAll(() => harness.close());

describe('GET /api/cars/:id/import-cost', () => {
  it('answers the estimate the device computes, with the estimated inputs marked', async () => {
    const { body } = await request(harness.app).get('/api/cars/1/import-cost').expect(200);
    expect(body.foreign).toBe(true);
    expect(body.estimated).toMatchObject({ asNewPrice: true, co2: true });
    const device = importInputsFromListing(makeCar({ ...german, id: 1 }));
    expect(body.inputs).toEqual(device.inputs);
    expect(body.estimate).toEqual(estimateImport(device.inputs!));
    expect(body.estimate.landed).toBeGreaterThan(16_000);
  });

  it('measures the trip to the chosen Croatian town', async () => {
    const zagreb = (await request(harness.app).get('/api/cars/1/import-cost').expect(200)).body;
    const split = (await request(harness.app).get('/api/cars/1/import-cost?destination=split').expect(200)).body;
    expect(split.inputs.tripKm).toBeGreaterThan(zagreb.inputs.tripKm);
  });

  it('says a Croatian listing needs no import, and answers 400 and 404 for bad requests', async () => {
    expect((await request(harness.app).get('/api/cars/2/import-cost').expect(200)).body).toEqual({ foreign: false });
    const bad = await request(harness.app).get('/api/cars/1/import-cost?destination=atlantis').expect(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed' });
    await request(harness.app).get('/api/cars/999/import-cost').expect(404);
  });
});
