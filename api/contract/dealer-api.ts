/**
 * The dealer API: a seller's own listings (create, list, read, edit, status changes, duplicate, renew,
 * delete), their statistics, and the inventory import. Shared with the PWA's dealer dashboard.
 */
import { z } from 'zod';
import { freeText } from './free-text';
import { FEATURES, LANGUAGES, LISTING_STATUSES } from './car';
import { findBrand, findModel, COUNTRIES, type Language } from './catalog';
import { BODY_TYPES, COLORS, FUEL_TYPES, LISTING_TYPES, MIN_YEAR, TRANSMISSIONS, maxYear } from './catalog/vehicle';
import { MAX_MILEAGE, MAX_PRICE } from './search-semantics';
import { vinProblem } from './vin';
import { EQUIPMENT_NAMES } from './language/equipment-names';
import { MAX_PHOTO_BYTES, MAX_PHOTO_UPLOAD_BYTES, MAX_PHOTOS_PER_REQUEST } from './photo-limits';
import type { ImportFigures } from './listing-feed';

export const DEALER_LISTINGS_PAGE_SIZE = 20;
/** The dashboard's table reads up to this many listings at once (sorted and filtered on the device). */
export const DEALER_LISTINGS_MAX_PAGE_SIZE = 200;
/** Days a listing stays online after it is published or renewed. */
export const LISTING_VALID_DAYS = 90;
/** Days of the per-listing chart of views. */
export const STATS_DAYS = 30;

export const DEALER_MESSAGES = {
  vinFormat: 'A VIN from 1981 on has 17 letters and digits (no I, O or Q)',
  vinCheckDigit: 'This North American or Chinese VIN’s check digit (9th character) does not match',
  vinTooLong: 'A VIN has at most 17 characters',
  unknownBrand: 'Choose a brand from the list',
  unknownModel: 'Choose a model of this brand from the list',
  notPublishable: 'Only a draft, inactive or expired listing can be published or reactivated',
  unknownTown: 'We do not know this town in this country: check the spelling, or write the nearest larger town',
  /** Followed by ": " and the candidates, each as candidateLabel writes it, joined by "; ". */
  ambiguousTown: 'Several places have this name: add the postcode before it or the region after a comma',
} as const;

/** Query of GET /api/dealer/listings (numbers arrive as strings in a query). */
export const dealerListingsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEALER_LISTINGS_MAX_PAGE_SIZE).default(DEALER_LISTINGS_PAGE_SIZE),
  status: z.enum(LISTING_STATUSES).optional(),
});
export type DealerListingsQuery = z.output<typeof dealerListingsQuerySchema>;

/** Free text of a listing: no control characters or unpaired surrogates (line breaks only in the description). */
const text = (max: number, multiline = false) => freeText({ multiline }).trim().max(max);

const additionalDetailsInputSchema = z.strictObject({
  powerKw: z.number().int().min(1).max(2000),
  engineCc: z.number().int().min(1).max(10_000).nullable().default(null),
  doors: z.number().int().min(1).max(6),
  seats: z.number().int().min(1).max(9),
  previousOwners: z.number().int().min(0).max(20),
  serviceHistory: z.boolean().default(false),
  firstRegistration: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'A year and month such as 2019-03')
    .optional(),
  features: z.array(z.enum(FEATURES)).max(FEATURES.length).default([]),
});

/** The car fields a seller fills in (seller block, dates, status and counts are the server's). */
const listingShape = {
  brand: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(80),
  modelDescription: text(200),
  year: z.number().int().min(MIN_YEAR),
  price: z.number().int().min(0).max(MAX_PRICE),
  mileage: z.number().int().min(0).max(MAX_MILEAGE),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  bodyType: z.enum(BODY_TYPES),
  color: z.enum(COLORS),
  vin: z
    .string()
    .trim()
    .max(30)
    .transform((value) => value.toUpperCase().replace(/[\s-]/g, '')),
  location: text(120),
  countryId: z
    .number()
    .int()
    .refine((id) => COUNTRIES.some((country) => country.id === id), 'Must be an EU country'),
  description: text(5000, true),
  descriptionLanguage: z.enum(LANGUAGES),
  listingType: z.enum(LISTING_TYPES),
  additionalDetails: additionalDetailsInputSchema,
  /** The dealer's own stock number: an inventory import updates the listing by it. */
  stockNumber: text(100).optional(),
};

