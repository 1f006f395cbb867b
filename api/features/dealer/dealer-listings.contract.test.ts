/**
 * A dealer's own listings in both listing repositories on every storage adapter (MongoDB only with
 * MONGODB_URI): the owner is part of every query and write, and search sees changes at once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { searchRequestSchema } from '@contract/search';
import { LISTINGS_COLLECTION, type ListingDoc } from '../cars/listing-collection';
import { openListingRepository } from '../cars/open-listing-repository';
import { QueryListingRepository } from '../cars/query-listing-repository';
import { createCounters } from '../../platform/storage/counters';
import type { DocumentStore } from '../../platform/storage/document-store';
import { ownedListing } from '../../testing/listings';
import { makeListing } from '@contract/testing/listing-fixture';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';

const flavours = [
  {
    name: 'the store’s own listing repository',
    open: async (s: DocumentStore) => openListingRepository(s, await createCounters(s)),
  },
  {
    name: 'the query-builder repository',
    open: async (s: DocumentStore) =>
      new QueryListingRepository(await s.collection<ListingDoc>(LISTINGS_COLLECTION), await createCounters(s)),
  },
];

describeOnEveryStore('dealer listings contract', (_adapter, stores) => {
  let store: DocumentStore;
  beforeEach(async () => {
    store = await stores.open();
  });

  for (const flavour of flavours) {
    describe(flavour.name, () => {
      it('pages through the dealer’s own listings, newest first', async () => {
        const listings = await flavour.open(store);
        await listings.insertMany([
          ownedListing('d1', { listedAt: '2026-11-01T00:00:00.000Z' }),
          ownedListing('d2', { listedAt: '2026-11-05T00:00:00.000Z' }),
          ownedListing('d1', { listedAt: '2026-11-03T00:00:00.000Z' }),
          makeListing({ listedAt: '2026-11-04T00:00:00.000Z' }),
          ownedListing('d1', { listedAt: '2026-11-02T00:00:00.000Z' }),
        ]);
        const first = await listings.findByDealer('d1', { page: 1, pageSize: 2 });
        expect(first.total).toBe(3);
        expect(first.cars.map((car) => car.id)).toEqual([3, 5]);
        expect((await listings.findByDealer('d1', { page: 2, pageSize: 2 })).cars.map((car) => car.id)).toEqual([1]);
        expect((await listings.findByDealer('nobody', { page: 1, pageSize: 2 })).total).toBe(0);
      });

      it('changes a listing only for its owner, and search follows the new price', async () => {
        const listings = await flavour.open(store);
        await listings.insertMany([
          ownedListing('d1', { price: 10_000 }),
          ownedListing('d2', { price: 20_000 }),
          makeListing({ price: 5_000 }),
        ]);
        expect(await listings.updateOwnedBy(2, 'd1', { price: 1 })).toBeNull();
        expect(await listings.updateOwnedBy(3, 'd1', { price: 1 })).toBeNull();
        expect(await listings.updateOwnedBy(99, 'd1', { price: 1 })).toBeNull();
        expect((await listings.findById(2))?.price).toBe(20_000);

        const updated = await listings.updateOwnedBy(1, 'd1', { price: 25_000, description: 'New tyres.' });
        expect(updated).toMatchObject({ id: 1, price: 25_000, description: 'New tyres.', dealerId: 'd1' });
        const result = await listings.search(searchRequestSchema.parse({ minPrice: 21_000 }));
        expect(result.cars.map((car) => car.id)).toEqual([1]);
      });
    });
  }
});
