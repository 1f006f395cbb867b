/**
 * Power, first registration, seller type, equipment, the gas and plug-in fuels and the newest-first order on every
 * storage adapter: the adapter's own search (the listing index on the embedded store, MongoDB's query with
 * MONGODB_URI), the shared query run by the store itself and the matching function of the PWA's offline search
 * find the same cars in the same order, with the same totals.
 */
import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import { FEATURES, FIELD_SORT_OPTIONS, SELLER_TYPES } from '@contract/catalog';
import { compareListings, compileListingMatcher, searchRequestSchema } from '@contract/search';
import { generateListings } from '../seed/generate-listings';
import { createCounters } from '../../platform/storage/counters';
import type { DocumentStore } from '../../platform/storage/document-store';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { LISTINGS_COLLECTION, type ListingDoc } from './listing-collection';
import { openListingRepository } from './open-listing-repository';
import { QueryListingRepository } from './query-listing-repository';

describeOnEveryStore('power, registration, seller, equipment and newest first', (_adapter, stores) => {
  let store: DocumentStore;
  beforeEach(async () => {
    store = await stores.open();
  });

  it('the adapter, the store query and the offline matcher find the same cars', async () => {
    const listings = await openListingRepository(store, await createCounters(store));
    const cars = await listings.insertMany(generateListings({ count: 300, seed: 29 }));
    const viaQuery = new QueryListingRepository(
      await store.collection<ListingDoc>(LISTINGS_COLLECTION),
      await createCounters(store),
    );
    const registration = fc.oneof(
      fc.integer({ min: 2008, max: 2025 }).map(String),
      fc
        .tuple(fc.integer({ min: 2008, max: 2025 }), fc.integer({ min: 1, max: 12 }))
        .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
    );
    const requestArbitrary = fc.record(
      {
        fuelTypes: fc.subarray(['lpg', 'cng', 'plugin_hybrid', 'hybrid', 'diesel'] as const, { minLength: 1 }),
        minPowerKw: fc.integer({ min: 40, max: 150 }),
        maxPowerKw: fc.integer({ min: 150, max: 300 }),
        minRegistration: registration,
        sellerType: fc.constantFrom(...SELLER_TYPES),
        equipment: fc.subarray([...FEATURES], { minLength: 1, maxLength: 3 }),
        sort: fc.constantFrom(...FIELD_SORT_OPTIONS),
        page: fc.integer({ min: 1, max: 2 }),
        pageSize: fc.constantFrom(5, 48),
      },
      { requiredKeys: ['sort', 'page', 'pageSize'] },
    );

    let withMatches = 0;
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (raw) => {
        const request = searchRequestSchema.parse(raw);
        const matched = cars.filter(compileListingMatcher(request)).sort(compareListings(request.sort));
        const page = matched
          .slice((request.page - 1) * request.pageSize, request.page * request.pageSize)
          .map((car) => car.id);
        const own = await listings.search(request);
        const query = await viaQuery.search(request);
        expect(own.cars.map((car) => car.id)).toEqual(page);
        expect(query.cars.map((car) => car.id)).toEqual(page);
        expect(own.total).toBe(matched.length);
        expect(query.total).toBe(matched.length);
        if (matched.length > 0) withMatches++;
      }),
      { numRuns: 15, seed: 29 },
    );
    expect(withMatches).toBeGreaterThan(3);
  }, 300_000);
});
