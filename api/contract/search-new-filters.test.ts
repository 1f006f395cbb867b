/**
 * The newer filters and the newest-first order, spelled out on a few hand-made listings: what the matching
 * function (the device's offline search) and the MongoDB query (NeDB's implementation of its language) select.
 * The agreement property test (api/features/cars/search-agreement.property.test.ts) checks the index against both.
 */
import Datastore from '@seald-io/nedb';
import { describe, expect, it } from 'vitest';
import { hpToKw, kwToHp } from './catalog/vehicle';
import {
  buildListingFilter,
  buildListingSort,
  compareListings,
  compileListingMatcher,
  registrationBounds,
  searchRequestSchema,
  type MatchableListing,
} from './search';
import { searchInputFromQuery, searchQueryFromRequest } from './search-url';

const base: Omit<MatchableListing, 'id'> = {
  brand: 'Škoda',
  model: 'Octavia',
  price: 15_000,
  year: 2019,
  mileage: 90_000,
  fuelType: 'petrol',
  transmission: 'manual',
  bodyType: 'wagon',
  color: 'gray',
  countryId: 1,
  location: 'Zagreb',
  status: 'active',
};

const listings: MatchableListing[] = [
  {
    ...base,
    id: 1,
    fuelType: 'lpg',
    listedAt: '2026-11-03T10:00:00.000Z',
    seller: { type: 'private' },
    additionalDetails: { powerKw: 74, firstRegistration: '2021-05', features: ['navigation', 'towBar'] },
  },
  {
    ...base,
    id: 2,
    fuelType: 'cng',
    listedAt: '2026-11-20T10:00:00.000Z',
    seller: { type: 'dealer' },
    additionalDetails: { powerKw: 96, firstRegistration: '2019-12', features: ['navigation'] },
  },
  {
    ...base,
    id: 3,
    fuelType: 'plugin_hybrid',
    listedAt: '2026-11-20T10:00:00.000Z',
    seller: { type: 'dealer' },
    additionalDetails: { powerKw: 150, firstRegistration: '2020', features: ['towBar', 'heatedSeats', 'navigation'] },
  },
  {
    ...base,
    id: 4,
    fuelType: 'hybrid',
    listedAt: '2026-10-01T10:00:00.000Z',
    // A copy stored without seller, power or registration: none of those filters finds it.
    additionalDetails: { features: [] },
  },
  {
    ...base,
    id: 5,
    listedAt: '2026-11-25T10:00:00.000Z',
    status: 'sold',
    seller: { type: 'dealer' },
    additionalDetails: { powerKw: 110, firstRegistration: '2020-02', features: ['navigation'] },
  },
];

async function viaMongoQuery(body: Record<string, unknown>): Promise<number[]> {
  const request = searchRequestSchema.parse(body);
  const db = new Datastore<MatchableListing>({ inMemoryOnly: true });
  await db.insertAsync(listings.map((listing) => ({ ...listing })));
  const sort = request.sort === 'distance_asc' ? 'listed_desc' : request.sort;
  return (await db.findAsync(buildListingFilter(request)).sort(buildListingSort(sort))).map((row) => row.id);
}

function viaMatcher(body: Record<string, unknown>): number[] {
  const request = searchRequestSchema.parse(body);
  return listings
    .filter(compileListingMatcher(request))
    .sort(compareListings(request.sort))
    .map((row) => row.id);
}

async function both(body: Record<string, unknown>): Promise<number[]> {
  const matched = viaMatcher(body);
  expect(await viaMongoQuery(body)).toEqual(matched);
  return matched;
}

describe('newest listings first', () => {
  it('is the default order, newest first, ties by id', async () => {
    expect(searchRequestSchema.parse({}).sort).toBe('listed_desc');
    expect(await both({})).toEqual([2, 3, 1, 4]);
    expect(buildListingSort('listed_desc')).toEqual({ listedAt: -1, id: 1 });
  });
});

