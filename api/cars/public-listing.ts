/** What the public sees of a stored listing: the contract's Car, without who owns it or where it came from. */
import type { Car } from '@contract/car';
import type { ListingDoc } from './listing-collection';

/** `viewsSince`: the views counted since the listing arrived (daily counters), added to the count it came with. */
export function toPublicCar(listing: ListingDoc, viewsSince = 0): Car {
  const {
    dealerId: _owner,
    source: _source,
    hidden: _hidden,
    feedKey: _feedKey,
    stockNumber: _stockNumber,
    updatedAt: _updatedAt,
    stagedBy: _stagedBy,
    ...car
  } = listing;
  return { ...car, viewCount: listing.viewCount + viewsSince };
}
