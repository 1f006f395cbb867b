/**
 * Several brands (with models tied to them) and several countries on every storage adapter: the adapter's
 * own search (the in-memory listing index on the embedded store, MongoDB's $in/$or query with MONGODB_URI),
 * the shared query run by the store itself, and the matching function the PWA's offline search runs must
 * find the same cars in the same order, with the same totals and counts, for random multi-value searches.
 */
import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import { BRANDS, COUNTRIES, FIELD_SORT_OPTIONS } from '@contract/catalog';
import { compareListings, compileListingMatcher, searchRequestSchema } from '@contract/search';
import { generateListings } from '../seed/generate-listings';
import { createCounters } from '../../platform/storage/counters';
import type { DocumentStore } from '../../platform/storage/document-store';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { LISTINGS_COLLECTION, type ListingDoc } from './listing-collection';
import { openListingRepository } from './open-listing-repository';
import { QueryListingRepository } from './query-listing-repository';

describeOnEveryStore('multi-value search', (adapter, stores) => {
  let store: DocumentStore;
  beforeEach(async () => {
    store = await stores.open();
  });

  it('the adapter, the store query and the offline matcher find the same cars', async () => {
    const listings = await openListingRepository(store, await createCounters(store));
    const cars = await listings.insertMany(generateListings({ count: 400, seed: 16 }));
    await listings.updateListings(cars.slice(0, 20).map((car) => ({ id: car.id, set: { status: 'sold' as const } })));
    const stored = cars.map((car, index) => (index < 20 ? { ...car, status: 'sold' as const } : car));
    const viaQuery = new QueryListingRepository(
      await store.collection<ListingDoc>(LISTINGS_COLLECTION),
      await createCounters(store),
    );

    // Brands and models that the generated cars hold, so that most searches find some.
    const heldBrands = [...new Set(stored.map((car) => car.brand))].slice(0, 8);
    const heldModels = [...new Set(stored.map((car) => car.model))].slice(0, 12);
    const countryIds = COUNTRIES.slice(0, 8).map((country) => country.id);
    const requestArbitrary = fc.record({
      brand: fc.uniqueArray(fc.constantFrom(...heldBrands, BRANDS[0]!.name.toLowerCase()), { maxLength: 3 }),
      model: fc.uniqueArray(fc.constantFrom(...heldModels), { maxLength: 3 }),
      countryId: fc.uniqueArray(fc.constantFrom(...countryIds), { maxLength: 3 }),
      sort: fc.constantFrom(...FIELD_SORT_OPTIONS),
      page: fc.integer({ min: 1, max: 2 }),
      pageSize: fc.constantFrom(5, 48),
    });

    let withMatches = 0;
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (raw) => {
        const request = searchRequestSchema.parse(raw);
        const matched = stored.filter(compileListingMatcher(request)).sort(compareListings(request.sort));
        const page = matched
          .slice((request.page - 1) * request.pageSize, request.page * request.pageSize)
          .map((car) => car.id);
        const own = await listings.search(request);
        const query = await viaQuery.search(request);
        expect(own.cars.map((car) => car.id)).toEqual(page);
        expect(query.cars.map((car) => car.id)).toEqual(page);
        expect(own.total).toBe(matched.length);
        expect(query.total).toBe(matched.length);
        expect(await listings.countMatching(request)).toBe(matched.length);
        if (matched.length > 0) withMatches++;
      }),
      { numRuns: 40, seed: 16 },
    );
    expect(withMatches).toBeGreaterThan(10);
  }, 60_000);
});