describe('the newer filters', () => {
  it('LPG, CNG and plug-in hybrids are fuels of their own, apart from hybrids', async () => {
    expect(await both({ fuelTypes: ['lpg'] })).toEqual([1]);
    expect(await both({ fuelTypes: ['cng'] })).toEqual([2]);
    expect(await both({ fuelTypes: ['plugin_hybrid'] })).toEqual([3]);
    expect(await both({ fuelTypes: ['hybrid'] })).toEqual([4]);
    expect(await both({ fuelTypes: ['lpg', 'cng'] })).toEqual([2, 1]);
  });

  it('power in kW, both ends included; a listing without a power is never in a power range', async () => {
    expect(await both({ minPowerKw: 96 })).toEqual([2, 3]);
    expect(await both({ maxPowerKw: 96 })).toEqual([2, 1]);
    expect(await both({ minPowerKw: 75, maxPowerKw: 100 })).toEqual([2]);
    expect(await both({ minPowerKw: 0 })).toEqual([2, 3, 1]);
    expect(buildListingFilter({ minPowerKw: 100 })).toMatchObject({ 'additionalDetails.powerKw': { $gte: 100 } });
    expect(() => searchRequestSchema.parse({ minPowerKw: 120, maxPowerKw: 100 })).toThrow();
  });

  it('hp and kW: 150 PS is the 110 kW a listing carries, and back', () => {
    expect(hpToKw(150)).toBe(110);
    expect(kwToHp(110)).toBe(150);
    expect(kwToHp(74)).toBe(101);
  });

  it('first registration by year or month, both ends included; a year alone counts as its January', async () => {
    expect(await both({ minRegistration: '2020' })).toEqual([3, 1]);
    expect(await both({ maxRegistration: '2019' })).toEqual([2]);
    expect(await both({ minRegistration: '2019-12', maxRegistration: '2020' })).toEqual([2, 3]);
    expect(await both({ minRegistration: '2020-01', maxRegistration: '2021-04' })).toEqual([3]);
    expect(await both({ maxRegistration: '2021-05' })).toEqual([2, 3, 1]);
    expect(await both({ minRegistration: '2020-02' })).toEqual([1]);
    expect(registrationBounds({ maxRegistration: '2019-12' })).toEqual({ from: '1900', before: '2020' });
    expect(registrationBounds({ minRegistration: '2019-03', maxRegistration: '2019-06' })).toEqual({
      from: '2019-03',
      before: '2019-07',
    });
    expect(() => searchRequestSchema.parse({ minRegistration: '2019-13' })).toThrow();
    expect(() => searchRequestSchema.parse({ minRegistration: '2020', maxRegistration: '2019-12' })).toThrow();
    expect(() => searchRequestSchema.parse({ minRegistration: '2019-05', maxRegistration: '2019' })).not.toThrow();
  });

  it('seller type: dealers or private sellers', async () => {
    expect(await both({ sellerType: 'dealer' })).toEqual([2, 3]);
    expect(await both({ sellerType: 'private' })).toEqual([1]);
    expect(() => searchRequestSchema.parse({ sellerType: 'robot' })).toThrow();
  });

  it('equipment: every item chosen', async () => {
    expect(await both({ equipment: ['navigation'] })).toEqual([2, 3, 1]);
    expect(await both({ equipment: ['navigation', 'towBar'] })).toEqual([3, 1]);
    expect(await both({ equipment: ['navigation', 'towBar', 'heatedSeats'] })).toEqual([3]);
    expect(await both({ equipment: ['panoramicRoof'] })).toEqual([]);
    expect(() => searchRequestSchema.parse({ equipment: ['jetpack'] })).toThrow();
  });

  it('go through the URL and back', () => {
    const request = searchRequestSchema.parse({
      fuelTypes: ['lpg', 'plugin_hybrid'],
      minPowerKw: 74,
      maxPowerKw: 110,
      minRegistration: '2018-03',
      maxRegistration: '2021',
      sellerType: 'private',
      equipment: ['navigation', 'towBar'],
      sort: 'mileage_asc',
    });
    const query = searchQueryFromRequest(request);
    expect(query.toString()).toBe(
      'fuelTypes=lpg%2Cplugin_hybrid&minPowerKw=74&maxPowerKw=110&minRegistration=2018-03&maxRegistration=2021&sellerType=private&equipment=navigation%2CtowBar&sort=mileage_asc',
    );
    expect(searchRequestSchema.parse(searchInputFromQuery(query))).toEqual(request);
  });
});
