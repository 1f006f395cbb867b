/** Listings as the API stores them, for API tests: the contract's fixture plus who owns it and where it came from. */
import { makeListing } from '@contract/testing/listing-fixture';
import type { NewCar } from '@contract/car';
import type { NewListing } from '../features/cars/listing-collection';

/** A dealer's own listing. */
export function ownedListing(dealerId: string, overrides: Partial<NewCar> = {}): NewListing {
  return { ...makeListing(overrides), source: 'dealer', dealerId };
}
