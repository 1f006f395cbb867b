/**
 * Search requests in a URL query string (GET /api/cars, and the PWA's shareable search URLs).
 * Lists are comma-separated or repeated (`fuelTypes=diesel,petrol`, `countryId=4,25`); brands and models,
 * whose names are free text, are repeated (`brand=BMW&brand=Audi`); one value alone (older links) is a
 * list of one. Numbers are decimal integers. `near` is text (near.ts: `zagreb`, `HR-10000`, `@45.81,15.98`).
 * The result is validated by `searchRequestSchema` like a JSON body.
 */
import { DEFAULT_SORT, PAGE_SIZE } from './catalog/vehicle';
import type { SearchRequest } from './search-semantics';

const LIST_KEYS = new Set(['fuelTypes', 'equipment', 'transmission', 'color', 'countryId']);
/** Lists of free text: repeated keys only (a name may hold a comma). */
const TEXT_LIST_KEYS = new Set(['brand', 'model']);
const NUMBER_KEYS = new Set([
  'minPrice',
  'maxPrice',
  'minYear',
  'maxYear',
  'minMileage',
  'maxMileage',
  'minPowerKw',
  'maxPowerKw',
  'countryId',
  'radiusKm',
  'page',
  'pageSize',
]);

type QueryValue = string | string[] | undefined;

/** Query-string values as the JSON types the search schema expects; unknown keys are kept (and refused there). */
export function searchInputFromQuery(query: URLSearchParams | Record<string, unknown>): Record<string, unknown> {
  const entries: [string, QueryValue][] =
    query instanceof URLSearchParams
      ? [...new Set(query.keys())].map((key) => [key, query.getAll(key)])
      : Object.entries(query).map(([key, value]) => [key, value as QueryValue]);
  const input: Record<string, unknown> = {};
  for (const [key, raw] of entries) {
    const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
    if (LIST_KEYS.has(key)) {
      const list = values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean);
      input[key] = NUMBER_KEYS.has(key) ? list.map((value) => (/^-?\d+$/.test(value) ? Number(value) : value)) : list;
    } else if (TEXT_LIST_KEYS.has(key)) {
      input[key] = values.map((value) => value.trim()).filter(Boolean);
    } else if (values.length !== 1) {
      input[key] = values; // a repeated scalar: the schema answers 400 for it
    } else if (NUMBER_KEYS.has(key)) {
      const value = values[0]!.trim();
      input[key] = value === '' ? undefined : /^-?\d+$/.test(value) ? Number(value) : value;
    } else {
      input[key] = values[0];
    }
  }
  return input;
}

/** The query string for a search; defaults (newest listings first, page 1, PAGE_SIZE) are left out. */
export function searchQueryFromRequest(request: Partial<SearchRequest>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (
      (key === 'sort' && value === DEFAULT_SORT) ||
      (key === 'page' && value === 1) ||
      (key === 'pageSize' && value === PAGE_SIZE)
    ) {
      continue;
    }
    if (TEXT_LIST_KEYS.has(key) && Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
