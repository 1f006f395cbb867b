/**
 * Start-up places listings stored without coordinates, on every storage adapter: each town once, and a
 * listing whose town the gazetteer cannot place is not read again at the next start, until the gazetteer
 * changes. Both ways of reading are tried: the embedded store's `scan` and a plain `find` (MongoDB's way).
 */
import crypto from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { makeListing } from '@contract/testing/listing-fixture';
import { addPlaces, placeById, placesVersion } from '@contract/places/gazetteer';
import { createCounters } from '../../platform/storage/counters';
import type { DocumentCollection, DocumentStore } from '../../platform/storage/document-store';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { LISTINGS_COLLECTION, type ListingDoc } from './listing-collection';
import { QueryListingRepository } from './query-listing-repository';

const CROATIA = 4;

/** The collection, counting the documents `find` answers; without `scan` when asked (as MongoDB's). */
function counted(collection: DocumentCollection<ListingDoc>, withScan: boolean) {
  const reads = { documents: 0 };
  const wrapped = new Proxy(collection, {
    get(target, property, receiver) {
      if (property === 'scan' && !withScan) return undefined;
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (property !== 'find') return value.bind(target);
      return async (...args: Parameters<DocumentCollection<ListingDoc>['find']>) => {
        const found = await target.find(...args);
        reads.documents += found.length;
        return found;
      };
    },
  });
  return { wrapped, reads };
}

describeOnEveryStore('placing listings stored without coordinates', (_adapter, stores) => {
  let store: DocumentStore;
  beforeEach(async () => {
    store = await stores.open();
  });

  for (const withScan of [true, false]) {
    it(`places known towns, marks the others and reads none of them at the next start (${withScan ? 'scan' : 'find'})`, async () => {
      const raw = await store.collection<ListingDoc>(LISTINGS_COLLECTION);
      // A town no gazetteer has, its own in each test (the last step below teaches it to this process's gazetteer).
      const unknown = `Qx${crypto
        .randomBytes(4)
        .toString('hex')
        .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}grad`;
      if (withScan && !raw.scan) return; // MongoDB has only the find way, tried in the other case
      await raw.insertMany(
        [
          makeListing({ location: 'Osijek', countryId: CROATIA }),
          makeListing({ location: 'Osijek', countryId: CROATIA }),
          makeListing({ location: unknown, countryId: CROATIA }),
          makeListing({ location: 'Novigrad', countryId: CROATIA }),
          makeListing({ location: 'Split', countryId: CROATIA, coordinates: { lat: 43.5, lon: 16.4 } }),
        ].map((listing, index) => ({ status: 'active', source: 'demo', ...listing, id: index + 1 }) as ListingDoc),
      );
      const { wrapped, reads } = counted(raw, withScan);
      const repository = new QueryListingRepository(wrapped, await createCounters(store));

      expect(await repository.placeUnplaced()).toEqual({ towns: 3, placed: 2 });
      const osijek = placeById('osijek')!;
      const byId = async (id: number) => (await raw.findOne({ id }))!;
      expect((await byId(1)).coordinates).toEqual({ lat: osijek.lat, lon: osijek.lon });
      expect((await byId(3)).coordinates).toBeUndefined();
      expect((await byId(3)).placeTried).toBe(placesVersion());
      expect((await byId(4)).placeTried).toBe(placesVersion()); // two Novigrads: which one is not guessed
      expect((await byId(5)).coordinates).toEqual({ lat: 43.5, lon: 16.4 });

      reads.documents = 0;
      expect(await repository.placeUnplaced()).toEqual({ towns: 0, placed: 0 });
      expect(reads.documents).toBe(0);

      // A gazetteer that knows the town tries the marked listings again.
      addPlaces([
        {
          ...placeById('osijek')!,
          id: unknown.toLowerCase(),
          names: { en: unknown, hr: unknown, de: unknown },
          aliases: [],
          postcode: '31999',
        },
      ]);
      expect(await repository.placeUnplaced()).toEqual({ towns: 2, placed: 1 });
      expect((await byId(3)).coordinates).toEqual({ lat: osijek.lat, lon: osijek.lon });
    });
  }
});
