/**
 * The comparison table's rows: every field of two cars side by side, whether they differ, and which value
 * is better where that is objective (a lower price, a newer year, fewer kilometres). Values are raw; the
 * table formats them by field (prices, dates, translated fuel names ...).
 */
import type { Car, Feature } from '@contract/car';

export type CompareValue = string | number | boolean | null | readonly Feature[];

export type CompareGroup = 'overview' | 'technical' | 'listing';

export type CompareField =
  | 'brand'
  | 'model'
  | 'modelDescription'
  | 'price'
  | 'year'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'bodyType'
  | 'color'
  | 'powerKw'
  | 'engineCc'
  | 'doors'
  | 'seats'
  | 'previousOwners'
  | 'serviceHistory'
  | 'firstRegistration'
  | 'features'
  | 'vin'
  | 'location'
  | 'countryId'
  | 'listingType'
  | 'listedAt'
  | 'validUntil'
  | 'viewCount'
  | 'sellerName'
  | 'sellerType'
  | 'description';

export interface CompareRow {
  field: CompareField;
  group: CompareGroup;
  a: CompareValue;
  b: CompareValue;
  differs: boolean;
  /** The objectively better side, or null (equal, not comparable, or a matter of taste). */
  better: 'a' | 'b' | null;
}

type Preference = 'lower' | 'higher';

const FIELDS: readonly [CompareField, CompareGroup, (car: Car) => CompareValue, Preference?][] = [
  ['brand', 'overview', (car) => car.brand],
  ['model', 'overview', (car) => car.model],
  ['modelDescription', 'overview', (car) => car.modelDescription],
  ['price', 'overview', (car) => car.price, 'lower'],
  ['year', 'overview', (car) => car.year, 'higher'],
  ['mileage', 'overview', (car) => car.mileage, 'lower'],
  ['fuelType', 'overview', (car) => car.fuelType],
  ['transmission', 'overview', (car) => car.transmission],
  ['bodyType', 'overview', (car) => car.bodyType],
  ['color', 'overview', (car) => car.color],
  ['powerKw', 'technical', (car) => car.additionalDetails.powerKw],
  ['engineCc', 'technical', (car) => car.additionalDetails.engineCc],
  ['doors', 'technical', (car) => car.additionalDetails.doors],
  ['seats', 'technical', (car) => car.additionalDetails.seats],
  ['previousOwners', 'technical', (car) => car.additionalDetails.previousOwners],
  ['serviceHistory', 'technical', (car) => car.additionalDetails.serviceHistory],
  ['firstRegistration', 'technical', (car) => car.additionalDetails.firstRegistration],
  ['features', 'technical', (car) => car.additionalDetails.features],
  ['vin', 'technical', (car) => car.vin],
  ['location', 'listing', (car) => car.location],
  ['countryId', 'listing', (car) => car.countryId],
  ['listingType', 'listing', (car) => car.listingType],
  ['listedAt', 'listing', (car) => car.listedAt],
  ['validUntil', 'listing', (car) => car.validUntil],
  ['viewCount', 'listing', (car) => car.viewCount],
  ['sellerName', 'listing', (car) => car.seller.name],
  ['sellerType', 'listing', (car) => car.seller.type],
  ['description', 'listing', (car) => car.description],
];

function same(a: CompareValue, b: CompareValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item) => b.includes(item));
  return a === b;
}

/** Only two numbers compare; a price such as 'on request' is better or worse than nothing. */
function better(a: CompareValue, b: CompareValue, preference: Preference | undefined): 'a' | 'b' | null {
  if (!preference || typeof a !== 'number' || typeof b !== 'number' || a === b) return null;
  return (preference === 'lower' ? a < b : a > b) ? 'a' : 'b';
}

export function compareRows(carA: Car, carB: Car): CompareRow[] {
  return FIELDS.map(([field, group, read, preference]) => {
    const a = read(carA);
    const b = read(carB);
    return { field, group, a, b, differs: !same(a, b), better: better(a, b, preference) };
  });
}
