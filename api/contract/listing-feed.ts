/**
 * The documented format of listing feeds and dealers' inventory files (README, "Listing feeds"): one flat
 * row per car, the same column names in CSV and JSON. A row is validated into the contract's car fields
 * (catalog brands and models, the fixed lists, EU countries) or rejected with the field and the problem,
 * which the admin panel translates. Unknown columns are ignored (feeds carry more than we show); values are
 * read leniently where a feed's habits are unambiguous ("90.000 km", "Diesel", "Kombi", "grau", "DE").
 */
import { z } from 'zod';
import { findBrand, findModel, COUNTRIES, type Country } from './catalog';
import { BODY_TYPES, COLORS, FUEL_TYPES, LISTING_TYPES, MIN_YEAR, TRANSMISSIONS, maxYear } from './catalog/vehicle';
import { FEATURES, LANGUAGES, type AdditionalDetails, type Feature, type NewCar, type Seller } from './car';
import { MAX_MILEAGE, MAX_PRICE } from './search-semantics';
import { EQUIPMENT_NAMES } from './language/equipment-names';
import { foldText } from './text';
import { VIN_PATTERN, isValidVin } from './vin';

export const FEED_FORMATS = ['json', 'csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** Why a row was not imported (the admin panel has a text for each). */
export const ROW_PROBLEMS = [
  'required',
  'invalid',
  'out_of_range',
  'not_in_list',
  'unknown_brand',
  'unknown_model',
  'unknown_country',
  /** A town the gazetteer does not know in the row's country (api/contract/places/locate.ts). */
  'unknown_town',
  /** A town name several places share in the row's country ("Novigrad"); `candidates` lists them. */
  'ambiguous_town',
  'too_long',
  'duplicate_key',
] as const;
export type RowProblem = (typeof ROW_PROBLEMS)[number];

/** What an import (a feed run, a dealer's file) did with the rows, or in a dry run would do: one figure each. */
export interface ImportFigures {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  expired: number;
  skipped: number;
  rejected: number;
}

/** One row that was not imported, and why. */
export interface RowRejection {
  /** The row's position in the feed, from 1 (CSV: the record after the header). */
  row: number;
  /** The row's key (e.g. `<feed>:<id>`) when it had a usable one. */
  key: string | null;
  /** The column at fault; null for the row as a whole. */
  field: string | null;
  problem: RowProblem;
  /** The value that was refused, cut to 80 characters. */
  value: string | null;
  /** The same in English, for logs and API clients. */
  message: string;
  /** For `ambiguous_town`: the places of that name, each with its region and postcode ("Novigrad (Zadarska županija, 23312)"). */
  candidates?: string[];
}

/** Days a listing stays valid when the row does not say (from its listed date). */
export const DEFAULT_VALID_DAYS = 90;
const MAX_TEXT = {
  id: 100,
  modelDescription: 200,
  location: 120,
  description: 5000,
  url: 2000,
  name: 120,
  phone: 40,
  email: 254,
} as const;

// ---- value readers (lenient where a feed's habit is unambiguous) ----

type Ctx = z.RefinementCtx;

function problem(ctx: Ctx, kind: RowProblem, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message, params: { problem: kind } });
  return z.NEVER;
}

/** Trims strings and treats '' (an empty CSV cell) and null as "not given". */
const given = (value: unknown) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value === null ? undefined : value;
};

/** "90.000", "90 000", "90,000 km", "15.000 €" → 90000 / 15000; "12500.50" → 12501. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/(eur|€|km|kw)/gi, '').replace(/[\s\u00a0\u202f']/g, '');
  if (/^-?\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  const decimal = /^(\d{1,3}(?:([.,])\d{3})*|\d+)[.,](\d{1,2})$/.exec(text);
  if (decimal) return Number(`${decimal[1]!.replace(/[.,]/g, '')}.${decimal[3]}`);
  return undefined;
}

function readWholeNumber(value: unknown, min: number, max: number, label: string, ctx: Ctx): number {
  const number = readNumber(value);
  if (number === undefined) return problem(ctx, 'invalid', `${label} must be a number`);
  const rounded = Math.round(number);
  if (rounded < min || rounded > max) return problem(ctx, 'out_of_range', `${label} must be from ${min} to ${max}`);
  return rounded;
}

/** A required whole number in [min, max()] (max is read per row: the year limit moves on New Year's Day). */
const wholeNumber = (min: number, max: number | (() => number), label: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      if (value === undefined) return problem(ctx, 'required', `${label} is required`);
      return readWholeNumber(value, min, typeof max === 'function' ? max() : max, label, ctx);
    });

