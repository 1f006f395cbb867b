/**
 * The readings of the search semantics must agree: the MongoDB filter and sort from the query builder,
 * evaluated by a real MongoDB query-language implementation (NeDB's matcher and sorter); the shared
 * matching function and sort order (which the PWA's offline search runs); and the embedded listing
 * index, which evaluates the same filter plan on its columns.
 */
import Datastore from '@seald-io/nedb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_SORT_OPTIONS, SORT_OPTIONS, type SortOption } from '@contract/catalog/vehicle';
import {
  buildListingFilter,
  buildListingSort,
  buildRadiusFilter,
  compareListings,
  compileListingMatcher,
  isFieldSort,
  searchRequestSchema,
  type FieldSort,
  type MatchableListing,
} from '@contract/search';
import { BODY_TYPES, COLORS, FEATURES, FUEL_TYPES, SELLER_TYPES, TRANSMISSIONS } from '@contract/catalog/vehicle';
import type { ListingStatus } from '@contract/car';
import { distanceKm } from '@contract/distance';
import { RADIUS_OPTIONS, nearFromPoint } from '@contract/near';
import { resolveNear } from '@contract/places/near-point';
import { ListingIndex } from './listing-index';

/** The orders by a listing's own field (nearest first needs a point: the near property below). */
const FIELD_SORTS = FIELD_SORT_OPTIONS;
const fieldSort = (sort: SortOption): FieldSort => {
  if (!isFieldSort(sort)) throw new Error('a field sort was generated');
  return sort;
};

const BRAND_MODELS = { Škoda: ['Octavia', 'Fabia'], BMW: ['3 Series', 'X1'], Tesla: ['Model 3'] } as const;
const BRANDS = Object.keys(BRAND_MODELS) as (keyof typeof BRAND_MODELS)[];
const CITIES = ['Zagreb', 'Split', 'Wien', 'München', 'Ljubljana', 'Zagreb-Dubrava', 'Graz'];

