/**
 * Sellers' side, wired: profiles in the store, the dealer's listings, inventory imports and photos
 * (/api/dealer), public seller pages (/api/dealers) and the admin's seller list (/api/admin/sellers).
 * Builds on cars and users; neither imports it. The photo store is shared with the images feature.
 */
import path from 'node:path';
import type { Router } from 'express';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { CarsStores } from '../cars/feature';
import type { CarsService } from '../cars/cars-service';
import type { UsersStores } from '../users/feature';
import { DealerImport } from './dealer-import';
import { dealerRouter } from './dealer-router';
import { DealerService } from './dealer-service';
import { ListingPhotos, PhotoStore } from './listing-photos';
import { SellerProfileRepository } from './seller-profile-repository';
import { SellerProfileService } from './seller-profile-service';
import { adminSellersRouter, publicSellersRouter } from './sellers-router';

export interface DealerStores {
  /** Sellers' profiles (business or private), one per account. */
  sellerProfiles: SellerProfileRepository;
}

export async function openDealerStores(store: DocumentStore, now: () => Date): Promise<FeatureStores<DealerStores>> {
  return { stores: { sellerProfiles: await SellerProfileRepository.open(store, now) } };
}

/** Dealers' own photos, under DATA_DIR/photos. */
export function photoStoreIn(dataDir: string): PhotoStore {
  return new PhotoStore(path.join(dataDir, 'photos'));
}

export interface DealerDeps {
  services: DealerStores & CarsStores & UsersStores & Pick<PlatformServices, 'stats' | 'now'>;
  cars: CarsService;
  photos: PhotoStore;
  /** Hosts a dealer's inventory file may link pictures from (IMAGE_HOSTS). */
  imageHosts: string[];
}

export function mountDealer(api: Router, { services, cars, photos, imageHosts }: DealerDeps): void {
  const { listings, now } = services;
  const profiles = new SellerProfileService({
    profiles: services.sellerProfiles,
    users: services.users,
    listings,
    cars,
    now,
  });
  api.use(
    '/dealer',
    dealerRouter(
      new DealerService({ listings, profiles, stats: services.stats, photos, now }),
      profiles,
      new DealerImport({ listings, profiles, allowedHosts: imageHosts, now }),
      new ListingPhotos({ listings, profiles, store: photos }),
      cars.marketValues,
    ),
  );
  api.use('/dealers', publicSellersRouter(profiles));
  api.use('/admin/sellers', adminSellersRouter(profiles));
}
