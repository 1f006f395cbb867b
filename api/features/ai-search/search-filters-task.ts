/**
 * AI search as a task of the shared engine pair (engine-pair.ts): the provider is asked for the search
 * filter fields as strict JSON-schema structured output; its answer must pass `searchFiltersSchema` and name
 * catalog brands. The built-in engine is the deterministic parser (builtin-parser.ts).
 */
import type { VoiceLanguage } from '@contract/ai-search';
import {
  BODY_TYPES,
  BRANDS,
  COLORS,
  COUNTRIES,
  FEATURES,
  FUEL_TYPES,
  SELLER_TYPES,
  TRANSMISSIONS,
  findBrand,
  findModel,
  maxYear,
} from '@contract/catalog';
import { searchFiltersSchema, type SearchFilters } from '@contract/search';
import { likeliestPlace } from '@contract/places/gazetteer';
import { parseSearchQuery } from './builtin-parser';
import { offeredRadius } from './parser/distance';
import { InvalidAiOutput, parseJsonObject, type AiTask } from '../../platform/ai/engine-pair';

const LANGUAGE_NAMES = { en: 'English', hr: 'Croatian', de: 'German' } as const;

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
const integerOrNull = (description: string) => ({ type: ['integer', 'null'], description });

/** The structured-output schema: every filter field (location aside), null or [] when not asked for. */
export const FILTERS_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    brand: {
      type: 'array',
      items: { type: 'string', enum: BRANDS.map((brand) => brand.name) },
      description:
        'Car makes, spelled as in the catalog; several when the text names alternatives ("BMW or Audi"); [] for any',
    },
    model: {
      type: 'array',
      items: { type: 'string' },
      description:
        "Models of the named makes, spelled as in the catalog's list for their make; several for alternatives; [] for any",
    },
    minPrice: integerOrNull('Lowest price in euros'),
    maxPrice: integerOrNull('Highest price in euros'),
    minYear: integerOrNull('Earliest year of manufacture'),
    maxYear: integerOrNull('Latest year of manufacture'),
    minMileage: integerOrNull('Lowest mileage in km'),
    maxMileage: integerOrNull('Highest mileage in km'),
    fuelTypes: {
      type: 'array',
      items: { type: 'string', enum: [...FUEL_TYPES] },
      description: 'Any of these fuels; [] for any',
    },
    minPowerKw: integerOrNull('Lowest engine power in kW (horsepower × 0.7355: 150 PS is 110 kW)'),
    maxPowerKw: integerOrNull('Highest engine power in kW'),
    minRegistration: {
      type: ['string', 'null'],
      description: 'Earliest first registration, a year ("2018") or year and month ("2018-03"); null for any',
    },
    maxRegistration: {
      type: ['string', 'null'],
      description: 'Latest first registration, a year ("2020") or year and month ("2020-06"); null for any',
    },
    sellerType: nullable({ type: 'string', enum: [...SELLER_TYPES] }),
    equipment: {
      type: 'array',
      items: { type: 'string', enum: [...FEATURES] },
      description: 'Equipment the car must all have; [] for none asked',
    },
    bodyType: nullable({ type: 'string', enum: [...BODY_TYPES] }),
    transmission: { type: 'array', items: { type: 'string', enum: [...TRANSMISSIONS] }, description: '[] for any' },
    color: {
      type: 'array',
      items: { type: 'string', enum: [...COLORS] },
      description: 'Any of these colours; [] for any',
    },
    countryId: {
      type: 'array',
      items: { type: 'integer', enum: COUNTRIES.map((country) => country.id) },
      description: 'Countries the car may be offered in (any of them); [] for any',
    },
    place: {
      type: ['string', 'null'],
      description:
        'The town a distance search is centred on ("within 50 km of Split", "blizu Zagreba"), in its dictionary form; null for none',
    },
    radiusKm: integerOrNull('How far from that place, in km; null for any distance'),
  },
  required: [
    'brand',
    'model',
    'minPrice',
    'maxPrice',
    'minYear',
    'maxYear',
    'minMileage',
    'maxMileage',
    'fuelTypes',
    'minPowerKw',
    'maxPowerKw',
    'minRegistration',
    'maxRegistration',
    'sellerType',
    'equipment',
    'bodyType',
    'transmission',
    'color',
    'countryId',
    'place',
    'radiusKm',
  ],
} as const;

const CATALOG_TEXT = BRANDS.map((brand) => `${brand.name}: ${brand.models.join(', ')}`).join('\n');
const COUNTRY_TEXT = COUNTRIES.map(
  (country) => `${country.id} ${country.nameEn} (${country.nameHr}, ${country.nameDe})`,
).join('; ');