/** With the defaults of what a new listing may leave out. */
const listingFieldsSchema = z.strictObject({
  ...listingShape,
  modelDescription: listingShape.modelDescription.default(''),
  vin: listingShape.vin.default(''),
  location: listingShape.location.default(''),
  description: listingShape.description.default(''),
  descriptionLanguage: listingShape.descriptionLanguage.default('en'),
  listingType: listingShape.listingType.default('used'),
});

type ListingFields = z.output<typeof listingFieldsSchema>;

/** Catalog brand and model in their canonical spelling, the year's limit and the VIN's check digit. */
function checkListing(fields: ListingFields, ctx: z.RefinementCtx): ListingFields {
  const brand = findBrand(fields.brand);
  const model = brand ? findModel(brand, fields.model) : undefined;
  if (!brand) ctx.addIssue({ code: 'custom', path: ['brand'], message: DEALER_MESSAGES.unknownBrand });
  else if (!model) ctx.addIssue({ code: 'custom', path: ['model'], message: DEALER_MESSAGES.unknownModel });
  if (fields.year > maxYear())
    ctx.addIssue({ code: 'custom', path: ['year'], message: `The year can be at most ${maxYear()}` });
  const vin = vinProblem(fields.vin, fields.year);
  if (vin) {
    const message = {
      format: DEALER_MESSAGES.vinFormat,
      check_digit: DEALER_MESSAGES.vinCheckDigit,
      too_long: DEALER_MESSAGES.vinTooLong,
    }[vin];
    ctx.addIssue({ code: 'custom', path: ['vin'], message });
  }
  return { ...fields, brand: brand?.name ?? fields.brand, model: model ?? fields.model };
}

/** Body of POST /api/dealer/listings: the car, published at once or kept as a draft. */
export const dealerListingInputSchema = listingFieldsSchema
  .extend({ status: z.enum(['active', 'draft']).default('active') })
  .transform((fields, ctx) => ({ ...checkListing(fields, ctx), status: fields.status }));
export type DealerListingInput = z.input<typeof dealerListingInputSchema>;
export type DealerListingFields = z.output<typeof dealerListingInputSchema>;

/** What a listing's fields are checked as after a PATCH merged them (the same rules as a new one). */
export const dealerListingFieldsSchema = listingFieldsSchema.transform(checkListing);

/**
 * Body of PATCH /api/dealer/listings/:id: any of the car's fields (merged into the listing and checked as a
 * whole), and/or a status change: `sold`, `inactive` (deactivate), `active` (publish a draft, reactivate).
 */
export const dealerListingPatchSchema = z
  .strictObject(listingShape)
  .partial()
  .extend({ status: z.enum(['active', 'sold', 'inactive']).optional() })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one field to change' });
export type DealerListingPatch = z.input<typeof dealerListingPatchSchema>;

export const BULK_ACTIONS = ['renew', 'deactivate'] as const;
/** Body of POST /api/dealer/listings/bulk. */
export const dealerBulkSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(DEALER_LISTINGS_MAX_PAGE_SIZE),
  action: z.enum(BULK_ACTIONS),
});
export type DealerBulkRequest = z.input<typeof dealerBulkSchema>;

/** Counts per listing in GET /api/dealer/stats. */
export interface ListingStats {
  id: number;
  /** Details opened (the public view count's daily counter, without the count a listing arrived with). */
  views: number;
  /** Appearances in search results. */
  impressions: number;
  phoneReveals: number;
  contactEmails: number;
  /** Views per day, oldest first, one per day of `days`. */
  viewsPerDay: number[];
}

/** GET /api/dealer/stats: the dealer's listings' counters (aggregates; no events are read). */
export interface DealerStats {
  /** YYYY-MM-DD (Zagreb), oldest first. */
  days: string[];
  listings: ListingStats[];
}

