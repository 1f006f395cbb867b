/**
 * A seller's standing reaches every listing of the seller at once, on every storage adapter (MongoDB only
 * with MONGODB_URI) and both listing repositories: the premium badge follows the account's role as it is
 * now (no listing is rewritten, so a role change shows in search, on the car and on the seller's page
 * without a save or an import), and a suspension hides the seller's listings, also one the seller was
 * adding while the admin suspended them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { dealerListingInputSchema } from '@contract/dealer-api';
import { sellerProfileInputSchema } from '@contract/seller-profile';
import { searchRequestSchema } from '@contract/search';
import { CarsService } from '../cars/cars-service';
import { LISTINGS_COLLECTION, type ListingDoc, type NewListing } from '../cars/listing-collection';
import type { ListingRepository } from '../cars/listing-repository';
import { openListingRepository } from '../cars/open-listing-repository';
import { QueryListingRepository } from '../cars/query-listing-repository';
import { DailyCounters } from '../../platform/stats/daily-counters';
import { OncePerDay } from '../../platform/stats/once-per-day';
import { createCounters } from '../../platform/storage/counters';
import type { DocumentStore } from '../../platform/storage/document-store';
import { ownedListing } from '../../testing/listings';
import { withMingoAggregate } from '../../platform/testing/mingo-aggregate';
import { businessProfile, listingInput } from '../../platform/testing/sellers';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { DocumentUserRepository } from '../users/document-user-repository';
import { DealerService } from './dealer-service';
import { SellerProfileRepository } from './seller-profile-repository';
import { SellerProfileService } from './seller-profile-service';

const flavours = [
  {
    name: 'the store’s own listing repository',
    open: async (s: DocumentStore) => openListingRepository(s, await createCounters(s)),
  },
  {
    name: 'the query-builder repository',
    // Without a MongoDB server, its aggregation pipelines (market values of a results page) run in mingo.
    open: async (s: DocumentStore) =>
      new QueryListingRepository(
        await withMingoAggregate(s).collection<ListingDoc>(LISTINGS_COLLECTION),
        await createCounters(s),
      ),
  },
];

async function world(store: DocumentStore, listings: ListingRepository) {
  const users = await DocumentUserRepository.open(store);
  const stats = await DailyCounters.open(store);
  const cars = new CarsService({
    listings,
    counters: stats,
    oncePerDay: await OncePerDay.open(store),
    premiumSellers: (ids) => users.idsOfType(ids, 'premium_dealer'),
  });
  const profiles = new SellerProfileService({
    profiles: await SellerProfileRepository.open(store),
    users,
    listings,
    cars,
  });
  const dealers = new DealerService({ listings, profiles, stats });
  let accounts = 0;
  const seller = async (userType: 'dealer' | 'premium_dealer' = 'dealer') => {
    accounts++;
    const user = await users.create({
      username: `seller${accounts}`,
      email: `seller${accounts}@autocentar.example`,
      passwordHash: 'x',
      firstName: null,
      lastName: null,
      userType,
      emailVerified: true,
      language: 'hr',
    });
    const profile = await profiles.save(
      user,
      sellerProfileInputSchema.parse(businessProfile({ name: `Auto ${accounts}` })),
    );
    return { user, profile };
  };
  const found = async (brand: string) => (await cars.search(searchRequestSchema.parse({ brand, pageSize: 48 }))).cars;
  return { users, cars, profiles, dealers, seller, found };
}

describeOnEveryStore('seller standing contract', (_adapter, stores) => {
  let store: DocumentStore;
  beforeEach(async () => {
    store = await stores.open();
  });

  for (const flavour of flavours) {
    describe(flavour.name, () => {
      it('shows the premium badge on every listing of the seller as soon as the role changes, and takes it off again', async () => {
        const listings = await flavour.open(store);
        const { users, cars, profiles, dealers, seller, found } = await world(store, listings);
        const dealer = await seller('dealer');
        const other = await seller('dealer');
        const created = await dealers.create(
          dealer.user.id,
          dealerListingInputSchema.parse(listingInput({ brand: 'Dacia', model: 'Duster' })),
        );
        // Listings written before (a seed, an older version) may still carry a copy of the badge: it is not what counts.
        const [stale] = await listings.insertMany([
          {
            ...ownedListing(dealer.user.id, { brand: 'Dacia', model: 'Sandero' }),
            sellerId: dealer.profile.id,
            seller: { ...created.seller, premium: true },
          } as NewListing,
        ]);
        const [othersCar] = await listings.insertMany([
          { ...ownedListing(other.user.id, { brand: 'Dacia', model: 'Logan' }), sellerId: other.profile.id },
        ]);
        const badges = async () => new Map((await found('Dacia')).map((car) => [car.id, car.seller.premium ?? false]));

        expect(await badges()).toEqual(
          new Map([
            [created.id, false],
            [stale!.id, false],
            [othersCar!.id, false],
          ]),
        );

        // The admin makes the account a premium dealer: no listing is written, every one shows the badge.
        expect((await users.upgradeUserType(dealer.user.id, ['dealer'], 'premium_dealer'))?.userType).toBe(
          'premium_dealer',
        );
        expect(await badges()).toEqual(
          new Map([
            [created.id, true],
            [stale!.id, true],
            [othersCar!.id, false],
          ]),
        );
        expect((await cars.get(created.id)).seller.premium).toBe(true);
        expect((await cars.compare([created.id, othersCar!.id])).map((car) => car.seller.premium ?? false)).toEqual([
          true,
          false,
        ]);
        const page = await profiles.publicProfile(dealer.profile.id, 1);
        expect(page.premium).toBe(true);
        expect(page.cars.map((car) => car.seller.premium)).toEqual([true, true]);

        // And back to a plain dealer.
        await users.upgradeUserType(dealer.user.id, ['premium_dealer'], 'dealer');
        expect(await badges()).toEqual(
          new Map([
            [created.id, false],
            [stale!.id, false],
            [othersCar!.id, false],
          ]),
        );
        expect((await cars.get(stale!.id)).seller.premium).toBeUndefined();
      });

      it('answers which accounts have a role in one query, leaving unknown ids out', async () => {
        const listings = await flavour.open(store);
        const { users, seller } = await world(store, listings);
        const plain = await seller('dealer');
        const premium = await seller('premium_dealer');
        expect(
          await users.idsOfType([plain.user.id, premium.user.id, 'nobody', premium.user.id], 'premium_dealer'),
        ).toEqual(new Set([premium.user.id]));
        expect(await users.idsOfType([], 'premium_dealer')).toEqual(new Set());
      });

      it('hides a suspended seller’s listings from search at once, also one added while the admin suspended the seller', async () => {
        const listings = await flavour.open(store);
        const { cars, profiles, dealers, seller, found } = await world(store, listings);
        const dealer = await seller();
        const first = await dealers.create(
          dealer.user.id,
          dealerListingInputSchema.parse(listingInput({ brand: 'Dacia', model: 'Duster' })),
        );
        expect((await found('Dacia')).map((car) => car.id)).toEqual([first.id]);

        // The seller's create passed its check; the admin's suspension lands before the listing is written.
        const racing = new DealerService({
          listings: new Proxy(listings, {
            get(target, property, receiver) {
              if (property !== 'insertMany') return Reflect.get(target, property, receiver) as unknown;
              return async (docs: NewListing[]) => {
                await profiles.setSuspended(dealer.profile.id, true);
                return target.insertMany(docs);
              };
            },
          }),
          profiles,
          stats: await DailyCounters.open(store),
        });
        const second = await racing.create(
          dealer.user.id,
          dealerListingInputSchema.parse(listingInput({ brand: 'Dacia', model: 'Sandero' })),
        );
        expect(await found('Dacia')).toEqual([]);
        await expect(cars.get(second.id)).rejects.toMatchObject({ status: 404 });
        await expect(cars.get(first.id)).rejects.toMatchObject({ status: 404 });

        await profiles.setSuspended(dealer.profile.id, false);
        expect((await found('Dacia')).map((car) => car.id).sort((a, b) => a - b)).toEqual([first.id, second.id]);
      });
    });
  }
});
