/**
 * Repair-shop search (POST /api/repair-shops/search): the limits, texts, codes and vocabularies the API and
 * the PWA share. Free of zod, so the PWA's repair tab can load it (the schemas are in repair-shops.ts).
 */
import type { Language } from './catalog';

/** The repair query has at least 3 characters (after trimming). */
export const REPAIR_QUERY_MIN_LENGTH = 3;
export const REPAIR_QUERY_MAX_LENGTH = 200;
/** Shops per answer; "show more" asks for the next page. */
export const REPAIR_PAGE_SIZE = 12;

export const REPAIR_MESSAGES = {
  /** 400. */
  queryTooShort: 'Query must be at least 3 characters',
  queryTooLong: `The query can have at most ${REPAIR_QUERY_MAX_LENGTH} characters`,
  /** 502 when the configured provider failed; the client shows 'Search Failed' with this message. */
  searchFailed: {
    busy: 'Search Failed: the map service is busy. Please try again in a minute.',
    timeout: 'Search Failed: the map service did not answer in time. Please try again.',
    unavailable: 'Search Failed: the map service could not be reached. Please try again later.',
    invalid: 'Search Failed: the map service sent an answer we could not read. Please try again later.',
  },
  photoNotFound: 'There is no such photo.',
} as const;

export const REPAIR_ERROR_CODES = {
  validationFailed: 'validation_failed',
  /** 502: the provider failed; the body's `reason` says how (one of SEARCH_FAILURE_REASONS). */
  searchFailed: 'repairSearchFailed',
} as const;

/** How a provider failed: 429 (busy), no answer in time, unreachable or 5xx, an answer we could not read. */
export const SEARCH_FAILURE_REASONS = ['busy', 'timeout', 'unavailable', 'invalid'] as const;
export type SearchFailureReason = (typeof SEARCH_FAILURE_REASONS)[number];

/** Where the shops come from (REPAIR_SHOPS_PROVIDER). */
export const REPAIR_PROVIDERS = ['bundled', 'osm', 'google'] as const;
export type RepairProvider = (typeof REPAIR_PROVIDERS)[number];

/** What a shop does, as a query is understood and as the filter chips offer it. */
export const SERVICE_CATEGORIES = [
  'repair',
  'maintenance',
  'diagnostics',
  'air_conditioning',
  'tyres',
  'bodywork',
  'brakes',
  'electrical',
  'glass',
  'exhaust',
  'transmission',
  'inspection',
  'homologation',
  'import',
  'ev',
  'towing',
  'dealer_service',
  'lpg',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** What kind of business it is (the card's icon and label). */
export const SHOP_KINDS = ['repair', 'tyres', 'body', 'service_centre', 'importer'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

export const REPAIR_LANGUAGES = ['en', 'hr', 'de'] as const satisfies readonly Language[];

/** Shops' opening times are shown in this time zone (all bundled cities share it). */
export { BUSINESS_TIME_ZONE as REPAIR_TIME_ZONE, OPEN_INTERVAL_DAYS } from './opening-hours';

/** The credit OpenStreetMap's licence asks for wherever its data is shown. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** A rating as shown: within 0–5, one decimal. */
export function roundRating(rating: number): number {
  return Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
}

/** Rating stars: out of 5, a half star at .5 or more of a star, of the rating as shown. */
export function ratingStars(rating: number): { full: number; half: boolean; empty: number } {
  const shown = roundRating(rating);
  const full = Math.floor(shown);
  const half = full < 5 && Math.round((shown - full) * 10) >= 5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
