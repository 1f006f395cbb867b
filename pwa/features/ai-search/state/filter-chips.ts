/**
 * The understood search parameters as removable chips: one chip per value (each fuel, transmission and
 * colour of a list is its own chip), in a reading order (make, model, price, year, mileage, fuel, gearbox,
 * body, colour, country, location). Removing a chip gives the filters without it; removing the brand
 * removes the model too (a model means nothing without its brand).
 */
import type { BodyType, Color, FuelType, Transmission } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';

export type FilterChip =
  | { id: string; field: 'brand' | 'model' | 'location'; value: string }
  | { id: string; field: 'minPrice' | 'maxPrice' | 'minYear' | 'maxYear' | 'minMileage' | 'maxMileage' | 'countryId'; value: number }
  | { id: string; field: 'fuelTypes'; value: FuelType }
  | { id: string; field: 'transmission'; value: Transmission }
  | { id: string; field: 'bodyType'; value: BodyType }
  | { id: string; field: 'color'; value: Color };

export type ChipField = FilterChip['field'];

const SINGLE_TEXT = ['brand', 'model'] as const;
const NUMBERS = ['minPrice', 'maxPrice', 'minYear', 'maxYear', 'minMileage', 'maxMileage'] as const;

export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const field of SINGLE_TEXT) {
    const value = filters[field];
    if (value) chips.push({ id: field, field, value });
  }
  for (const field of NUMBERS) {
    const value = filters[field];
    if (value !== undefined) chips.push({ id: field, field, value });
  }
  for (const value of filters.fuelTypes ?? []) chips.push({ id: `fuelTypes:${value}`, field: 'fuelTypes', value });
  for (const value of filters.transmission ?? []) chips.push({ id: `transmission:${value}`, field: 'transmission', value });
  if (filters.bodyType) chips.push({ id: 'bodyType', field: 'bodyType', value: filters.bodyType });
  for (const value of filters.color ?? []) chips.push({ id: `color:${value}`, field: 'color', value });
  if (filters.countryId !== undefined) chips.push({ id: 'countryId', field: 'countryId', value: filters.countryId });
  if (filters.location) chips.push({ id: 'location', field: 'location', value: filters.location });
  return chips;
}

function withoutValue<T>(list: T[] | undefined, value: T): T[] | undefined {
  const rest = (list ?? []).filter((item) => item !== value);
  return rest.length > 0 ? rest : undefined;
}

/** The filters without the chip's parameter (a new object; fields left empty are dropped). */
export function withoutChip(filters: SearchFilters, chip: FilterChip): SearchFilters {
  const next: SearchFilters = { ...filters };
  switch (chip.field) {
    case 'fuelTypes':
      next.fuelTypes = withoutValue(filters.fuelTypes, chip.value);
      break;
    case 'transmission':
      next.transmission = withoutValue(filters.transmission, chip.value);
      break;
    case 'color':
      next.color = withoutValue(filters.color, chip.value);
      break;
    case 'brand':
      delete next.brand;
      delete next.model;
      break;
    default:
      delete next[chip.field];
  }
  for (const key of Object.keys(next) as (keyof SearchFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}