function systemPrompt(now: Date): string {
  return [
    "You turn a buyer's free-text search for a used car (in English, Croatian or German) into search filters for a",
    'used-car marketplace in Croatia and the EU. Fill in only what the text asks for; use null (or [] for lists)',
    'for everything else, and answer {all null} when the text asks for nothing recognisable.',
    'Prices are in euros and mileage in km, as whole numbers ("15.000" and "15 tisuća" are 15000, "20k" is 20000).',
    'A price or mileage without "from/over" is a maximum; "after/newer than 2018" means minYear 2019, "from 2018" means',
    `minYear 2018; a single year means minYear = maxYear. Years run from 1900 to ${maxYear(now)}; the current year is ${now.getFullYear()}.`,
    'Use the catalog spelling of brands and models (e.g. "VW" → Volkswagen, "Merc C klasa" → Mercedes-Benz C-Class);',
    'leave a model out when it is not in its brand\'s list. Alternatives ("Golf or Octavia", "BMW ili Audi",',
    '"Österreich oder Deutschland") are lists: every brand, model and country named. Body types: sedan (limuzina, Limousine), wagon',
    '(karavan, Kombi), van (Croatian "kombi"), suv, hatchback, coupe, convertible, pickup, minivan.',
    'Fuels: lpg is autogas ("na plin", "Autogas", GPL, Dacia ECO-G), cng is natural gas ("metan", "Erdgas", TGI, G-TEC),',
    'plugin_hybrid is a plug-in hybrid (PHEV, GTE, eHybrid, "plug-in hibrid"), hybrid a full or mild hybrid charged by its engine.',
    'Power is in kW (PS, KS and hp × 0.7355, rounded). The year of "Erstzulassung"/"prva registracija"/"first registration"',
    'is minRegistration/maxRegistration, not the model year. sellerType: private ("privatni prodavač", "von privat") or',
    'dealer ("trgovac", "vom Händler"). Equipment named ("s navigacijom", "mit Anhängerkupplung") goes in equipment.',
    `Countries (countryId): ${COUNTRY_TEXT}.`,
    'A distance from a town ("within 50 km of Split", "do 100 km od Zagreba", "im Umkreis von 50 km um Graz") is place',
    '(the town in its dictionary form: Zagreb, not Zagreba) and radiusKm; "near Split" is the place without a radius.',
    'Catalog (brand: models):',
    CATALOG_TEXT,
  ].join('\n');
}

/** The provider's JSON as filters: nulls and empty lists dropped, then the classic search's schema and the catalog. */
export function filtersFromProviderOutput(content: string): SearchFilters {
  const { place, radiusKm, ...raw } = parseJsonObject(content);
  const present: Record<string, unknown> = { ...distanceFilters(place, radiusKm) };
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    present[key] = value;
  }
  const parsed = searchFiltersSchema.safeParse(present);
  if (!parsed.success) throw new InvalidAiOutput(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  const filters = parsed.data;
  if (filters.location !== undefined) throw new InvalidAiOutput('location');
  if (filters.brand !== undefined) {
    const brands = filters.brand.map((name) => findBrand(name));
    if (brands.some((brand) => !brand)) throw new InvalidAiOutput('brand');
    // A model none of the named brands has is dropped ("Škoda Golf" is a Škoda).
    const models = filters.model?.filter((model) => brands.some((brand) => findModel(brand!, model)));
    if (models?.length) filters.model = models;
    else delete filters.model;
  } else if (filters.model !== undefined) {
    // Models named alone bring their brand, when only one brand has them.
    const owned = filters.model.flatMap((model) => {
      const owners = BRANDS.filter((brand) => findModel(brand, model));
      return owners.length === 1 ? [{ brand: owners[0]!.name, model }] : [];
    });
    if (owned.length > 0) {
      return searchFiltersSchema.parse({
        ...filters,
        brand: owned.map((entry) => entry.brand),
        model: owned.map((entry) => entry.model),
      });
    }
    delete filters.model;
  }
  return filters;
}

/**
 * The provider names a town as it reads it; the gazetteer (every spelling and Croatian case form) turns it into
 * the search's place. A town it does not know gives no distance filter rather than a wrong one, and the radius
 * goes up to the next one a search offers, as in the built-in parser.
 */
function distanceFilters(place: unknown, radiusKm: unknown): Pick<SearchFilters, 'near' | 'radiusKm'> {
  if (place === null || place === undefined) return {};
  if (typeof place !== 'string') throw new InvalidAiOutput('place');
  if (radiusKm !== null && radiusKm !== undefined && !(typeof radiusKm === 'number' && radiusKm > 0))
    throw new InvalidAiOutput('radiusKm');
  // As the built-in parser: of several places with the name, the most populous (the search shows which).
  const found = likeliestPlace(place);
  if (!found) return {};
  const radius = typeof radiusKm === 'number' ? offeredRadius(radiusKm) : undefined;
  return { near: found.id, ...(radius !== undefined && { radiusKm: radius }) };
}

export interface SearchQueryInput {
  query: string;
  /** The language the query is in, when known (voice search); otherwise the engine works it out. */
  language?: VoiceLanguage;
  /** The clock of the prompt's "current year". */
  now: Date;
}

export const searchFiltersTask: AiTask<SearchQueryInput, SearchFilters> = {
  name: 'search_filters',
  jsonSchema: FILTERS_JSON_SCHEMA,
  messages: ({ query, language, now }) => [
    { role: 'system', content: systemPrompt(now) },
    { role: 'user', content: language ? `(spoken in ${LANGUAGE_NAMES[language]}) ${query}` : query },
  ],
  parse: (content) => filtersFromProviderOutput(content),
  // The parser only produces valid filters; the schema also puts brand and model in catalog spelling.
  builtin: ({ query, language }) => searchFiltersSchema.parse(parseSearchQuery(query, { language })),
};
