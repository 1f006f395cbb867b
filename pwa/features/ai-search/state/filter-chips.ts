/**
 * The understood search parameters as removable chips: one chip per value (each fuel, transmission and
 * colour of a list is its own chip), in a reading order (make, model, price, year, mileage, fuel, power,
 * first registration, seller, equipment, gearbox, body, colour, country, location, place and radius). Every brand, model and country of a search with several is its own
 * chip too. Removing a chip gives the filters without it; removing a brand removes its models too (a model
 * means nothing without its brand).
 */
import { findBrand } from '@contract/catalog';
import type { BodyType, Color, Feature, FuelType, SellerType, Transmission } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';

export type FilterChip =
  | { id: string; field: 'brand' | 'model' | 'location' | 'minRegistration' | 'maxRegistration'; value: string }
  | {
      id: string;
      field:
        | 'minPrice'
        | 'maxPrice'
        | 'minYear'
        | 'maxYear'
        | 'minMileage'
        | 'maxMileage'
        | 'minPowerKw'
        | 'maxPowerKw'
        | 'countryId';
      value: number;
    }
  | { id: string; field: 'fuelTypes'; value: FuelType }
  | { id: string; field: 'transmission'; value: Transmission }
  | { id: string; field: 'bodyType'; value: BodyType }
  | { id: string; field: 'color'; value: Color }
  | { id: string; field: 'sellerType'; value: SellerType }
  | { id: string; field: 'equipment'; value: Feature }
  /** The place and its radius are one chip ("do 50 km od Zagreba"): a radius means nothing without its place. */
  | { id: string; field: 'near'; value: string; radiusKm?: number };

const NUMBERS = ['minPrice', 'maxPrice', 'minYear', 'maxYear', 'minMileage', 'maxMileage'] as const;

export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const value of filters.brand ?? []) chips.push({ id: `brand:${value}`, field: 'brand', value });
  for (const value of filters.model ?? []) chips.push({ id: `model:${value}`, field: 'model', value });
  for (const field of NUMBERS) {
    const value = filters[field];
    if (value !== undefined) chips.push({ id: field, field, value });
  }
  for (const value of filters.fuelTypes ?? []) chips.push({ id: `fuelTypes:${value}`, field: 'fuelTypes', value });
  for (const field of ['minPowerKw', 'maxPowerKw'] as const) {
    const value = filters[field];
    if (value !== undefined) chips.push({ id: field, field, value });
  }
  for (const field of ['minRegistration', 'maxRegistration'] as const) {
    const value = filters[field];
    if (value !== undefined) chips.push({ id: field, field, value });
  }
  if (filters.sellerType) chips.push({ id: 'sellerType', field: 'sellerType', value: filters.sellerType });
  for (const value of filters.equipment ?? []) chips.push({ id: `equipment:${value}`, field: 'equipment', value });
  for (const value of filters.transmission ?? [])
    chips.push({ id: `transmission:${value}`, field: 'transmission', value });
  if (filters.bodyType) chips.push({ id: 'bodyType', field: 'bodyType', value: filters.bodyType });
  for (const value of filters.color ?? []) chips.push({ id: `color:${value}`, field: 'color', value });
  for (const value of filters.countryId ?? []) chips.push({ id: `countryId:${value}`, field: 'countryId', value });
  if (filters.location) chips.push({ id: 'location', field: 'location', value: filters.location });
  if (filters.near) chips.push({ id: 'near', field: 'near', value: filters.near, radiusKm: filters.radiusKm });
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
    case 'brand': {
      next.brand = withoutValue(filters.brand, chip.value);
      // Its models go with it, unless another brand left has them too (or there is none left at all).
      const kept = new Set((next.brand ?? []).flatMap((brand) => findBrand(brand)?.models ?? []));
      const gone = new Set(findBrand(chip.value)?.models ?? []);
      next.model = next.brand ? filters.model?.filter((model) => kept.has(model) || !gone.has(model)) : undefined;
      if (next.model?.length === 0) delete next.model;
      break;
    }
    case 'model':
      next.model = withoutValue(filters.model, chip.value);
      break;
    case 'countryId':
      next.countryId = withoutValue(filters.countryId, chip.value);
      break;
    case 'equipment':
      next.equipment = withoutValue(filters.equipment, chip.value);
      break;
    case 'near':
      delete next.near;
      delete next.radiusKm;
      break;
    default:
      delete next[chip.field];
  }
  for (const key of Object.keys(next) as (keyof SearchFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}
