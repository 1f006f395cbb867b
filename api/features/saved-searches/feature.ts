/** Saved searches and watched cars, wired: their repositories and routes. Builds on cars; cars never imports it. */
import type { Router } from 'express';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { CarsStores } from '../cars/feature';
import type { CarsService } from '../cars/cars-service';
import { SavedSearchRepository } from './saved-search-repository';
import { savedSearchesRouter, watchedCarsRouter } from './saved-searches-router';
import { SavedSearchesService } from './saved-searches-service';
import { WatchRepository } from './watch-repository';

export interface SavedSearchesStores {
  /** Buyers' saved searches (with their alert state) and watched cars. */
  savedSearches: SavedSearchRepository;
  watches: WatchRepository;
}

export async function openSavedSearchesStores(store: DocumentStore): Promise<FeatureStores<SavedSearchesStores>> {
  return {
    stores: { savedSearches: await SavedSearchRepository.open(store), watches: await WatchRepository.open(store) },
  };
}

export function mountSavedSearches(
  api: Router,
  services: SavedSearchesStores & CarsStores & Pick<PlatformServices, 'now'>,
  cars: CarsService,
): void {
  const service = new SavedSearchesService({
    searches: services.savedSearches,
    watches: services.watches,
    listings: services.listings,
    lastListingId: () => services.lastListingId(),
    publish: (listings) => cars.publish(listings),
    now: services.now,
  });
  api.use('/saved-searches', savedSearchesRouter(service));
  api.use('/watched-cars', watchedCarsRouter(service));
}