const optionalWholeNumber = (min: number, max: number, label: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      return value === undefined ? undefined : readWholeNumber(value, min, max, label, ctx);
    });

function readText(value: unknown, max: number, label: string, ctx: Ctx): string {
  if (typeof value !== 'string' && typeof value !== 'number') return problem(ctx, 'invalid', `${label} must be text`);
  const string = String(value);
  return string.length > max ? problem(ctx, 'too_long', `${label} may have at most ${max} characters`) : string;
}

const requiredText = (max: number, label: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      return value === undefined ? problem(ctx, 'required', `${label} is required`) : readText(value, max, label, ctx);
    });

const optionalText = (max: number, label: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      return value === undefined ? undefined : readText(value, max, label, ctx);
    });

/** A value of a fixed list, by its own name or a common synonym in English, Croatian or German. */
function oneOf<T extends string>(values: readonly T[], synonyms: Record<string, T>, label: string) {
  const lookup = new Map<string, T>([...values.map((value) => [value, value] as const), ...Object.entries(synonyms)]);
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      if (value === undefined) return problem(ctx, 'required', `${label} is required`);
      const found = typeof value === 'string' ? lookup.get(foldText(value).replace(/ß/g, 'ss')) : undefined;
      return found ?? problem(ctx, 'not_in_list', `${label} must be one of: ${values.join(', ')}`);
    });
}

const FUEL_SYNONYMS: Record<string, (typeof FUEL_TYPES)[number]> = {
  gasoline: 'petrol',
  benzin: 'petrol',
  benzine: 'petrol',
  dizel: 'diesel',
  ev: 'electric',
  elektro: 'electric',
  elektricni: 'electric',
  elektrisch: 'electric',
  hibrid: 'hybrid',
  // A plug-in hybrid is a fuel of its own (charged from the grid), not a hybrid.
  'plug-in hybrid': 'plugin_hybrid',
  'plug-in-hybrid': 'plugin_hybrid',
  'plugin hybrid': 'plugin_hybrid',
  'plug-in hibrid': 'plugin_hybrid',
  phev: 'plugin_hybrid',
  autoplin: 'lpg',
  autogas: 'lpg',
  'ukapljeni naftni plin': 'lpg',
  flussiggas: 'lpg',
  'zemni plin': 'cng',
  'stlaceni prirodni plin': 'cng',
  erdgas: 'cng',
  metan: 'cng',
};
const TRANSMISSION_SYNONYMS: Record<string, (typeof TRANSMISSIONS)[number]> = {
  auto: 'automatic',
  automatik: 'automatic',
  automatski: 'automatic',
  automatikgetriebe: 'automatic',
  manuell: 'manual',
  schaltgetriebe: 'manual',
  rucni: 'manual',
  mehanicki: 'manual',
};
const BODY_SYNONYMS: Record<string, (typeof BODY_TYPES)[number]> = {
  saloon: 'sedan',
  limousine: 'sedan',
  limuzina: 'sedan',
  estate: 'wagon',
  kombi: 'wagon',
  karavan: 'wagon',
  touring: 'wagon',
  cabrio: 'convertible',
  cabriolet: 'convertible',
  kabriolet: 'convertible',
  roadster: 'convertible',
  kupe: 'coupe',
  'pick-up': 'pickup',
  mpv: 'minivan',
  monovolumen: 'minivan',
  transporter: 'van',
  kleinwagen: 'hatchback',
  gelandewagen: 'suv',
};
const COLOR_SYNONYMS: Record<string, (typeof COLORS)[number]> = {
  schwarz: 'black',
  crna: 'black',
  crni: 'black',
  weiss: 'white',
  bijela: 'white',
  bijeli: 'white',
  silber: 'silver',
  srebrna: 'silver',
  srebrni: 'silver',
  grey: 'gray',
  grau: 'gray',
  siva: 'gray',
  sivi: 'gray',
  blau: 'blue',
  plava: 'blue',
  plavi: 'blue',
  rot: 'red',
  crvena: 'red',
  crveni: 'red',
  grun: 'green',
  zelena: 'green',
  zeleni: 'green',
  braun: 'brown',
  smeda: 'brown',
  smedi: 'brown',
  gelb: 'yellow',
  zuta: 'yellow',
  zuti: 'yellow',
  narancasta: 'orange',
  narancasti: 'orange',
  bez: 'beige',
  lila: 'purple',
  violett: 'purple',
  ljubicasta: 'purple',
  ljubicasti: 'purple',
};

