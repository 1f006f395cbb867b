/**
 * The embedded store's search index. NeDB alone sorts every match in JavaScript on each query, far too
 * slow at 100,000 listings. This keeps, per sort option, the listings' searchable fields as compact
 * typed-array columns laid out in that sort order. A search evaluates the shared filter plan from
 * api/contract/search.ts (the one the matching function evaluates) column by column in one sequential
 * pass, counts the matches and keeps the requested page. Strings are stored as dictionary codes, numbers
 * as float64 with NaN for a value that is not a number (so ranges, like MongoDB's, only match numbers).
 * Writes drop the columns; the next search rebuilds them.
 *
 * A radius search narrows the rows by latitude first (the rows sorted by latitude, a binary search for the
 * band the radius spans), then checks the exact distance (the shared `distanceKm`, so the answer agrees
 * with the matching function to the last bit). Nearest first orders the matches by that distance.
 */
import { DEFAULT_SORT, FEATURES, FIELD_SORT_OPTIONS, type SortOption } from '@contract/catalog/vehicle';
import type { ComparableListing, ListingCondition, ValuedListing } from '@contract/market-value';
import type { Car } from '@contract/car';
import { EARTH_RADIUS_KM, distanceKm, type LatLon } from '@contract/distance';
import {
  compareListings,
  inRegistration,
  isActiveListing,
  isEmptyPlan,
  listingFilterPlan,
  matchesLocation,
  type ListingFilterPlan,
  type MatchableListing,
  type SearchFilters,
  type SearchRequest,
} from '@contract/search';
import { subjectOf, type ComparableQuery } from './market-value';

export interface IndexSearchResult {
  ids: number[];
  total: number;
}

type CodeField = 'brand' | 'model' | 'bodyType' | 'fuelType' | 'transmission' | 'color' | 'sellerType';
type NumberField = 'price' | 'year' | 'mileage' | 'countryId' | 'power';
const CODE_FIELDS: readonly CodeField[] = [
  'brand',
  'model',
  'bodyType',
  'fuelType',
  'transmission',
  'color',
  'sellerType',
];
const NUMBER_FIELDS: readonly NumberField[] = ['price', 'year', 'mileage', 'countryId', 'power'];

/** Each equipment item's bit in a listing's equipment mask (20 items fit an Int32). */
const EQUIPMENT_BIT = new Map<string, number>(FEATURES.map((feature, index) => [feature, 1 << index]));

/** The listing's equipment as a mask of EQUIPMENT_BIT (items the catalogue does not know are never searched). */
function equipmentMask(features: unknown): number {
  let mask = 0;
  if (Array.isArray(features)) for (const item of features) mask |= EQUIPMENT_BIT.get(item as string) ?? 0;
  return mask;
}

/** What the newer filters read, flattened: power (NaN when not a number), registration text, seller type, equipment. */
interface SearchExtras {
  power: number;
  registration: string | undefined;
  sellerType: string;
  equipment: number;
}

/** What the market value reads besides the searchable fields (comparables and the value model's samples). */
type ValuedFields = Omit<ValuedListing, keyof MatchableListing>;

type IndexRow = MatchableListing & ValuedFields & SearchExtras;

/** A listing as the index takes it: what search matches, and what the market value reads where the listing has it. */
export type IndexableListing = MatchableListing & {
  listingType?: string;
  additionalDetails?: Partial<Car['additionalDetails']>;
};

