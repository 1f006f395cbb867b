import type { Feature } from '@contract/car';
import type { OwnListing } from '../api/dealer-queries';

/** Every field as typed (numbers as text until sent). */
export interface Values {
  brand: string;
  model: string;
  modelDescription: string;
  year: string;
  price: string;
  mileage: string;
  fuelType: string;
  transmission: string;
  bodyType: string;
  color: string;
  vin: string;
  location: string;
  countryId: string;
  description: string;
  descriptionLanguage: string;
  listingType: string;
  powerKw: string;
  engineCc: string;
  doors: string;
  seats: string;
  previousOwners: string;
  serviceHistory: boolean;
  firstRegistration: string;
  features: Feature[];
  stockNumber: string;
}

export type NumberField = 'year' | 'price' | 'mileage' | 'powerKw' | 'engineCc' | 'doors' | 'seats' | 'previousOwners';
/** The draft key of a new listing's half-filled form (kept on the device: IndexedDB, see lib/db/listing-drafts). */
export const NEW_LISTING_DRAFT_KEY = 'new';

/**
 * A new listing's form: no fact about the car is preset (a preset fuel, gearbox, body or colour went out
 * unnoticed on cars that had another), only where it is offered (Croatia), that it is used, and the
 * description in the page's language.
 */
export function emptyValues(language: string): Values {
  return {
    brand: '',
    model: '',
    modelDescription: '',
    year: '',
    price: '',
    mileage: '',
    fuelType: '',
    transmission: '',
    bodyType: '',
    color: '',
    vin: '',
    location: '',
    countryId: '4',
    description: '',
    descriptionLanguage: language,
    listingType: 'used',
    powerKw: '',
    engineCc: '',
    doors: '',
    seats: '',
    previousOwners: '',
    serviceHistory: false,
    firstRegistration: '',
    features: [],
    stockNumber: '',
  };
}

/** A listing's form as it is now. */
export function valuesOf(car: OwnListing): Values {
  const details = car.additionalDetails;
  return {
    brand: car.brand,
    model: car.model,
    modelDescription: car.modelDescription,
    year: String(car.year),
    price: String(car.price),
    mileage: String(car.mileage),
    fuelType: car.fuelType,
    transmission: car.transmission,
    bodyType: car.bodyType,
    color: car.color,
    vin: car.vin,
    location: car.location,
    countryId: String(car.countryId),
    description: car.description,
    descriptionLanguage: car.descriptionLanguage,
    listingType: car.listingType,
    powerKw: String(details.powerKw),
    engineCc: details.engineCc === null ? '' : String(details.engineCc),
    doors: String(details.doors),
    seats: String(details.seats),
    previousOwners: String(details.previousOwners),
    serviceHistory: details.serviceHistory,
    firstRegistration: details.firstRegistration,
    features: details.features,
    stockNumber: car.stockNumber ?? '',
  };
}

/** The fields chosen from a fixed list (empty until the dealer chooses). */
export const CHOICE_FIELDS = ['fuelType', 'transmission', 'bodyType', 'color'] as const;

/** A number as typed ("12.500", "12 500", "1,6"); undefined when left empty. */
export const toNumber = (text: string) =>
  text.trim() === '' ? undefined : Number(text.replace(/[\s.]/g, '').replace(',', '.'));

/** The form as the API's listing input (checked with the contract's schema before it is sent). */
export function toInput(values: Values, status: 'active' | 'draft'): Record<string, unknown> {
  return {
    brand: values.brand,
    model: values.model,
    modelDescription: values.modelDescription,
    year: toNumber(values.year),
    price: toNumber(values.price),
    mileage: toNumber(values.mileage),
    fuelType: values.fuelType,
    transmission: values.transmission,
    bodyType: values.bodyType,
    color: values.color,
    vin: values.vin,
    location: values.location,
    countryId: Number(values.countryId),
    description: values.description,
    descriptionLanguage: values.descriptionLanguage,
    listingType: values.listingType,
    additionalDetails: {
      powerKw: toNumber(values.powerKw),
      engineCc: toNumber(values.engineCc) ?? null,
      doors: toNumber(values.doors),
      seats: toNumber(values.seats),
      previousOwners: toNumber(values.previousOwners),
      serviceHistory: values.serviceHistory,
      ...(values.firstRegistration ? { firstRegistration: values.firstRegistration } : {}),
      features: values.features,
    },
    ...(values.stockNumber.trim() ? { stockNumber: values.stockNumber.trim() } : {}),
    status,
  };
}

/** A stored draft over the form's defaults (a draft from an older form may lack newer fields). */
export function withDraft(base: Values, draft: Record<string, unknown> | null): Values {
  if (!draft) return base;
  const merged = { ...base };
  for (const key of Object.keys(base) as (keyof Values)[]) {
    if (key in draft && typeof draft[key] === typeof base[key]) (merged as Record<string, unknown>)[key] = draft[key];
  }
  return merged;
}
