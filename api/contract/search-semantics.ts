/**
 * Listing search semantics, defined once and free of zod (the PWA's home route imports this without the
 * schemas). The MongoDB adapter runs `buildListingFilter`/`buildListingSort`; the embedded listing index
 * and the PWA's offline search run `compileListingMatcher` and `compareListings`. A property test
 * (api/features/cars/search-agreement.property.test.ts) keeps the readings in agreement. The request schemas that
 * produce these types live in search.ts.
 */
import { findBrand, findModel } from './catalog';
import {
  MIN_YEAR,
  type BodyType,
  type Color,
  type Feature,
  type FuelType,
  type SellerType,
  type SortOption,
  type Transmission,
} from './catalog/vehicle';
import type { Car } from './car';
import { EARTH_RADIUS_KM, distanceKm, type LatLon } from './distance';
import { RADIUS_OPTIONS, type RadiusKm } from './near';

export { RADIUS_OPTIONS, type RadiusKm } from './near';

/** The largest price and mileage a search may name (the schema refuses more). */
export const MAX_PRICE = 100_000_000;
export const MAX_MILEAGE = 10_000_000;
/** The most brands, models and countries one search may name. */
export const MAX_BRANDS = 10;
export const MAX_MODELS = 20;
export const MAX_COUNTRIES = 30;
/** The largest power a search may name (kW). */
export const MAX_POWER_KW = 2000;
/** A first registration in a search: a year ("2019") or a year and month ("2019-03"). */
export const REGISTRATION_PATTERN = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;

export interface SearchFilters {
  /** One brand or several (any of them); the schema turns a single brand into a list of one. */
  brand?: string[];
  /**
   * Models, each tied to its brand: a model belongs to each chosen brand whose catalog lists it, and one
   * no chosen brand lists (a model the catalog does not know) to every chosen brand. A brand with models
   * of its own finds only those; a brand without finds all of its models. Without brands: any brand.
   */
  model?: string[];
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  minMileage?: number;
  maxMileage?: number;
  fuelTypes?: FuelType[];
  /** Engine power in kW (the unit listings carry; the PWA takes and shows hp as well). */
  minPowerKw?: number;
  maxPowerKw?: number;
  /**
   * First registration from and to, each a year ("2019") or a year and month ("2019-03"), both ends
   * included. A listing registered in a year without its month counts as registered in that January.
   */
  minRegistration?: string;
  maxRegistration?: string;
  /** Only dealers' or only private sellers' listings. */
  sellerType?: SellerType;
  /** Equipment the car must have: every item listed. */
  equipment?: Feature[];
  bodyType?: BodyType;
  transmission?: Transmission[];
  color?: Color[];
  /** One country or several (any of them). */
  countryId?: number[];
  location?: string;
  /**
   * Where the buyer is: a place id, a postcode with its country or a point (near.ts). Resolved to a point
   * (`origin` below) where the search runs: results carry their distance from it.
   */
  near?: string;
  /** Only listings this close to `near` (km); absent: any distance. Only with `near`. */
  radiusKm?: RadiusKm;
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
  'minPowerKw',
  'maxPowerKw',
  'minRegistration',
  'maxRegistration',
  'sellerType',
  'equipment',
  'bodyType',
  'transmission',
  'color',
  'countryId',
  'location',
  'near',
  'radiusKm',
] as const satisfies readonly (keyof SearchFilters)[];
const everyFilterKeyListed: [Exclude<keyof SearchFilters, (typeof FILTER_KEYS)[number]>] extends [never]
  ? true
  : never = true;
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
  power: ['minPowerKw', 'maxPowerKw'],
  registration: ['minRegistration', 'maxRegistration'],
  equipment: ['equipment'],
  sellerType: ['sellerType'],
  transmission: ['transmission'],
  bodyType: ['bodyType'],
  color: ['color'],
  countryId: ['countryId'],
  location: ['location'],
  // Widened to the next radius rather than dropped (relaxFilters): "within 100 km".
  radiusKm: ['radiusKm'],
} as const satisfies Record<string, readonly (keyof SearchFilters)[]>;

