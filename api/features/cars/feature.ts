/**
 * The cars feature's wiring: the listings in the store, the public car service (search, details, market
 * values, views), its routes (/api/cars, /api/countries, classic search counted) and the shared car page
 * (painted on the server). Other features build on it (dealer, insights, AI search, saved searches); it imports none of them.
 */
import path from 'node:path';
import type { Router } from 'express';
import type { RateLimits } from '../../platform/rate-limit/rate-limits';
import type { CarPageAddress } from '../../platform/http/pwa-static';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import { countOnSuccess, isFirstPage } from '../../platform/stats/count-on-success';
import { METRICS } from '../../platform/stats/metrics';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { Counters } from '../../platform/storage/counters';
import { carPageHtml } from './car-page-html';
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
  return {
    stores: {
      listings: await openListingRepository(store, counters),
      lastListingId: () => counters.next('listings', 0),
    },
  };
}

export interface CarsDeps {
  services: CarsStores & Pick<PlatformServices, 'stats' | 'oncePerDay' | 'rateLimiter'>;
  limits: RateLimits;
  premiumSellers: PremiumSellers;
  /** The built app (dist/); the build's server renderer sits beside it (dist-ssr/). */
  distDir: string;
}

export function carsFeature({ services, limits, premiumSellers, distDir }: CarsDeps) {
  const cars = new CarsService({
    listings: services.listings,
    counters: services.stats,
    oncePerDay: services.oncePerDay,
    premiumSellers,
  });
  // A shared car page painted on the server: the car's photo, title, price and facts in the first response.
  const renderCarPage = carPageHtml({ distDir, serverRendererDir: path.join(path.dirname(distDir), 'dist-ssr') });
  const carPage = async ({ id, ...address }: CarPageAddress) => {
    const car = await cars.get(id).catch(() => null);
    return car && renderCarPage({ ...address, car });
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
