/** What the public sees of a stored listing: the contract's Car, without who owns it or where it came from. */
import type { Car } from '@contract/car';
import type { ListingDoc } from './listing-collection';

/**
 * `viewsSince`: the views counted since the listing arrived (daily counters), added to the count it came with.
 * `premium`: whether the seller's account is a premium_dealer now (the badge follows the account's role, never a
 * copy stored in the listing, so a role change shows at once on every listing).
 *
 * Written out field by field, so that every car answered has one shape: a page of results is eight of them,
 * and JSON.stringify is several times faster on objects that share their hidden class than on the copies a
 * spread or a loop makes of the store's documents (V8 keeps those as dictionaries). The type lists every field
 * of a Car, so a new field cannot be forgotten here; optional ones a listing lacks stay undefined (left out of JSON).
 */
export function toPublicCar(listing: ListingDoc, viewsSince = 0, premium = false): Car {
  const { premium: _stored, ...seller } = listing.seller;
  const car: { [Field in keyof Required<Car>]: Car[Field] } = {
    id: listing.id,
    brand: listing.brand,
    model: listing.model,
    modelDescription: listing.modelDescription,
    year: listing.year,
    price: listing.price,
    mileage: listing.mileage,
    fuelType: listing.fuelType,
    transmission: listing.transmission,
    bodyType: listing.bodyType,
    color: listing.color,
    vin: listing.vin,
    location: listing.location,
    countryId: listing.countryId,
    coordinates: listing.coordinates,
    description: listing.description,
    descriptionLanguage: listing.descriptionLanguage,
    imageUrl: listing.imageUrl,
    externalUrl: listing.externalUrl,
    listingType: listing.listingType,
    viewCount: listing.viewCount + viewsSince,
    listedAt: listing.listedAt,
    validUntil: listing.validUntil,
    additionalDetails: listing.additionalDetails,
    seller: premium ? { ...seller, premium: true } : seller,
    status: listing.status,
    sellerId: listing.sellerId,
    photos: listing.photos,
    deal: listing.deal,
    // Set by a search near a point, on the answer's copy.
    distanceKm: undefined,
    // Listings seeded before the flag existed are known by their source.
    demoListing: listing.demoListing === true || listing.source === 'demo' ? true : undefined,
  };
  return car as Car;
}