const countryLookup = new Map<string, Country>(
  COUNTRIES.flatMap((country) =>
    [country.code, country.nameEn, country.nameHr, country.nameDe, String(country.id)].map(
      (name) => [foldText(name), country] as const,
    ),
  ),
);

/** An EU country by its ISO code ("HR"), its name in English, Croatian or German, or its id. */
export function findFeedCountry(value: unknown): Country | undefined {
  return typeof value === 'string' || typeof value === 'number'
    ? countryLookup.get(foldText(String(value)))
    : undefined;
}

function url(label: string) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      if (value === undefined) return null;
      if (typeof value !== 'string' || value.length > MAX_TEXT.url)
        return problem(ctx, 'invalid', `${label} must be an http(s) address`);
      try {
        const parsed = new URL(value);
        if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
      } catch {
        // Not a URL at all.
      }
      return problem(ctx, 'invalid', `${label} must be an http(s) address`);
    });
}

function date(label: string) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      if (value === undefined) return undefined;
      const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
      if (Number.isNaN(time)) return problem(ctx, 'invalid', `${label} must be a date such as 2026-03-01`);
      return new Date(time).toISOString();
    });
}

const YES = new Set(['true', 'yes', '1', 'da', 'ja', 'y']);
const NO = new Set(['false', 'no', '0', 'ne', 'nein', 'n']);

const flag = z
  .unknown()
  .optional()
  .transform((raw, ctx) => {
    const value = given(raw);
    if (value === undefined) return false;
    if (typeof value === 'boolean') return value;
    const folded = foldText(String(value));
    if (YES.has(folded)) return true;
    if (NO.has(folded)) return false;
    return problem(ctx, 'invalid', 'serviceHistory must be yes or no');
  });

/** Equipment by its key ("airConditioning") or its name in English, Croatian or German ("klima-uređaj"). */
const featureLookup = new Map<string, Feature>(
  FEATURES.flatMap((feature) =>
    [feature, ...LANGUAGES.map((language) => EQUIPMENT_NAMES[language][feature])].map(
      (name) => [foldText(name), feature] as const,
    ),
  ),
);

/** A list (JSON) or text separated by | ; or , (CSV); equipment we have no name for is left out. */
const features = z
  .unknown()
  .optional()
  .transform((raw): Feature[] => {
    const value = given(raw);
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[|;,]/) : [];
    const found = items.flatMap((item) => {
      const feature = typeof item === 'string' ? featureLookup.get(foldText(item)) : undefined;
      return feature ? [feature] : [];
    });
    return [...new Set(found)];
  });

/** The listing form's rule: 17 characters, and the check digit where the manufacturer's market demands one. */
const vin = z
  .unknown()
  .optional()
  .transform((raw, ctx) => {
    const value = given(raw);
    if (value === undefined) return '';
    const upper = String(value).toUpperCase();
    if (!VIN_PATTERN.test(upper)) return problem(ctx, 'invalid', 'vin must have 17 letters and digits (no I, O or Q)');
    return isValidVin(upper)
      ? upper
      : problem(
          ctx,
          'invalid',
          'vin: the check digit (9th character) of this North American or Chinese VIN does not match',
        );
  });

const country = z
  .unknown()
  .optional()
  .transform((raw, ctx) => {
    const value = given(raw);
    if (value === undefined) return problem(ctx, 'required', 'country is required');
    return (
      findFeedCountry(value)?.id ??
      problem(ctx, 'unknown_country', 'country must be an EU country (ISO code such as HR or DE, or its name)')
    );
  });