interface SortedColumns {
  size: number;
  /** The market value's fields, not searched (no groups); condition and generation as dictionary codes, flags 0/1. */
  valued: {
    powerKw: Float64Array;
    featureCount: Float64Array;
    registered: Float64Array;
    owners: Float64Array;
    serviceHistory: Uint8Array;
    allWheelDrive: Uint8Array;
    condition: Int32Array;
    generation: Int32Array;
    /** Model, fuel, gearbox and condition as one code: the market value walks only its rows. */
    likeKey: Int32Array;
  };
  /** Per like key, its rows in sort order. */
  rowsByLikeKey: Map<number, Int32Array>;
  ids: Int32Array;
  codes: Record<CodeField, Int32Array>;
  numbers: Record<NumberField, Float64Array>;
  location: string[];
  /** First registrations as stored (text; undefined where a listing has none). */
  registration: (string | undefined)[];
  /** Equipment masks (EQUIPMENT_BIT). */
  equipment: Int32Array;
  /** Latitude and longitude, NaN for a listing without coordinates (never within a radius). */
  lat: Float64Array;
  lon: Float64Array;
  /** The rows with coordinates in latitude order, and their latitudes: the radius search's prefilter (built on first use). */
  byLatitude?: { rows: Int32Array; lats: Float64Array };
  /** Per field and value, the rows holding it, in sort order: a search scans only its most selective list. */
  rowsByValue: Record<CodeField | 'countryId', Map<number, Int32Array>>;
}

const NO_MATCH = -2;
/** The sort whose columns carry the market value's fields: comparables are walked in mileage order. */
const COMPARABLES_SORT: SortOption = 'mileage_asc';
/** Kilometres per degree of latitude on the distance's sphere. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
/** The nearest-first orders of this many recent searches are kept (paging through one reads it again). */
const MAX_DISTANCE_ORDERS = 20;
/** Totals of this many recent filter plans are kept (a few hundred kB). */
const MAX_KNOWN_TOTALS = 2000;

const asNumber = (value: unknown) => (typeof value === 'number' ? value : NaN);

const DENSE_GROUP_LIMIT = 1 << 20;

/**
 * Row numbers grouped by the column's value, each group in row (that is, sort) order. Codes and country ids
 * are small whole numbers: counted in typed arrays indexed by value (a Map per row was most of the index build).
 */
function groupRows(column: Int32Array | Float64Array): Map<number, Int32Array> {
  let dense = true;
  let max = 0;
  for (let row = 0; row < column.length; row++) {
    const value = column[row]!;
    if (!(Number.isInteger(value) && value >= 0 && value < DENSE_GROUP_LIMIT)) {
      dense = false;
      break;
    }
    if (value > max) max = value;
  }
  const groups = new Map<number, Int32Array>();
  if (dense) {
    const counts = new Int32Array(max + 1);
    for (let row = 0; row < column.length; row++) counts[column[row]!]!++;
    const lists: (Int32Array | undefined)[] = [];
    for (let value = 0; value <= max; value++) if (counts[value]! > 0) lists[value] = new Int32Array(counts[value]!);
    const filled = new Int32Array(max + 1);
    for (let row = 0; row < column.length; row++) {
      const value = column[row]!;
      lists[value]![filled[value]!++] = row;
    }
    for (let value = 0; value <= max; value++) if (lists[value]) groups.set(value, lists[value]!);
    return groups;
  }
  const rowsOf = new Map<number, number[]>();
  column.forEach((value, row) => {
    const rows = rowsOf.get(value);
    if (rows) rows.push(row);
    else rowsOf.set(value, [row]);
  });
  for (const [value, rows] of rowsOf) groups.set(value, Int32Array.from(rows));
  return groups;
}

/** The market value's like key: model, fuel, gearbox and condition (a dictionary word, unlike any listing's value). */
function likeKey(model: string, fuelType: string, transmission: string, condition: string): string {
  return `\u0000${model}\u0000${fuelType}\u0000${transmission}\u0000${condition}`;
}

/** Only the fields search and the market value read, as one object literal so that all rows share a hidden class. */
function compactRow(listing: IndexableListing): IndexRow {
  const { powerKw, condition, featureCount, registered, owners, serviceHistory, allWheelDrive, generationId } =
    subjectOf(listing);
  return {
    id: listing.id,
    brand: listing.brand,
    model: listing.model,
    price: listing.price,
    year: listing.year,
    mileage: listing.mileage,
    fuelType: listing.fuelType,
    transmission: listing.transmission,
    bodyType: listing.bodyType,
    color: listing.color,
    countryId: listing.countryId,
    location: listing.location,
    coordinates: listing.coordinates,
    listedAt: listing.listedAt,
    power: asNumber(listing.additionalDetails?.powerKw),
    registration:
      typeof listing.additionalDetails?.firstRegistration === 'string'
        ? listing.additionalDetails.firstRegistration
        : undefined,
    sellerType: typeof listing.seller?.type === 'string' ? listing.seller.type : '',
    equipment: equipmentMask(listing.additionalDetails?.features),
    powerKw,
    condition,
    featureCount,
    registered,
    owners,
    serviceHistory,
    allWheelDrive,
    generationId,
  };
}

