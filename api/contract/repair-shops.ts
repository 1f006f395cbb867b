/**
 * Repair-shop search: POST /api/repair-shops/search `{ query, language }` → shops.
 * The request schema (zod) and the answer's shape. Constants and vocabularies are in repair-shop-constants.ts
 * (zod-free, for the PWA).
 */
import { z } from 'zod';
import { freeText } from './free-text';
import { geoPointSchema, type GeoPoint } from './geo';
import {
  REPAIR_LANGUAGES,
  REPAIR_MESSAGES,
  REPAIR_QUERY_MAX_LENGTH,
  REPAIR_QUERY_MIN_LENGTH,
  type RepairProvider,
  type SearchFailureReason,
  type ServiceCategory,
  type ShopKind,
} from './repair-shop-constants';

export * from './repair-shop-constants';

const query = freeText({
  multiline: true,
  required: {
    error: (issue) => (issue.input === undefined ? REPAIR_MESSAGES.queryTooShort : 'The query must be text'),
  },
})
  .trim()
  .min(REPAIR_QUERY_MIN_LENGTH, REPAIR_MESSAGES.queryTooShort)
  .max(REPAIR_QUERY_MAX_LENGTH, REPAIR_MESSAGES.queryTooLong);

export { geoPointSchema, type GeoPoint } from './geo';

/** POST /api/repair-shops/search */
export const repairSearchRequestSchema = z.strictObject({
  query,
  language: z.enum(REPAIR_LANGUAGES),
  /** The browser's location ("near me", with the person's permission): shops are sorted by distance from it. */
  near: geoPointSchema.optional(),
  /** The `nextCursor` of the previous answer to the same search: the next page. */
  cursor: z.string().min(1).max(4000).optional(),
});
export type RepairSearchRequest = z.input<typeof repairSearchRequestSchema>;

import type { OpenInterval } from './opening-hours';
import type { PlaceKind } from './places/place-record';
export type { OpenInterval } from './opening-hours';

/** One shop: its name, contact details and rating, plus where it is and what it does. */
export interface RepairShop {
  /** Stable per source: `bundled:…`, `osm:node/123`, `google:ChIJ…`. */
  id: string;
  name: string;
  kind: ShopKind;
  address: string;
  city?: string;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string;
  /** International format, for a tel: link. */
  phone?: string;
  /** http(s) only. */
  website?: string;
  /** A plain Google Maps link (no API, no key): search by name and address, or the place itself. */
  googleMapsUrl: string;
  /** A plain OpenStreetMap link to the shop's position (or its OSM object). */
  osmUrl: string;
  /** OpenStreetMap `opening_hours` syntax ("Mo-Fr 08:00-17:00; Sa 08:00-12:00"); absent when unknown. */
  openingHours?: string;
  /** Open intervals from `hoursComputedAt` (midnight in Zagreb) for OPEN_INTERVAL_DAYS days; absent when the hours are unknown or unreadable. */
  openIntervals?: OpenInterval[];
  hoursComputedAt?: string;
  /** 0 to 5; absent where the source has no ratings (OpenStreetMap). */
  ratings?: number;
  /** Number of reviews; absent with the rating. */
  reviews?: number;
  /** Served by our API (photos never come straight from a provider to the browser). */
  imageUrl?: string;
  /** Who took the photo, where the source asks to name them. */
  imageAttribution?: string;
  description?: string;
  /** What the shop offers, in the request's language. */
  services: string[];
  categories: ServiceCategory[];
  /** Makes it specialises in or is authorised for. */
  brands?: string[];
  location: GeoPoint;
  /** From the place searched or the browser's location, when one was given. */
  distanceKm?: number;
}

/** The place part of a query, as understood (from the bundled gazetteer). */
export interface UnderstoodPlace {
  id: string;
  /** In the request's language. */
  name: string;
  countryCode: string;
  kind: PlaceKind;
}

/** How the query was read: the service part and the place part. */
export interface UnderstoodQuery {
  categories: ServiceCategory[];
  place?: UnderstoodPlace;
  /** "near me", "u blizini", "in der Nähe": sorted by distance from the browser's location. */
  nearMe: boolean;
  brand?: string;
}

export interface RepairSource {
  provider: RepairProvider;
  /** The bundled dataset: invented shops for trying the app, said so in the UI. */
  demo: boolean;
  /** The credit the data's licence asks for (OpenStreetMap, Google). */
  attribution: string;
  attributionUrl?: string;
  /** Answered from the store's copy of an earlier provider answer (spent nothing). */
  cached: boolean;
  /** When the provider's data was fetched (ISO). */
  fetchedAt: string;
}

/**
 * How the search widened when nothing matched what was asked, each step said to the person: a district to
 * its city, the place to the towns around it, a specialist to workshops that repair everything, a brand's
 * authorised service to workshops for all makes. `in`/`to` are written in the request's language ("u
 * Dubravi", "u Zagrebu").
 */
export type RepairFallback =
  | { kind: 'districtToCity'; in: string; to: string }
  | { kind: 'nearby'; in: string; radiusKm: number }
  | { kind: 'generalWorkshop'; categories: ServiceCategory[]; in?: string }
  | { kind: 'anyWorkshop'; brand: string; in?: string };

/** 200 of POST /api/repair-shops/search. */
export interface RepairSearchResponse {
  shops: RepairShop[];
  /** All matching shops, when the source says (bundled and OpenStreetMap). */
  total?: number;
  /** Ask again with this cursor for more. */
  nextCursor?: string;
  understood: UnderstoodQuery;
  source: RepairSource;
  /**
   * Set when the query named no place and no location was given, and the source needs one (OpenStreetMap
   * cannot search a whole country): nothing was searched.
   */
  placeNeeded?: boolean;
  /** The query said "near me" but no location came with it: shops are not sorted by distance. */
  locationMissing?: boolean;
  /** A word that reads as a place we do not know ("Xyzgrad"), as written: the shops are not limited to a place. */
  unknownPlace?: string;
  /** What the search widened to find shops, in order (absent when it found what was asked). */
  fallbacks?: RepairFallback[];
}

/** 502 body: the shared error body plus how the provider failed. */
export interface RepairSearchFailedBody {
  code: 'repairSearchFailed';
  message: string;
  reason: SearchFailureReason;
}