const brand = z
  .unknown()
  .optional()
  .transform((raw, ctx) => {
    const value = given(raw);
    if (value === undefined) return problem(ctx, 'required', 'brand is required');
    return (
      (typeof value === 'string' ? findBrand(value) : undefined) ??
      problem(ctx, 'unknown_brand', 'brand is not one of the catalog brands')
    );
  });

function enumWithDefault<T extends string>(
  values: readonly T[],
  fallback: T,
  label: string,
  synonyms: Record<string, T> = {},
) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      if (value === undefined) return fallback;
      const folded = typeof value === 'string' ? foldText(value) : '';
      return (
        values.find((candidate) => candidate === folded) ??
        synonyms[folded] ??
        problem(ctx, 'not_in_list', `${label} must be one of: ${values.join(', ')}`)
      );
    });
}

/** The listing type as a Croatian or German dealer writes it ("rabljeno", "Gebrauchtwagen", "Vorführwagen"). */
const LISTING_TYPE_SYNONYMS: Record<string, (typeof LISTING_TYPES)[number]> = {
  rabljeno: 'used',
  rabljen: 'used',
  rabljeni: 'used',
  gebraucht: 'used',
  gebrauchtwagen: 'used',
  novo: 'new',
  nov: 'new',
  novi: 'new',
  neu: 'new',
  neuwagen: 'new',
  vorfuhrwagen: 'demo',
  predstavnicko: 'demo',
  'predstavnicko vozilo': 'demo',
};

const SELLER_TYPE_SYNONYMS: Record<string, 'dealer' | 'private'> = {
  trgovac: 'dealer',
  'auto kuca': 'dealer',
  handler: 'dealer',
  gewerblich: 'dealer',
  privatno: 'private',
  privatni: 'private',
  'privatna osoba': 'private',
  privat: 'private',
};

/**
 * A feed row, validated. Columns (README, "Listing feeds"): id or stockNumber (the key), brand, model, year,
 * price (euro), mileage (km), fuelType, transmission, bodyType, color, country, powerKw, doors, seats,
 * previousOwners, sellerName, sellerPhone are required; the others are optional.
 */
export const feedRowSchema = z
  .looseObject({
    id: optionalText(MAX_TEXT.id, 'id'),
    stockNumber: optionalText(MAX_TEXT.id, 'stockNumber'),
    brand,
    model: requiredText(MAX_TEXT.name, 'model'),
    modelDescription: optionalText(MAX_TEXT.modelDescription, 'modelDescription'),
    year: wholeNumber(MIN_YEAR, () => maxYear(), 'year'),
    price: wholeNumber(0, MAX_PRICE, 'price'),
    mileage: wholeNumber(0, MAX_MILEAGE, 'mileage'),
    fuelType: oneOf(FUEL_TYPES, FUEL_SYNONYMS, 'fuelType'),
    transmission: oneOf(TRANSMISSIONS, TRANSMISSION_SYNONYMS, 'transmission'),
    bodyType: oneOf(BODY_TYPES, BODY_SYNONYMS, 'bodyType'),
    color: oneOf(COLORS, COLOR_SYNONYMS, 'color'),
    country,
    location: optionalText(MAX_TEXT.location, 'location'),
    vin,
    description: optionalText(MAX_TEXT.description, 'description'),
    descriptionLanguage: enumWithDefault(LANGUAGES, 'en', 'descriptionLanguage'),
    imageUrl: url('imageUrl'),
    externalUrl: url('externalUrl'),
    listingType: enumWithDefault(LISTING_TYPES, 'used', 'listingType', LISTING_TYPE_SYNONYMS),
    listedAt: date('listedAt'),
    validUntil: date('validUntil'),
    powerKw: wholeNumber(1, 2000, 'powerKw'),
    engineCc: optionalWholeNumber(1, 10_000, 'engineCc'),
    doors: wholeNumber(1, 6, 'doors'),
    seats: wholeNumber(1, 9, 'seats'),
    previousOwners: wholeNumber(0, 20, 'previousOwners'),
    serviceHistory: flag,
    firstRegistration: optionalText(7, 'firstRegistration').refine(
      (value) => value === undefined || /^\d{4}(-\d{2})?$/.test(value),
      {
        message: 'firstRegistration must be a year and month such as 2019-03',
        params: { problem: 'invalid' },
      },
    ),
    features,
    sellerName: requiredText(MAX_TEXT.name, 'sellerName'),
    sellerType: enumWithDefault(['dealer', 'private'] as const, 'dealer', 'sellerType', SELLER_TYPE_SYNONYMS),
    sellerPhone: requiredText(MAX_TEXT.phone, 'sellerPhone'),
    sellerEmail: optionalText(MAX_TEXT.email, 'sellerEmail').refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      {
        message: 'sellerEmail must be an email address',
        params: { problem: 'invalid' },
      },
    ),
  })
  .transform((row, ctx) => {
    const model = findModel(row.brand, row.model);
    if (!model) {
      ctx.addIssue({
        code: 'custom',
        path: ['model'],
        message: `model is not a ${row.brand.name} model of the catalog`,
        params: { problem: 'unknown_model' },
      });
      return z.NEVER;
    }
    if (row.listedAt && row.validUntil && row.validUntil <= row.listedAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'validUntil must be after listedAt',
        params: { problem: 'out_of_range' },
      });
      return z.NEVER;
    }
    return { ...row, brand: row.brand.name, model };
  });

