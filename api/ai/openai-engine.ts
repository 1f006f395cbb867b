/**
 * The OpenAI engine: Chat Completions with a strict JSON-schema structured output built from the search
 * filter fields, through the `openai` SDK (OPENAI_BASE_URL points it at any compatible server). The answer
 * must pass `searchFiltersSchema` and name catalog brands; on a provider error (429 included), a timeout
 * or an invalid answer the built-in engine answers instead, saying why. The caller's signal (the client
 * going away) aborts the provider call, and then nothing answers.
 */
import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { AiFallbackReason } from '@contract/ai-search';
import { BODY_TYPES, BRANDS, COLORS, COUNTRIES, FUEL_TYPES, TRANSMISSIONS, findBrand, findModel, maxYear } from '@contract/catalog';
import { searchFiltersSchema, type SearchFilters } from '@contract/search';
import type { OpenAiSettings } from './ai-config';
import { abortError, type ParseEngine, type ParseOptions, type ParseResult } from './parse-engine';

const LANGUAGE_NAMES = { en: 'English', hr: 'Croatian', de: 'German' } as const;

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
const integerOrNull = (description: string) => ({ type: ['integer', 'null'], description });

/** The structured-output schema: every filter field (location aside), null or [] when not asked for. */
export const FILTERS_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    brand: { ...nullable({ type: 'string', enum: BRANDS.map((brand) => brand.name) }), description: 'Car make, spelled as in the catalog' },
    model: { type: ['string', 'null'], description: "A model of the brand, spelled as in the catalog's list for that brand" },
    minPrice: integerOrNull('Lowest price in euros'),
    maxPrice: integerOrNull('Highest price in euros'),
    minYear: integerOrNull('Earliest year of manufacture'),
    maxYear: integerOrNull('Latest year of manufacture'),
    minMileage: integerOrNull('Lowest mileage in km'),
    maxMileage: integerOrNull('Highest mileage in km'),
    fuelTypes: { type: 'array', items: { type: 'string', enum: [...FUEL_TYPES] }, description: 'Any of these fuels; [] for any' },
    bodyType: nullable({ type: 'string', enum: [...BODY_TYPES] }),
    transmission: { type: 'array', items: { type: 'string', enum: [...TRANSMISSIONS] }, description: '[] for any' },
    color: { type: 'array', items: { type: 'string', enum: [...COLORS] }, description: 'Any of these colours; [] for any' },
    countryId: { ...nullable({ type: 'integer', enum: COUNTRIES.map((country) => country.id) }), description: 'Country the car is offered in' },
  },
  required: [
    'brand', 'model', 'minPrice', 'maxPrice', 'minYear', 'maxYear', 'minMileage', 'maxMileage',
    'fuelTypes', 'bodyType', 'transmission', 'color', 'countryId',
  ],
} as const;

const CATALOG_TEXT = BRANDS.map((brand) => `${brand.name}: ${brand.models.join(', ')}`).join('\n');
const COUNTRY_TEXT = COUNTRIES.map((country) => `${country.id} ${country.nameEn} (${country.nameHr}, ${country.nameDe})`).join('; ');

function systemPrompt(now: Date): string {
  return [
    'You turn a buyer\'s free-text search for a used car (in English, Croatian or German) into search filters for a',
    'used-car marketplace in Croatia and the EU. Fill in only what the text asks for; use null (or [] for lists)',
    'for everything else, and answer {all null} when the text asks for nothing recognisable.',
    'Prices are in euros and mileage in km, as whole numbers ("15.000" and "15 tisuća" are 15000, "20k" is 20000).',
    'A price or mileage without "from/over" is a maximum; "after/newer than 2018" means minYear 2019, "from 2018" means',
    `minYear 2018; a single year means minYear = maxYear. Years run from 1900 to ${maxYear(now)}; the current year is ${now.getFullYear()}.`,
    'Use the catalog spelling of brands and models (e.g. "VW" → Volkswagen, "Merc C klasa" → Mercedes-Benz C-Class);',
    'leave the model null when it is not in the brand\'s list. Body types: sedan (limuzina, Limousine), wagon',
    '(karavan, Kombi), van (Croatian "kombi"), suv, hatchback, coupe, convertible, pickup, minivan.',
    `Countries (countryId): ${COUNTRY_TEXT}.`,
    'Catalog (brand: models):',
    CATALOG_TEXT,
  ].join('\n');
}

class InvalidOutput extends Error {}

/** The provider's JSON as filters: nulls and empty lists dropped, then the classic search's schema and the catalog. */
export function filtersFromProviderOutput(content: string): SearchFilters {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    throw new InvalidOutput('not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidOutput('not an object');
  const present: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    present[key] = value;
  }
  const parsed = searchFiltersSchema.safeParse(present);
  if (!parsed.success) throw new InvalidOutput(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  const filters = parsed.data;
  if (filters.location !== undefined) throw new InvalidOutput('location');
  if (filters.brand !== undefined) {
    const brand = findBrand(filters.brand);
    if (!brand) throw new InvalidOutput('brand');
    if (filters.model !== undefined && !findModel(brand, filters.model)) delete filters.model;
  } else if (filters.model !== undefined) {
    const owners = BRANDS.filter((brand) => findModel(brand, filters.model!));
    if (owners.length === 1) return searchFiltersSchema.parse({ ...filters, brand: owners[0]!.name });
    delete filters.model;
  }
  return filters;
}

export interface OpenAiEngineOptions extends OpenAiSettings {
  /** Answers when the provider cannot. */
  fallback: ParseEngine;
  logger: Logger;
  /** The clock of the prompt's "current year". */
  now?: () => Date;
}

export class OpenAiEngine implements ParseEngine {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiEngineOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? 'https://api.openai.com/v1',
      timeout: options.timeoutMs,
      // A search should not wait out back-offs: one try, then the built-in engine.
      maxRetries: 0,
      // The SDK's own log lines are not needed (and must never carry the key): fallbacks are logged below.
      logLevel: 'off',
    });
  }

  async parse(query: string, { language, signal }: ParseOptions = {}): Promise<ParseResult> {
    if (signal?.aborted) throw abortError(signal);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    const now = this.options.now?.() ?? new Date();
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages: [
            { role: 'system', content: systemPrompt(now) },
            { role: 'user', content: language ? `(spoken in ${LANGUAGE_NAMES[language]}) ${query}` : query },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'search_filters', strict: true, schema: FILTERS_JSON_SCHEMA } },
        },
        { signal: combined },
      );
      const message = completion.choices[0]?.message;
      if (!message?.content || message.refusal) throw new InvalidOutput(message?.refusal ? 'refusal' : 'no content');
      return { params: filtersFromProviderOutput(message.content), engine: 'openai' };
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      const reason: AiFallbackReason =
        error instanceof InvalidOutput
          ? 'invalid_output'
          : deadline.signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError
            ? 'timeout'
            : 'provider_error';
      this.options.logger.warn(
        { engine: 'openai', model: this.options.model, fallbackReason: reason, status: error instanceof OpenAI.APIError ? error.status : undefined, detail: error instanceof InvalidOutput ? error.message : undefined },
        'AI provider failed; the built-in parser answered',
      );
      const fallback = await this.options.fallback.parse(query, { language, signal });
      return { params: fallback.params, engine: 'builtin', fallbackReason: reason };
    } finally {
      clearTimeout(timer);
    }
  }
}