export class ListingIndex {
  private readonly rows = new Map<number, IndexRow>();
  private readonly dictionary = new Map<string, number>();
  /** The dictionary's words by code. */
  private readonly words: string[] = [];
  private readonly sorted = new Map<SortOption, SortedColumns>();
  /**
   * How many listings each recent filter plan finds (whatever the sort and page): a search whose total is known
   * stops scanning once its page is full. Emptied with the columns on every write.
   */
  private readonly totals = new Map<string, number>();
  /** Nearest-first orders of recent searches (ids), by plan key. Emptied on every write. */
  private readonly distanceOrders = new Map<string, Int32Array>();
  private changes = 0;

  get size(): number {
    return this.rows.size;
  }

  /** Grows with every change of the listings: what is worked out from them holds while it stays the same. */
  get version(): number {
    return this.changes;
  }

  /** Adds or replaces listings; a listing that is not active (search never finds it) leaves the index. */
  upsert(listings: Iterable<IndexableListing>): void {
    for (const listing of listings) {
      if (isActiveListing(listing)) this.rows.set(listing.id, compactRow(listing));
      else this.rows.delete(listing.id);
    }
    this.changed();
  }

  remove(ids: Iterable<number>): void {
    for (const id of ids) this.rows.delete(id);
    this.changed();
  }

  clear(): void {
    this.rows.clear();
    this.changed();
  }

  private changed(): void {
    this.changes++;
    this.sorted.clear();
    this.totals.clear();
    this.distanceOrders.clear();
  }

  /** How many searchable listings share each value of the field (from memory). */
  tally(field: 'brand' | 'countryId'): Map<string | number, number> {
    const counts = new Map<string | number, number>();
    for (const row of this.rows.values()) counts.set(row[field], (counts.get(row[field]) ?? 0) + 1);
    return counts;
  }

  /** Builds the columns for every sort now, so that the first searches after start-up are not slow. */
  warm(): void {
    for (const sort of FIELD_SORT_OPTIONS) this.columns(sort);
  }

  /** `origin`: the point of the request's `near` (required with it). */
  search(request: SearchRequest, origin?: LatLon): IndexSearchResult {
    const first = (request.page - 1) * request.pageSize;
    const end = first + request.pageSize;
    const plan = listingFilterPlan(request, origin);
    if (request.sort === 'distance_asc') {
      const ordered = this.nearestFirst(plan);
      return {
        ids: Array.from(ordered.subarray(Math.min(first, ordered.length), Math.min(end, ordered.length))),
        total: ordered.length,
      };
    }
    const columns = this.columns(request.sort);
    if (isEmptyPlan(plan)) {
      return {
        ids: Array.from(columns.ids.subarray(Math.min(first, columns.size), Math.min(end, columns.size))),
        total: columns.size,
      };
    }
    return this.scan(columns, plan, first, end);
  }

