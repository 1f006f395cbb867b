/**
 * The built-in engine's parser: free text in English, Croatian or German → search filters, with no
 * network and no model. Deterministic and fast (tens of microseconds a query): the query is lexed once,
 * phrases are looked up in one precompiled map (search-vocabulary.ts), and numbers are read with the
 * words around them.
 *
 * 1. Phrases: the longest known phrase at each position (brands, models, fuels, colours …, and the
 *    words around numbers). A model that is also an everyday word counts only when its brand is named.
 * 2. Words left over: BMW and Mercedes type codes (320d, C220), Croatian endings (golfa, Škodu) and
 *    typos (Volkswagn, Hyundia) against the brands and the named brand's models.
 * 3. Numbers: a number with its multiplier and unit ("15 tisuća eura", "100k km"), a range ("10-15k",
 *    "od 2015 do 2019", "between 10 and 15 thousand"), and the comparison before or after it
 *    ("manje od", "ab", "or newer"). What a number is comes from its unit, else from the comparison
 *    ("newer than", "cheaper than") or a nearby word ("cijena", "Baujahr"), else from its form: a whole
 *    number from 1950 to next year is a year, a number with "k"/"tisuća" or from 500 up is a price.
 *
 * Readings: a price or mileage without a comparison is a maximum (a budget); a year without one is that
 * year; "after/newer than/nakon/nach 2018" is 2019 on and "before/older than/prije/vor 2018" up to 2017,
 * while "od/from/ab 2018" and "do/until/bis 2018" include 2018; "around/oko/etwa" is ±10 % (±1 year);
 * "not older than 5 years" counts back from the current year.
 */
import { MAX_MILEAGE, MAX_PRICE, type SearchFilters } from '@contract/search-semantics';
import { FUEL_TYPES, TRANSMISSIONS, maxYear, type BodyType, type Color, type FuelType, type Transmission } from '@contract/catalog';
import { editDistance } from '../../platform/text/edit-distance';
import { rewriteQueryWords } from '../../platform/text/number-words';
import { lex, normaliseQuery, type Token } from './query-lexer';
import {
  BRAND_KEYS,
  LANGUAGE_MARKERS,
  LONGEST_PHRASE,
  PHRASES,
  STANDALONE_MODEL_KEYS,
  SYMBOL_MEANINGS,
  modelKeysOf,
  type Meaning,
  type NumberDomain,
  type QueryLanguage,
} from './search-vocabulary';

export interface BuiltinParseOptions {
  /** The query's language when known (voice search); otherwise it is guessed from its words. */
  language?: QueryLanguage;
  /** The clock for "not older than 5 years" and the latest valid year. */
  now?: Date;
}

const MIN_PLAUSIBLE_YEAR = 1950;
const MIN_PLAUSIBLE_PRICE = 500;
/** Longest query the parser reads (the API accepts 500 characters). */
const MAX_QUERY_LENGTH = 1000;

type Cmp = Extract<Meaning, { kind: 'cmp' }>;
type FilterMeaning = Extract<Meaning, { kind: 'brand' | 'model' | 'fuel' | 'transmission' | 'body' | 'color' | 'country' }>;
type GrammarMeaning = Exclude<Meaning, FilterMeaning>;

