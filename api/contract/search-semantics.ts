/**
 * Listing search semantics, defined once and free of zod (the PWA's home route imports this without the
 * schemas). The MongoDB adapter runs `buildListingFilter`/`buildListingSort`; the embedded listing index
 * and the PWA's offline search run `compileListingMatcher` and `compareListings`. A property test
 * (api/cars/search-agreement.property.test.ts) keeps the readings in agreement. The request schemas that
 * produce these types live in search.ts.
 */
import { findBrand, findModel } from './catalog';
import type { BodyType, Color, FuelType, SortOption, Transmission } from './catalog/vehicle';
import type { Car } from './car';

/** The largest price and mileage a search may name (the schema refuses more). */
export const MAX_PRICE = 100_000_000;
export const MAX_MILEAGE = 10_000_000;

export interface SearchFilters {
  brand?: string;
  model?: string;
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  minMileage?: number;
  maxMileage?: number;
  fuelTypes?: FuelType[];
  bodyType?: BodyType;
  transmission?: Transmission[];
  color?: Color[];
  countryId?: number;
  location?: string;
}

export interface SearchRequest extends SearchFilters {
  sort: SortOption;
  page: number;
  pageSize: number;
}

/** Every filter field, in the order of the schema's shape (search.ts checks that the two agree). */
export const FILTER_KEYS = [
  'brand',
  'model',
  'minPrice',
  'maxPrice',
  'minYear',
  'maxYear',
  'minMileage',
  'maxMileage',
  'fuelTypes',
  'bodyType',
  'transmission',
  'color',
  'countryId',
  'location',
] as const satisfies readonly (keyof SearchFilters)[];
const everyFilterKeyListed: [Exclude<keyof SearchFilters, (typeof FILTER_KEYS)[number]>] extends [never] ? true : never = true;
void everyFilterKeyListed;

export function hasActiveFilters(filters: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  });
}

/** The filters of a request (or of any object), without sort and paging. */
export function pickFilters(request: SearchFilters): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) if (request[key] !== undefined) filters[key] = request[key];
  return filters as SearchFilters;
}

/**
 * The filters an empty search can drop, each with the fields it removes: a range goes as a whole, and
 * dropping the brand drops its model too. Order: the one a buyer most likely set last comes first.
 */
export const RELAXABLE_FILTERS = {
  price: ['minPrice', 'maxPrice'],
  year: ['minYear', 'maxYear'],
  mileage: ['minMileage', 'maxMileage'],
  model: ['model'],
  brand: ['brand', 'model'],
  fuelTypes: ['fuelTypes'],
  transmission: ['transmission'],
  bodyType: ['bodyType'],
  color: ['color'],
  countryId: ['countryId'],
  location: ['location'],
} as const satisfies Record<string, readonly (keyof SearchFilters)[]>;

export type RelaxableFilter = keyof typeof RELAXABLE_FILTERS;

/** Each filter the search could drop, with the search that drops it (only filters that are set). */
export function relaxedSearches(filters: SearchFilters): { filter: RelaxableFilter; filters: SearchFilters }[] {
  const set = pickFilters(filters);
  const out: { filter: RelaxableFilter; filters: SearchFilters }[] = [];
  for (const [filter, keys] of Object.entries(RELAXABLE_FILTERS) as [RelaxableFilter, readonly (keyof SearchFilters)[]][]) {
    // A model is dropped on its own only when a brand stays; with the brand it goes under "brand".
    const own: readonly (keyof SearchFilters)[] = filter === 'brand' ? ['brand'] : keys;
    if (!own.some((key) => hasActiveFilters({ [key]: set[key] }))) continue;
    const relaxed: SearchFilters = { ...set };
    for (const key of keys) delete relaxed[key];
    out.push({ filter, filters: relaxed });
  }
  return out;
}

/** How many active filters a search has, counting a range (min and max) as one (the "Filters (3)" button). */
export function activeFilterCount(filters: SearchFilters): number {
  return relaxedSearches(filters).length;
}

