/**
 * What a car from another EU country costs once it is on Croatian plates: the asking price, the special tax
 * (ppmv.ts), Croatian VAT when it is a new means of transport (vat.ts), the papers and the trip (fees.ts).
 * Pure: the device computes it offline from the listing, the server from the same inputs.
 */
import type { Co2Cycle, FuelType } from '../catalog/vehicle';
import { FEES } from './fees';
import type { IsoDate } from './months';
import { computePpmv, type PpmvResult } from './ppmv';
import { croatianVat, isNewMeansOfTransport } from './vat';

export type TripMode = 'drive' | 'transporter';

export interface ImportInputs {
  /** Asking price, euros. */
  price: number;
  fuel: FuelType;
  firstRegistration: IsoDate;
  mileageKm: number;
  /** The day of the estimate (today). */
  on: IsoDate;
  /** As-new price, euros: the base of the value component. */
  asNewPrice: number;
  /** CO₂ in g/km in the cycle of the car's era (NEDC up to 2020, WLTP from 2021). */
  co2Grams: number;
  /** Plug-in hybrids: electric range in the city, km (null: unknown, no reduction). */
  electricRangeKm: number | null;
  tripMode: TripMode;
  /** Road distance from the seller to the buyer's town, km. */
  tripKm: number;
  /** Conformity check, first inspection and registration, euros. */
  conformity: number;
  registration: number;
}

export interface ImportLine {
  key: 'ppmv' | 'vat' | 'conformity' | 'registration' | 'trip';
  euros: number;
}

export interface ImportEstimate {
  ppmv: PpmvResult;
  /** The car counts as a new means of transport: Croatian VAT is owed on it. */
  newMeansOfTransport: boolean;
  vat: number;
  trip: number;
  lines: ImportLine[];
  /** Everything on top of the asking price. */
  extras: number;
  /** Asking price plus extras. */
  landed: number;
  cycle: Co2Cycle;
}

const euros = (value: number) => Math.round(value * 100) / 100;

/** The trip home: export plates, insurance, fuel and tolls and the buyer's journey; or a transporter. */
export function tripCost(mode: TripMode, km: number): number {
  if (mode === 'transporter') return euros(Math.max(FEES.transporterMinimum.euros, km * FEES.transporterPerKm.euros));
  return euros(FEES.exportPlates.euros + FEES.exportInsurance.euros + FEES.journey.euros + km * FEES.drivePerKm.euros);
}

export function estimateImport(inputs: ImportInputs): ImportEstimate {
  const ppmv = computePpmv({
    asNewPrice: inputs.asNewPrice,
    co2Grams: inputs.co2Grams,
    fuel: inputs.fuel,
    firstRegistration: inputs.firstRegistration,
    on: inputs.on,
    electricRangeKm: inputs.electricRangeKm,
  });
  const newMeansOfTransport = isNewMeansOfTransport(inputs.firstRegistration, inputs.mileageKm, inputs.on);
  const vat = newMeansOfTransport ? croatianVat(inputs.price) : 0;
  const trip = tripCost(inputs.tripMode, inputs.tripKm);
  const lines: ImportLine[] = [
    { key: 'ppmv', euros: ppmv.tax },
    ...(newMeansOfTransport ? [{ key: 'vat' as const, euros: vat }] : []),
    { key: 'conformity', euros: inputs.conformity },
    { key: 'registration', euros: inputs.registration },
    { key: 'trip', euros: trip },
  ];
  const extras = euros(lines.reduce((sum, line) => sum + line.euros, 0));
  return {
    ppmv,
    newMeansOfTransport,
    vat,
    trip,
    lines,
    extras,
    landed: euros(inputs.price + extras),
    cycle: ppmv.tables,
  };
}