const FILTER_KINDS = new Set<Meaning['kind']>(['brand', 'model', 'fuel', 'transmission', 'body', 'color', 'country']);
const CLAUSE_BREAKS = new Set([',', ';', '!', '?', '(', ')']);
const ROMAN_GENERATIONS = new Set(['ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii']);
const GENERATION_CODE = /^(?:mk[1-9]|b[5-9])$/;
const BMW_CODE = /^([1-7])\d{2}(d|i|e|xd|xi|sd|si|li|ld)$/;
const BMW_NUMBER = /^([1-7])\d{2}$/;
const MERCEDES_CODE = /^([abcegsv])\d{3}(d|cdi|e|h)?$/;
const MERCEDES_NUMBER = /^\d{3}$/;
/** The fuel a BMW or Mercedes type code's suffix names ("118d", "320i", "330e", "C 220 CDI"). */
const CODE_FUEL: Record<string, FuelType> = { d: 'diesel', xd: 'diesel', sd: 'diesel', ld: 'diesel', cdi: 'diesel', i: 'petrol', xi: 'petrol', si: 'petrol', li: 'petrol', e: 'hybrid', h: 'hybrid' };
/** Fuel words a typo may be read as ("deisel", "hybird", "dizl", "Elektroo"). */
const FUEL_TYPO_KEYS: readonly [string, FuelType][] = [
  ['diesel', 'diesel'], ['dizel', 'diesel'], ['petrol', 'petrol'], ['benzin', 'petrol'], ['benzinac', 'petrol'], ['gasoline', 'petrol'],
  ['hybrid', 'hybrid'], ['hibrid', 'hybrid'], ['hybride', 'hybrid'], ['electric', 'electric'], ['elektro', 'electric'], ['elektricni', 'electric'],
  ['elektrisch', 'electric'],
];
const BMW_SERIES: Record<string, string> = { '1': '1 Series', '2': '2 Series', '3': '3 Series', '4': '4 Series', '5': '5 Series', '7': '7 Series' };
/** Croatian case endings tried on unknown words ("golfa" → golf, "octaviju" → octavia), longest first. */
const ENDINGS = ['ima', 'ama', 'jom', 'om', 'em', 'oj', 'ju', 'ja', 'je', 'u', 'a', 'e', 'i'];
/** Everyday words one letter away from a brand or model ("nisam" is not a Nissan). */
const NOT_TYPOS = new Set(['audio', 'audit', 'seats', 'sweat', 'range', 'cruise', 'super', 'nisam', 'skola', 'renom', 'mercy', 'nexus', 'model', 'hello', 'fiesta']);

/** A phrase found in the query: content tokens [start, end) and what it can mean. */
interface Match {
  start: number;
  end: number;
  meanings: readonly Meaning[];
  /** The filter meaning chosen (brand, model …), or undefined for grammar words and unresolved phrases. */
  filter?: FilterMeaning;
}

interface Quantity {
  start: number;
  end: number;
  value: number;
  /** "20k", "15 tisuća": the number was multiplied. */
  multiplied: boolean;
  /** Written with thousands separators or decimals: never a year. */
  formatted: boolean;
  unit?: NumberDomain | 'age' | 'ignore';
  hint?: NumberDomain;
}

type Item =
  | { type: 'num'; value: number; digits: number; formatted: boolean }
  | { type: 'grammar'; meanings: readonly GrammarMeaning[] }
  | { type: 'vocab' }
  | { type: 'word' }
  | { type: 'dash' }
  | { type: 'break' };

// --- Small helpers --------------------------------------------------------------------------------------

function detectLanguage(tokens: readonly Token[]): QueryLanguage {
  const scores: Record<QueryLanguage, number> = { en: 0, hr: 0, de: 0 };
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    for (const language of ['hr', 'de', 'en'] as const) if (LANGUAGE_MARKERS[language].has(token.text)) scores[language]++;
  }
  if (scores.de > scores.hr && scores.de >= scores.en) return 'de';
  if (scores.en > scores.hr && scores.en > scores.de) return 'en';
  return 'hr';
}

const isGrammar = (meaning: Meaning): meaning is GrammarMeaning => !FILTER_KINDS.has(meaning.kind);

// --- The parser ---------------------------------------------------------------------------------------------

