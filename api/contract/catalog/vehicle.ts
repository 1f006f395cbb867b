/** Fixed vehicle vocabularies shared by the API and the PWA. Values are stored lowercase; labels come from i18n. */
export const BODY_TYPES = [
  'sedan',
  'hatchback',
  'suv',
  'wagon',
  'coupe',
  'convertible',
  'pickup',
  'van',
  'minivan',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const COLORS = [
  'black',
  'white',
  'silver',
  'gray',
  'blue',
  'red',
  'green',
  'brown',
  'yellow',
  'orange',
  'beige',
  'purple',
] as const;
export type Color = (typeof COLORS)[number];

/**
 * 'hybrid' is a full (self-charging) hybrid; 'plugin_hybrid' one charged from the grid; 'lpg' and 'cng' run on
 * autogas or natural gas as well as petrol (factory-built or converted). Listings stored before plug-in hybrids,
 * LPG and CNG had values of their own carry 'hybrid' or 'petrol' for them, which stay valid.
 */
export const FUEL_TYPES = ['petrol', 'diesel', 'electric', 'hybrid', 'plugin_hybrid', 'lpg', 'cng'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Who sells: a dealer (a business) or a private person. */
export const SELLER_TYPES = ['dealer', 'private'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

/** Equipment keys a listing carries (a seller ticks them); the PWA translates them. */
export const FEATURES = [
  'airConditioning',
  'climateControl',
  'navigation',
  'parkingSensors',
  'rearCamera',
  'cruiseControl',
  'adaptiveCruiseControl',
  'heatedSeats',
  'leatherSeats',
  'ledHeadlights',
  'alloyWheels',
  'towBar',
  'panoramicRoof',
  'bluetooth',
  'appleCarPlay',
  'keylessEntry',
  'laneAssist',
  'blindSpotMonitor',
  'heatPump',
  'fourWheelDrive',
] as const;
export type Feature = (typeof FEATURES)[number];

/** One metric horsepower (PS, KS) in kilowatts: 735.49875 W. */
export const KW_PER_HP = 0.73549875;
/** Power as sellers and registration papers give it in horsepower: kW × 1.36, rounded. */
export function kwToHp(kw: number): number {
  return Math.round(kw / KW_PER_HP);
}
/** A horsepower figure as the kW a listing carries (150 PS → 110 kW). */
export function hpToKw(hp: number): number {
  return Math.round(hp * KW_PER_HP);
}

export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** The test cycle of a CO₂ figure: NEDC for cars type-approved until 2018, WLTP since (its figures run higher). */
export const CO2_CYCLES = ['NEDC', 'WLTP'] as const;
export type Co2Cycle = (typeof CO2_CYCLES)[number];

/** 'used' is the ordinary case; imported listings may carry other values, shown upper-cased. */
export const LISTING_TYPES = ['used', 'new', 'demo'] as const;

/**
 * `listed_desc`: newest listings first; `year_desc`: newest model year first; `mileage_asc`: lowest mileage
 * first. `distance_asc` (nearest first) only with a `near` filter (the schema refuses it without one).
 */
export const FIELD_SORT_OPTIONS = ['listed_desc', 'price_asc', 'price_desc', 'year_desc', 'mileage_asc'] as const;
export const SORT_OPTIONS = [...FIELD_SORT_OPTIONS, 'distance_asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/**
 * Results open newest listings first: what a buyer coming back looks for is what is new since last time.
 * The app has no relevance of its own to rank by (a search is filters, each listing matches or not), so
 * "relevance" would only be some other order under a vaguer name.
 */
export const DEFAULT_SORT: SortOption = 'listed_desc';

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 48;
/** Cars in one comparison: a third is refused, compare needs exactly this many. */
export const MAX_COMPARE = 2;
export const MIN_YEAR = 1900;
/** Years are valid up to the next calendar year. */
export function maxYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}
