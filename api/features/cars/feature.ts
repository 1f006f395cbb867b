/**
 * The cars feature's wiring: the listings in the store, the public car service (search, details, market
 * values, views), its routes (/api/cars, /api/countries, classic search counted) and the shared car page's
 * head. Other features build on it (dealer, insights, AI search, saved searches); it imports none of them.
 */
import type { Router } from 'express';
import type { RateLimits } from '../../platform/rate-limit/rate-limits';
import type { CarPageRenderer } from '../../platform/http/pwa-static';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import { countOnSuccess, isFirstPage } from '../../platform/stats/count-on-success';
import { METRICS } from '../../platform/stats/metrics';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { Counters } from '../../platform/storage/counters';
import { withCarHead } from './car-page-head';
import { carsRouter } from './cars-router';
import { CarsService, type PremiumSellers } from './cars-service';
import { countriesRouter } from './countries-router';
import type { ListingRepository } from './listing-repository';
import { openListingRepository } from './open-listing-repository';

export interface CarsStores {
  listings: ListingRepository;
  /** The highest listing id given out so far (listings added later have higher ids). */
  lastListingId(): Promise<number>;
}

export async function openCarsStores(store: DocumentStore, counters: Counters): Promise<FeatureStores<CarsStores>> {
  return { stores: { listings: await openListingRepository(store, counters), lastListingId: () => counters.next('listings', 0) } };
}

export interface CarsDeps {
  services: CarsStores & Pick<PlatformServices, 'stats' | 'oncePerDay' | 'rateLimiter'>;
  limits: RateLimits;
  premiumSellers: PremiumSellers;
}

export function carsFeature({ services, limits, premiumSellers }: CarsDeps) {
  const cars = new CarsService({ listings: services.listings, counters: services.stats, oncePerDay: services.oncePerDay, premiumSellers });
  /** A shared car page's head, written into the shell for link previews. */
  const carPage: CarPageRenderer = async (shell, carId, language, origin) => {
    const car = await cars.get(carId).catch(() => null);
    return car && withCarHead(shell, car, language, origin);
  };
  return {
    cars,
    carPage,
    mount(api: Router) {
      api.post('/cars/search', countOnSuccess(services.stats, METRICS.search, 'classic', isFirstPage));
      api.use('/cars', carsRouter({ cars, limiter: services.rateLimiter, limits }));
      api.use('/countries', countriesRouter());
    },
  };
}
