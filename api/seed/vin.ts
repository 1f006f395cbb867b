/**
 * Vehicle identification numbers (ISO 3779): 17 characters without I, O and Q; world manufacturer
 * identifier in positions 1-3, model-year code in position 10 and the North-American check digit in
 * position 9 (weights 8765432X098765432, modulo 11, 10 written as X).
 */
import { BRAND_INFO, MODEL_SPECS } from './models';
import type { Random } from './random';

export const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
/** Model-year codes repeat every 30 years: 1980 = A ... 2000 = Y, 2001 = 1 ... 2009 = 9, 2010 = A. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

function charValue(char: string): number {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  const value = TRANSLITERATION[char];
  if (value === undefined) throw new Error(`invalid VIN character ${JSON.stringify(char)}`);
  return value;
}

/** The check digit (position 9) for a 17-character VIN; position 9 itself is ignored. */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new Error('a VIN has 17 characters');
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += charValue(vin.charAt(index)) * (WEIGHTS[index] as number);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** 17 allowed characters and a correct check digit. */
export function isValidVin(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  return vin.charAt(8) === vinCheckDigit(vin);
}

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
  for (const spec of Object.values(MODEL_SPECS[brand] ?? {})) if (spec.wmi) result.add(spec.wmi);
  return result;
}
