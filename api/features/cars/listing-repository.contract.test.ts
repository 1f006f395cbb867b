/**
 * The listing repositories on every storage adapter (the store's own, and the query-builder one over the
 * embedded store's documents): search, resets, comparables and market values, and a restart keeping the data.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { searchRequestSchema, compareListings, compileListingMatcher } from '@contract/search';
import type { Car } from '@contract/car';
import { isLikeForLike } from '@contract/market-value';
import { makeListing } from '@contract/testing/listing-fixture';
import { createCounters } from '../../platform/storage/counters';
import type { CollectionSpec, DocumentStore } from '../../platform/storage/document-store';
import { withMingoAggregate } from '../../platform/testing/mingo-aggregate';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { DEMO_RESETS_COLLECTION, LISTINGS_COLLECTION, type DemoResetDoc, type ListingDoc } from './listing-collection';
import { byMileageDistance, comparableQuery, marketValueOf, selectComparables, subjectOf } from './market-value';
import { openListingRepository } from './open-listing-repository';
import { QueryListingRepository } from './query-listing-repository';
import { ValueModel } from './value-model';

/** The store, with `before` awaited ahead of every write to the listings collection. */
function beforeListingWrites(store: DocumentStore, before: () => Promise<void>): DocumentStore {
  const writes = new Set(['insertOne', 'insertMany', 'updateOne', 'updateMany', 'deleteMany']);
  return {
    kind: store.kind,
    flush: () => store.flush(),
    close: () => store.close(),
    async collection<T extends object>(spec: CollectionSpec) {
      const collection = await store.collection<T>(spec);
      if (spec.name !== LISTINGS_COLLECTION.name) return collection;
      return new Proxy(collection, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          if (!writes.has(String(property))) return value.bind(target);
          return async (...args: unknown[]) => {
            await before();
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
  };
}

describeOnEveryStore('listing repository contract', (adapter, stores) => {
  let store: DocumentStore;

  beforeEach(async () => {
    store = await stores.open();
  });

  describe('listings', () => {
    const fixtures = [
      makeListing({
        brand: 'Škoda',
        model: 'Octavia',
        price: 15_000,
        year: 2019,
        mileage: 90_000,
        fuelType: 'diesel',
        location: 'Zagreb',
        countryId: 4,
      }),
      makeListing({
        brand: 'Škoda',
        model: 'Fabia',
        price: 8_000,
        year: 2016,
        mileage: 120_000,
        fuelType: 'petrol',
        transmission: 'manual',
        color: 'red',
        countryId: 4,
        location: 'Split',
      }),
      makeListing({
        brand: 'BMW',
        model: '3 Series',
        price: 24_000,
        year: 2020,
        mileage: 60_000,
        fuelType: 'diesel',
        transmission: 'automatic',
        bodyType: 'sedan',
        color: 'black',
        countryId: 11,
        location: 'München',
      }),
      makeListing({
        brand: 'Tesla',
        model: 'Model 3',
        price: 31_000,
        year: 2022,
        mileage: 30_000,
        fuelType: 'electric',
        transmission: 'automatic',
        bodyType: 'sedan',
        color: 'white',
        countryId: 1,
        location: 'Wien',
      }),
      makeListing({
        brand: 'Toyota',
        model: 'Yaris',
        price: 'Na upit',
        year: 2018,
        mileage: 70_000,
        fuelType: 'hybrid',
        transmission: 'automatic',
        bodyType: 'hatchback',
        countryId: 25,
        location: 'Ljubljana',
      }),
      makeListing({
        brand: 'Škoda',
        model: 'Octavia',
        price: 15_000,
        year: 2021,
        mileage: 40_000,
        fuelType: 'petrol',
        location: 'Zagreb',
        countryId: 4,
      }),
    ];

    const flavours = [
      {
        name: 'the store’s own listing repository',
        indexed: true,
        open: async (s: DocumentStore) => openListingRepository(s, await createCounters(s)),
      },
      {
        name: 'the query-builder repository',
        indexed: false,
        // Without a MongoDB server, its aggregation pipelines run in mingo over the embedded store's documents.
        open: async (s: DocumentStore) =>
          new QueryListingRepository(
            await withMingoAggregate(s).collection<ListingDoc>(LISTINGS_COLLECTION),
            await createCounters(s),
            await s.collection<DemoResetDoc>(DEMO_RESETS_COLLECTION),
          ),
      },
    ];

    for (const flavour of flavours) {
      describe(flavour.name, () => {
        it('assigns consecutive numeric ids and finds cars by id', async () => {
          const listings = await flavour.open(store);
          const cars = await listings.insertMany(fixtures);
          expect(cars.map((car) => car.id)).toEqual([1, 2, 3, 4, 5, 6]);
          expect(await listings.findById(3)).toMatchObject({ id: 3, brand: 'BMW', model: '3 Series' });
          expect(await listings.findById(99)).toBeNull();
          expect((await listings.findByIds([4, 99, 1])).map((car) => car.id)).toEqual([4, 1]);
          expect(await listings.count()).toBe(6);
          const more = await listings.insertMany([makeListing()]);
          expect(more[0]!.id).toBe(7);
        });

        it('finds only active listings of sellers not suspended; pages still open by id', async () => {
          const listings = await flavour.open(store);
          const [sold, inactive, draft, hidden, active] = await listings.insertMany([
            { ...fixtures[0]!, status: 'sold' },
            { ...fixtures[1]!, status: 'inactive' },
            { ...fixtures[2]!, status: 'draft' },
            { ...fixtures[3]!, hidden: true },
            fixtures[4]!,
          ]);
          const result = await listings.search(searchRequestSchema.parse({}));
          expect(result.cars.map((car) => car.id)).toEqual([active!.id]);
          expect(result.total).toBe(1);
          expect(
            (await listings.findByIds([sold!.id, inactive!.id, draft!.id, hidden!.id])).map((car) => car.status),
          ).toEqual(['sold', 'inactive', 'draft', 'active']);
        });

        it('replaces the demo listings only, and a search between any two of its writes sees the old or the new ones', async () => {
          // A search runs before every write to the listings collection, so each step of the swap is observed.
          const totals: number[] = [];
          let observe = false;
          const opened: { repository?: Awaited<ReturnType<typeof flavour.open>> } = {};
          const observed = beforeListingWrites(store, async () => {
            if (observe) totals.push((await opened.repository!.search(searchRequestSchema.parse({}))).total);
          });
          const listings = (opened.repository = await flavour.open(observed));
          await listings.insertMany(fixtures.slice(0, 4));
          const [owned] = await listings.insertMany([{ ...fixtures[4]!, source: 'dealer', dealerId: 'd1' }]);
          const [imported] = await listings.insertMany([{ ...fixtures[5]!, source: 'feed', feedKey: 'feed-1:abc' }]);
          const replacement = Array.from({ length: 3 }, () => makeListing({ brand: 'Kia', model: 'Ceed' }));
          observe = true;
          expect(await listings.replaceDemoListings(replacement)).toBe(3);
          observe = false;
          const after = await listings.search(searchRequestSchema.parse({ pageSize: 48 }));
          expect(after.cars.map((car) => car.brand).sort()).toEqual(
            ['Kia', 'Kia', 'Kia', owned!.brand, imported!.brand].sort(),
          );
          expect(await listings.findById(owned!.id)).toMatchObject({ dealerId: 'd1', source: 'dealer' });
          expect(await listings.count()).toBe(5);
          expect(totals.length).toBeGreaterThanOrEqual(3);
          // The embedded store's own repository swaps in one step: the old catalogue (4 demo + 2 others) or the
          // new one (3 demo + 2 others), nothing in between. (MongoDB and the plain query path: see replaceDemoListings.)
          if (store.kind !== 'mongodb' && flavour.indexed)
            expect(totals.every((total) => total === 6 || total === 5)).toBe(true);
        });

        it('a reset killed at any of its writes leaves, after a restart, one catalogue (the old or the new, never both nor none), and the next reset runs', async () => {
          let writes = 0;
          let crashAt = Number.POSITIVE_INFINITY;
          // The process dies at the `crashAt`-th write of the reset: that write and every later one never happen.
          const dying = beforeListingWrites(store, async () => {
            if (++writes >= crashAt) throw new Error('killed');
          });
          const kia = (count: number) =>
            Array.from({ length: count }, () => makeListing({ brand: 'Kia', model: 'Ceed' }));
          const resetWrites = async (at: number): Promise<void> => {
            const base = await flavour.open(store);
            await base.deleteAll();
            await (await store.collection<DemoResetDoc>(DEMO_RESETS_COLLECTION)).deleteMany({});
            await base.insertMany(fixtures.slice(0, 4));
            await base.insertMany([
              { ...fixtures[4]!, source: 'dealer', dealerId: 'd1' },
              { ...fixtures[5]!, source: 'feed', feedKey: 'feed-1:abc' },
            ]);
            const doomed = await flavour.open(dying);
            writes = 0;
            crashAt = at;
            await doomed.replaceDemoListings(kia(3)).catch(() => undefined);
            crashAt = Number.POSITIVE_INFINITY;
          };
          await resetWrites(Number.POSITIVE_INFINITY);
          const writesOfAReset = writes;
          expect(writesOfAReset).toBeGreaterThanOrEqual(4);
          const outcomes = new Set<number>();
          for (let at = 1; at <= writesOfAReset; at++) {
            await resetWrites(at);
            const restarted = await flavour.open(store);
            const total = async () => (await restarted.search(searchRequestSchema.parse({ pageSize: 48 }))).total;
            // The embedded store finishes the reset as it opens; on MongoDB the admin service does (under the reset lease).
            if (store.kind !== 'mongodb' && flavour.indexed)
              expect([6, 5], `killed at write ${at} of ${writesOfAReset}`).toContain(await total());
            await restarted.recoverDemoReset();
            const after = await total();
            expect([6, 5], `killed at write ${at} of ${writesOfAReset}`).toContain(after);
            // Nothing of the other catalogue is left behind.
            expect(await restarted.count()).toBe(after);
            outcomes.add(after);
            expect(await restarted.replaceDemoListings(kia(2))).toBe(2);
            expect(await total()).toBe(4);
            expect(await restarted.count()).toBe(4);
          }
          // Cut before its commit the reset is undone; after it, finished.
          expect([...outcomes].sort()).toEqual([5, 6]);
        });

        it.each([
          [{}, 'price_asc'],
          [{ brand: 'skoda' }, 'price_asc'],
          [{ brand: 'Škoda', model: 'octavia' }, 'year_desc'],
          [{ minPrice: 10_000, maxPrice: 30_000 }, 'price_desc'],
          [{ fuelTypes: ['diesel', 'electric'] }, 'mileage_asc'],
          [{ transmission: ['automatic'], bodyType: 'Sedan' }, 'price_asc'],
          [{ color: 'RED' }, 'price_asc'],
          [{ countryId: 4, maxMileage: 100_000 }, 'mileage_asc'],
          [{ location: 'zag' }, 'year_desc'],
          [{ minYear: 2019, maxYear: 2021 }, 'year_desc'],
          [{ brand: 'Dacia' }, 'price_asc'],
        ])('searches %j sorted by %s like the shared matching function', async (filters, sort) => {
          const listings = await flavour.open(store);
          const cars = await listings.insertMany(fixtures);
          const request = searchRequestSchema.parse({ ...filters, sort, pageSize: 2 });
          const expected = cars.filter(compileListingMatcher(request)).sort(compareListings(request.sort));
          const pages: Car[] = [];
          for (let page = 1; page <= 4; page++) {
            const result = await listings.search({ ...request, page });
            expect(result.total).toBe(expected.length);
            pages.push(...result.cars);
          }
          expect(pages.map((car) => car.id)).toEqual(expected.map((car) => car.id));
        });

        it('answers market-value candidates: searchable, like-for-like (model, fuel, gearbox, condition, power, years), priced, nearest in mileage', async () => {
          const listings = await flavour.open(store);
          const octavia = (year: number, mileage: number, price: number | string = 15_000) =>
            makeListing({ brand: 'Škoda', model: 'Octavia', year, mileage, price });
          const power = (kw: number) => ({ ...makeListing().additionalDetails, powerKw: kw });
          const [
            subject,
            near,
            sameDistance,
            far,
            oldOne,
            ,
            ,
            ,
            ,
            ,
            pricedOnRequest,
            petrol,
            automatic,
            demo,
            weak,
            strong,
          ] = await listings.insertMany([
            octavia(2019, 100_000),
            octavia(2019, 104_000, 14_000),
            octavia(2020, 96_000, 16_500),
            octavia(2016, 180_000, 9_000),
            octavia(2015, 100_000),
            { ...octavia(2019, 100_000), status: 'sold' },
            { ...octavia(2019, 100_000), hidden: true },
            { ...octavia(2019, 100_000), status: 'draft' },
            makeListing({ brand: 'Škoda', model: 'Fabia', year: 2019, mileage: 100_000 }),
            makeListing({ brand: 'Mitsubishi', model: 'Octavia', year: 2019, mileage: 100_000 }),
            octavia(2019, 100_000, 'Na upit'),
            { ...octavia(2019, 100_000), fuelType: 'petrol' },
            { ...octavia(2019, 100_000), transmission: 'automatic' },
            { ...octavia(2019, 5_000), listingType: 'demo' },
            { ...octavia(2019, 100_000), additionalDetails: power(85) },
            { ...octavia(2019, 100_000), additionalDetails: power(135) },
          ]);
          const query = comparableQuery(subjectOf(subject!));
          const found = await listings.findComparables(query);
          expect(found.map((c) => c.id)).toEqual([near!.id, sameDistance!.id, far!.id]);
          expect(found[0]).toMatchObject({
            id: near!.id,
            price: 14_000,
            year: 2019,
            mileage: 104_000,
            fuelType: 'diesel',
            transmission: 'manual',
            powerKw: 110,
            condition: 'used',
            featureCount: 2,
          });
          for (const other of [oldOne, pricedOnRequest, petrol, automatic, demo, weak, strong])
            expect(found.map((c) => c.id)).not.toContain(other!.id);
          expect(await listings.findComparables({ ...query, limit: 2 })).toHaveLength(2);
          // The demo car finds nothing but demo cars.
          expect(await listings.findComparables(comparableQuery(subjectOf(demo!)))).toEqual([]);
          // The value model's samples: the searchable used listings priced above 0.
          const samples = (await listings.findValueSamples()).map((sample) => sample.id);
          expect(samples).toContain(subject!.id);
          expect(samples).not.toContain(demo!.id);
          expect(samples).not.toContain(pricedOnRequest!.id);
          // After a write the answer follows (the embedded store's index is rebuilt).
          await listings.updateListings([{ id: near!.id, set: { status: 'sold' } }]);
          expect((await listings.findComparables(query)).map((c) => c.id)).toEqual([sameDistance!.id, far!.id]);
        });

        it('agrees with the market-value rules on a varied catalogue', async () => {
          const listings = await flavour.open(store);
          let seed = 7;
          const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
          const models = [
            ['Škoda', 'Octavia'],
            ['Volkswagen', 'Golf'],
            ['BMW', '3 Series'],
          ] as const;
          const fuels = ['diesel', 'petrol', 'hybrid'] as const;
          const kinds = ['used', 'used', 'used', 'demo', 'new'] as const;
          const cars = await listings.insertMany(
            Array.from({ length: 240 }, () => {
              const [brand, model] = models[Math.floor(random() * models.length)]!;
              const year = 2014 + Math.floor(random() * 8);
              const listing = makeListing({
                brand,
                model,
                year,
                mileage: Math.round(random() * 25) * 10_000,
                price: 5_000 + Math.round(random() * 40) * 500,
                fuelType: fuels[Math.floor(random() * fuels.length)]!,
                transmission: random() < 0.5 ? 'manual' : 'automatic',
                listingType: kinds[Math.floor(random() * kinds.length)]!,
              });
              const features = (['navigation', 'heatedSeats', 'towBar', 'rearCamera'] as const).filter(
                () => random() < 0.5,
              );
              return {
                ...listing,
                additionalDetails: {
                  ...listing.additionalDetails,
                  powerKw: 70 + Math.round(random() * 8) * 10,
                  features,
                  firstRegistration: `${year}-0${1 + Math.floor(random() * 9)}`,
                },
              };
            }),
          );
          const model = ValueModel.fit(cars.map((car) => ({ ...subjectOf(car), price: car.price as number })));
          const storedModel = ValueModel.fit(await listings.findValueSamples());
          for (const subject of cars.slice(0, 20)) {
            const valued = subjectOf(subject);
            const query = comparableQuery(valued);
            const expected = cars
              .map((car) => ({ ...subjectOf(car), price: car.price as number }))
              .filter((c) => isLikeForLike(valued, c))
              .sort(byMileageDistance(subject.mileage))
              .slice(0, query.limit);
            const found = await listings.findComparables(query);
            expect(selectComparables(valued, found)).toEqual(expected);
            expect(marketValueOf(valued, found, storedModel)).toEqual(marketValueOf(valued, expected, model));
          }
        }, 30_000); // Many finds, each a query over the wire on MongoDB: seconds on a busy machine

        it('deletes all listings', async () => {
          const listings = await flavour.open(store);
          await listings.insertMany(fixtures);
          await listings.deleteAll();
          expect(await listings.count()).toBe(0);
          expect((await listings.search(searchRequestSchema.parse({}))).total).toBe(0);
        });
      });
    }
  });

  if (adapter.reopen) {
    it('keeps written data across a restart', async () => {
      const listings = await openListingRepository(store, await createCounters(store));
      await listings.insertMany([makeListing({ brand: 'Volvo', model: 'XC60', viewCount: 3 })]);
      await store.close();
      store = await stores.reopen();
      const reopened = await openListingRepository(store, await createCounters(store));
      expect(await reopened.findById(1)).toMatchObject({
        brand: 'Volvo',
        viewCount: 3,
        status: 'active',
        source: 'demo',
      });
      expect((await reopened.search(searchRequestSchema.parse({ brand: 'Volvo' }))).total).toBe(1);
      const [next] = await reopened.insertMany([makeListing()]);
      expect(next!.id).toBe(2);
    });
  }
});
