/**
 * What a VIN says about a car that the listing form can offer before the dealer picks it: the make, from the
 * World Manufacturer Identifier (the first three characters, ISO 3780), and, only where the law makes it
 * reliable, the model year. Zod-free, like ./vin.
 *
 * Make: only the passenger-car WMIs of the makes in our catalogue, each of which belongs to that one make.
 * Source: the WMI table of the vininfo library (github.com/idlesign/vininfo, src/vininfo/dicts/wmi.py,
 * compiled from the SAE/ISO 3780 assignment lists), checked against the French WMI list
 * (fr.wikipedia "Code constructeur-WMI": VF1 Renault, VF3 Peugeot, VF7 Citroën, VR3 Peugeot) and Škoda's own
 * account (skoda-storyboard.com "What can VIN codes tell you?": TMB). Codes that several makes share (1C4 for
 * Chrysler, Dodge and Jeep; ZAC for Fiat and Jeep built in Melfi) are left out: then nothing is offered.
 *
 * Model year: ISO 3779 leaves position 10 to the manufacturer. In the USA 49 CFR 565.15 makes it the model
 * year (Table VII), and for cars and light trucks position 7 tells the 30-year cycle: a digit for 1980–2009, a
 * letter for 2010–2039 (the footnote added by the final rule of 30 April 2008, 73 FR 23367). Many European
 * VINs carry no year there (BMW's WBA71DC010CH14720 has a 0), and where one is, it is the maker's "model year",
 * not the year of manufacture or first registration. So a year is read only from North American VINs (first
 * character 1–5) whose check digit is right, and the form offers it as a suggestion the dealer confirms.
 */
import { isValidVin, VIN_PATTERN } from './vin';

/** Catalogue make → its WMIs (see the sources above). The names are the catalogue's (catalog/brands). */
const WMI_BY_MAKE: Record<string, readonly string[]> = {
  Audi: ['WAU', 'WA1', 'WUA', 'TRU'],
  BMW: ['WBA', 'WBS', 'WBY', '4US', '5UX'],
  Chevrolet: ['1G1', '2G1', '3G1', 'KL1'],
  Citroen: ['VF7', 'VR7'],
  Dacia: ['UU1'],
  Fiat: ['ZFA'],
  Ford: ['WF0', 'VS6', 'SFA', '1FA', '1FM', '3FA'],
  Honda: ['JHM', 'SHH', 'SHS', '1HG', '2HG', '19X'],
  Hyundai: ['KMH', 'TMA', 'NLH', 'MAL', '5NP'],
  Jaguar: ['SAJ', 'SAD'],
  Jeep: ['1J4', '1J8'],
  Kia: ['KNA', 'KND', 'KNE', 'U5Y', 'U6Y'],
  'Land Rover': ['SAL'],
  Lexus: ['JTH', 'JTJ'],
  Mazda: ['JMZ', 'JM1', 'JM3'],
  'Mercedes-Benz': ['WDB', 'WDD', 'WDC', 'W1K', 'W1N'],
  Mini: ['WMW'],
  Mitsubishi: ['JMB', 'JA3', 'JA4', 'XMC'],
  Nissan: ['SJN', 'JN1', 'JN8', 'VSK', '1N4'],
  Opel: ['W0L', 'W0V'],
  Peugeot: ['VF3', 'VR3'],
  Porsche: ['WP0', 'WP1'],
  Renault: ['VF1'],
  Seat: ['VSS'],
  Škoda: ['TMB'],
  Suzuki: ['TSM', 'JSA', 'JS2'],
  Tesla: ['5YJ', '7SA', 'LRW', 'XP7'],
  Toyota: ['JTD', 'JTE', 'JTM', 'SB1', 'NMT', 'VNK', '4T1', '2T1', '5YF'],
  Volkswagen: ['WVW', 'WVG', 'WV1', 'WV2', '1VW', '3VW'],
  Volvo: ['YV1', 'YV4'],
};

const MAKE_BY_WMI: ReadonlyMap<string, string> = new Map(
  Object.entries(WMI_BY_MAKE).flatMap(([make, codes]) => codes.map((code) => [code, make] as const)),
);

/** The WMIs listed for a make (for tests: every catalogue make has at least one). */
export function wmisOf(make: string): readonly string[] {
  return WMI_BY_MAKE[make] ?? [];
}

/** A VIN as typed: upper case, without spaces and dashes. */
export function normalizeVin(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** The catalogue make whose WMI begins the VIN (three characters are enough); undefined when not known. */
export function makeFromVin(text: string): string | undefined {
  const vin = normalizeVin(text);
  if (vin.length < 3 || !/^[A-HJ-NPR-Z0-9]{3}/.test(vin)) return undefined;
  return MAKE_BY_WMI.get(vin.slice(0, 3));
}

/** Table VII of 49 CFR 565.15: the model-year codes of position 10, a year apart, for 1980–2009. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year a North American VIN gives (49 CFR 565: position 10, with position 7 telling the cycle);
 * undefined for any other VIN, a VIN whose check digit is wrong, or a year beyond `latest`.
 */
export function northAmericanModelYear(text: string, latest: number): number | undefined {
  const vin = normalizeVin(text);
  if (!VIN_PATTERN.test(vin) || !/^[1-5]/.test(vin) || !isValidVin(vin)) return undefined;
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return undefined;
  const year = 1980 + index + (/[A-Z]/.test(vin.charAt(6)) ? 30 : 0);
  return year <= latest ? year : undefined;
}