const listingArbitrary = fc
  .record({
    brand: fc.constantFrom(...BRANDS),
    modelIndex: fc.nat(1),
    // Coarse grids, so that range boundaries are hit exactly and sort keys tie.
    price: fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 0, max: 60 }).map((k) => k * 1000) },
      { weight: 1, arbitrary: fc.constantFrom('Na upit', 'POA', '12000') },
    ),
    year: fc.integer({ min: 2010, max: 2027 }),
    mileage: fc.integer({ min: 0, max: 40 }).map((k) => k * 10_000),
    fuelType: fc.constantFrom(...FUEL_TYPES),
    transmission: fc.constantFrom(...TRANSMISSIONS),
    bodyType: fc.constantFrom(...BODY_TYPES),
    color: fc.constantFrom(...COLORS),
    countryId: fc.integer({ min: 1, max: 6 }),
    location: fc.constantFrom(...CITIES),
    // Stored listings always have a status (an active one most of the time); search finds active ones only.
    status: fc.constantFrom<ListingStatus[]>('active', 'active', 'active', 'sold', 'inactive', 'expired', 'draft'),
    // Days on a coarse grid, so that listings of one day tie (newest first then goes by id).
    listedAt: fc.integer({ min: 1, max: 20 }).map((day) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`),
    // Old copies may lack a seller type, a power or a registration; a registration may be a year alone.
    sellerType: fc.option(fc.constantFrom(...SELLER_TYPES), { nil: undefined, freq: 8 }),
    powerKw: fc.option(
      fc.integer({ min: 4, max: 30 }).map((k) => k * 10),
      { nil: undefined, freq: 8 },
    ),
    registration: fc.option(
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .tuple(fc.integer({ min: 2016, max: 2022 }), fc.integer({ min: 1, max: 12 }))
            .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
        },
        { weight: 1, arbitrary: fc.integer({ min: 2016, max: 2022 }).map(String) },
        { weight: 1, arbitrary: fc.constant('') },
      ),
      { nil: undefined, freq: 8 },
    ),
    features: fc.subarray(['navigation', 'towBar', 'heatedSeats', 'rearCamera', 'bluetooth'] as const),
  })
  .map(({ modelIndex, sellerType, powerKw, registration, features, ...rest }): Omit<MatchableListing, 'id'> => {
    const models = BRAND_MODELS[rest.brand];
    return {
      ...rest,
      model: models[modelIndex % models.length]!,
      ...(sellerType ? { seller: { type: sellerType } } : {}),
      additionalDetails: {
        features: [...features],
        ...(powerKw !== undefined ? { powerKw } : {}),
        ...(registration !== undefined ? { firstRegistration: registration } : {}),
      },
    };
  });

const filterValues = {
  // One value (the old form) or several: several brands, models tied to them, several countries.
  brand: fc.oneof(
    fc.constantFrom('skoda', 'Škoda', 'BMW', 'tesla', 'Dacia'),
    fc.uniqueArray(fc.constantFrom('skoda', 'BMW', 'tesla', 'Dacia'), { minLength: 1, maxLength: 3 }),
  ),
  model: fc.oneof(
    fc.constantFrom('Octavia', 'fabia', '3 Series', 'Model 3'),
    fc.uniqueArray(fc.constantFrom('Octavia', 'fabia', '3 Series', 'X1', 'Model 3', 'Golf'), {
      minLength: 1,
      maxLength: 3,
    }),
  ),
  minPrice: fc.integer({ min: 0, max: 40 }).map((k) => k * 1000),
  maxPrice: fc.integer({ min: 0, max: 60 }).map((k) => k * 1000),
  minYear: fc.integer({ min: 2010, max: 2027 }),
  maxYear: fc.integer({ min: 2010, max: 2027 }),
  minMileage: fc.integer({ min: 0, max: 30 }).map((k) => k * 10_000),
  maxMileage: fc.integer({ min: 0, max: 40 }).map((k) => k * 10_000),
  fuelTypes: fc.subarray([...FUEL_TYPES]),
  bodyType: fc.constantFrom(...BODY_TYPES, 'SUV', 'Wagon'),
  transmission: fc.subarray([...TRANSMISSIONS]),
  color: fc.oneof(fc.constantFrom(...COLORS), fc.subarray([...COLORS], { maxLength: 5 })),
  countryId: fc.oneof(
    fc.integer({ min: 1, max: 6 }),
    fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
  ),
  location: fc.constantFrom('zagreb', 'ZAG', 'en', 'ü', 'Wien', '.', '('),
  minPowerKw: fc.integer({ min: 4, max: 30 }).map((k) => k * 10),
  maxPowerKw: fc.integer({ min: 4, max: 30 }).map((k) => k * 10),
  minRegistration: fc.oneof(
    fc.integer({ min: 2015, max: 2023 }).map(String),
    fc
      .tuple(fc.integer({ min: 2016, max: 2022 }), fc.integer({ min: 1, max: 12 }))
      .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
  ),
  maxRegistration: fc.oneof(
    fc.integer({ min: 2015, max: 2023 }).map(String),
    fc
      .tuple(fc.integer({ min: 2016, max: 2022 }), fc.integer({ min: 1, max: 12 }))
      .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
  ),
  sellerType: fc.constantFrom(...SELLER_TYPES),
  equipment: fc.subarray(['navigation', 'towBar', 'heatedSeats', 'rearCamera', 'bluetooth', FEATURES[0]], {
    minLength: 1,
    maxLength: 3,
  }),
};
type FilterKey = keyof typeof filterValues;

/** Up to three filters at once (more would almost never match anything) and a sort. */
const filtersArbitrary = fc
  .tuple(
    fc.record(filterValues),
    fc.subarray(Object.keys(filterValues) as FilterKey[], { maxLength: 3 }),
    fc.constantFrom(...FIELD_SORTS),
  )
  .map(([values, keys, sort]) => ({ ...Object.fromEntries(keys.map((key) => [key, values[key]])), sort }));

describe('search semantics: query builder (MongoDB language) ≡ shared matching function ≡ listing index', () => {
  it('selects and orders the same listings for random listings and parameters', async () => {
    let runs = 0;
    let runsWithMatches = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(listingArbitrary, { minLength: 0, maxLength: 80 }),
        filtersArbitrary,
        async (rawListings, rawFilters) => {
          const parsed = searchRequestSchema.safeParse(rawFilters);
          fc.pre(parsed.success);
          const request = parsed.data!;
          const listings: MatchableListing[] = rawListings.map((listing, index) => ({ ...listing, id: index + 1 }));

          const db = new Datastore<MatchableListing>({ inMemoryOnly: true });
          await db.insertAsync(listings.map((listing) => ({ ...listing })));
          const viaMongoQuery = await db
            .findAsync(buildListingFilter(request))
            .sort(buildListingSort(fieldSort(request.sort)));

          const viaMatcher = listings.filter(compileListingMatcher(request)).sort(compareListings(request.sort));
          expect(viaMatcher.map((listing) => listing.id)).toEqual(viaMongoQuery.map((listing) => listing.id));

          const index = new ListingIndex();
          index.upsert(listings);
          const viaIndex = index.search({ ...request, page: 1, pageSize: 1000 });
          expect(viaIndex.ids).toEqual(viaMatcher.map((listing) => listing.id));
          expect(viaIndex.total).toBe(viaMatcher.length);
          const secondPage = index.search({ ...request, page: 2, pageSize: 3 });
          expect(secondPage.ids).toEqual(viaMatcher.slice(3, 6).map((listing) => listing.id));
          runs++;
          if (viaMatcher.length > 0) runsWithMatches++;
        },
      ),
      { numRuns: 500 },
    );
    // Guard against a vacuous property: the cases must actually select listings.
    expect(runs).toBeGreaterThan(400);
    expect(runsWithMatches / runs).toBeGreaterThan(0.3);
    // 500 generated cases: generous on a busy 2-core machine.
  }, 30_000);
});

/** Several brands with models tied to them, several countries, with at most one other filter. */
const multiValueArbitrary = fc
  .record({
    brand: fc.uniqueArray(fc.constantFrom('skoda', 'BMW', 'Tesla', 'Dacia'), { minLength: 0, maxLength: 3 }),
    model: fc.uniqueArray(fc.constantFrom('octavia', 'Fabia', '3 Series', 'X1', 'Model 3', 'Golf'), { maxLength: 3 }),
    countryId: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
    maxPrice: fc.option(
      fc.integer({ min: 10, max: 60 }).map((k) => k * 1000),
      { nil: undefined },
    ),
    sort: fc.constantFrom(...FIELD_SORTS),
  })
  .map((request) => JSON.parse(JSON.stringify(request)) as Record<string, unknown>);

describe('multi-value brands, models and countries: the three readings agree', () => {
  it('selects the same listings, and every one matches a chosen brand (with its own models) and country', async () => {
    let runsWithMatches = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(listingArbitrary, { minLength: 20, maxLength: 80 }),
        multiValueArbitrary,
        async (rawListings, rawRequest) => {
          const request = searchRequestSchema.parse(rawRequest);
          const listings: MatchableListing[] = rawListings.map((listing, index) => ({ ...listing, id: index + 1 }));
          const db = new Datastore<MatchableListing>({ inMemoryOnly: true });
          await db.insertAsync(listings.map((listing) => ({ ...listing })));
          const viaMongoQuery = (
            await db.findAsync(buildListingFilter(request)).sort(buildListingSort(fieldSort(request.sort)))
          ).map((listing) => listing.id);
          const viaMatcher = listings.filter(compileListingMatcher(request)).sort(compareListings(request.sort));
          const index = new ListingIndex();
          index.upsert(listings);
          expect(viaMatcher.map((listing) => listing.id)).toEqual(viaMongoQuery);
          expect(index.search({ ...request, page: 1, pageSize: 1000 }).ids).toEqual(viaMongoQuery);
          expect(index.count(request)).toBe(viaMongoQuery.length);

          // The meaning, spelled out: a chosen brand; its own models if it has any; a chosen country.
          const brandModels = (brand: string) =>
            request.model?.filter((model) =>
              (BRAND_MODELS as Record<string, readonly string[]>)[brand]?.includes(model),
            ) ?? [];
          const untied =
            request.model?.filter(
              (model) =>
                !request.brand?.some((brand) =>
                  (BRAND_MODELS as Record<string, readonly string[]>)[brand]?.includes(model),
                ),
            ) ?? [];
          const expected = listings.filter((listing) => {
            if (listing.status !== 'active') return false;
            if (request.countryId && !request.countryId.includes(listing.countryId)) return false;
            if (
              request.maxPrice !== undefined &&
              !(typeof listing.price === 'number' && listing.price <= request.maxPrice)
            )
              return false;
            if (!request.brand) return !request.model || request.model.includes(listing.model);
            if (!request.brand.includes(listing.brand)) return false;
            const own = [...brandModels(listing.brand), ...untied];
            return own.length === 0 || own.includes(listing.model);
          });
          expect(new Set(viaMongoQuery)).toEqual(new Set(expected.map((listing) => listing.id)));
          if (viaMongoQuery.length > 0) runsWithMatches++;
        },
      ),
      { numRuns: 300 },
    );
    expect(runsWithMatches).toBeGreaterThan(100);
  }, 30_000);
});

/**
 * Near a point: a radius and nearest first. Listings sit at a few town centres (so distances tie exactly, as
 * listings of one town do) or at random points, some without coordinates; the point is a town, a point on a
 * radius's edge or anywhere. The brute force below is the meaning spelled out; the matcher and the index must
 * agree with it (the MongoDB reading, `$geoWithin`/`$geoNear`, needs a server with geo queries: NeDB has none).
 */
const TOWNS = [
  { lat: 45.815, lon: 15.9819 }, // Zagreb
  { lat: 45.555, lon: 18.6955 }, // Osijek
  { lat: 43.5081, lon: 16.4402 }, // Split
  { lat: 45.8558, lon: 15.8044 }, // Zaprešić
  { lat: 48.2085, lon: 16.3721 }, // Wien
];
const pointArbitrary = fc.record({
  lat: fc.double({ min: 43, max: 48.5, noNaN: true }),
  lon: fc.double({ min: 13, max: 19.5, noNaN: true }),
});
const coordinatesArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...TOWNS) },
  { weight: 3, arbitrary: pointArbitrary },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const nearArbitrary = fc.oneof(
  fc.constantFrom('zagreb', 'osijek', 'split', 'HR-10290'),
  pointArbitrary.map(nearFromPoint),
  fc.constantFrom(...TOWNS).map(nearFromPoint),
);

describe('near a point: matcher ≡ listing index ≡ brute force', () => {
  it('selects within the radius and orders nearest first like the exact distance does', async () => {
    let runsWithMatches = 0;
    let runsCuttingTheRadius = 0;
    await fc.assert(
      fc.property(
        fc.array(fc.tuple(listingArbitrary, coordinatesArbitrary), { minLength: 0, maxLength: 120 }),
        fc.record({
          near: nearArbitrary,
          radiusKm: fc.option(fc.constantFrom(...RADIUS_OPTIONS), { nil: undefined }),
          sort: fc.constantFrom(...SORT_OPTIONS),
          maxPrice: fc.option(
            fc.integer({ min: 10, max: 60 }).map((k) => k * 1000),
            { nil: undefined },
          ),
        }),
        (rows, rawRequest) => {
          const request = searchRequestSchema.parse(JSON.parse(JSON.stringify(rawRequest)));
          const origin = resolveNear(request.near!)!.point;
          const listings: MatchableListing[] = rows.map(([listing, coordinates], index) => ({
            ...listing,
            id: index + 1,
            ...(coordinates ? { coordinates } : {}),
          }));

          const distance = (listing: MatchableListing) =>
            listing.coordinates ? distanceKm(origin, listing.coordinates) : Infinity;
          const inRadius = (listing: MatchableListing) =>
            request.radiusKm === undefined || distance(listing) <= request.radiusKm;
          const others = compileListingMatcher({ ...request, near: undefined, radiusKm: undefined });
          const bruteForce = listings.filter((listing) => others(listing) && inRadius(listing));
          if (request.sort === 'distance_asc') bruteForce.sort((a, b) => distance(a) - distance(b) || a.id - b.id);
          else bruteForce.sort(compareListings(request.sort));
          const expected = bruteForce.map((listing) => listing.id);

          const viaMatcher = listings
            .filter(compileListingMatcher(request, origin))
            .sort(compareListings(request.sort, origin));
          expect(viaMatcher.map((listing) => listing.id)).toEqual(expected);

          const index = new ListingIndex();
          index.upsert(listings);
          expect(index.search({ ...request, page: 1, pageSize: 1000 }, origin).ids).toEqual(expected);
          expect(index.search({ ...request, page: 2, pageSize: 3 }, origin).ids).toEqual(expected.slice(3, 6));
          expect(index.count(request, origin)).toBe(expected.length);
          if (expected.length > 0) runsWithMatches++;
          if (request.radiusKm !== undefined && expected.length > 0 && expected.length < listings.filter(others).length)
            runsCuttingTheRadius++;
        },
      ),
      { numRuns: 400 },
    );
    expect(runsWithMatches).toBeGreaterThan(80);
    expect(runsCuttingTheRadius).toBeGreaterThan(15);
  }, 30_000);

  it('says where a search near a point goes in MongoDB: $geoWithin on the 2dsphere field, in radians of the same sphere', () => {
    expect(buildRadiusFilter({ lat: 45.815, lon: 15.9819 }, 50)).toEqual({
      geo: { $geoWithin: { $centerSphere: [[15.9819, 45.815], 50 / 6371] } },
    });
  });
});
