/**
 * Listing search semantics, defined once. The MongoDB adapter runs `buildListingQuery`; the embedded
 * listing index and the PWA's offline search run `compileListingMatcher` and `compareListings`.
 * A property test (search.property.test.ts) keeps the two readings in agreement.
 */
import { z } from 'zod';
import { findBrand, findModel } from './catalog';
import {
  BODY_TYPES,
  COLORS,
  DEFAULT_SORT,
  FUEL_TYPES,
  MAX_PAGE_SIZE,
  MIN_YEAR,
  PAGE_SIZE,
  SORT_OPTIONS,
  TRANSMISSIONS,
  maxYear,
  type BodyType,
  type Color,
  type FuelType,
  type SortOption,
  type Transmission,
} from './catalog/vehicle';
import type { Car } from './car';

const MAX_PRICE = 100_000_000;
const MAX_MILEAGE = 10_000_000;

/** A trimmed string where '' means "no filter". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const optionalInt = (min: number, max: number) => z.number().int().min(min).max(max).optional();

const optionalYear = z
  .number()
  .int()
  .min(MIN_YEAR)
  .refine((year) => year <= maxYear(), { message: `Year must be ${maxYear()} or earlier` })
  .optional();

/** An optional list of enum values; an empty list means "no filter". */
const optionalList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .optional()
    .transform((list) => (list && list.length > 0 ? [...new Set(list)] : undefined));

/** Lowercased enum value; '' means "no filter" (the spec sends bodyType and color lowercased). */
const optionalLowercaseEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(values).optional());

const filterShape = {
  brand: optionalText(60),
  model: optionalText(60),
  minPrice: optionalInt(0, MAX_PRICE),
  maxPrice: optionalInt(0, MAX_PRICE),
  minYear: optionalYear,
  maxYear: optionalYear,
  minMileage: optionalInt(0, MAX_MILEAGE),
  maxMileage: optionalInt(0, MAX_MILEAGE),
  fuelTypes: optionalList(FUEL_TYPES),
  bodyType: optionalLowercaseEnum(BODY_TYPES),
  transmission: optionalList(TRANSMISSIONS),
  /** One colour or several (the spec reads colour as multi-select); normalised to a list. */
  color: z
    .union([z.string(), z.array(z.string()).max(COLORS.length)])
    .optional()
    .transform((value) => {
      const list = (Array.isArray(value) ? value : value ? [value] : []).map((c) => c.trim().toLowerCase()).filter(Boolean);
      return list.length > 0 ? [...new Set(list)] : undefined;
    })
    .pipe(z.array(z.enum(COLORS)).optional()),
  countryId: z.number().int().min(1).max(999).optional(),
  location: optionalText(80),
};

const pagingShape = {
  sort: z.enum(SORT_OPTIONS).default(DEFAULT_SORT),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

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

type RangeKey = 'Price' | 'Year' | 'Mileage';
const RANGES: RangeKey[] = ['Price', 'Year', 'Mileage'];

function checkRanges(value: Partial<SearchFilters>, ctx: z.RefinementCtx) {
  for (const key of RANGES) {
    const min = value[`min${key}`];
    const max = value[`max${key}`];
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({
        code: 'custom',
        path: [`max${key}`],
        message: `max${key} must not be less than min${key}`,
      });
    }
  }
}

/** Brand and model in their catalog spelling ("skoda" → "Škoda"); unknown names stay as given. */
function canonicalise<T extends SearchFilters>(value: T): T {
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

export const searchFiltersSchema = z
  .strictObject(filterShape)
  .superRefine(checkRanges)
  .transform((value) => canonicalise(value as SearchFilters));

export const searchRequestSchema = z
  .strictObject({ ...filterShape, ...pagingShape })
  .superRefine(checkRanges)
  .transform((value) => canonicalise(value as SearchRequest));

export const FILTER_KEYS = Object.keys(filterShape) as (keyof SearchFilters)[];

export function hasActiveFilters(filters: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  });
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

export function buildListingFilter(filters: SearchFilters): MongoFilter {
  const filter: MongoFilter = {};
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
>;

type Predicate = (listing: MatchableListing) => boolean;

/** Like MongoDB, a range only matches numbers (a string price never falls in a numeric range). */
function inRange(min: number | undefined, max: number | undefined): ((value: unknown) => boolean) | undefined {
  if (min === undefined && max === undefined) return undefined;
  const low = min ?? -Infinity;
  const high = max ?? Infinity;
  return (value) => typeof value === 'number' && value >= low && value <= high;
}

export function compileListingMatcher(filters: SearchFilters): Predicate {
  const checks: Predicate[] = [];
  const { brand, model, bodyType, countryId, location } = filters;
  if (brand) checks.push((l) => l.brand === brand);
  if (model) checks.push((l) => l.model === model);
  const price = inRange(filters.minPrice, filters.maxPrice);
  if (price) checks.push((l) => price(l.price));
  const year = inRange(filters.minYear, filters.maxYear);
  if (year) checks.push((l) => year(l.year));
  const mileage = inRange(filters.minMileage, filters.maxMileage);
  if (mileage) checks.push((l) => mileage(l.mileage));
  if (filters.fuelTypes?.length) {
    const fuels = new Set<string>(filters.fuelTypes);
    checks.push((l) => fuels.has(l.fuelType));
  }
  if (bodyType) checks.push((l) => l.bodyType === bodyType);
  if (filters.transmission?.length) {
    const transmissions = new Set<string>(filters.transmission);
    checks.push((l) => transmissions.has(l.transmission));
  }
  if (filters.color?.length) {
    const colors = new Set<string>(filters.color);
    checks.push((l) => colors.has(l.color));
  }
  if (countryId !== undefined) checks.push((l) => l.countryId === countryId);
  if (location) {
    const pattern = new RegExp(escapeRegExp(location), 'i');
    checks.push((l) => typeof l.location === 'string' && pattern.test(l.location));
  }
  if (checks.length === 0) return () => true;
  return (listing) => {
    for (const check of checks) if (!check(listing)) return false;
    return true;
  };
}

/** MongoDB's order across the types a sort field can hold here: numbers before strings. */
function compareValues(a: unknown, b: unknown): number {
  const typeRank = (value: unknown) => (typeof value === 'number' ? 0 : typeof value === 'string' ? 1 : 2);
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
