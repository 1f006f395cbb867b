/**
 * The inputs of an import estimate as a listing gives them, each marked when we had to estimate it: the
 * as-new price always comes from the catalogue of variants (a listing never states it), the CO₂ from the
 * listing when it states it, else from the catalogue, converted when its test cycle is not the one of the
 * car's era. Heavy (it loads the catalogue and the gazetteer): the PWA imports it only when it shows an estimate.
 */
import type { Car } from '../car';
import { findVariant, inTodaysEuros, PRICE_BASE_YEAR, type Variant } from '../catalog/variants';
import type { Co2Cycle } from '../catalog/vehicle';
import { countryCodeOf, DEFAULT_DESTINATION, tripDistance } from './distance';
import type { ImportInputs } from './estimate';
import { FEES } from './fees';
import { isoToday, registrationDate, type IsoDate } from './months';
import { ppmvCycle } from './ppmv';

/**
 * WLTP figures of the same car run about a fifth higher than NEDC ones. Measured on the fleet: for all
 * passenger cars sold in the EU in 2020 the WLTP raised type-approval CO₂ by 21 % on average (JRC,
 * Chatzipanagi et al., "Evolution of European light-duty vehicle CO₂ emissions based on recent certification
 * datasets", Transportation Research Part D 107, 2022, 103287), in line with the JRC's earlier model-based
 * predictions (Tsiakmakis et al., "From NEDC to WLTP: effect on the type-approval CO₂ emissions of light-duty
 * vehicles", 2017; Pavlovic et al., Transportation Research Part A 111, 2018: about 25 %). Diesels and
 * hybrids rise more than petrol cars; one factor for all is the simplification.
 */
export const WLTP_OVER_NEDC = 1.21;

export function convertCo2(grams: number, from: Co2Cycle, to: Co2Cycle): number {
  if (from === to) return grams;
  return Math.round(from === 'NEDC' ? grams * WLTP_OVER_NEDC : grams / WLTP_OVER_NEDC);
}

/** Which inputs we estimated rather than read from the listing. */
export interface EstimatedInputs {
  asNewPrice: boolean;
  co2: boolean;
  /** The CO₂ was converted from the other test cycle. */
  co2Converted: boolean;
  firstRegistrationDay: boolean;
  tripKm: boolean;
  /** The seller's town was not in the gazetteer: the distance is from the capital. */
  tripFromCapital: boolean;
}

export interface ListingImport {
  /** Absent when the listing lacks what the estimate needs (a price, a first registration). */
  inputs?: ImportInputs;
  estimated: EstimatedInputs;
  variant?: Variant;
  countryCode?: string;
}

/** Whether a listing is outside Croatia, so an import estimate applies. */
export function isForeignListing(car: Pick<Car, 'countryId'>): boolean {
  const code = countryCodeOf(car.countryId);
  return code !== undefined && code !== 'HR';
}

/** The catalogue's typical new price (today's euros) in the money of the year the car was first registered. */
function asNewInYear(variant: Variant, year: number): number {
  const target = Math.min(year, PRICE_BASE_YEAR);
  return Math.round((variant.engine.newPrice * 1_000_000) / inTodaysEuros(1_000_000, target) / 100) * 100;
}

export function importInputsFromListing(
  car: Car,
  options: { on?: IsoDate; destinationId?: string } = {},
): ListingImport {
  const on = options.on ?? isoToday();
  const details = car.additionalDetails;
  const countryCode = countryCodeOf(car.countryId);
  const firstRegistration = registrationDate(details.firstRegistration) ?? registrationDate(`${car.year}-12`);
  const variant = findVariant({
    brand: car.brand,
    model: car.model,
    year: car.year,
    fuelType: car.fuelType,
    powerKw: details.powerKw,
    transmission: car.transmission,
    engineCc: details.engineCc,
    description: car.modelDescription,
    variantId: details.variantId,
  })?.variant;
  const estimated: EstimatedInputs = {
    asNewPrice: true,
    co2: !details.co2,
    co2Converted: false,
    firstRegistrationDay: !/^\d{4}-\d{2}-\d{2}$/.test(details.firstRegistration),
    tripKm: true,
    tripFromCapital: false,
  };
  const price = typeof car.price === 'number' ? car.price : Number(car.price);
  if (!firstRegistration || !Number.isFinite(price) || price <= 0 || !countryCode)
    return { estimated, variant, countryCode };

  const cycle = ppmvCycle(firstRegistration);
  const stated = details.co2 ?? variant?.engine.co2;
  let co2Grams = 0;
  if (stated) {
    co2Grams = convertCo2(stated.grams, stated.cycle, cycle);
    estimated.co2Converted = stated.cycle !== cycle;
  }
  const trip = tripDistance(car.location, countryCode, options.destinationId ?? DEFAULT_DESTINATION);
  estimated.tripFromCapital = trip ? !trip.fromTown : true;
  const inputs: ImportInputs = {
    price,
    fuel: car.fuelType,
    firstRegistration,
    mileageKm: car.mileage,
    on,
    asNewPrice: variant ? asNewInYear(variant, Number(firstRegistration.slice(0, 4))) : price,
    co2Grams,
    electricRangeKm: null,
    tripMode: 'drive',
    tripKm: trip?.km ?? 0,
    // The fields take whole euros, as the buyer pays them at the counter.
    conformity: Math.round(FEES.conformity.euros),
    registration: Math.round(FEES.registration.euros),
  };
  return { inputs, estimated, variant, countryCode };
}
