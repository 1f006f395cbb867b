/**
 * Vehicle identification numbers (ISO 3779): 17 characters without I, O and Q; world manufacturer
 * identifier in positions 1-3, model-year code in position 10 and the North-American check digit in
 * position 9 (weights 8765432X098765432, modulo 11, 10 written as X).
 */
import { BRAND_INFO, DEMO_MODELS } from './models';
import { vinCheckDigit } from '@contract/vin';
import type { Random } from './random';

export const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export { vinCheckDigit, isValidVin } from '@contract/vin';

/** Model-year codes repeat every 30 years: 1980 = A ... 2000 = Y, 2001 = 1 ... 2009 = 9, 2010 = A. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export function modelYearCode(year: number): string {
  return YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
}

/** Brands that fill positions 4-6 with Z (the Volkswagen group's European VINs). */
const Z_FILLED = new Set(['Volkswagen', 'Audi', 'Škoda', 'Seat', 'Porsche']);

export function makeVin(random: Random, brand: string, wmi: string, year: number): string {
  const descriptor = Z_FILLED.has(brand) ? `ZZZ${random.chars(VIN_ALPHABET, 2)}` : random.chars(VIN_ALPHABET, 5);
  const plant = random.chars(VIN_LETTERS, 1);
  const draft = `${wmi}${descriptor}0${modelYearCode(year)}${plant}${random.digits(6)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** Every world manufacturer identifier the generator uses for the brand. */
export function wmisForBrand(brand: string): Set<string> {
  const result = new Set<string>();
  const info = BRAND_INFO[brand];
  if (!info) return result;
  for (let year = 2000; year <= 2040; year++) {
    result.add(info.wmi(false, year));
    result.add(info.wmi(true, year));
  }
  for (const spec of Object.values(DEMO_MODELS[brand] ?? {})) if (spec.wmi) result.add(spec.wmi);
  return result;
}
