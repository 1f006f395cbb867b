import type { Car } from '@contract/car';
import type { CollectionSpec } from '../storage/document-store';

/** Listings as stored: the API's Car plus nothing else (ids are numeric, from the `listings` counter). */
export type ListingDoc = Car;

const requiredString = { type: String, required: true };
const requiredNumber = { type: Number, required: true };

export const LISTINGS_COLLECTION: CollectionSpec = {
  name: 'listings',
  indexes: [
    { fields: { id: 1 }, unique: true },
    // What search filters and sorts on (MongoDB; the embedded store uses the in-memory listing index).
    { fields: { brand: 1, model: 1, price: 1 } },
    { fields: { price: 1, id: 1 } },
    { fields: { year: -1, id: 1 } },
    { fields: { mileage: 1, id: 1 } },
    { fields: { fuelType: 1, price: 1 } },
    { fields: { countryId: 1, price: 1 } },
    { fields: { listedAt: -1 } },
    // A dealer's own listings (GET /api/dealer/listings).
    { fields: { dealerId: 1, listedAt: -1 } },
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
    dealerId: { type: String, default: null },
  },
};
