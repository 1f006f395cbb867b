import { z } from 'zod';
import { BODY_TYPES, CO2_CYCLES, COLORS, FEATURES, FUEL_TYPES, SELLER_TYPES, TRANSMISSIONS } from './catalog/vehicle';
import { geoPointSchema } from './geo';
import { DEAL_RATINGS } from './market-value';
import { MAX_CAR_PHOTOS } from './photo-limits';

export const LANGUAGES = ['en', 'hr', 'de'] as const;

export { FEATURES } from './catalog/vehicle';

export const sellerSchema = z.object({
  name: z.string(),
  type: z.enum(SELLER_TYPES),
  phone: z.string(),
  email: z.string().nullable(),
  /** A premium_dealer's listing: shown with the premium badge. */
  premium: z.boolean().optional(),
});

export const additionalDetailsSchema = z.object({
  powerKw: z.number().int(),
  engineCc: z.number().int().nullable(),
  doors: z.number().int(),
  seats: z.number().int(),
  previousOwners: z.number().int(),
  serviceHistory: z.boolean(),
  firstRegistration: z.string(),
  features: z.array(z.enum(FEATURES)),
  /**
   * The catalogue variant the listing is (api/contract/catalog/variants): generated listings carry it; a
   * dealer's or imported listing is matched by findVariant from its brand, model, year, fuel and power.
   */
  variantId: z.string().max(120).optional(),
  /** Combined CO₂ in g/km and its test cycle, where the catalogue or the seller knows it. */
  co2: z.object({ grams: z.number().int().min(0).max(1000), cycle: z.enum(CO2_CYCLES) }).optional(),
});

/**
 * Where a listing is in its life: only `active` listings are found by search; `sold`, `expired` and
 * `inactive` ones still open by their link (watched cars, shared links) and say so; `draft` ones are the
 * seller's alone.
 */
export const LISTING_STATUSES = ['active', 'sold', 'inactive', 'expired', 'draft'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A photo the seller uploaded. Served at every IMAGE_SIZES size by `carPhotoPath` (car-image.ts). */
export const carPhotoSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CarPhoto = z.infer<typeof carPhotoSchema>;
export { MAX_CAR_PHOTOS } from './photo-limits';

/** A listing as the API answers it (the store keeps more: who owns it, where it came from). */
export const carSchema = z.object({
  id: z.number().int().positive(),
  brand: z.string(),
  model: z.string(),
  modelDescription: z.string(),
  year: z.number().int(),
  /** Euro. Imported data may carry a non-numeric price; the UI shows such a price as 0 €. */
  price: z.union([z.number(), z.string()]),
  mileage: z.number().int(),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  bodyType: z.enum(BODY_TYPES),
  color: z.enum(COLORS),
  vin: z.string(),
  location: z.string(),
  countryId: z.number().int(),
  /**
   * Where the car is: the centre of its town (from town, postcode and country when the listing was
   * written). Absent only where the town is not in the gazetteer (such a listing is never in a radius search).
   */
  coordinates: geoPointSchema.optional(),
  description: z.string(),
  descriptionLanguage: z.enum(LANGUAGES),
  /** External image source, or null for the image the API draws for the listing. */
  imageUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  listingType: z.string(),
  viewCount: z.number().int(),
  listedAt: z.string(),
  validUntil: z.string(),
  additionalDetails: additionalDetailsSchema,
  seller: sellerSchema,
  /** Absent in copies stored before statuses existed: those were active. */
  status: z.enum(LISTING_STATUSES).optional(),
  /** The public id of the seller's profile (/dealer/{sellerId}); null for listings without a profile. */
  sellerId: z.string().nullable().optional(),
  /** The seller's photos in display order, the first being the cover; absent or empty: the drawn picture. */
  photos: z.array(carPhotoSchema).max(MAX_CAR_PHOTOS).optional(),
  /**
   * Made up by the demo generator (api/features/seed) for trying the site: no real car, said so on cards and details.
   * Not the listing type `demo` (a dealer's demonstrator car, which is real).
   */
  demoListing: z.boolean().optional(),
  /** In search results: the price against comparable listings (market-value.ts). */
  deal: z.enum(DEAL_RATINGS).optional(),
  /** In search results with a `near` filter: kilometres from that point to the car (rounded to 0.1 km). */
  distanceKm: z.number().min(0).optional(),
});

export type Car = z.infer<typeof carSchema>;
export type NewCar = Omit<Car, 'id'>;
export type Seller = z.infer<typeof sellerSchema>;
export type AdditionalDetails = z.infer<typeof additionalDetailsSchema>;
export type { Feature } from './catalog/vehicle';

export interface CarPage {
  cars: Car[];
  total: number;
  page: number;
  pageSize: number;
}

export { IMAGE_SIZES, carImagePath, carPhotoPath, type ImageSize } from './car-image';
