/**
 * The admin's stock figures on every adapter: statuses by indexed counts; active listings per country and
 * brand from the in-memory index (embedded store) and from the MongoDB aggregation (run here with mingo),
 * which must agree with each other and with a count by hand.
 */
import { beforeEach, expect, it } from 'vitest';
import { generateListings } from '../seed/generate-listings';
import { createCounters } from '../../platform/storage/counters';
import type { DocumentStore } from '../../platform/storage/document-store';
import { withMingoAggregate } from '../../platform/testing/mingo-aggregate';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { LISTINGS_COLLECTION, type ListingDoc } from './listing-collection';
import { openListingRepository } from './open-listing-repository';
import { QueryListingRepository } from './query-listing-repository';

describeOnEveryStore('listing stock figures', (_adapter, stores) => {
  let store: DocumentStore;
  beforeEach(async () => {
    store = await stores.open();
  });

  it('count statuses, and the searchable listings per country and brand, most first', async () => {
    const listings = await openListingRepository(store, await createCounters(store));
    const cars = await listings.insertMany(generateListings({ count: 60, seed: 11 }));
    await listings.updateListings([
      ...cars.slice(0, 5).map((car) => ({ id: car.id, set: { status: 'sold' as const } })),
      ...cars.slice(5, 8).map((car) => ({ id: car.id, set: { status: 'expired' as const } })),
      { id: cars[8]!.id, set: { hidden: true } },
    ]);
    const searchable = cars.slice(9);
    const byHand = <K>(key: (car: (typeof cars)[number]) => K) => {
      const counts = new Map<K, number>();
      for (const car of searchable) counts.set(key(car), (counts.get(key(car)) ?? 0) + 1);
      return counts;
    };

    const figures = await listings.stockFigures();
    expect(figures.byStatus).toEqual({ active: 52, sold: 5, expired: 3, inactive: 0, draft: 0 });
    expect(new Map(figures.byBrand.map((row) => [row.brand, row.count]))).toEqual(byHand((car) => car.brand));
    expect(new Map(figures.byCountry.map((row) => [row.countryId, row.count]))).toEqual(byHand((car) => car.countryId));
    expect(figures.byBrand.map((row) => row.count)).toEqual(
      [...figures.byBrand.map((row) => row.count)].sort((a, b) => b - a),
    );

    // The MongoDB path (aggregations) over the same documents answers the same.
    const aggregated = await new QueryListingRepository(
      await withMingoAggregate(store).collection<ListingDoc>(LISTINGS_COLLECTION),
      await createCounters(store),
    ).stockFigures();
    expect(aggregated).toEqual(figures);
  });
});
