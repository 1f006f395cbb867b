/**
 * The built-in engine's parser: free text in English, Croatian or German → search filters, with no
 * network and no model. Deterministic and fast (tens of microseconds a query): the query is lexed once,
 * phrases are looked up in one precompiled map (search-vocabulary.ts), and numbers are read with the
 * words around them.
 *
 * The driver below runs the recognisers in parser/ over the lexed tokens, one module each:
 *
 * 1. Phrases: the longest known phrase at each position (brands, models, fuels, colours …, and the
 *    words around numbers). A model that is also an everyday word counts only when its brand is named.
 * 2. Words left over: BMW and Mercedes type codes (320d, C220), Croatian endings (golfa, Škodu) and
 *    typos (Volkswagn, Hyundia) against the brands and the named brand's models.
 * 3. Distance: a radius and a place ("within 50 km of Split", "do 100 km od Zagreba").
 * 4. Filters from the phrases: brand and model, fuel, gearbox, body, colour, country.
 * 5. Numbers: a number with its multiplier and unit ("15 tisuća eura", "100k km"), a range ("10-15k",
 *    "od 2015 do 2019", "between 10 and 15 thousand"), and the comparison before or after it
 *    ("manje od", "ab", "or newer"). What a number is comes from its unit, else from the comparison
 *    ("newer than", "cheaper than") or a nearby word ("cijena", "Baujahr"), else from its form: a whole
 *    number from 1950 to next year is a year, a number with "k"/"tisuća" or from 500 up is a price.
 *    A word between two numbers belongs to the one it fits ("8000 € 2016 or newer", "10000 godište
 *    2015-2018"), and a numeric model name after "or" is a model ("Peugeot 308 ili 3008").
 *    Then the price, year and mileage filters from what the numbers were read as.
 *
 * Readings: a price or mileage without a comparison is a maximum (a budget); a year without one is that
 * year; "after/newer than/nakon/nach 2018" is 2019 on and "before/older than/prije/vor 2018" up to 2017,
 * while "od/from/ab 2018" and "do/until/bis 2018" include 2018; "around/oko/etwa" is ±10 % (±1 year);
 * "not older than 5 years" counts back from the current year.
 */
import { maxYear } from '@contract/catalog';
import type { SortOption } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { rewriteQueryWords } from '../../platform/text/number-words';
import { lex, normaliseQuery } from './query-lexer';
import type { QueryLanguage } from './search-vocabulary';
import { recogniseBody } from './parser/body';
import { recogniseBrandsAndModels } from './parser/brand-model';
import { recogniseColours } from './parser/colour';
import { recogniseCountries } from './parser/country';
import { recogniseDistance } from './parser/distance';
import { recogniseFuels } from './parser/fuel';
import { detectLanguage } from './parser/language';
import { recogniseLeftoverWords } from './parser/leftover-words';
import { resolveMeanings } from './parser/meanings';
import { recogniseMileage } from './parser/mileage';
import { numberItems } from './parser/number-items';
import { readNumbers, type NumberReading, type ParseClock } from './parser/number-readings';
import { buildPhraseTable, type PhraseTable } from './parser/phrase-table';
import { recognisePower } from './parser/power';
import { recognisePrice } from './parser/price';
import { recogniseRegistration } from './parser/registration';
import { recogniseEquipment, recogniseOrder, recogniseSellerType } from './parser/seller-equipment';
import { recogniseTransmissions } from './parser/transmission';
import { recogniseYear } from './parser/year';

export interface BuiltinParseOptions {
  /** The query's language when known (voice search); otherwise it is guessed from its words. */
  language?: QueryLanguage;
  /** The clock for "not older than 5 years" and the latest valid year. */
  now?: Date;
}

/** Longest query the parser reads (the API accepts 500 characters). */
const MAX_QUERY_LENGTH = 1000;

const PHRASE_FILTERS: readonly ((table: PhraseTable) => SearchFilters)[] = [
  recogniseBrandsAndModels,
  recogniseFuels,
  recogniseTransmissions,
  recogniseBody,
  recogniseColours,
  recogniseCountries,
  recogniseSellerType,
  recogniseEquipment,
];
const NUMBER_FILTERS: readonly ((readings: readonly NumberReading[], clock: ParseClock) => SearchFilters)[] = [
  recognisePrice,
  recogniseYear,
  recogniseMileage,
  recognisePower,
  recogniseRegistration,
];

export function parseSearchQuery(query: string, options: BuiltinParseOptions = {}): SearchFilters {
  return parseSearchQueryAndOrder(query, options).filters;
}

/** The order a query asks for ("najnoviji oglasi", "neueste zuerst", "lowest mileage"), if any. */
export function parseSearchOrder(query: string, options: BuiltinParseOptions = {}): SortOption | undefined {
  return parseSearchQueryAndOrder(query, options).sort;
}

function parseSearchQueryAndOrder(
  query: string,
  options: BuiltinParseOptions,
): { filters: SearchFilters; sort?: SortOption } {
  const latestYear = maxYear(options.now ?? new Date());
  const clock: ParseClock = { latestYear, currentYear: latestYear - 1 };
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const tokens = lex(rewriteQueryWords(normaliseQuery(text)));
  const table = buildPhraseTable(tokens, options.language ?? detectLanguage(text, tokens));
  recogniseLeftoverWords(table);
  resolveMeanings(table);
  // The distance takes its words first: "do 100 km od Zagreba" is a radius, not a mileage.
  const filters: SearchFilters = recogniseDistance(table);
  const readings = readNumbers(numberItems(table), clock);
  for (const recognise of PHRASE_FILTERS) Object.assign(filters, recognise(table));
  for (const recognise of NUMBER_FILTERS) Object.assign(filters, recognise(readings, clock));
  const sort = recogniseOrder(table);
  return sort ? { filters, sort } : { filters };
}