export function parseSearchQuery(query: string, options: BuiltinParseOptions = {}): SearchFilters {
  const now = options.now ?? new Date();
  const latestYear = maxYear(now);
  const currentYear = latestYear - 1;
  const tokens = lex(rewriteQueryWords(normaliseQuery(query.slice(0, MAX_QUERY_LENGTH))));
  const language = options.language ?? detectLanguage(tokens);

  // Content tokens (words and numbers) and where a clause break (",", ";" …) separates them.
  const content: Token[] = [];
  const contentOf: number[] = []; // token index → content index, -1 for symbols
  const breakBefore: boolean[] = [];
  let pendingBreak = false;
  for (const token of tokens) {
    if (token.kind === 'sym') {
      contentOf.push(-1);
      if (CLAUSE_BREAKS.has(token.text)) pendingBreak = true;
      continue;
    }
    contentOf.push(content.length);
    content.push(token);
    breakBefore.push(pendingBreak);
    pendingBreak = false;
  }

  // 1. Longest known phrase at each position.
  const matches: Match[] = [];
  const matchAt: (Match | undefined)[] = new Array(content.length);
  for (let start = 0; start < content.length; ) {
    let found: Match | undefined;
    let key = '';
    const keys: string[] = [];
    for (let length = 1; length <= LONGEST_PHRASE && start + length <= content.length; length++) {
      if (length > 1 && breakBefore[start + length - 1]) break;
      key = length === 1 ? content[start]!.text : `${key} ${content[start + length - 1]!.text}`;
      keys.push(key);
    }
    for (let length = keys.length; length >= 1; length--) {
      const meanings = PHRASES.get(keys[length - 1]!);
      if (meanings) {
        found = { start, end: start + length, meanings };
        break;
      }
    }
    if (found) {
      matches.push(found);
      for (let index = found.start; index < found.end; index++) matchAt[index] = found;
      start = found.end;
    } else {
      start++;
    }
  }

  // Brands named in so many words (models that are everyday words need one).
  const brandsNamed = new Set<string>();
  const brandEndingAt = new Map<number, string>();
  for (const match of matches) {
    const brand = match.meanings.find((meaning) => meaning.kind === 'brand');
    if (brand) {
      brandsNamed.add(brand.brand);
      brandEndingAt.set(match.end, brand.brand);
    }
  }
  // 2. Words no phrase took: type codes (and the fuel their suffix names), Croatian endings, typos.
  const impliedFuels = new Set<FuelType>();
  const extra = (index: number, filter: FilterMeaning) => {
    const replaced = matchAt[index];
    if (replaced) matches.splice(matches.indexOf(replaced), 1);
    const match: Match = { start: index, end: index + 1, meanings: [filter], filter };
    matches.push(match);
    matchAt[index] = match;
  };
  const onlyModels = (match: Match | undefined) => Boolean(match?.meanings.every((meaning) => meaning.kind === 'model'));
  for (let index = 0; index < content.length; index++) {
    if (matchAt[index] && !onlyModels(matchAt[index])) continue;
    const token = content[index]!;
    const text = token.text;
    const previousBrand = brandEndingAt.get(index);
    let code: RegExpExecArray | null;
    if ((code = BMW_CODE.exec(text)) || (previousBrand === 'BMW' && (code = BMW_NUMBER.exec(text)))) {
      extra(index, { kind: 'model', brand: 'BMW', model: BMW_SERIES[code[1]!]!, needsBrand: false });
      if (code[2] && CODE_FUEL[code[2]]) impliedFuels.add(CODE_FUEL[code[2]]!);
      continue;
    }
    if ((code = MERCEDES_CODE.exec(text))) {
      extra(index, { kind: 'model', brand: 'Mercedes-Benz', model: `${code[1]!.toUpperCase()}-Class`, needsBrand: false });
      if (code[2] && CODE_FUEL[code[2]]) impliedFuels.add(CODE_FUEL[code[2]]!);
      continue;
    }
    const next = content[index + 1];
    // "E 220 d": a class letter and a number, once Mercedes is named ("e" alone is Honda's e).
    if (
      brandsNamed.has('Mercedes-Benz') &&
      /^[abcegsv]$/.test(text) &&
      next?.kind === 'num' &&
      MERCEDES_NUMBER.test(next.text) &&
      !matchAt[index + 1]
    ) {
      extra(index, { kind: 'model', brand: 'Mercedes-Benz', model: `${text.toUpperCase()}-Class`, needsBrand: false });
      extra(index + 1, { kind: 'model', brand: 'Mercedes-Benz', model: `${text.toUpperCase()}-Class`, needsBrand: false });
      index++;
      continue;
    }
    if (matchAt[index] || token.kind !== 'word' || text.length < 4 || !/^[a-z]+$/.test(text) || NOT_TYPOS.has(text)) continue;
    const found = (text.length >= 5 ? recogniseWord(text, brandsNamed) : undefined) ?? recogniseFuelTypo(text);
    if (found) {
      extra(index, found);
      if (found.kind === 'brand') {
        brandsNamed.add(found.brand);
        brandEndingAt.set(index + 1, found.brand);
      }
    }
  }
  matches.sort((a, b) => a.start - b.start);

  // Meanings: a model that is an everyday word needs its brand named (numeric names right before it).
  for (const match of matches) {
    for (const meaning of match.meanings) {
      if (meaning.kind === 'model') {
        if (meaning.needsBrand === 'mentioned' && !brandsNamed.has(meaning.brand)) continue;
        if (meaning.needsBrand === 'adjacent' && brandEndingAt.get(match.start) !== meaning.brand) continue;
      } else if (meaning.kind === 'body') {
        // "Octavia Kombi", "Fabia Kombi": right after a model, the maker's name for the estate.
        const afterModel = matchAt[match.start - 1]?.filter?.kind === 'model';
        if (meaning.afterModel && !afterModel) continue;
        if (meaning.language && (afterModel ? meaning.value !== 'wagon' : meaning.language !== language)) continue;
      } else if (!FILTER_KINDS.has(meaning.kind)) {
        continue;
      }
      match.filter = meaning as FilterMeaning;
      break;
    }
  }

  // Phrases that turned out to mean nothing here ("500" with no Fiat named) are plain words and numbers again.
  for (const match of matches) {
    if (match.filter || match.meanings.some(isGrammar)) continue;
    for (let index = match.start; index < match.end; index++) if (matchAt[index] === match) matchAt[index] = undefined;
  }

  // A model's generation right after it ("Golf 7", "Passat B8", "Octavia III") is part of the name.
  for (const match of matches) {
    if (match.filter?.kind !== 'model') continue;
    const index = match.end;
    const next = content[index];
    if (!next || matchAt[index] || breakBefore[index]) continue;
    const isGeneration =
      (next.kind === 'num' && /^[1-9]$/.test(next.text) && !followedByAmount(index)) ||
      (next.kind === 'word' && (ROMAN_GENERATIONS.has(next.text) || GENERATION_CODE.test(next.text)));
    if (isGeneration) matchAt[index] = { start: index, end: index + 1, meanings: [] };
  }
  function followedByAmount(index: number): boolean {
    const after = matchAt[index + 1];
    return Boolean(after?.meanings.some((meaning) => meaning.kind === 'mult' || (meaning.kind === 'unit' && meaning.unit !== 'ignore')));
  }

  // Filters from the phrases, in the order they were said.
  const filters: SearchFilters = {};
  const fuels = new Set<FuelType>();
  const transmissions = new Set<Transmission>();
  const colors = new Set<Color>();
  // Either-or is the reading of several: "BMW or Audi", "Golf ili Octavia", "Österreich oder Deutschland".
  const brands = new Set<string>();
  let body: BodyType | undefined;
  const countries = new Set<number>();
  const models: { brand: string; model: string }[] = [];
  for (const match of matches) {
    const filter = match.filter;
    if (!filter) continue;
    if (filter.kind === 'brand') brands.add(filter.brand);
    else if (filter.kind === 'model') {
      models.push(filter);
      brands.add(filter.brand);
    } else if (filter.kind === 'fuel') fuels.add(filter.value);
    else if (filter.kind === 'transmission') transmissions.add(filter.value);
    else if (filter.kind === 'body') body ??= filter.value;
    else if (filter.kind === 'color') colors.add(filter.value);
    else if (filter.kind === 'country') countries.add(filter.id);
  }
  for (const value of impliedFuels) fuels.add(value);
  const modelNames = [...new Set(models.map((candidate) => candidate.model))];
  if (brands.size) filters.brand = [...brands];
  if (modelNames.length) filters.model = modelNames;
  if (fuels.size) filters.fuelTypes = FUEL_TYPES.filter((value) => fuels.has(value));
  if (transmissions.size) filters.transmission = TRANSMISSIONS.filter((value) => transmissions.has(value));
  if (body) filters.bodyType = body;
  if (colors.size) filters.color = [...colors];
  if (countries.size) filters.countryId = [...countries];

  // 3. Numbers.
  const items: Item[] = [];
  for (let tokenIndex = 0; tokenIndex < tokens.length; tokenIndex++) {
    const token = tokens[tokenIndex]!;
    if (token.kind === 'sym') {
      if (CLAUSE_BREAKS.has(token.text)) items.push({ type: 'break' });
      else if (token.text === '-') items.push({ type: 'dash' });
      else {
        const meaning = SYMBOL_MEANINGS.get(token.text);
        if (meaning && isGrammar(meaning)) items.push({ type: 'grammar', meanings: [meaning] });
      }
      continue;
    }
    const index = contentOf[tokenIndex]!;
    const match = matchAt[index];
    if (match) {
      if (index !== match.start) continue;
      if (match.filter || match.meanings.length === 0) items.push({ type: 'vocab' });
      else {
        const grammar = match.meanings.filter(isGrammar);
        items.push(grammar.length ? { type: 'grammar', meanings: grammar } : { type: 'word' });
      }
      continue;
    }
    if (token.kind === 'num') {
      let value = token.value;
      let digits = token.text.length;
      const joinable = !token.grouped && !token.decimal && digits <= 3;
      // "15 000", "100 000": three-digit groups after single spaces.
      while (joinable) {
        const nextToken = tokens[tokenIndex + 1];
        if (nextToken?.kind !== 'num' || !nextToken.groupContinues || matchAt[contentOf[tokenIndex + 1]!]) break;
        value = value * 1000 + nextToken.value;
        digits += 3;
        tokenIndex++;
      }
      items.push({ type: 'num', value, digits, formatted: token.grouped || token.decimal || digits > token.text.length });
      continue;
    }
    items.push({ type: 'word' });
  }

  const grammarAt = <K extends GrammarMeaning['kind']>(position: number, kind: K, test: (meaning: Extract<GrammarMeaning, { kind: K }>) => boolean = () => true) => {
    const item = items[position];
    if (item?.type !== 'grammar') return undefined;
    return item.meanings.find((meaning): meaning is Extract<GrammarMeaning, { kind: K }> => meaning.kind === kind && test(meaning as Extract<GrammarMeaning, { kind: K }>));
  };

  function readQuantity(position: number): Quantity {
    const item = items[position] as Extract<Item, { type: 'num' }>;
    const quantity: Quantity = { start: position, end: position + 1, value: item.value, multiplied: false, formatted: item.formatted };
    const before = grammarAt(position - 1, 'unit', (meaning) => meaning.unit === 'price');
    if (before) {
      quantity.unit = 'price';
      quantity.start = position - 1;
    }
    let next = position + 1;
    const mult = grammarAt(next, 'mult');
    if (mult) {
      quantity.value *= mult.factor;
      quantity.multiplied = true;
      next++;
    }
    for (let step = 0; step < 2; step++) {
      const unit = grammarAt(next, 'unit');
      if (unit) {
        quantity.unit ??= unit.unit;
        if (unit.factor) {
          quantity.value *= unit.factor;
          quantity.multiplied = true;
        }
        next++;
        break;
      }
      const hint = grammarAt(next, 'hint');
      if (!hint) break;
      quantity.hint ??= hint.domain;
      next++;
    }
    quantity.end = next;
    return quantity;
  }

  interface Context {
    cmp?: Cmp;
    negated: boolean;
    approx: boolean;
    hint?: NumberDomain;
  }

  function lookBehind(position: number): Context {
    const context: Context = { negated: false, approx: false };
    for (let index = position - 1, steps = 0; index >= 0 && steps < 5; index--, steps++) {
      const item = items[index]!;
      if (item.type === 'break' || item.type === 'num' || item.type === 'vocab' || item.type === 'dash') break;
      if (item.type === 'word') continue;
      const cmp = grammarAt(index, 'cmp', (meaning) => !meaning.postfix);
      if (cmp && !context.cmp) {
        context.cmp = cmp;
        if (grammarAt(index - 1, 'neg')) context.negated = true;
        continue;
      }
      if (grammarAt(index, 'approx')) context.approx = true;
      const hint = grammarAt(index, 'hint');
      if (hint) context.hint ??= hint.domain;
      if (grammarAt(index, 'unit', (meaning) => meaning.unit === 'year')) context.hint ??= 'year';
    }
    return context;
  }

  function lookAhead(position: number, context: Context): void {
    for (let index = position, steps = 0; index < items.length && steps < 3; index++, steps++) {
      const item = items[index]!;
      if (item.type !== 'grammar') break;
      const cmp = grammarAt(index, 'cmp', (meaning) => Boolean(meaning.postfix));
      // "max" before another number belongs to that number ("2018 max 20000 €").
      if (cmp && !(items[index + 1]?.type === 'num' && grammarAt(index, 'cmp', (meaning) => !meaning.postfix))) {
        context.cmp ??= cmp;
        break;
      }
      const hint = grammarAt(index, 'hint');
      if (hint) context.hint ??= hint.domain;
      else if (!grammarAt(index, 'unit')) break;
    }
  }

  const yearLike = (quantity: Quantity) =>
    !quantity.multiplied &&
    !quantity.formatted &&
    Number.isInteger(quantity.value) &&
    quantity.value >= MIN_PLAUSIBLE_YEAR &&
    quantity.value <= latestYear;

  function domainOf(quantity: Quantity, context: Context): NumberDomain | 'age' | undefined {
    const unit = quantity.unit;
    if (unit === 'ignore') return undefined;
    if (unit === 'age' || unit === 'year') {
      if (yearLike(quantity)) return 'year';
      return quantity.value < 100 && Number.isInteger(quantity.value) ? 'age' : undefined;
    }
    if (unit) return unit;
    const domain = context.cmp?.domain ?? quantity.hint ?? context.hint;
    if (domain === 'year') return yearLike(quantity) ? 'year' : undefined;
    if (domain) return domain;
    if (yearLike(quantity)) return 'year';
    if (quantity.multiplied || quantity.value >= MIN_PLAUSIBLE_PRICE) return 'price';
    return undefined;
  }

  const bounds: Record<'price' | 'year' | 'mileage', { min?: number; max?: number }> = { price: {}, year: {}, mileage: {} };
  const setBound = (domain: 'price' | 'year' | 'mileage', side: 'min' | 'max', value: number) => {
    bounds[domain][side] ??= Math.round(value);
  };
  const setAge = (side: 'min' | 'max', years: number) => {
    // An age at most N years is a year from (current year − N) on.
    setBound('year', side === 'max' ? 'min' : 'max', currentYear - years);
  };

  const used = new Set<number>();
  for (let position = 0; position < items.length; position++) {
    if (items[position]!.type !== 'num' || used.has(position)) continue;
    const first = readQuantity(position);
    const context = lookBehind(first.start);

    // A range: "10-15k", "od 10 do 15 tisuća", "between 2015 and 2019".
    const joiner = first.end;
    const joinerIsRange =
      items[joiner]?.type === 'dash' ||
      Boolean(grammarAt(joiner, 'cmp', (meaning) => meaning.role === 'to')) ||
      (context.cmp?.role === 'between' && Boolean(grammarAt(joiner, 'cmp', (meaning) => meaning.role === 'and')));
    if (joinerIsRange && items[joiner + 1]?.type === 'num') {
      const second = readQuantity(joiner + 1);
      // "10-15k", "between 10 and 15 thousand": the multiplier of one side counts for both.
      if (second.multiplied && !first.multiplied && first.value < 1000) {
        first.value *= 1000;
        first.multiplied = true;
      } else if (first.multiplied && !second.multiplied && second.value < 1000) {
        second.value *= 1000;
        second.multiplied = true;
      }
      first.unit ??= second.unit;
      second.unit ??= first.unit;
      const after: Context = { negated: false, approx: false };
      lookAhead(second.end, after);
      const shared: Context = { ...context, cmp: undefined, hint: context.hint ?? after.hint };
      const domain = domainOf(first, shared);
      if (domain && domain === domainOf(second, shared)) {
        const low = Math.min(first.value, second.value);
        const high = Math.max(first.value, second.value);
        if (domain === 'age') {
          setAge('min', low);
          setAge('max', high);
        } else {
          setBound(domain, 'min', low);
          setBound(domain, 'max', high);
        }
        used.add(joiner + 1);
        position = second.end - 1;
        continue;
      }
    }

    lookAhead(first.end, context);
    if (context.cmp?.role === 'between' || context.cmp?.role === 'and') context.cmp = undefined;
    const domain = domainOf(first, context);
    if (!domain) continue;
    const value = first.value;
    let dir = context.cmp?.dir;
    if (dir && context.negated) dir = dir === 'min' ? 'max' : 'min';
    if (domain === 'age') {
      if (!dir) continue;
      setAge(context.cmp?.yearWord ? (dir === 'min' ? 'max' : 'min') : dir, value);
    } else if (dir) {
      const strict = domain === 'year' && context.cmp?.strictYear && !context.negated;
      setBound(domain, dir, strict ? value + (dir === 'min' ? 1 : -1) : value);
    } else if (context.approx) {
      if (domain === 'year') {
        setBound('year', 'min', value - 1);
        setBound('year', 'max', value + 1);
      } else {
        setBound(domain, 'min', value * 0.9);
        setBound(domain, 'max', value * 1.1);
      }
    } else if (domain === 'year') {
      setBound('year', 'min', value);
      setBound('year', 'max', value);
    } else {
      setBound(domain, 'max', value);
    }
    position = first.end - 1;
  }

  const limits = { price: [0, MAX_PRICE], year: [1900, latestYear], mileage: [0, MAX_MILEAGE] } as const;
  for (const domain of ['price', 'year', 'mileage'] as const) {
    let { min, max } = bounds[domain];
    const [lowest, highest] = limits[domain];
    if (min !== undefined && (min < lowest || min > highest)) min = undefined;
    if (max !== undefined && (max < lowest || max > highest)) max = undefined;
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    const name = domain === 'price' ? 'Price' : domain === 'year' ? 'Year' : 'Mileage';
    if (min !== undefined) filters[`min${name}`] = min;
    if (max !== undefined) filters[`max${name}`] = max;
  }
  return filters;
}