/** Days of each period of the dashboard's overview (the last ones, against the ones before). */
export const OVERVIEW_DAYS = 30;

/** One figure of the overview: this period's count and the previous period's. */
const periodFigureSchema = z.strictObject({ current: z.number().int().min(0), previous: z.number().int().min(0) });
export type PeriodFigure = z.infer<typeof periodFigureSchema>;

/**
 * GET /api/dealer/overview: what a dealer looks at first, summed from the per-day counters of all their
 * listings: the last OVERVIEW_DAYS Croatian days up to today, against the OVERVIEW_DAYS before.
 */
export const dealerOverviewSchema = z.strictObject({
  /** Listings online now (status active). */
  activeListings: z.number().int().min(0),
  /** YYYY-MM-DD (Zagreb): first and last day of the current period, and the previous period's first. */
  from: z.iso.date(),
  to: z.iso.date(),
  previousFrom: z.iso.date(),
  views: periodFigureSchema,
  phoneReveals: periodFigureSchema,
  contactEmails: periodFigureSchema,
});
export type DealerOverview = z.infer<typeof dealerOverviewSchema>;

/** Largest inventory file a dealer may upload (CSV or JSON). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Query of POST /api/dealer/import. */
export const dealerImportQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** JSON body of POST /api/dealer/import: a feed URL on an allowed host (a CSV upload is sent as text/csv instead). */
export const dealerImportUrlSchema = z.strictObject({ url: z.url({ protocol: /^https?$/ }).max(2000) });

export { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTO_UPLOAD_BYTES, MAX_PHOTOS_PER_REQUEST } from './photo-limits';
/** The multipart field of POST /api/dealer/listings/:id/photos. */
export const PHOTO_FIELD = 'photo';

