/** What the public sees of a stored listing: the contract's Car, without who owns it or where it came from. */
import type { Car } from '@contract/car';
import type { ListingDoc } from './listing-collection';

/**
 * `viewsSince`: the views counted since the listing arrived (daily counters), added to the count it came with.
 * `premium`: whether the seller's account is a premium_dealer now (the badge follows the account's role, never a
 * copy stored in the listing, so a role change shows at once on every listing).
 */
export function toPublicCar(listing: ListingDoc, viewsSince = 0, premium = false): Car {
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
  const { premium: _stored, ...seller } = car.seller;
  return { ...car, seller: premium ? { ...seller, premium: true } : seller, viewCount: listing.viewCount + viewsSince };
}
