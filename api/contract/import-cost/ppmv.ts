/**
 * The special tax on motor vehicles (PPMV) of a passenger car brought to Croatia: the value component on the
 * as-new price plus the CO₂ component for its fuel, both from the tables of its era, times the share a used
 * car of its age owes (ppmv-tables.ts has the figures and their sources). Electric cars are exempt; a plug-in
 * hybrid's tax is lowered by one percent per kilometre of electric range in the city (EAER city), up to
 * 100 % (Zakon o posebnom porezu na motorna vozila, čl. 12; the customs administration's worked example 4).
 * Hybrids without a plug are taxed like petrol cars on their CO₂. Campers and cars with 8 or 9 seats have
 * their own reductions, which a listing cannot tell, so they are left out.
 */
import type { Co2Cycle, FuelType } from '../catalog/vehicle';
import { completeMonths, type IsoDate } from './months';
import {
  CO2_DIESEL_NEDC,
  CO2_DIESEL_WLTP,
  CO2_OTHER_NEDC,
  CO2_OTHER_WLTP,
  DEPRECIATION,
  PAST_TABLE,
  VALUE_TABLE_NEDC,
  VALUE_TABLE_WLTP,
  WLTP_TABLES_FROM,
  type Co2Band,
  type ValueBand,
} from './ppmv-tables';

export interface PpmvInput {
  /** Price of the car as new, in euros with VAT (the base the law taxes). */
  asNewPrice: number;
  /** Combined CO₂ in g/km in the cycle of the car's era (NEDC up to 2020, WLTP from 2021). */
  co2Grams: number;
  fuel: FuelType;
  /** Date of first registration anywhere. */
  firstRegistration: IsoDate;
  /** The day the tax is assessed (today). */
  on: IsoDate;
  /** A new car (never registered) owes the whole as-new amount. */
  isNew?: boolean;
  /** Plug-in hybrids: electric range in the city (EAER city), km. Unknown: no reduction. */
  electricRangeKm?: number | null;
}

export interface PpmvResult {
  /** NEDC tables 1–3 or WLTP tables 4–6. */
  tables: Co2Cycle;
  valueComponent: number;
  co2Component: number;
  /** Value plus CO₂ component. */
  asNewTax: number;
  /** The plug-in hybrid reduction, 0..1 (0 for every other car). */
  reduction: number;
  ageMonths: number;
  /** The share of the as-new tax owed (1 for a new car). */
  share: number;
  /** The tax, euros, to the cent. */
  tax: number;
  exempt: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

function valueComponent(price: number, table: readonly ValueBand[]): number {
  let band = table[0]!;
  for (const row of table) if (price > row.from) band = row;
  return band.fixed + band.rate * Math.max(0, price - band.from);
}

function co2Component(grams: number, table: readonly Co2Band[]): number {
  let band: Co2Band | undefined;
  for (const row of table) if (grams >= row.from) band = row;
  return band ? band.fixed + band.perGram * (grams - band.from) : 0;
}

/** The share of the as-new tax a used car of that age owes (Pravilnik, Tablica 1 and čl. 9 st. 3). */
export function depreciationShare(ageMonths: number): number {
  if (ageMonths >= PAST_TABLE.fromMonths) {
    const last = DEPRECIATION[DEPRECIATION.length - 1]!.share;
    const steps = Math.floor(
      (Math.min(ageMonths, PAST_TABLE.untilMonths) - PAST_TABLE.fromMonths) / PAST_TABLE.stepMonths,
    );
    return Math.round((last - steps * PAST_TABLE.stepShare) * 1e6) / 1e6;
  }
  let share = DEPRECIATION[0]!.share;
  for (const row of DEPRECIATION) if (ageMonths >= row.months) share = row.share;
  return share;
}

/** Which tables a car falls under, by its first registration. */
export function ppmvCycle(firstRegistration: IsoDate): Co2Cycle {
  return firstRegistration >= WLTP_TABLES_FROM ? 'WLTP' : 'NEDC';
}

export function computePpmv(input: PpmvInput): PpmvResult {
  const tables = ppmvCycle(input.firstRegistration);
  const ageMonths = input.isNew ? 0 : completeMonths(input.firstRegistration, input.on);
  const share = input.isNew ? 1 : depreciationShare(ageMonths);
  if (input.fuel === 'electric') {
    return {
      tables,
      valueComponent: 0,
      co2Component: 0,
      asNewTax: 0,
      reduction: 0,
      ageMonths,
      share,
      tax: 0,
      exempt: true,
    };
  }
  const diesel = input.fuel === 'diesel';
  const value = valueComponent(input.asNewPrice, tables === 'WLTP' ? VALUE_TABLE_WLTP : VALUE_TABLE_NEDC);
  const co2Table =
    tables === 'WLTP' ? (diesel ? CO2_DIESEL_WLTP : CO2_OTHER_WLTP) : diesel ? CO2_DIESEL_NEDC : CO2_OTHER_NEDC;
  const co2 = co2Component(input.co2Grams, co2Table);
  const range = input.fuel === 'plugin_hybrid' ? (input.electricRangeKm ?? 0) : 0;
  const reduction = Math.min(100, Math.max(0, range)) / 100;
  const asNewTax = value + co2;
  return {
    tables,
    valueComponent: cents(value),
    co2Component: cents(co2),
    asNewTax: cents(asNewTax),
    reduction,
    ageMonths,
    share,
    tax: cents(asNewTax * (1 - reduction) * share),
    exempt: false,
  };
}