/** A word no phrase took, read as a misspelt fuel word (one letter off; two for long words). */
function recogniseFuelTypo(word: string): FilterMeaning | undefined {
  const limit = word.length >= 8 ? 2 : 1;
  let best: FilterMeaning | undefined;
  let bestDistance = limit + 1;
  for (const [key, value] of FUEL_TYPO_KEYS) {
    const distance = editDistance(word, key, limit);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = { kind: 'fuel', value };
    }
  }
  return best;
}

/** A word no phrase took, read as a brand or model with a Croatian ending or a typo. */
function recogniseWord(word: string, brandsNamed: ReadonlySet<string>): FilterMeaning | undefined {
  const forms: string[] = [];
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    forms.push(stem, `${stem}a`, `${stem}o`);
  }
  for (const form of forms) {
    for (const named of brandsNamed) {
      const model = modelKeysOf(named).get(form);
      if (model) return { kind: 'model', brand: named, model, needsBrand: false };
    }
    const brand = BRAND_KEYS.get(form);
    if (brand) return { kind: 'brand', brand };
    const standalone = STANDALONE_MODEL_KEYS.get(form);
    if (standalone) return { kind: 'model', ...standalone, needsBrand: false };
  }
  const limit = word.length >= 8 ? 2 : 1;
  let best: FilterMeaning | undefined;
  let bestDistance = limit + 1;
  for (const [key, brand] of BRAND_KEYS) {
    const distance = editDistance(word, key, limit);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = { kind: 'brand', brand };
    }
  }
  for (const named of brandsNamed) {
    for (const [key, model] of modelKeysOf(named)) {
      if (key.length < 4 || key.includes(' ')) continue;
      const distance = editDistance(word, key, limit);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { kind: 'model', brand: named, model, needsBrand: false };
      }
    }
  }
  return best;
}
