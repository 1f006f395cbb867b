import { describe, expect, it } from 'vitest';
import type { StoredListing } from '../../../lib/db';
import { makeCar } from '@contract/testing/listing-fixture';
import { PAGE_SIZE } from '@contract/catalog/vehicle';
import { searchRequestSchema } from '@contract/search';
import { normaliseSearchRequest } from '../state/search-request';
import { searchStoredListings } from './offline-search';

const stored = (seenAt: number, ...overrides: Parameters<typeof makeCar>[0][]): StoredListing[] =>
  overrides.map((override) => ({ id: override.id, car: makeCar(override), seenAt, packIds: [] }));

const listings = [
  ...stored(
    5000,
    { id: 1, price: 12_000, year: 2018, mileage: 90_000 },
    { id: 2, price: 8_000, year: 2015, mileage: 150_000 },
  ),
  ...stored(
    3000,
    { id: 3, price: 12_000, year: 2021, mileage: 30_000, brand: 'BMW', model: 'X1' },
    { id: 4, price: 'Na upit', year: 2020, mileage: 40_000 },
    { id: 5, price: 20_000, year: 2021, mileage: 10_000, fuelType: 'petrol' },
  ),
];

const ids = (request: Parameters<typeof searchStoredListings>[1]) =>
  searchStoredListings(listings, request).cars.map((car) => car.id);

describe('offline search over stored listings', () => {
  it('sorts like the server: numbers before text, ties by id', () => {
    expect(ids({ sort: 'price_asc', page: 1, pageSize: 8 })).toEqual([2, 1, 3, 5, 4]);
    expect(ids({ sort: 'price_desc', page: 1, pageSize: 8 })).toEqual([4, 5, 1, 3, 2]);
    expect(ids({ sort: 'year_desc', page: 1, pageSize: 8 })).toEqual([3, 5, 4, 1, 2]);
    expect(ids({ sort: 'mileage_asc', page: 1, pageSize: 8 })).toEqual([5, 3, 4, 1, 2]);
  });

  it('answers pages of the size the API answers (PAGE_SIZE by default)', () => {
    const many = stored(1000, ...Array.from({ length: 2 * PAGE_SIZE + 3 }, (_, index) => ({ id: index + 1 })));
    const device = normaliseSearchRequest({});
    expect(device.pageSize).toBe(searchRequestSchema.parse({}).pageSize);
    expect(searchStoredListings(many, device).cars).toHaveLength(PAGE_SIZE);
    expect(searchStoredListings(many, { ...device, page: 3 }).cars).toHaveLength(3);
  });

  it('pages like the server and counts every match', () => {
    expect(searchStoredListings(listings, { sort: 'price_asc', page: 2, pageSize: 2 })).toMatchObject({
      total: 5,
      page: 2,
      pageSize: 2,
    });
    expect(ids({ sort: 'price_asc', page: 2, pageSize: 2 })).toEqual([3, 5]);
    expect(ids({ sort: 'price_asc', page: 3, pageSize: 2 })).toEqual([4]);
    expect(ids({ sort: 'price_asc', page: 4, pageSize: 2 })).toEqual([]);
  });

  it('filters with the shared semantics, canonicalising the request as the API does', () => {
    expect(ids({ brand: ['skoda'], sort: 'price_asc', page: 1, pageSize: 8 })).toEqual([2, 1, 5, 4]);
    expect(ids({ minPrice: 10_000, sort: 'price_asc', page: 1, pageSize: 8 })).toEqual([1, 3, 5]); // a text price is in no range
    expect(ids({ fuelTypes: ['petrol'], minYear: 2021, sort: 'price_asc', page: 1, pageSize: 8 })).toEqual([5]);
  });

  it('says how many listings it searched and how old the oldest is', () => {
    expect(searchStoredListings(listings, { brand: ['BMW'], sort: 'price_asc', page: 1, pageSize: 8 })).toMatchObject({
      source: 'offline',
      total: 1,
      searchedCount: 5,
      oldestSavedAt: 3000,
    });
    expect(searchStoredListings([], { sort: 'price_asc', page: 1, pageSize: 8 })).toMatchObject({
      total: 0,
      searchedCount: 0,
      oldestSavedAt: null,
    });
  });
});
