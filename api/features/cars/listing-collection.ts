import type { Car, ListingStatus } from '@contract/car';
import { geoJsonPoint } from '@contract/search-semantics';
import type { CollectionSpec } from '../../platform/storage/document-store';

/** Where a listing came from: the demo seed (replaced by the admin's reset), a dealer's own, a dealer feed. */
export const LISTING_SOURCES = ['demo', 'dealer', 'feed'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/**
 * Listings as stored (ids are numeric, from the `listings` counter): the API's Car plus who owns it and
 * where it came from, which the public never sees (see public-listing.ts). `viewCount` is the count the
 * listing arrived with (seed or import); views since are daily counters (api/platform/stats), added on read.
 */
export interface ListingDoc extends Car {
  status: ListingStatus;
  source: ListingSource;
  /** The account that owns the listing and may edit it; null for demo and imported listings. */
  dealerId: string | null;
  /** Set while the seller is suspended: the listing is out of search and its page answers 404. */
  hidden?: boolean;
  /** `<feed id>:<external id>` of an imported listing: a re-import updates it instead of adding another. */
  feedKey?: string;
  /** The dealer's own stock number: a re-import of the dealer's inventory updates by it. */
  stockNumber?: string;
  /** The admin reset that wrote this demo listing, while the reset is under way (see replaceDemoListings). */
  stagedBy?: string;
  /** The admin reset that wrote this demo listing, for good: a reset interrupted by a crash is finished by it. */
  demoBatch?: string;
  /** When the listing last changed (ISO time); caches of answers about it (analyses) compare with it. */
  updatedAt?: string;
  /** `coordinates` as a GeoJSON point, which MongoDB's 2dsphere index covers (written with them: withGeo). */
  geo?: { type: 'Point'; coordinates: [number, number] };
  /**
   * The gazetteer version (placesVersion) that could not place this listing's town: start-up does not read the
   * listing again until the gazetteer changes.
   */
  placeTried?: string;
}

/** The listing's fields with `geo` following its coordinates (absent without them). */
export function withGeo<T extends { coordinates?: Car['coordinates']; geo?: ListingDoc['geo'] }>(listing: T): T {
  const { geo: _old, ...rest } = listing;
  return (listing.coordinates ? { ...rest, geo: geoJsonPoint(listing.coordinates) } : rest) as T;
}

/** What a new listing needs: a Car without id; status, source and owner default to an active demo listing. */
export type NewListing = Omit<ListingDoc, 'id' | 'status' | 'source' | 'dealerId'> &
  Partial<Pick<ListingDoc, 'status' | 'source' | 'dealerId'>>;

/** Whether buyers find the listing in search. */
export function isSearchable(listing: Pick<ListingDoc, 'status' | 'hidden'>): boolean {
  return listing.status === 'active' && !listing.hidden;
}

/** Whether the listing's page and comparison answer the public (drafts and suspended sellers' listings do not). */
export function isPublic(listing: Pick<ListingDoc, 'status' | 'hidden'>): boolean {
  return listing.status !== 'draft' && !listing.hidden;
}

const requiredString = { type: String, required: true };
const requiredNumber = { type: Number, required: true };

export const LISTINGS_COLLECTION: CollectionSpec = {
  name: 'listings',
  indexes: [
    { fields: { id: 1 }, unique: true },
    // What search filters and sorts on (MongoDB; the embedded store uses the in-memory listing index).
    { fields: { status: 1, brand: 1, model: 1, price: 1 } },
    { fields: { status: 1, price: 1, id: 1 } },
    { fields: { status: 1, year: -1, id: 1 } },
    { fields: { status: 1, mileage: 1, id: 1 } },
    { fields: { status: 1, fuelType: 1, price: 1 } },
    { fields: { status: 1, countryId: 1, price: 1 } },
    // Newest listings first, the default order.
    { fields: { status: 1, listedAt: -1, id: 1 }, mongoOnly: true },
    // Power ranges, and the equipment a search asks for (multikey: one entry per item a listing has).
    { fields: { status: 1, 'additionalDetails.powerKw': 1, id: 1 }, mongoOnly: true },
    { fields: { status: 1, 'additionalDetails.features': 1 }, mongoOnly: true },
    { fields: { listedAt: -1 }, mongoOnly: true },
    // The admin's reset replaces the demo listings only.
    { fields: { source: 1 }, mongoOnly: true },
    { fields: { stagedBy: 1 }, sparse: true, mongoOnly: true },
    { fields: { demoBatch: 1 }, sparse: true, mongoOnly: true },
    // A dealer's own listings (GET /api/dealer/listings) and a seller's public page.
    { fields: { dealerId: 1, listedAt: -1 } },
    { fields: { sellerId: 1, status: 1 } },
    { fields: { feedKey: 1 }, unique: true, sparse: true },
    // Radius search and nearest first ($geoWithin, $geoNear); the embedded store answers them from the listing index.
    { fields: { geo: '2dsphere' }, mongoOnly: true },
  ],
  mongooseFields: {
    id: requiredNumber,
    brand: requiredString,
    model: requiredString,
    modelDescription: { type: String, default: '' },
    year: requiredNumber,
    // A number, or a string for imported listings with a non-numeric price (mongoose Mixed).
    price: { type: Object, required: true },
    mileage: requiredNumber,
    fuelType: requiredString,
    transmission: requiredString,
    bodyType: requiredString,
    color: requiredString,
    vin: { type: String, default: '' },
    location: { type: String, default: '' },
    countryId: requiredNumber,
    coordinates: { type: Object, default: undefined },
    geo: { type: Object, default: undefined },
    placeTried: { type: String, default: undefined },
    description: { type: String, default: '' },
    descriptionLanguage: { type: String, default: 'en' },
    imageUrl: { type: String, default: null },
    externalUrl: { type: String, default: null },
    listingType: { type: String, default: 'used' },
    viewCount: { type: Number, default: 0 },
    listedAt: requiredString,
    validUntil: requiredString,
    additionalDetails: { type: Object, required: true },
    seller: { type: Object, required: true },
    photos: { type: [Object], default: undefined },
    demoListing: { type: Boolean, default: undefined },
    status: { type: String, required: true },
    source: { type: String, required: true },
    dealerId: { type: String, default: null },
    sellerId: { type: String, default: null },
    hidden: { type: Boolean, default: undefined },
    feedKey: { type: String, default: undefined },
    stockNumber: { type: String, default: undefined },
    updatedAt: { type: String, default: undefined },
    stagedBy: { type: String, default: undefined },
    demoBatch: { type: String, default: undefined },
  },
};

/**
 * The journal of an admin reset under way (at most one document): which reset staged new demo listings, and
 * whether it committed to them. The commit is this one write; whatever a crash leaves is finished (committed)
 * or undone (not) from here, so the store never holds two catalogues nor none.
 */
export interface DemoResetDoc {
  name: 'demo';
  batch: string;
  committed: boolean;
}

export const DEMO_RESETS_COLLECTION: CollectionSpec = {
  name: 'demo_resets',
  indexes: [{ fields: { name: 1 }, unique: true }],
  mongooseFields: {
    name: { type: String, required: true },
    batch: { type: String, required: true },
    committed: { type: Boolean, required: true },
  },
};
