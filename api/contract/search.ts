/**
 * The zod schemas of search requests. The semantics they feed (types, matching function, sort orders,
 * MongoDB query builder) live in search-semantics.ts, which has no zod; this module re-exports them so
 * that `@contract/search` offers both.
 */
import { z } from 'zod';
import {
  BODY_TYPES,
  COLORS,
  DEFAULT_SORT,
  FEATURES,
  FUEL_TYPES,
  MAX_PAGE_SIZE,
  MIN_YEAR,
  PAGE_SIZE,
  SELLER_TYPES,
  SORT_OPTIONS,
  TRANSMISSIONS,
  maxYear,
} from './catalog/vehicle';
import {
  MAX_BRANDS,
  MAX_COUNTRIES,
  MAX_MILEAGE,
  MAX_MODELS,
  MAX_POWER_KW,
  MAX_PRICE,
  canonicaliseFilters,
  parseRegistration,
  type FILTER_KEYS,
  type SearchFilters,
  type SearchRequest,
} from './search-semantics';
import { MAX_NEAR_LENGTH, RADIUS_OPTIONS, parseNear } from './near';

export * from './search-semantics';

/** A trimmed string where '' means "no filter". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * One text or several (the form and the parser send lists; old saved searches, links and queued
 * searches hold one), trimmed, without blanks and repeats; no entries means "no filter".
 */
const optionalTextList = (maxLength: number, maxItems: number) =>
  z
    .union([z.string(), z.array(z.string()).max(maxItems)])
    .optional()
    .transform((value) => {
      const list = (Array.isArray(value) ? value : value !== undefined ? [value] : [])
        .map((text) => text.trim())
        .filter(Boolean);
      return list.length > 0 ? [...new Set(list)] : undefined;
    })
    .pipe(z.array(z.string().max(maxLength)).optional());

/** One country id or several, as a list; an empty list means "no filter". */
const optionalCountryList = z
  .union([z.number(), z.array(z.number()).max(MAX_COUNTRIES)])
  .optional()
  .transform((value) => {
    const list = Array.isArray(value) ? value : value !== undefined ? [value] : [];
    return list.length > 0 ? [...new Set(list)] : undefined;
  })
  .pipe(z.array(z.number().int().min(1).max(999)).optional());

const optionalInt = (min: number, max: number) => z.number().int().min(min).max(max).optional();

const optionalYear = z
  .number()
  .int()
  .min(MIN_YEAR)
  .refine((year) => year <= maxYear(), { message: `Year must be ${maxYear()} or earlier` })
  .optional();

/** A first registration: "2019" or "2019-03", from MIN_YEAR to next year ('' means "no filter"). */
const optionalRegistration = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || parseRegistration(value) !== undefined, {
    message: 'A first registration is a year or a year and month, such as 2019 or 2019-03',
  })
  .refine(
    (value) => {
      const year = value === undefined ? undefined : parseRegistration(value)?.year;
      return year === undefined || (year >= MIN_YEAR && year <= maxYear());
    },
    { message: `A first registration is between ${MIN_YEAR} and next year` },
  );

/** An optional list of enum values; an empty list means "no filter". */
const optionalList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .optional()
    .transform((list) => (list && list.length > 0 ? [...new Set(list)] : undefined));

/** Lowercased enum value; '' means "no filter" (clients send bodyType and color lowercased). */
const optionalLowercaseEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(values).optional());

const filterShape = {
  brand: optionalTextList(60, MAX_BRANDS),
  model: optionalTextList(60, MAX_MODELS),
  minPrice: optionalInt(0, MAX_PRICE),
  maxPrice: optionalInt(0, MAX_PRICE),
  minYear: optionalYear,
  maxYear: optionalYear,
  minMileage: optionalInt(0, MAX_MILEAGE),
  maxMileage: optionalInt(0, MAX_MILEAGE),
  fuelTypes: optionalList(FUEL_TYPES),
  minPowerKw: optionalInt(0, MAX_POWER_KW),
  maxPowerKw: optionalInt(0, MAX_POWER_KW),
  minRegistration: optionalRegistration,
  maxRegistration: optionalRegistration,
  sellerType: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(SELLER_TYPES).optional()),
  equipment: optionalList(FEATURES),
  bodyType: optionalLowercaseEnum(BODY_TYPES),
  transmission: optionalList(TRANSMISSIONS),
  /** One colour or several (the colour filter is multi-select); normalised to a list. */
  color: z
    .union([z.string(), z.array(z.string()).max(COLORS.length)])
    .optional()
    .transform((value) => {
      const list = (Array.isArray(value) ? value : value ? [value] : [])
        .map((c) => c.trim().toLowerCase())
        .filter(Boolean);
      return list.length > 0 ? [...new Set(list)] : undefined;
    })
    .pipe(z.array(z.enum(COLORS)).optional()),
  countryId: optionalCountryList,
  location: optionalText(80),
  near: optionalText(MAX_NEAR_LENGTH).refine((value) => value === undefined || parseNear(value) !== undefined, {
    message: 'near must be a place id ("zagreb"), a postcode with its country ("HR-10000") or a point ("@45.81,15.98")',
  }),
  radiusKm: z.literal(RADIUS_OPTIONS, { error: `radiusKm must be one of ${RADIUS_OPTIONS.join(', ')}` }).optional(),
};

// FILTER_KEYS (search-semantics.ts) must name exactly the fields of the shape.
type FilterKeyMismatch =
  | Exclude<keyof typeof filterShape, (typeof FILTER_KEYS)[number]>
  | Exclude<(typeof FILTER_KEYS)[number], keyof typeof filterShape>;
const filterKeysAgree: [FilterKeyMismatch] extends [never] ? true : never = true;
void filterKeysAgree;

const pagingShape = {
  sort: z.enum(SORT_OPTIONS).default(DEFAULT_SORT),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

type RangeKey = 'Price' | 'Year' | 'Mileage' | 'PowerKw';
const RANGES: RangeKey[] = ['Price', 'Year', 'Mileage', 'PowerKw'];

/** A radius, and nearest first, need a point to measure from. */
function checkNear(value: Partial<SearchFilters> & { sort?: string }, ctx: z.RefinementCtx) {
  if (value.near !== undefined) return;
  if (value.radiusKm !== undefined)
    ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: 'radiusKm needs near' });
  if (value.sort === 'distance_asc')
    ctx.addIssue({ code: 'custom', path: ['sort'], message: 'distance_asc needs near' });
}

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
  const from = value.minRegistration === undefined ? undefined : parseRegistration(value.minRegistration);
  const to = value.maxRegistration === undefined ? undefined : parseRegistration(value.maxRegistration);
  // "2019-05" to "2019" is May to December; "2020" to "2019-05" is empty.
  if (from && to && (from.year > to.year || (from.year === to.year && (from.month ?? 1) > (to.month ?? 12)))) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxRegistration'],
      message: 'maxRegistration must not be before minRegistration',
    });
  }
}

export const searchFiltersSchema = z
  .strictObject(filterShape)
  .superRefine(checkRanges)
  .superRefine(checkNear)
  .transform((value) => canonicaliseFilters(value as SearchFilters));

export const searchRequestSchema = z
  .strictObject({ ...filterShape, ...pagingShape })
  .superRefine(checkRanges)
  .superRefine(checkNear)
  .transform((value) => canonicaliseFilters(value as SearchRequest));