/** Brand and model in their catalog spelling ("skoda" → "Škoda"); unknown names stay as given. */
export function canonicaliseFilters<T extends SearchFilters>(value: T): T {
  const result: T = { ...value };
  for (const key of Object.keys(result) as (keyof T)[]) {
    if (result[key] === undefined) delete result[key];
  }
  const brand = result.brand ? findBrand(result.brand) : undefined;
  if (brand) {
    result.brand = brand.name;
    if (result.model) result.model = findModel(brand, result.model) ?? result.model;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// MongoDB reading: a filter and a sort in MongoDB query syntax.

export type MongoFilter = Record<string, unknown>;
export type MongoSort = Record<string, 1 | -1>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function rangeFilter(min: number | undefined, max: number | undefined): Record<string, number> | undefined {
  if (min === undefined && max === undefined) return undefined;
  const range: Record<string, number> = {};
  if (min !== undefined) range.$gte = min;
  if (max !== undefined) range.$lte = max;
  return range;
}

/** Search finds active listings only (sold, expired, inactive and draft ones open by their link alone). */
export function buildListingFilter(filters: SearchFilters): MongoFilter {
  const filter: MongoFilter = { status: 'active' };
  if (filters.brand) filter.brand = filters.brand;
  if (filters.model) filter.model = filters.model;
  const price = rangeFilter(filters.minPrice, filters.maxPrice);
  if (price) filter.price = price;
  const year = rangeFilter(filters.minYear, filters.maxYear);
  if (year) filter.year = year;
  const mileage = rangeFilter(filters.minMileage, filters.maxMileage);
  if (mileage) filter.mileage = mileage;
  if (filters.fuelTypes?.length) filter.fuelType = { $in: filters.fuelTypes };
  if (filters.bodyType) filter.bodyType = filters.bodyType;
  if (filters.transmission?.length) filter.transmission = { $in: filters.transmission };
  if (filters.color?.length) filter.color = { $in: filters.color };
  if (filters.countryId !== undefined) filter.countryId = filters.countryId;
  if (filters.location) filter.location = { $regex: new RegExp(escapeRegExp(filters.location), 'i') };
  return filter;
}

type SortField = 'price' | 'year' | 'mileage';
const SORT_FIELDS: Record<SortOption, [SortField, 1 | -1]> = {
  price_asc: ['price', 1],
  price_desc: ['price', -1],
  year_desc: ['year', -1],
  mileage_asc: ['mileage', 1],
};

/** Ties are broken by id so that paging is stable. */
export function buildListingSort(sort: SortOption): MongoSort {
  const [field, direction] = SORT_FIELDS[sort];
  return { [field]: direction, id: 1 };
}

// ---------------------------------------------------------------------------------------------
// Matching reading: the same semantics as plain functions over a listing.

export type MatchableListing = Pick<
  Car,
  | 'id'
  | 'brand'
  | 'model'
  | 'price'
  | 'year'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'bodyType'
  | 'color'
  | 'countryId'
  | 'location'
> &
  /** Copies stored before statuses existed have none: they were active. */
  Partial<Pick<Car, 'status'>>;

type Predicate = (listing: MatchableListing) => boolean;

/** An inclusive numeric range; like MongoDB's, it only matches numbers (a string price never falls in one). */
export interface NumericRange {
  min: number;
  max: number;
}

/**
 * What a search asks of a listing, field by field: exact values, inclusive numeric ranges, sets of
 * allowed values and a case-insensitive location pattern. The matching function below evaluates it on
 * listing objects; the embedded listing index evaluates the same plan on its columns.
 */
export interface ListingFilterPlan {
  equals: Partial<Pick<MatchableListing, 'brand' | 'model' | 'bodyType' | 'countryId'>>;
  ranges: Partial<Record<'price' | 'year' | 'mileage', NumericRange>>;
  oneOf: Partial<Record<'fuelType' | 'transmission' | 'color', ReadonlySet<string>>>;
  location?: RegExp;
}

function numericRange(min: number | undefined, max: number | undefined): NumericRange | undefined {
  return min === undefined && max === undefined ? undefined : { min: min ?? -Infinity, max: max ?? Infinity };
}

export function listingFilterPlan(filters: SearchFilters): ListingFilterPlan {
  const plan: ListingFilterPlan = { equals: {}, ranges: {}, oneOf: {} };
  if (filters.brand) plan.equals.brand = filters.brand;
  if (filters.model) plan.equals.model = filters.model;
  if (filters.bodyType) plan.equals.bodyType = filters.bodyType;
  if (filters.countryId !== undefined) plan.equals.countryId = filters.countryId;
  const price = numericRange(filters.minPrice, filters.maxPrice);
  if (price) plan.ranges.price = price;
  const year = numericRange(filters.minYear, filters.maxYear);
  if (year) plan.ranges.year = year;
  const mileage = numericRange(filters.minMileage, filters.maxMileage);
  if (mileage) plan.ranges.mileage = mileage;
  if (filters.fuelTypes?.length) plan.oneOf.fuelType = new Set(filters.fuelTypes);
  if (filters.transmission?.length) plan.oneOf.transmission = new Set(filters.transmission);
  if (filters.color?.length) plan.oneOf.color = new Set(filters.color);
  if (filters.location) plan.location = new RegExp(escapeRegExp(filters.location), 'i');
  return plan;
}

export function inNumericRange(value: unknown, { min, max }: NumericRange): boolean {
  return typeof value === 'number' && value >= min && value <= max;
}

export function matchesLocation(location: unknown, pattern: RegExp): boolean {
  return typeof location === 'string' && pattern.test(location);
}

export function isEmptyPlan(plan: ListingFilterPlan): boolean {
  return (
    Object.keys(plan.equals).length === 0 &&
    Object.keys(plan.ranges).length === 0 &&
    Object.keys(plan.oneOf).length === 0 &&
    !plan.location
  );
}

/** Whether search finds the listing at all, whatever the filters. */
export function isActiveListing(listing: Pick<MatchableListing, 'status'>): boolean {
  return (listing.status ?? 'active') === 'active';
}

export function compileListingMatcher(filters: SearchFilters): Predicate {
  const plan = listingFilterPlan(filters);
  const checks: Predicate[] = [isActiveListing];
  for (const [field, value] of Object.entries(plan.equals) as [keyof ListingFilterPlan['equals'], unknown][]) {
    checks.push((listing) => listing[field] === value);
  }
  for (const [field, bounds] of Object.entries(plan.ranges) as [keyof ListingFilterPlan['ranges'], NumericRange][]) {
    checks.push((listing) => inNumericRange(listing[field], bounds));
  }
  for (const [field, allowed] of Object.entries(plan.oneOf) as [keyof ListingFilterPlan['oneOf'], ReadonlySet<string>][]) {
    checks.push((listing) => allowed.has(listing[field]));
  }
  const location = plan.location;
  if (location) checks.push((listing) => matchesLocation(listing.location, location));
  return (listing) => {
    for (const check of checks) if (!check(listing)) return false;
    return true;
  };
}

const typeRank = (value: unknown) => (typeof value === 'number' ? 0 : typeof value === 'string' ? 1 : 2);

/** MongoDB's order across the types a sort field can hold here: numbers before strings. */
function compareValues(a: unknown, b: unknown): number {
  // typeRank lives outside: a function made here would be made (and, under tsx's keepNames, named) per comparison.
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 2) return 0;
  return (a as number | string) < (b as number | string) ? -1 : (a as number | string) > (b as number | string) ? 1 : 0;
}

export function compareListings(sort: SortOption): (a: MatchableListing, b: MatchableListing) => number {
  const [field, direction] = SORT_FIELDS[sort];
  return (a, b) => compareValues(a[field], b[field]) * direction || a.id - b.id;
}