export const PHOTO_MESSAGES = {
  tooLarge: `A photo may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  uploadTooLarge: `An upload may be at most ${MAX_PHOTO_UPLOAD_BYTES / 1024 / 1024} MB; send fewer photos at once`,
  tooManyInRequest: `Send at most ${MAX_PHOTOS_PER_REQUEST} photos at once`,
  tooMany: 'A listing has at most 20 photos; delete one before adding another',
  notAPhoto: 'This file is not a JPEG, PNG, WebP, AVIF or HEIC photo',
  tooManyPixels: 'This photo has too many pixels (at most 60 megapixels)',
  noPhoto: `Send the photo as multipart/form-data in the field "${PHOTO_FIELD}"`,
  unknownPhoto: 'This listing has no photo with that id',
  orderMismatch: 'The order must name every photo of the listing exactly once',
} as const;

/** PATCH /api/dealer/listings/:id/photos: the new order (every photo id once; the first is the cover) and/or the cover. */
export const dealerPhotosPatchSchema = z
  .strictObject({
    order: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{8,40}$/))
      .max(20)
      .optional(),
    cover: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,40}$/)
      .optional(),
  })
  .refine((patch) => patch.order !== undefined || patch.cover !== undefined, {
    message: 'Send the order or the cover',
  });
export type DealerPhotosPatch = z.input<typeof dealerPhotosPatchSchema>;

/** A photo id in a path. */
export const photoIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'must be a photo id');

/** The documented header row of a dealer's inventory CSV (README, "Listing feeds"), in the template's order. */
export const DEALER_IMPORT_COLUMNS = [
  'stockNumber',
  'brand',
  'model',
  'modelDescription',
  'year',
  'price',
  'mileage',
  'fuelType',
  'transmission',
  'bodyType',
  'color',
  'country',
  'location',
  'powerKw',
  'engineCc',
  'doors',
  'seats',
  'previousOwners',
  'serviceHistory',
  'firstRegistration',
  'features',
  'vin',
  'listingType',
  'description',
  'descriptionLanguage',
  'sellerName',
  'sellerPhone',
] as const;

export type DealerImportColumn = (typeof DEALER_IMPORT_COLUMNS)[number];

/**
 * The template's header row in Croatian and German (English uses the column names). An import accepts a header
 * in any of the three languages, so a dealer can fill in the template of their own language.
 */
export const DEALER_IMPORT_HEADERS: Record<'hr' | 'de', Record<DealerImportColumn, string>> = {
  hr: {
    stockNumber: 'Interni broj vozila',
    brand: 'Marka',
    model: 'Model',
    modelDescription: 'Izvedba',
    year: 'Godina',
    price: 'Cijena (EUR)',
    mileage: 'Kilometraža (km)',
    fuelType: 'Gorivo',
    transmission: 'Mjenjač',
    bodyType: 'Karoserija',
    color: 'Boja',
    country: 'Država',
    location: 'Lokacija',
    powerKw: 'Snaga (kW)',
    engineCc: 'Obujam motora (cm³)',
    doors: 'Vrata',
    seats: 'Sjedala',
    previousOwners: 'Prethodni vlasnici',
    serviceHistory: 'Potpuna servisna knjiga',
    firstRegistration: 'Prva registracija',
    features: 'Oprema',
    vin: 'Broj šasije (VIN)',
    listingType: 'Vrsta oglasa',
    description: 'Opis',
    descriptionLanguage: 'Jezik opisa',
    sellerName: 'Naziv prodavatelja',
    sellerPhone: 'Telefon prodavatelja',
  },
  de: {
    stockNumber: 'Interne Fahrzeugnummer',
    brand: 'Marke',
    model: 'Modell',
    modelDescription: 'Ausführung',
    year: 'Baujahr',
    price: 'Preis (EUR)',
    mileage: 'Kilometerstand (km)',
    fuelType: 'Kraftstoff',
    transmission: 'Getriebe',
    bodyType: 'Karosserie',
    color: 'Farbe',
    country: 'Land',
    location: 'Standort',
    powerKw: 'Leistung (kW)',
    engineCc: 'Hubraum (cm³)',
    doors: 'Türen',
    seats: 'Sitze',
    previousOwners: 'Vorbesitzer',
    serviceHistory: 'Scheckheftgepflegt',
    firstRegistration: 'Erstzulassung',
    features: 'Ausstattung',
    vin: 'FIN',
    listingType: 'Art des Inserats',
    description: 'Beschreibung',
    descriptionLanguage: 'Sprache der Beschreibung',
    sellerName: 'Name des Verkäufers',
    sellerPhone: 'Telefon des Verkäufers',
  },
};

/** The header row of the template in a language. */
export function dealerImportHeaders(language: Language): readonly string[] {
  return language === 'en'
    ? DEALER_IMPORT_COLUMNS
    : DEALER_IMPORT_COLUMNS.map((column) => DEALER_IMPORT_HEADERS[language][column]);
}

/** A header as typed or as a spreadsheet saved it: case, accents (đ as d), spacing and punctuation aside. */
function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9³]+/g, '');
}

/** Each header's key, also without its unit ("Cijena (EUR)" and "Cijena" both name the price). */
const COLUMN_BY_HEADER = new Map<string, DealerImportColumn>(
  DEALER_IMPORT_COLUMNS.flatMap((column) =>
    [column, DEALER_IMPORT_HEADERS.hr[column], DEALER_IMPORT_HEADERS.de[column]].flatMap((header) =>
      [header, header.replace(/\s*\([^)]*\)/g, '')].map((name): [string, DealerImportColumn] => [
        headerKey(name),
        column,
      ]),
    ),
  ),
);

/**
 * The column a file's header names, in English, Croatian or German ("Mjenjač", "Getriebe" -> "transmission");
 * any other header comes back trimmed, as written.
 */
export function importColumnOf(header: string): string {
  return COLUMN_BY_HEADER.get(headerKey(header)) ?? header.trim();
}

/** The example car of the template, its description in the template's language. */
const EXAMPLE_DESCRIPTION: Record<Language, string> = {
  en: 'First owner, serviced at the dealer',
  hr: 'Prvi vlasnik, servisiran u ovlaštenom servisu',
  de: 'Erstbesitz, beim Vertragshändler gewartet',
};

/**
 * The example car's values in the template's language, as a dealer there writes them; an import reads these
 * words as well as the English ones (listing-feed.ts).
 */
const EXAMPLE_WORDS: Record<
  Language,
  Record<'fuelType' | 'transmission' | 'bodyType' | 'color' | 'serviceHistory' | 'listingType', string>
> = {
  en: {
    fuelType: 'diesel',
    transmission: 'manual',
    bodyType: 'wagon',
    color: 'gray',
    serviceHistory: 'yes',
    listingType: 'used',
  },
  hr: {
    fuelType: 'dizel',
    transmission: 'ručni',
    bodyType: 'karavan',
    color: 'siva',
    serviceHistory: 'da',
    listingType: 'rabljeno',
  },
  de: {
    fuelType: 'Diesel',
    transmission: 'Schaltgetriebe',
    bodyType: 'Kombi',
    color: 'grau',
    serviceHistory: 'ja',
    listingType: 'gebraucht',
  },
};

/**
 * The downloadable template: the header row and one example car, in the dealer's language. The Croatian and
 * German templates are separated by semicolons, the list separator spreadsheets use in those countries (they
 * write decimal numbers with a comma), so the file opens in columns there; an import reads either separator.
 */
export function dealerImportTemplate(language: Language = 'en'): string {
  const example: Record<DealerImportColumn, string> = {
    stockNumber: 'ZG-0001',
    brand: 'Škoda',
    model: 'Octavia',
    modelDescription: '2.0 TDI Style',
    year: '2020',
    price: '18900',
    mileage: '87000',
    ...EXAMPLE_WORDS[language],
    country: 'HR',
    location: 'Zagreb',
    powerKw: '110',
    engineCc: '1968',
    doors: '5',
    seats: '5',
    previousOwners: '1',
    firstRegistration: '2020-04',
    features: [EQUIPMENT_NAMES[language].airConditioning, EQUIPMENT_NAMES[language].navigation].join('|'),
    vin: '',
    description: `"${EXAMPLE_DESCRIPTION[language]}"`,
    descriptionLanguage: language,
    sellerName: 'Auto Centar Zagreb d.o.o.',
    sellerPhone: '+385 1 234 5678',
  };
  const separator = language === 'en' ? ',' : ';';
  const header = dealerImportHeaders(language).join(separator);
  return `${header}\r\n${DEALER_IMPORT_COLUMNS.map((column) => example[column]).join(separator)}\r\n`;
}

/** A row a dry run would create or update (the first DRY_RUN_PREVIEW_ROWS of each). */
export interface DealerImportPreviewRow {
  action: 'create' | 'update';
  stockNumber: string;
  car: string;
}
export const DRY_RUN_PREVIEW_ROWS = 200;

/** One line of POST /api/dealer/import's progress stream (Accept: application/x-ndjson). */
export type DealerImportStreamLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'report'; report: DealerImportReport }
  | { type: 'error'; code: string; message: string };

/** POST /api/dealer/import: what was (or, in a dry run, would be) done. */
export interface DealerImportReport extends ImportFigures {
  dryRun: boolean;
  rejections: {
    row: number;
    key: string | null;
    field: string | null;
    problem: string;
    value: string | null;
    message: string;
    /** For a town name several places share: the places, each with its region and postcode. */
    candidates?: string[];
  }[];
  preview?: DealerImportPreviewRow[];
  /** Milliseconds the import took on the server. */
  tookMs: number;
}

/** Query of GET /api/dealer/price-hint: the car as typed in the listing form (numbers arrive as strings). */
export const dealerPriceHintQuerySchema = z.strictObject({
  brand: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(80),
  year: z.coerce.number().int().min(MIN_YEAR).max(3000),
  mileage: z.coerce.number().int().min(0).max(MAX_MILEAGE),
  price: z.coerce.number().int().min(0).max(MAX_PRICE),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  /** Comparables are like-for-like: power within ±20 %, the same kind (used, new, demo). */
  powerKw: z.coerce.number().int().min(1).max(2000),
  listingType: z.enum(LISTING_TYPES).default('used'),
  /** The listing being edited, left out of its own comparables. */
  id: z.coerce.number().int().positive().optional(),
});
