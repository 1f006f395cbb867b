/**
 * Business tax numbers a seller gives: the Croatian OIB (11 digits, ISO 7064 MOD 11,10 check digit) and EU
 * VAT numbers (country prefix and the national format; a Croatian one, HR + OIB, also by its check digit).
 * Zod-free, so the PWA's form can say what is wrong as the seller types.
 */

/** Whether the OIB's last digit is its ISO 7064 MOD 11,10 check digit. */
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let product = 10;
  for (let index = 0; index < 10; index++) {
    let sum = (product + Number(value[index])) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(value[10]);
}

/** The national part of each EU member state's VAT number (Greece's prefix is EL). */
export const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** Upper case without spaces, dots and dashes ("hr 123.456-789 01" → "HR12345678901"). */
export function normaliseTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

export type TaxIdProblem = 'oib_check_digit' | 'vat_format' | 'vat_country' | 'format';

/** Why a (normalised) OIB or EU VAT number is not valid; null when it is. */
export function taxIdProblem(normalised: string): TaxIdProblem | null {
  if (/^\d{11}$/.test(normalised)) return isValidOib(normalised) ? null : 'oib_check_digit';
  const match = /^([A-Z]{2})([A-Z0-9+*]+)$/.exec(normalised);
  if (!match) return 'format';
  const [, country, national] = match as unknown as [string, string, string];
  const format = EU_VAT_FORMATS[country];
  if (!format) return 'vat_country';
  if (!format.test(national)) return 'vat_format';
  if (country === 'HR' && !isValidOib(national)) return 'oib_check_digit';
  return null;
}
