/**
 * Opens the store with every repository the app needs: the platform's (sessions, limits, quotas, counters,
 * mail, jobs …) and each feature's own (its `feature.ts`). Closing it flushes the store.
 */
import { openAuthStores, type AuthStores } from './features/auth/feature';
import { openCarsStores, type CarsStores } from './features/cars/feature';
import { openContactStores, type ContactStores } from './features/contact/feature';
import { openDealerStores, type DealerStores } from './features/dealer/feature';
import { openInsightsStores, type InsightsStores } from './features/insights/feature';
import { openListingImportStores, type ListingImportStores } from './features/listing-import/feature';
import { openRepairShopsStores, type RepairShopsStores } from './features/repair-shops/feature';
import { openSavedSearchesStores, type SavedSearchesStores } from './features/saved-searches/feature';
import { openSellerEmailStores, type SellerEmailStores } from './features/seller-email/feature';
import { openUsersStores, type UsersStores } from './features/users/feature';
import { openPlatformServices, type FeatureStores, type PlatformServices } from './platform/platform-services';
import type { DocumentStore } from './platform/storage/document-store';

export type Services = PlatformServices &
  CarsStores &
  UsersStores &
  AuthStores &
  ContactStores &
  SellerEmailStores &
  DealerStores &
  ListingImportStores &
  RepairShopsStores &
  InsightsStores &
  SavedSearchesStores & {
    /** Drops expired sessions, tokens, rate-limit windows, search counts, idempotency keys and cached repair-shop areas (NeDB has no TTL sweeper). */
    pruneExpired(): Promise<void>;
    close(): Promise<void>;
  };

export interface ServiceOptions {
  /** The clock of token expiry, rate-limit windows and search days (tests fix it). */
  now?: () => Date;
}

export async function openServices(
  store: DocumentStore,
  { now = () => new Date() }: ServiceOptions = {},
): Promise<Services> {
  const platform = await openPlatformServices(store, now);
  const cars = await openCarsStores(store, platform.stores.counters);
  const users = await openUsersStores(store, now);
  const auth = await openAuthStores(store, now);
  const contact = await openContactStores(store, now);
  const sellerEmail = await openSellerEmailStores(store, now);
  const dealer = await openDealerStores(store, now);
  const listingImport = await openListingImportStores(store);
  const repairShops = await openRepairShopsStores(store, now);
  const insights = await openInsightsStores(store, now);
  const savedSearches = await openSavedSearchesStores(store);
  const parts: FeatureStores<unknown>[] = [
    platform,
    cars,
    users,
    auth,
    contact,
    sellerEmail,
    dealer,
    listingImport,
    repairShops,
    insights,
    savedSearches,
  ];
  const { stats, oncePerDay } = platform.stores;
  return {
    ...platform.stores,
    ...cars.stores,
    ...users.stores,
    ...auth.stores,
    ...contact.stores,
    ...sellerEmail.stores,
    ...dealer.stores,
    ...listingImport.stores,
    ...repairShops.stores,
    ...insights.stores,
    ...savedSearches.stores,
    async pruneExpired() {
      await Promise.all(parts.map((part) => part.pruneExpired?.()));
    },
    async close() {
      // The background counts (DailyCounters.add) and once-a-day marks (OncePerDay.markSoon) first.
      await Promise.all([stats.flush(), oncePerDay.flush()]);
      await store.close();
    },
  };
}
