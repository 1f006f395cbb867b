/**
 * A search request from untrusted input (a URL, a form, an old bookmark), made valid the lenient way:
 * where the API's schema would refuse a value with 400, this drops it, so a bad link still shows results.
 * For valid input it gives what the schema gives (search-request.test.ts checks it against the schema).
 */
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
} from '@contract/catalog/vehicle';
import {
  MAX_BRANDS,
  MAX_COUNTRIES,
  MAX_MILEAGE,
  MAX_MODELS,
  MAX_POWER_KW,
  MAX_PRICE,
  canonicaliseFilters,
  parseRegistration,
  type SearchFilters,
  type SearchRequest,
} from '@contract/search-semantics';
import { MAX_NEAR_LENGTH, isRadiusKm, parseNear } from '@contract/near';

type Input = Record<string, unknown>;

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/** One text or several (older links and stored searches hold one), trimmed and deduplicated; too long ones dropped. */
function texts(value: unknown, maxLength: number, maxItems: number): string[] | undefined {
  const raw = Array.isArray(value) ? value : [value];
  const list = [
    ...new Set(raw.map((item) => text(item, maxLength)).filter((item): item is string => item !== undefined)),
  ].slice(0, maxItems);
  return list.length > 0 ? list : undefined;
}

/** One id or several, deduplicated; invalid ones dropped. */
function ints(value: unknown, min: number, max: number, maxItems: number): number[] | undefined {
  const raw = Array.isArray(value) ? value : [value];
  const list = [
    ...new Set(raw.map((item) => int(item, min, max)).filter((item): item is number => item !== undefined)),
  ].slice(0, maxItems);
  return list.length > 0 ? list : undefined;
}

function int(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return (values as readonly string[]).includes(lower) ? (lower as T) : undefined;
}

/** A list of allowed values, deduplicated; invalid entries dropped; empty means no filter. */
function listOf<T extends string>(values: readonly T[], value: unknown, lowercase: boolean): T[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const list = raw
    .filter((item): item is string => typeof item === 'string')
    .map((item) => (lowercase ? item.trim().toLowerCase() : item))
    .filter((item): item is T => (values as readonly string[]).includes(item));
  return list.length > 0 ? [...new Set(list)] : undefined;
}

/** A first registration ("2019", "2019-03") from MIN_YEAR to next year, or undefined. */
function registration(value: unknown, yearMax: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = parseRegistration(value.trim());
  return parsed && parsed.year >= MIN_YEAR && parsed.year <= yearMax ? value.trim() : undefined;
}

/** A registration range the API would refuse (from after to): the "to" goes. */
function registrationRange(from: string | undefined, to: string | undefined): [string | undefined, string | undefined] {
  const a = from === undefined ? undefined : parseRegistration(from);
  const b = to === undefined ? undefined : parseRegistration(to);
  if (a && b && (a.year > b.year || (a.year === b.year && (a.month ?? 1) > (b.month ?? 12)))) return [from, undefined];
  return [from, to];
}

/** min > max is refused by the API; here the max goes. */
function range(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [min, undefined] : [min, max];
}

export function normaliseFilters(input: Input, now = new Date()): SearchFilters {
  const yearMax = maxYear(now);
  const [minPrice, maxPrice] = range(int(input.minPrice, 0, MAX_PRICE), int(input.maxPrice, 0, MAX_PRICE));
  const [minYear, maxYearValue] = range(int(input.minYear, MIN_YEAR, yearMax), int(input.maxYear, MIN_YEAR, yearMax));
  const [minMileage, maxMileage] = range(int(input.minMileage, 0, MAX_MILEAGE), int(input.maxMileage, 0, MAX_MILEAGE));
  const [minPowerKw, maxPowerKw] = range(
    int(input.minPowerKw, 0, MAX_POWER_KW),
    int(input.maxPowerKw, 0, MAX_POWER_KW),
  );
  const [minRegistration, maxRegistration] = registrationRange(
    registration(input.minRegistration, yearMax),
    registration(input.maxRegistration, yearMax),
  );
  return canonicaliseFilters({
    brand: texts(input.brand, 60, MAX_BRANDS),
    model: texts(input.model, 60, MAX_MODELS),
    minPrice,
    maxPrice,
    minYear,
    maxYear: maxYearValue,
    minMileage,
    maxMileage,
    fuelTypes: listOf(FUEL_TYPES, input.fuelTypes, false),
    minPowerKw,
    maxPowerKw,
    minRegistration,
    maxRegistration,
    sellerType: oneOf(SELLER_TYPES, input.sellerType),
    equipment: listOf(FEATURES, input.equipment, false),
    bodyType: oneOf(BODY_TYPES, input.bodyType),
    transmission: listOf(TRANSMISSIONS, input.transmission, false),
    color: listOf(COLORS, input.color, true),
    countryId: ints(input.countryId, 1, 999, MAX_COUNTRIES),
    location: text(input.location, 80),
    ...nearFilters(input),
  });
}

/** A `near` in one of its forms, and a radius only with it (the API refuses a radius alone). */
function nearFilters(input: Input): Pick<SearchFilters, 'near' | 'radiusKm'> {
  const near = text(input.near, MAX_NEAR_LENGTH);
  if (near === undefined || !parseNear(near)) return {};
  return isRadiusKm(input.radiusKm) ? { near, radiusKm: input.radiusKm } : { near };
}

export function normaliseSearchRequest(input: Input, now = new Date()): SearchRequest {
  const filters = normaliseFilters(input, now);
  const sort = oneOf(SORT_OPTIONS, input.sort);
  return {
    ...filters,
    // Nearest first needs a point: without one, the default order.
    sort: sort && (sort !== 'distance_asc' || filters.near) ? sort : DEFAULT_SORT,
    page: int(input.page, 1, 100_000) ?? 1,
    pageSize: int(input.pageSize, 1, MAX_PAGE_SIZE) ?? PAGE_SIZE,
  };
}