  /**
   * A plan's key for the totals: every field of the plan (whatever fields it grows), sets and maps as sorted
   * entries, so the same filters with their values in another order give one key.
   */
  private static planKey(plan: ListingFilterPlan): string {
    return JSON.stringify(plan, (_key, value: unknown) => {
      if (value instanceof Set) return [...(value as Set<string | number>)].sort();
      if (value instanceof Map)
        return [...(value as Map<string, unknown>)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      return value;
    });
  }

  /**
   * Market value's candidates (api/features/cars/market-value.ts): listings of the brand and model within the years,
   * with a numeric price, other than `excludeId`, the `limit` nearest in mileage (ties: lower id first).
   * Walks the model's rows in mileage order outwards from the subject's mileage, so it reads about as many
   * rows as it answers instead of sorting every candidate.
   */
  comparables(query: ComparableQuery): ComparableListing[] {
    const columns = this.columns(COMPARABLES_SORT);
    const brand = this.dictionary.get(query.brand);
    const model = this.dictionary.get(query.model);
    const key = this.dictionary.get(likeKey(query.model, query.fuelType, query.transmission, query.condition));
    if (brand === undefined || model === undefined || key === undefined) return [];
    // Only the rows of the model, fuel, gearbox and condition: a few dozen where the model has thousands.
    const rows = columns.rowsByLikeKey.get(key);
    if (!rows) return [];
    const { ids, codes, numbers, valued } = columns;
    const mileages = numbers.mileage;
    const target = query.mileage;
    const qualifies = (row: number) => {
      const year = numbers.year[row]!;
      const power = valued.powerKw[row]!;
      return (
        codes.brand[row] === brand &&
        year >= query.minYear &&
        year <= query.maxYear &&
        power >= query.minPowerKw &&
        power <= query.maxPowerKw &&
        !Number.isNaN(numbers.price[row]!) &&
        ids[row] !== query.excludeId
      );
    };
    // The rows are in mileage order (ties by id; a mileage that is not a number last): the first at or past the target.
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (mileages[rows[middle]!]! < target) low = middle + 1;
      else high = middle;
    }
    // Upwards: nearest first, ties already by id.
    let up = low;
    const nextUp = () => {
      while (up < rows.length) {
        const row = rows[up++]!;
        if (Number.isNaN(mileages[row]!)) break;
        if (qualifies(row)) return row;
      }
      up = rows.length;
      return -1;
    };
    // Downwards by groups of one mileage, each group read forwards so that ties stay by id.
    let below = low - 1;
    let at = 0;
    let groupEnd = -1;
    const nextDown = () => {
      for (;;) {
        while (at <= groupEnd) {
          const row = rows[at++]!;
          if (qualifies(row)) return row;
        }
        if (below < 0) return -1;
        groupEnd = below;
        let groupStart = groupEnd;
        const mileage = mileages[rows[groupEnd]!]!;
        while (groupStart > 0 && mileages[rows[groupStart - 1]!] === mileage) groupStart--;
        below = groupStart - 1;
        at = groupStart;
      }
    };
    const answer: ComparableListing[] = [];
    let down = nextDown();
    let upper = nextUp();
    while (answer.length < query.limit && (down >= 0 || upper >= 0)) {
      let row: number;
      if (
        upper < 0 ||
        (down >= 0 &&
          (target - mileages[down]! < mileages[upper]! - target ||
            (target - mileages[down]! === mileages[upper]! - target && ids[down]! < ids[upper]!)))
      ) {
        row = down;
        down = nextDown();
      } else {
        row = upper;
        upper = nextUp();
      }
      answer.push(this.comparableAt(columns, row));
    }
    return answer;
  }

  private comparableAt(columns: SortedColumns, row: number): ComparableListing {
    const { ids, codes, numbers, valued } = columns;
    const generation = valued.generation[row]!;
    return {
      id: ids[row]!,
      brand: this.words[codes.brand[row]!]!,
      model: this.words[codes.model[row]!]!,
      price: numbers.price[row]!,
      year: numbers.year[row]!,
      mileage: numbers.mileage[row]!,
      fuelType: this.words[codes.fuelType[row]!]!,
      transmission: this.words[codes.transmission[row]!]!,
      powerKw: valued.powerKw[row]!,
      condition: this.words[valued.condition[row]!]! as ListingCondition,
      featureCount: valued.featureCount[row]!,
      registered: valued.registered[row]!,
      owners: valued.owners[row]!,
      serviceHistory: valued.serviceHistory[row] === 1,
      allWheelDrive: valued.allWheelDrive[row] === 1,
      generationId: generation < 0 ? null : this.words[generation]!,
    };
  }