export type FeedRow = z.output<typeof feedRowSchema>;

/** A validated row or why it was refused (the first problem; a row is fixed one column at a time). */
export type RowValidation =
  | { ok: true; row: FeedRow }
  | { ok: false; field: string | null; problem: RowProblem; value: string | null; message: string };

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const string = typeof value === 'string' ? value : JSON.stringify(value);
  return string.length > 80 ? `${string.slice(0, 79)}…` : string;
}

export function validateFeedRow(raw: unknown): RowValidation {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      ok: false,
      field: null,
      problem: 'invalid',
      value: shown(raw),
      message: 'a row must be an object of columns',
    };
  }
  const result = feedRowSchema.safeParse(raw);
  if (result.success) return { ok: true, row: result.data };
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? String(issue.path[0]) : null;
  const kind = (issue as { params?: { problem?: RowProblem } }).params?.problem ?? 'invalid';
  const value = field ? (raw as Record<string, unknown>)[field] : undefined;
  return {
    ok: false,
    field,
    problem: kind,
    value: shown(value),
    message: field ? `${field}: ${issue.message}` : issue.message,
  };
}

/**
 * The car a validated row describes. `listedAt` is the row's, else the listing's earlier one (a re-import
 * keeps it), else now; `validUntil` the row's, else DEFAULT_VALID_DAYS after listedAt, so that reading the
 * same row twice gives the same car.
 */
export function feedRowToCar(row: FeedRow, options: { now: Date; listedAt?: string }): Omit<NewCar, 'viewCount'> {
  const listedAt = row.listedAt ?? options.listedAt ?? options.now.toISOString();
  const validUntil = row.validUntil ?? new Date(Date.parse(listedAt) + DEFAULT_VALID_DAYS * 86_400_000).toISOString();
  const additionalDetails: AdditionalDetails = {
    powerKw: row.powerKw,
    engineCc: row.engineCc ?? null,
    doors: row.doors,
    seats: row.seats,
    previousOwners: row.previousOwners,
    serviceHistory: row.serviceHistory,
    firstRegistration: row.firstRegistration ?? String(row.year),
    features: row.features,
  };
  const seller: Seller = {
    name: row.sellerName,
    type: row.sellerType,
    phone: row.sellerPhone,
    email: row.sellerEmail ?? null,
  };
  return {
    brand: row.brand,
    model: row.model,
    modelDescription: row.modelDescription ?? '',
    year: row.year,
    price: row.price,
    mileage: row.mileage,
    fuelType: row.fuelType,
    transmission: row.transmission,
    bodyType: row.bodyType,
    color: row.color,
    vin: row.vin,
    location: row.location ?? '',
    countryId: row.country,
    description: row.description ?? '',
    descriptionLanguage: row.descriptionLanguage,
    imageUrl: row.imageUrl,
    externalUrl: row.externalUrl,
    listingType: row.listingType,
    listedAt,
    validUntil,
    additionalDetails,
    seller,
  };
}