export type RelaxableFilter = keyof typeof RELAXABLE_FILTERS;

/** Each filter the search could drop, with the search that drops it (only filters that are set). */
export function relaxedSearches(filters: SearchFilters): { filter: RelaxableFilter; filters: SearchFilters }[] {
  const set = pickFilters(filters);
  const out: { filter: RelaxableFilter; filters: SearchFilters }[] = [];
  for (const [filter, keys] of Object.entries(RELAXABLE_FILTERS) as [
    RelaxableFilter,
    readonly (keyof SearchFilters)[],
  ][]) {
    // A model is dropped on its own only when a brand stays; with the brand it goes under "brand".
    const own: readonly (keyof SearchFilters)[] = filter === 'brand' ? ['brand'] : keys;
    if (!own.some((key) => hasActiveFilters({ [key]: set[key] }))) continue;
    out.push({ filter, filters: relaxFilters(set, filter) });
  }
  return out;
}

/** The filters without one of them; a radius is widened to the next (the largest to any distance). */
export function relaxFilters(filters: SearchFilters, filter: RelaxableFilter): SearchFilters {
  const relaxed: SearchFilters = { ...filters };
  for (const key of RELAXABLE_FILTERS[filter]) delete relaxed[key];
  if (filter === 'radiusKm' && filters.radiusKm !== undefined) {
    const wider = RADIUS_OPTIONS.find((radius) => radius > filters.radiusKm!);
    if (wider !== undefined) relaxed.radiusKm = wider;
  }
  return relaxed;
}

/** How many active filters a search has, counting a range (min and max) as one (the "Filters (3)" button). */
export function activeFilterCount(filters: SearchFilters): number {
  return relaxedSearches(filters).length;
}

/**
 * Filters stored or sent before brands, models and countries were lists (old saved searches, links,
 * searches queued offline, the last search on a device): a single value becomes a list of one, blanks
 * go. Anything else is left as it is (the schema judges it where it crosses a boundary).
 */
export function upgradeFilters<T extends object>(filters: T): T {
  const result = { ...filters } as Record<string, unknown>;
  for (const key of ['brand', 'model', 'countryId'] as const) {
    const value = result[key];
    if (value === undefined || Array.isArray(value)) continue;
    if (value === null || value === '') delete result[key];
    else result[key] = [value];
  }
  return result as T;
}