  /** The value model's samples (api/features/cars/value-model.ts): used listings priced above 0, in id order, from memory. */
  valueSamples(): ComparableListing[] {
    const samples: ComparableListing[] = [];
    for (const row of this.rows.values()) {
      if (row.condition !== 'used' || typeof row.price !== 'number' || !(row.price > 0)) continue;
      const {
        id,
        brand,
        model,
        year,
        mileage,
        fuelType,
        transmission,
        powerKw,
        condition,
        featureCount,
        registered,
        owners,
        serviceHistory,
        allWheelDrive,
        generationId,
        price,
      } = row;
      samples.push({
        id,
        brand,
        model,
        year,
        mileage,
        fuelType,
        transmission,
        powerKw,
        condition,
        featureCount,
        registered,
        owners,
        serviceHistory,
        allWheelDrive,
        generationId,
        price,
      });
    }
    return samples.sort((a, b) => a.id - b.id);
  }

  /**
   * Every match's id, nearest the plan's point first (ties and listings without coordinates, last, by id):
   * the matches of one scan, their distances in a typed array, sorted once and kept for the next pages.
   */
  private nearestFirst(plan: ListingFilterPlan): Int32Array {
    const near = plan.near;
    if (!near) throw new Error('Nearest first needs the point of the search');
    const key = ListingIndex.planKey(plan);
    const known = this.distanceOrders.get(key);
    if (known) return known;
    const columns = this.columns(DEFAULT_SORT);
    const rows = this.scanRows(columns, plan, 0, Infinity, Infinity, true).rows!;
    const distances = new Float64Array(rows.length);
    const ids = new Int32Array(rows.length);
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index]!;
      ids[index] = columns.ids[row]!;
      const lat = columns.lat[row]!;
      distances[index] = Number.isNaN(lat) ? Infinity : distanceKm(near.origin, { lat, lon: columns.lon[row]! });
    }
    const order = new Int32Array(rows.length);
    for (let index = 0; index < order.length; index++) order[index] = index;
    order.sort((a, b) => {
      const da = distances[a]!;
      const db = distances[b]!;
      return da < db ? -1 : da > db ? 1 : ids[a]! - ids[b]!;
    });
    const ordered = order.map((index) => ids[index]!);
    if (this.distanceOrders.size >= MAX_DISTANCE_ORDERS)
      this.distanceOrders.delete(this.distanceOrders.keys().next().value!);
    this.distanceOrders.set(key, ordered);
    return ordered;
  }

  /** How many listings the filters find (no page kept). `origin`: the point of the filters' `near`. */
  count(filters: SearchFilters, origin?: LatLon): number {
    const columns = this.columns(DEFAULT_SORT);
    const plan = listingFilterPlan(filters, origin);
    return isEmptyPlan(plan) ? columns.size : this.scan(columns, plan, 0, 0).total;
  }

  /**
   * The matches' ids from `first` to `end` and how many match in all. A plan whose total is known (from an
   * earlier scan since the last write) stops at the end of its page.
   */
  private scan(columns: SortedColumns, plan: ListingFilterPlan, first: number, end: number): IndexSearchResult {
    const key = ListingIndex.planKey(plan);
    const known = this.totals.get(key);
    const found = this.scanRows(columns, plan, first, end, known === undefined ? Infinity : end);
    if (known !== undefined) return { ids: found.ids, total: known };
    if (this.totals.size >= MAX_KNOWN_TOTALS) this.totals.delete(this.totals.keys().next().value!);
    this.totals.set(key, found.total);
    return found;
  }

  /** `keepRows`: also answer the matching rows (all of them, in sort order). */
  private scanRows(
    columns: SortedColumns,
    plan: ListingFilterPlan,
    first: number,
    end: number,
    stopAt: number,
    keepRows = false,
  ): IndexSearchResult & { rows?: number[] } {
    const { codes, numbers, location: locations, ids: rowIds, lat: latColumn, lon: lonColumn } = columns;
    const bodyType = plan.equals.bodyType === undefined ? -1 : (this.dictionary.get(plan.equals.bodyType) ?? NO_MATCH);
    if (bodyType === NO_MATCH) return { ids: [], total: 0 };
    const mask = (values: Iterable<string>) => {
      const result = new Uint8Array(this.dictionary.size + 1);
      for (const value of values) {
        const code = this.dictionary.get(value);
        if (code !== undefined) result[code] = 1;
      }
      return result;
    };
    const allowed = (field: 'fuelType' | 'transmission' | 'color') => {
      const values = plan.oneOf[field];
      return values ? mask(values) : undefined;
    };
    // Per brand code: undefined = not chosen, null = any of its models, else the mask of its models.
    let brandModels: (Uint8Array | null | undefined)[] | undefined;
    if (plan.brands) {
      brandModels = [];
      for (const [name, models] of plan.brands) {
        const code = this.dictionary.get(name);
        if (code !== undefined) brandModels[code] = models ? mask(models) : null;
      }
      if (brandModels.length === 0) return { ids: [], total: 0 };
    }
    const modelMask = plan.models ? mask(plan.models) : undefined;
    const countries = plan.countries;
    const countryId = countries?.size === 1 ? [...countries][0]! : undefined;
    const fuelMask = allowed('fuelType');
    const transmissionMask = allowed('transmission');
    const colorMask = allowed('color');
    const { price, year, mileage, powerKw: power } = plan.ranges;
    const registration = plan.registration;
    const sellerType = plan.sellerType === undefined ? -1 : (this.dictionary.get(plan.sellerType) ?? NO_MATCH);
    if (sellerType === NO_MATCH) return { ids: [], total: 0 };
    let wanted = 0;
    for (const item of plan.equipment ?? []) {
      const bit = EQUIPMENT_BIT.get(item);
      if (bit === undefined) return { ids: [], total: 0 };
      wanted |= bit;
    }
    const pattern = plan.location;
    const origin = plan.near?.origin;
    const radiusKm = plan.near?.radiusKm;
    const point = { lat: 0, lon: 0 };

    const brandColumn = codes.brand;
    const modelColumn = codes.model;
    const bodyColumn = codes.bodyType;
    const fuelColumn = codes.fuelType;
    const transmissionColumn = codes.transmission;
    const colorColumn = codes.color;
    const priceColumn = numbers.price;
    const yearColumn = numbers.year;
    const mileageColumn = numbers.mileage;
    const countryColumn = numbers.countryId;
    const powerColumn = numbers.power;
    const sellerColumn = codes.sellerType;
    const { registration: registrationColumn, equipment: equipmentColumn } = columns;

    const candidates = this.narrowestRows(columns, plan, bodyType);
    const count = candidates ? candidates.length : columns.size;
    const ids: number[] = [];
    const rows: number[] | undefined = keepRows ? [] : undefined;
    let total = 0;
    for (let index = 0; index < count; index++) {
      const row = candidates ? candidates[index]! : index;
      if (brandModels) {
        const models = brandModels[brandColumn[row]!];
        if (models === undefined || (models !== null && models[modelColumn[row]!] !== 1)) continue;
      }
      if (modelMask && modelMask[modelColumn[row]!] !== 1) continue;
      if (bodyType >= 0 && bodyColumn[row] !== bodyType) continue;
      if (countryId !== undefined ? countryColumn[row] !== countryId : countries && !countries.has(countryColumn[row]!))
        continue;
      if (price && !(priceColumn[row]! >= price.min && priceColumn[row]! <= price.max)) continue;
      if (year && !(yearColumn[row]! >= year.min && yearColumn[row]! <= year.max)) continue;
      if (mileage && !(mileageColumn[row]! >= mileage.min && mileageColumn[row]! <= mileage.max)) continue;
      if (fuelMask && fuelMask[fuelColumn[row]!] !== 1) continue;
      if (power && !(powerColumn[row]! >= power.min && powerColumn[row]! <= power.max)) continue;
      if (sellerType >= 0 && sellerColumn[row] !== sellerType) continue;
      if (wanted !== 0 && (equipmentColumn[row]! & wanted) !== wanted) continue;
      if (registration && !inRegistration(registrationColumn[row], registration)) continue;
      if (transmissionMask && transmissionMask[transmissionColumn[row]!] !== 1) continue;
      if (colorMask && colorMask[colorColumn[row]!] !== 1) continue;
      if (pattern && !matchesLocation(locations[row], pattern)) continue;
      if (radiusKm !== undefined) {
        point.lat = latColumn[row]!;
        point.lon = lonColumn[row]!;
        // NaN (no coordinates) is never within.
        if (!(distanceKm(origin!, point) <= radiusKm)) continue;
      }
      if (total >= first && total < end) ids.push(rowIds[row]!);
      rows?.push(row);
      total++;
      if (total >= stopAt) break;
    }
    return rows ? { ids, total, rows } : { ids, total };
  }

  /**
   * The rows within the radius's band of latitudes, in sort order (a superset of the radius: the scan checks
   * the exact distance), or undefined when the plan has no radius.
   */
  private latitudeBand(
    columns: SortedColumns,
    plan: ListingFilterPlan,
  ): { size: number; rows: () => Int32Array } | undefined {
    const near = plan.near;
    if (near?.radiusKm === undefined) return undefined;
    if (!columns.byLatitude) {
      const withCoordinates: number[] = [];
      for (let row = 0; row < columns.size; row++) if (!Number.isNaN(columns.lat[row]!)) withCoordinates.push(row);
      const rows = Int32Array.from(withCoordinates).sort((a, b) => columns.lat[a]! - columns.lat[b]!);
      columns.byLatitude = { rows, lats: Float64Array.from(rows, (row) => columns.lat[row]!) };
    }
    const { rows, lats } = columns.byLatitude;
    // A hair wider than the radius, so that rounding never drops a row the exact distance keeps.
    const span = (near.radiusKm / KM_PER_DEGREE) * (1 + 1e-9) + 1e-9;
    const from = lowerBound(lats, near.origin.lat - span);
    const to = lowerBound(lats, near.origin.lat + span, true);
    return { size: to - from, rows: () => rows.slice(from, to).sort() };
  }

  /** The shortest row list among the plan's single-value filters, or null to scan every row. */
  private narrowestRows(columns: SortedColumns, plan: ListingFilterPlan, bodyType: number): Int32Array | null {
    const lists: (Int32Array | undefined)[] = [];
    const empty = new Int32Array(0);
    const rowsOf = (field: CodeField, value: string) => {
      const code = this.dictionary.get(value);
      return code === undefined ? empty : (columns.rowsByValue[field].get(code) ?? empty);
    };
    if (bodyType >= 0) lists.push(columns.rowsByValue.bodyType.get(bodyType) ?? empty);
    if (plan.brands?.size === 1) {
      const [brand, models] = [...plan.brands][0]!;
      lists.push(rowsOf('brand', brand));
      if (models?.size === 1) lists.push(rowsOf('model', [...models][0]!));
    }
    if (plan.models?.size === 1) lists.push(rowsOf('model', [...plan.models][0]!));
    if (plan.countries?.size === 1) lists.push(columns.rowsByValue.countryId.get([...plan.countries][0]!) ?? empty);
    for (const field of ['fuelType', 'transmission', 'color'] as const) {
      const values = plan.oneOf[field];
      if (values?.size !== 1) continue;
      const code = this.dictionary.get([...values][0]!);
      lists.push(code === undefined ? empty : (columns.rowsByValue[field].get(code) ?? empty));
    }
    let narrowest: Int32Array | null = null;
    for (const list of lists) if (list && (!narrowest || list.length < narrowest.length)) narrowest = list;
    // The latitude band is made (sliced and put in sort order) only when it is the narrowest.
    const band = this.latitudeBand(columns, plan);
    if (band && (!narrowest || band.size < narrowest.length)) return band.rows();
    return narrowest;
  }

  private columns(sort: SortOption): SortedColumns {
    const existing = this.sorted.get(sort);
    if (existing) return existing;
    const ordered = [...this.rows.values()].sort(compareListings(sort));
    const size = ordered.length;
    const valuedSize = sort === COMPARABLES_SORT ? size : 0;
    const columns: SortedColumns = {
      size,
      ids: new Int32Array(size),
      codes: Object.fromEntries(CODE_FIELDS.map((field) => [field, new Int32Array(size)])) as SortedColumns['codes'],
      numbers: Object.fromEntries(
        NUMBER_FIELDS.map((field) => [field, new Float64Array(size)]),
      ) as SortedColumns['numbers'],
      location: new Array<string>(size),
      registration: new Array<string | undefined>(size),
      equipment: new Int32Array(size),
      lat: new Float64Array(size),
      lon: new Float64Array(size),
      rowsByValue: {} as SortedColumns['rowsByValue'],
      // The market value walks the mileage order only: the other sorts carry none of its columns.
      valued: {
        powerKw: new Float64Array(valuedSize),
        featureCount: new Float64Array(valuedSize),
        registered: new Float64Array(valuedSize),
        owners: new Float64Array(valuedSize),
        serviceHistory: new Uint8Array(valuedSize),
        allWheelDrive: new Uint8Array(valuedSize),
        condition: new Int32Array(valuedSize),
        generation: new Int32Array(valuedSize),
        likeKey: new Int32Array(valuedSize),
      },
      rowsByLikeKey: new Map(),
    };
    const { ids, codes, numbers, location, valued } = columns;
    for (let row = 0; row < size; row++) {
      const listing = ordered[row]!;
      ids[row] = listing.id;
      codes.brand[row] = this.code(listing.brand);
      codes.model[row] = this.code(listing.model);
      codes.bodyType[row] = this.code(listing.bodyType);
      codes.fuelType[row] = this.code(listing.fuelType);
      codes.transmission[row] = this.code(listing.transmission);
      codes.color[row] = this.code(listing.color);
      codes.sellerType[row] = this.code(listing.sellerType);
      numbers.price[row] = asNumber(listing.price);
      numbers.year[row] = asNumber(listing.year);
      numbers.mileage[row] = asNumber(listing.mileage);
      numbers.countryId[row] = asNumber(listing.countryId);
      numbers.power[row] = listing.power;
      location[row] = listing.location;
      columns.registration[row] = listing.registration;
      columns.equipment[row] = listing.equipment;
      columns.lat[row] = listing.coordinates?.lat ?? NaN;
      columns.lon[row] = listing.coordinates?.lon ?? NaN;
      if (valuedSize === 0) continue;
      valued.powerKw[row] = listing.powerKw;
      valued.featureCount[row] = listing.featureCount;
      valued.registered[row] = listing.registered;
      valued.owners[row] = listing.owners;
      valued.serviceHistory[row] = listing.serviceHistory ? 1 : 0;
      valued.allWheelDrive[row] = listing.allWheelDrive ? 1 : 0;
      valued.condition[row] = this.code(listing.condition);
      valued.generation[row] = listing.generationId ? this.code(listing.generationId) : -1;
      valued.likeKey[row] = this.code(
        likeKey(listing.model, listing.fuelType, listing.transmission, listing.condition),
      );
    }
    columns.rowsByLikeKey = groupRows(valued.likeKey);
    for (const field of CODE_FIELDS) columns.rowsByValue[field] = groupRows(columns.codes[field]);
    columns.rowsByValue.countryId = groupRows(columns.numbers.countryId);
    this.sorted.set(sort, columns);
    return columns;
  }

  private code(value: string): number {
    let code = this.dictionary.get(value);
    if (code === undefined) {
      code = this.dictionary.size;
      this.dictionary.set(value, code);
      this.words.push(value);
    }
    return code;
  }
}

/** The first index whose value is at least `value` (`after`: greater than it) in ascending `values`. */
function lowerBound(values: Float64Array, value: number, after = false): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value || (after && values[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}
