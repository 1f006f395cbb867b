/**
 * Vehicle identification numbers (ISO 3779): 17 characters without I, O and Q from model year 1981 on.
 * Position 9 is a check digit (weights 8765432X098765432, modulo 11, 10 written as X) only where a market
 * demands one: ISO 3779 leaves it to the manufacturer, so a European VIN such as WVWZZZ1KZ8W123456 (a Golf)
 * carries a free character there. Older cars have shorter, free-form numbers. Zod-free: the listing form
 * checks as the dealer types.
 */

/** From this model year on a VIN has 17 characters and a check digit. */
export const VIN_STANDARD_YEAR = 1981;
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

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

/**
 * Whether the manufacturer code (WMI, the first character: its region) makes position 9 a check digit.
 * 1-5 is North America (1, 4, 5 United States, 2 Canada, 3 Mexico), where 49 CFR 565 makes the check digit
 * mandatory; L is China, whose GB 16735 (normative annex "calculation method for check digit") does the
 * same. Europe (S-Z), Japan (J), Korea (K) and the rest may use position 9 freely.
 * Sources: the WMI region table in Wikibooks "Vehicle Identification Numbers (VIN codes)/World Manufacturer
 * Identifier (WMI)"; vehicleidentificationnumber.com "VIN Europe" (the EU directive follows ISO 3779, North
 * America is "far more stringent" with its check digit); chinesestandard.us GB 16735-2004 table of contents.
 */
export function vinNeedsCheckDigit(vin: string): boolean {
  return /^[1-5L]/.test(vin);
}

/** 17 allowed characters and, where the market demands one, a correct check digit. */
export function isValidVin(vin: string): boolean {
  if (!VIN_PATTERN.test(vin)) return false;
  return !vinNeedsCheckDigit(vin) || vin.charAt(8) === vinCheckDigit(vin);
}

export type VinProblem = 'format' | 'check_digit' | 'too_long';

/**
 * Why a VIN (upper case, without spaces) does not fit the car's model year; null when it does or is empty.
 * From 1981 on: 17 allowed characters and, for a North American or Chinese manufacturer, the right check
 * digit; before: up to 17 letters and digits.
 */
export function vinProblem(vin: string, year: number): VinProblem | null {
  if (vin === '') return null;
  if (year < VIN_STANDARD_YEAR) return /^[A-Z0-9]{1,17}$/.test(vin) ? null : vin.length > 17 ? 'too_long' : 'format';
  if (!VIN_PATTERN.test(vin)) return 'format';
  return isValidVin(vin) ? null : 'check_digit';
}