/** Brand and model in their catalog spelling ("skoda" → "Škoda"); unknown names stay as given; no repeats. */
export function canonicaliseFilters<T extends SearchFilters>(value: T): T {
  const result: T = { ...value };
  for (const key of Object.keys(result) as (keyof T)[]) {
    if (result[key] === undefined) delete result[key];
  }
  if (result.brand) result.brand = unique(result.brand.map((name) => findBrand(name)?.name ?? name));
  if (result.model) {
    const brands = (result.brand ?? []).map((name) => findBrand(name)).filter((brand) => brand !== undefined);
    result.model = unique(
      result.model.map((model) => brands.map((brand) => findModel(brand, model)).find(Boolean) ?? model),
    );
  }
  return result;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** A chosen brand and the models tied to it (none: all of its models). */
export interface BrandChoice {
  brand: string;
  models: string[];
}

/**
 * The brand part of a search: the chosen brands, each with its own models (see SearchFilters.model), or
 * models alone (any brand). Every reading below goes through this, so they tie models to brands alike.
 */
export function brandChoices(filters: Pick<SearchFilters, 'brand' | 'model'>): {
  brands: BrandChoice[];
  anyBrandModels: string[];
} {
  const brands = filters.brand ?? [];
  const models = filters.model ?? [];
  if (brands.length === 0) return { brands: [], anyBrandModels: models };
  const catalogModels = brands.map((name) => new Set(findBrand(name)?.models ?? []));
  const untied = models.filter((model) => !catalogModels.some((known) => known.has(model)));
  return {
    brands: brands.map((brand, index) => ({
      brand,
      models: [...models.filter((model) => catalogModels[index]!.has(model)), ...untied],
    })),
    anyBrandModels: [],
  };
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

/** Where the stored listing keeps what the power, registration, seller and equipment filters read. */
export const POWER_FIELD = 'additionalDetails.powerKw';
export const REGISTRATION_FIELD = 'additionalDetails.firstRegistration';
export const SELLER_TYPE_FIELD = 'seller.type';
export const EQUIPMENT_FIELD = 'additionalDetails.features';

/** The year and month of a registration bound ("2019" → 2019 and none), or undefined for any other text. */
export function parseRegistration(text: string): { year: number; month?: number } | undefined {
  const match = REGISTRATION_PATTERN.exec(text);
  if (!match) return undefined;
  return match[2] ? { year: Number(match[1]), month: Number(match[2]) } : { year: Number(match[1]) };
}

/**
 * The registration filter as text bounds over the stored "YYYY-MM" (or "YYYY"): from the first bound on
 * (at least MIN_YEAR, so a listing without a registration never matches) and before the month (or year) after
 * the last. Text comparison orders these as time: "2019" < "2019-03" < "2019-12" < "2020".
 */
export function registrationBounds(
  filters: Pick<SearchFilters, 'minRegistration' | 'maxRegistration'>,
): { from: string; before: string } | undefined {
  if (filters.minRegistration === undefined && filters.maxRegistration === undefined) return undefined;
  // From January: from the year itself, so that a registration stored as the year alone (its January) is in.
  const start = filters.minRegistration === undefined ? undefined : parseRegistration(filters.minRegistration);
  const from = !start
    ? String(MIN_YEAR)
    : start.month === undefined || start.month === 1
      ? String(start.year)
      : filters.minRegistration!;
  let before = '9999-99';
  const to = filters.maxRegistration === undefined ? undefined : parseRegistration(filters.maxRegistration);
  if (to) {
    if (to.month === undefined || to.month === 12) before = String(to.year + 1);
    else before = `${to.year}-${String(to.month + 1).padStart(2, '0')}`;
  }
  return { from, before };
}

/** Search finds active listings only (sold, expired, inactive and draft ones open by their link alone). */
export function buildListingFilter(filters: SearchFilters): MongoFilter {
  const filter: MongoFilter = { status: 'active' };
  Object.assign(filter, brandFilter(filters));
  const price = rangeFilter(filters.minPrice, filters.maxPrice);
  if (price) filter.price = price;
  const year = rangeFilter(filters.minYear, filters.maxYear);
  if (year) filter.year = year;
  const mileage = rangeFilter(filters.minMileage, filters.maxMileage);
  if (mileage) filter.mileage = mileage;
  if (filters.fuelTypes?.length) filter.fuelType = { $in: filters.fuelTypes };
  const power = rangeFilter(filters.minPowerKw, filters.maxPowerKw);
  if (power) filter[POWER_FIELD] = power;
  const registration = registrationBounds(filters);
  if (registration) filter[REGISTRATION_FIELD] = { $gte: registration.from, $lt: registration.before };
  if (filters.sellerType) filter[SELLER_TYPE_FIELD] = filters.sellerType;
  // Every item: one equality on the array per item (an element equal to it), which MongoDB and NeDB
  // read alike, where $all is MongoDB's alone.
  if (filters.equipment?.length) filter.$and = filters.equipment.map((item) => ({ [EQUIPMENT_FIELD]: item }));
  if (filters.bodyType) filter.bodyType = filters.bodyType;
  if (filters.transmission?.length) filter.transmission = { $in: filters.transmission };
  if (filters.color?.length) filter.color = { $in: filters.color };
  if (filters.countryId?.length) filter.countryId = oneOrIn(filters.countryId);
  if (filters.location) filter.location = { $regex: new RegExp(escapeRegExp(filters.location), 'i') };
  return filter;
}

/** One value as itself (so a single-value search reads as before), several with $in. */
function oneOrIn<T>(values: readonly T[]): T | { $in: T[] } {
  return values.length === 1 ? values[0]! : { $in: [...values] };
}

/** The brand and model conditions: brands without models of their own by $in, the others one $or branch each. */
function brandFilter(filters: SearchFilters): MongoFilter {
  const { brands, anyBrandModels } = brandChoices(filters);
  if (anyBrandModels.length > 0) return { model: oneOrIn(anyBrandModels) };
  if (brands.length === 0) return {};
  if (brands.every((choice) => choice.models.length === 0))
    return { brand: oneOrIn(brands.map((choice) => choice.brand)) };
  if (brands.length === 1) return { brand: brands[0]!.brand, model: oneOrIn(brands[0]!.models) };
  const whole = brands.filter((choice) => choice.models.length === 0).map((choice) => choice.brand);
  const branches: MongoFilter[] = brands
    .filter((choice) => choice.models.length > 0)
    .map((choice) => ({ brand: choice.brand, model: oneOrIn(choice.models) }));
  if (whole.length > 0) branches.unshift({ brand: oneOrIn(whole) });
  return { $or: branches };
}

type SortField = 'price' | 'year' | 'mileage' | 'listedAt';
export type FieldSort = Exclude<SortOption, 'distance_asc'>;

export function isFieldSort(sort: SortOption): sort is FieldSort {
  return sort !== 'distance_asc';
}
const SORT_FIELDS: Record<FieldSort, [SortField, 1 | -1]> = {
  listed_desc: ['listedAt', -1],
  price_asc: ['price', 1],
  price_desc: ['price', -1],
  year_desc: ['year', -1],
  mileage_asc: ['mileage', 1],
};

/**
 * Ties are broken by id so that paging is stable. Nearest first is not a field sort: the MongoDB adapter
 * orders by the `$geoNear` stage's distance, then by id (buildGeoNearStage).
 */
export function buildListingSort(sort: FieldSort): MongoSort {
  const [field, direction] = SORT_FIELDS[sort];
  return { [field]: direction, id: 1 };
}

/** The stored GeoJSON point a 2dsphere index covers: `{ type: 'Point', coordinates: [lon, lat] }`. */
export const GEO_FIELD = 'geo';

export function geoJsonPoint(point: LatLon): { type: 'Point'; coordinates: [number, number] } {
  return { type: 'Point', coordinates: [point.lon, point.lat] };
}

/** The radius part of a search in MongoDB's language (a sphere of EARTH_RADIUS_KM, like `distanceKm`). */
export function buildRadiusFilter(origin: LatLon, radiusKm: number): MongoFilter {
  return { [GEO_FIELD]: { $geoWithin: { $centerSphere: [[origin.lon, origin.lat], radiusKm / EARTH_RADIUS_KM] } } };
}

/**
 * The first stage of a nearest-first aggregation: every listing the filter selects (with a coordinate),
 * its distance in km in `distanceField`. MongoDB answers `$geoNear` distances in metres on its own sphere;
 * the multiplier turns them into km on EARTH_RADIUS_KM's, so the order and the radius agree with `distanceKm`.
 */
export function buildGeoNearStage(
  origin: LatLon,
  filter: MongoFilter,
  radiusKm: number | undefined,
  distanceField = 'distanceKm',
): Record<string, unknown> {
  const { [GEO_FIELD]: _radius, ...rest } = filter;
  void _radius;
  return {
    $geoNear: {
      near: geoJsonPoint(origin),
      key: GEO_FIELD,
      spherical: true,
      distanceField,
      // MongoDB's GeoJSON distances are metres on a sphere of radius 6378.1 km.
      distanceMultiplier: EARTH_RADIUS_KM / 6_378_100,
      ...(radiusKm !== undefined ? { maxDistance: (radiusKm / EARTH_RADIUS_KM) * 6_378_100 } : {}),
      query: rest,
    },
  };
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
  | 'coordinates'
> &
  /** Copies stored before statuses existed have none: they were active. */
  Partial<Pick<Car, 'status' | 'listedAt'>> & {
    /** What the seller-type filter reads. */
    seller?: Partial<Pick<Car['seller'], 'type'>>;
    /** What the power, registration and equipment filters read. */
    additionalDetails?: Partial<Pick<Car['additionalDetails'], 'powerKw' | 'firstRegistration' | 'features'>>;
  };

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
  equals: Partial<Pick<MatchableListing, 'bodyType'>>;
  /** The allowed brands, each with its allowed models (null: any of its models); absent: any brand. */
  brands?: ReadonlyMap<string, ReadonlySet<string> | null>;
  /** Allowed models of any brand (only without brands). */
  models?: ReadonlySet<string>;
  countries?: ReadonlySet<number>;
  ranges: Partial<Record<'price' | 'year' | 'mileage' | 'powerKw', NumericRange>>;
  oneOf: Partial<Record<'fuelType' | 'transmission' | 'color', ReadonlySet<string>>>;
  /** First registration as text bounds (registrationBounds): from `from` on, before `before`. */
  registration?: { from: string; before: string };
  sellerType?: string;
  /** Equipment items the listing must all have. */
  equipment?: readonly string[];
  location?: RegExp;
  /** Distance from the search's point: within `radiusKm` when set (a listing without coordinates never is). */
  near?: { origin: LatLon; radiusKm?: number };
}

function numericRange(min: number | undefined, max: number | undefined): NumericRange | undefined {
  return min === undefined && max === undefined ? undefined : { min: min ?? -Infinity, max: max ?? Infinity };
}

/**
 * The point a `near` filter names must come with it (`origin`: resolved by places/near-point.ts, which needs
 * the gazetteer): a search with `near` and no origin is a programming error.
 */
function nearPlan(filters: SearchFilters, origin: LatLon | undefined): ListingFilterPlan['near'] {
  if (!filters.near) return undefined;
  if (!origin) throw new Error(`The search is near ${filters.near} but no point was given for it`);
  return filters.radiusKm !== undefined ? { origin, radiusKm: filters.radiusKm } : { origin };
}

export function listingFilterPlan(filters: SearchFilters, origin?: LatLon): ListingFilterPlan {
  const plan: ListingFilterPlan = { equals: {}, ranges: {}, oneOf: {} };
  const near = nearPlan(filters, origin);
  if (near) plan.near = near;
  const { brands, anyBrandModels } = brandChoices(filters);
  if (brands.length > 0)
    plan.brands = new Map(
      brands.map((choice) => [choice.brand, choice.models.length > 0 ? new Set(choice.models) : null]),
    );
  if (anyBrandModels.length > 0) plan.models = new Set(anyBrandModels);
  if (filters.bodyType) plan.equals.bodyType = filters.bodyType;
  if (filters.countryId?.length) plan.countries = new Set(filters.countryId);
  const price = numericRange(filters.minPrice, filters.maxPrice);
  if (price) plan.ranges.price = price;
  const year = numericRange(filters.minYear, filters.maxYear);
  if (year) plan.ranges.year = year;
  const mileage = numericRange(filters.minMileage, filters.maxMileage);
  if (mileage) plan.ranges.mileage = mileage;
  if (filters.fuelTypes?.length) plan.oneOf.fuelType = new Set(filters.fuelTypes);
  const power = numericRange(filters.minPowerKw, filters.maxPowerKw);
  if (power) plan.ranges.powerKw = power;
  const registration = registrationBounds(filters);
  if (registration) plan.registration = registration;
  if (filters.sellerType) plan.sellerType = filters.sellerType;
  if (filters.equipment?.length) plan.equipment = [...new Set(filters.equipment)];
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

/** Like MongoDB's text range: only a text registration falls in it. */
export function inRegistration(value: unknown, { from, before }: { from: string; before: string }): boolean {
  return typeof value === 'string' && value >= from && value < before;
}

/** Whether the equipment list holds every item (a listing without a list has none). */
export function hasEquipment(features: unknown, items: readonly string[]): boolean {
  return Array.isArray(features) && items.every((item) => features.includes(item));
}

export function isEmptyPlan(plan: ListingFilterPlan): boolean {
  return (
    Object.keys(plan.equals).length === 0 &&
    !plan.brands &&
    !plan.models &&
    !plan.countries &&
    Object.keys(plan.ranges).length === 0 &&
    Object.keys(plan.oneOf).length === 0 &&
    !plan.registration &&
    !plan.sellerType &&
    !plan.equipment &&
    !plan.location &&
    plan.near?.radiusKm === undefined
  );
}

/** Whether search finds the listing at all, whatever the filters. */
export function isActiveListing(listing: Pick<MatchableListing, 'status'>): boolean {
  return (listing.status ?? 'active') === 'active';
}

/** Whether a listing is within the plan's radius (true without one). */
export function withinRadius(coordinates: LatLon | undefined, near: ListingFilterPlan['near']): boolean {
  if (near?.radiusKm === undefined) return true;
  return coordinates !== undefined && distanceKm(near.origin, coordinates) <= near.radiusKm;
}

export function compileListingMatcher(filters: SearchFilters, origin?: LatLon): Predicate {
  const plan = listingFilterPlan(filters, origin);
  const checks: Predicate[] = [isActiveListing];
  for (const [field, value] of Object.entries(plan.equals) as [keyof ListingFilterPlan['equals'], unknown][]) {
    checks.push((listing) => listing[field] === value);
  }
  const { brands, models, countries } = plan;
  if (brands) {
    checks.push((listing) => {
      if (!brands.has(listing.brand)) return false;
      const allowed = brands.get(listing.brand);
      return !allowed || allowed.has(listing.model);
    });
  }
  if (models) checks.push((listing) => models.has(listing.model));
  if (countries) checks.push((listing) => countries.has(listing.countryId));
  for (const [field, bounds] of Object.entries(plan.ranges) as [keyof ListingFilterPlan['ranges'], NumericRange][]) {
    if (field === 'powerKw') checks.push((listing) => inNumericRange(listing.additionalDetails?.powerKw, bounds));
    else checks.push((listing) => inNumericRange(listing[field], bounds));
  }
  const { registration, sellerType, equipment } = plan;
  if (registration)
    checks.push((listing) => inRegistration(listing.additionalDetails?.firstRegistration, registration));
  if (sellerType) checks.push((listing) => listing.seller?.type === sellerType);
  if (equipment) checks.push((listing) => hasEquipment(listing.additionalDetails?.features, equipment));
  for (const [field, allowed] of Object.entries(plan.oneOf) as [
    keyof ListingFilterPlan['oneOf'],
    ReadonlySet<string>,
  ][]) {
    checks.push((listing) => allowed.has(listing[field]));
  }
  const location = plan.location;
  if (location) checks.push((listing) => matchesLocation(listing.location, location));
  const near = plan.near;
  if (near?.radiusKm !== undefined) checks.push((listing) => withinRadius(listing.coordinates, near));
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

/** Kilometres from the origin; a listing without coordinates is farther than any (last in nearest first). */
export function listingDistanceKm(origin: LatLon, coordinates: LatLon | undefined): number {
  return coordinates ? distanceKm(origin, coordinates) : Infinity;
}

/** Nearest first needs the search's point (`origin`); the other orders ignore it. */
export function compareListings(
  sort: SortOption,
  origin?: LatLon,
): (a: MatchableListing, b: MatchableListing) => number {
  if (sort === 'distance_asc') {
    if (!origin) throw new Error('Nearest first needs the point of the search');
    const distances = new Map<MatchableListing, number>();
    const distance = (listing: MatchableListing) => {
      let km = distances.get(listing);
      if (km === undefined) distances.set(listing, (km = listingDistanceKm(origin, listing.coordinates)));
      return km;
    };
    return (a, b) => {
      const da = distance(a);
      const db = distance(b);
      return da < db ? -1 : da > db ? 1 : a.id - b.id;
    };
  }
  const [field, direction] = SORT_FIELDS[sort];
  return (a, b) => compareValues(a[field], b[field]) * direction || a.id - b.id;
}
