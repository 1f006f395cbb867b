/**
 * The listing index's shortcuts against the plain rules: a search whose total is already known stops at the end
 * of its page (and still answers the same pages and totals, also after a write), and market-value candidates
 * found by walking outwards from the subject's mileage are the nearest ones with ties by id.
 */
import { describe, expect, it } from 'vitest';
import { byMileageDistance, subjectOf, type ValuedCar } from './market-value';
import { ListingIndex, type IndexableListing } from './listing-index';
import { compareListings, compileListingMatcher, searchRequestSchema, type MatchableListing } from '@contract/search';
import { generateListings } from '../seed/generate-listings';
import { makeListing } from '@contract/testing/listing-fixture';

const listings: MatchableListing[] = generateListings({
  count: 3000,
  seed: 11,
  now: new Date('2026-11-01T00:00:00Z'),
}).map((car, index) => ({
  ...car,
  id: index + 1,
  status: 'active',
}));

function expected(rows: MatchableListing[], body: Record<string, unknown>) {
  const request = searchRequestSchema.parse(body);
  const matches = rows.filter(compileListingMatcher(request)).sort(compareListings(request.sort));
  const first = (request.page - 1) * request.pageSize;
  return { ids: matches.slice(first, first + request.pageSize).map((row) => row.id), total: matches.length };
}

describe('the listing index', () => {
  it('answers every page of a repeated search like a fresh scan, and a new total after a write', () => {
    const index = new ListingIndex();
    index.upsert(listings);
    const filters = { fuelTypes: ['diesel'], minYear: 2014, maxYear: 2021 };
    for (const sort of ['price_asc', 'mileage_asc', 'year_desc'] as const) {
      for (const page of [1, 2, 5, 1, 40]) {
        expect(index.search(searchRequestSchema.parse({ ...filters, sort, page }))).toEqual(
          expected(listings, { ...filters, sort, page }),
        );
      }
    }
    // The same filters with their values in another order share the total.
    expect(index.count(searchRequestSchema.parse({ ...filters, fuelTypes: ['diesel'] }))).toBe(
      expected(listings, filters).total,
    );
    const changed = listings.map((row) =>
      row.fuelType === 'diesel' && row.id % 3 === 0 ? { ...row, fuelType: 'petrol' as const } : row,
    );
    index.upsert(changed);
    expect(index.search(searchRequestSchema.parse({ ...filters, page: 2 }))).toEqual(
      expected(changed, { ...filters, page: 2 }),
    );
    expect(index.count(searchRequestSchema.parse(filters))).toBe(expected(changed, filters).total);
  });

  it('finds by each newer filter and in the newest-first order what the matching function finds', () => {
    const index = new ListingIndex();
    index.upsert(listings);
    const searches: Record<string, unknown>[] = [
      {},
      { fuelTypes: ['lpg'] },
      { fuelTypes: ['cng', 'plugin_hybrid'] },
      { minPowerKw: 110 },
      { minPowerKw: 70, maxPowerKw: 96 },
      { minRegistration: '2019-03', maxRegistration: '2021' },
      { maxRegistration: '2015-06' },
      { sellerType: 'private' },
      { sellerType: 'dealer', fuelTypes: ['diesel'] },
      { equipment: ['navigation'] },
      { equipment: ['navigation', 'towBar', 'heatedSeats'] },
      { equipment: ['towBar'], sellerType: 'private', minPowerKw: 100 },
    ];
    for (const filters of searches) {
      for (const sort of ['listed_desc', 'mileage_asc', 'year_desc'] as const) {
        const body = { ...filters, sort, page: 2, pageSize: 10 };
        const answer = index.search(searchRequestSchema.parse(body));
        expect(answer).toEqual(expected(listings, body));
      }
      // Each of these finds some cars and leaves some out, so that the filter is really tested.
      const total = expected(listings, filters).total;
      if (Object.keys(filters).length > 0) {
        expect(total).toBeGreaterThan(0);
        expect(total).toBeLessThan(listings.length);
      }
    }
  });

  it('answers the nearest comparables in mileage, ties by id, from both sides of the subject, of the same fuel, gearbox, condition and power', () => {
    const details = { ...makeListing().additionalDetails, firstRegistration: '2019-04' };
    const base: Omit<IndexableListing, 'id' | 'price' | 'mileage'> = {
      brand: 'Škoda',
      model: 'Octavia',
      year: 2019,
      fuelType: 'diesel',
      transmission: 'manual',
      bodyType: 'wagon',
      color: 'gray',
      countryId: 4,
      location: 'Zagreb',
      status: 'active',
      listingType: 'used',
      additionalDetails: details,
    };
    // Equal distances below and above the subject (80,000 and 100,000 around 90,000), several at one mileage.
    const mileages = [
      90_000, 80_000, 100_000, 80_000, 100_000, 95_000, 85_000, 60_000, 120_000, 90_000, 80_000, 70_000,
    ];
    const rows: IndexableListing[] = mileages.map((mileage, index) => ({
      ...base,
      id: 100 - index * 7,
      mileage,
      price: 10_000 + index,
    }));
    rows.push(
      { ...base, id: 1, mileage: 90_000, price: 'Na upit' },
      { ...base, id: 2, mileage: 90_000, price: 9_000, year: 2015 },
      { ...base, id: 3, mileage: 90_000, price: 9_000, fuelType: 'petrol' },
      { ...base, id: 4, mileage: 90_000, price: 9_000, transmission: 'automatic' },
      { ...base, id: 5, mileage: 90_000, price: 9_000, listingType: 'demo' },
      { ...base, id: 6, mileage: 90_000, price: 9_000, additionalDetails: { ...details, powerKw: 85 } },
    );
    const index = new ListingIndex();
    index.upsert(rows);
    const query = {
      brand: 'Škoda',
      model: 'Octavia',
      fuelType: 'diesel',
      transmission: 'manual',
      condition: 'used',
      minYear: 2018,
      maxYear: 2020,
      minPowerKw: 88,
      maxPowerKw: 132,
      mileage: 90_000,
      excludeId: 100,
    } as const;
    const candidates = rows
      .filter((row) => row.id !== 100 && row.id > 6 && typeof row.price === 'number')
      .map((row) => ({ ...subjectOf(row as ValuedCar), price: row.price as number }))
      .sort(byMileageDistance(90_000));
    for (const limit of [1, 3, 6, 9, 50])
      expect(index.comparables({ ...query, limit })).toEqual(candidates.slice(0, limit));
    expect(index.comparables({ ...query, mileage: 0, limit: 4 })).toEqual(
      [...candidates].sort(byMileageDistance(0)).slice(0, 4),
    );
    expect(index.comparables({ ...query, mileage: 500_000, limit: 4 })).toEqual(
      [...candidates].sort(byMileageDistance(500_000)).slice(0, 4),
    );
    // The value model's samples: the used listings priced above 0, by id.
    expect(index.valueSamples().map((sample) => sample.id)).toEqual(
      rows
        .filter((row) => typeof row.price === 'number' && row.id !== 5)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
  });
});
