/**
 * Reads a repair-shop query the way the AI search reads a car query: lexed once with the AI search's lexer
 * (api/features/ai-search/query-lexer.ts), the longest known phrase taken at each position from one precompiled map, then the
 * words left over tried as Croatian case forms of places ("u Ljubljani", "na Trešnjevci"), as word stems and
 * German compounds of services ("vulkanizerski", "Winterreifenwechsel") and as typos (one edit, two from
 * nine letters: "Zagerb", "dijagnostka", "Reifenwechsl").
 *
 * The answer: the service categories ("klima servis" → air conditioning), the place from the bundled
 * gazetteer (a district wins over its city), "near me" (only when no place is named: "in der Nähe von Graz"
 * is Graz), a brand ("Škoda servis"), and the words nothing took (matched against shop names).
 */
import type { ServiceCategory } from '@contract/repair-shop-constants';
import { editDistance } from '../../platform/text/edit-distance';
import { lex, normaliseQuery } from '../ai-search/query-lexer';
import { BRAND_KEYS, PHRASES, phraseKey } from '../ai-search/search-vocabulary';
import { PLACES, placeById, spellingsOf, weight, type Place } from '@contract/places/gazetteer';
import { CATEGORY_PHRASES, CATEGORY_STEMS, FILLER_WORDS, NEAR_ME_PHRASES } from './service-vocabulary';

export interface QueryReading {
  categories: ServiceCategory[];
  place?: Place;
  nearMe: boolean;
  brand?: string;
  /** Words nothing took (no fillers): a shop's name may contain them. */
  rest: string[];
  /**
   * A word that stands where a place would ("u Xyzgradu", "in Xyz", or a capitalised last word) but is no
   * place we know, as written; absent when a place was found.
   */
  placeCandidate?: string;
}

type Meaning =
  | { kind: 'category'; category: ServiceCategory }
  | { kind: 'place'; id: string }
  | { kind: 'near' }
  | { kind: 'brand'; brand: string }
  | { kind: 'filler' };

/** Longest query read (the API accepts 200 characters). */
const MAX_QUERY_LENGTH = 500;
/**
 * Place names that are also everyday words ("luka" is a port, "otok" an island, "Essen" is to eat): read
 * as places only when written with a capital letter or after a word of place ("u", "in", "bei").
 */
const COMMON_WORD_PLACES = new Set([
  'luka',
  'otok',
  'preko',
  'velika',
  'gola',
  'dvor',
  'vis',
  'kali',
  'sali',
  'bol',
  'marina',
  'okrug',
  'kapela',
  'draz',
  'kriz',
  'blato',
  'bistra',
  'gradina',
  'gradac',
  'gradec',
  'selca',
  'lokve',
  'mace',
  'orle',
  'bilje',
  'zdenci',
  'vinica',
  'trnava',
  'bale',
  'tar',
  'muc',
  'seget',
  'kaptol',
  'davor',
  'lovas',
  'cerna',
  'podgora',
  'vir',
  'ston',
  'nin',
  'pag',
  'rab',
  'cres',
  'krk',
  'hvar',
  'sunja',
  'promina',
  'baden',
  'essen',
  // Towns of the rest of the Union that are English or German words: "best mechanic", "nice garage", "Hof".
  'best',
  'nice',
  'hof',
  'marl',
  'halle',
  'kiel',
  'wels',
  'eger',
  'baja',
  'papa',
  'vac',
  'erd',
  'bonn',
  'mira',
  'jesenice',
  'vodice',
  'plaski',
  'tisno',
  'zabok',
  'ilok',
  'klis',
  'severin',
  'berek',
  'jarun',
  'trnje',
  'kman',
  'zamet',
]);
/** Words after which a place follows ("u", "iz", "kod", "in", "bei", "near"). */
const PLACE_PREPOSITIONS = new Set([
  'u',
  'iz',
  'kod',
  'blizu',
  'na',
  'in',
  'bei',
  'aus',
  'near',
  'around',
  'nahe',
  'um',
]);
/** Places guessed from endings and typos: the larger ones (a typo is rarely meant for a hamlet). */
const GUESSABLE_WEIGHT = 10_000;
/**
 * Across the EU, thousands of town names sit a letter away from an everyday word ("best" is one from Brest,
 * "bar" from Bari): typos are forgiven in the names of places near home (Croatia and its neighbours) and of
 * the big cities people drive to, not of every town in the gazetteer.
 */
const TYPO_COUNTRIES = new Set(['HR', 'SI', 'BA', 'RS', 'ME', 'HU', 'AT']);
const TYPO_CITY_POPULATION = 250_000;
const typoForgiven = (place: Place) =>
  weight(place) >= GUESSABLE_WEIGHT &&
  (TYPO_COUNTRIES.has(place.countryCode) || (place.population ?? 0) >= TYPO_CITY_POPULATION);

/** Croatian case endings tried on unknown words, longest first ("Sesvetama", "Ljubljani", "Zagrebu"). */
const ENDINGS = ['ama', 'ima', 'om', 'em', 'oj', 'u', 'a', 'e', 'i'];
/** What may replace an ending to give the name ("Ljubljani" → ljubljan + a, "Đakovu" → đakov + o). */
const NAME_ENDINGS = ['', 'a', 'o', 'e', 'i'];
const MIN_FUZZY_LENGTH = 5;

const vocabulary = new Map<string, Meaning[]>();
let longestPhrase = 1;

function add(meaning: Meaning, text: string): void {
  const key = phraseKey(text);
  if (!key) return;
  const meanings = vocabulary.get(key);
  // A name two places share ("Dubrava", "Otok") means the better-known one.
  if (meaning.kind === 'place' && meanings) {
    const index = meanings.findIndex((existing) => existing.kind === 'place');
    if (index >= 0) {
      const existing = meanings[index] as { kind: 'place'; id: string };
      if (weight(placeById(meaning.id)!) > weight(placeById(existing.id)!)) meanings[index] = meaning;
      return;
    }
  }
  if (!meanings) vocabulary.set(key, [meaning]);
  else if (!meanings.some((existing) => JSON.stringify(existing) === JSON.stringify(meaning))) meanings.push(meaning);
  longestPhrase = Math.max(longestPhrase, key.split(' ').length);
}

for (const [category, phrases] of Object.entries(CATEGORY_PHRASES) as [ServiceCategory, readonly string[]][]) {
  for (const phrase of phrases) add({ kind: 'category', category }, phrase);
}
for (const entry of PLACES) for (const spelling of spellingsOf(entry)) add({ kind: 'place', id: entry.id }, spelling);
for (const phrase of NEAR_ME_PHRASES) add({ kind: 'near' }, phrase);
// Brands as the AI search knows them (names, short names, Croatian case forms).
for (const [key, meanings] of PHRASES) {
  for (const meaning of meanings)
    if (meaning.kind === 'brand' && !vocabulary.has(key)) add({ kind: 'brand', brand: meaning.brand }, key);
}
// Fillers last: a word that means something keeps that meaning.
for (const word of FILLER_WORDS) if (!vocabulary.has(word)) add({ kind: 'filler' }, word);

/** One-word keys for endings and typos, by kind (fillers are never guessed). */
const placeWords = new Map<string, string>();
const fuzzyKeys: [string, Meaning][] = [];
for (const [key, meanings] of vocabulary) {
  if (key.includes(' ')) continue;
  for (const meaning of meanings) {
    const guessable =
      meaning.kind !== 'place' || (typoForgiven(placeById(meaning.id)!) && !COMMON_WORD_PLACES.has(key));
    if (!guessable) continue;
    if (meaning.kind === 'place') placeWords.set(key, meaning.id);
    if (meaning.kind !== 'filler' && key.length >= MIN_FUZZY_LENGTH - 1 && /^[a-z]+$/.test(key))
      fuzzyKeys.push([key, meaning]);
  }
}
for (const [key, brand] of BRAND_KEYS) fuzzyKeys.push([key, { kind: 'brand', brand }]);

/** A place read from a Croatian case form of its name ("Ljubljani", "Splitu", "Sesvetama"). */
function placeFromEnding(word: string): string | undefined {
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    for (const replacement of NAME_ENDINGS) {
      const id = placeWords.get(stem + replacement);
      if (id) return id;
    }
  }
  return undefined;
}

function categoriesFromStems(word: string): ServiceCategory[] {
  const found: ServiceCategory[] = [];
  for (const [stem, category, where] of CATEGORY_STEMS) {
    const hit = where === 'start' ? word.startsWith(stem) : word.includes(stem);
    if (hit && !found.includes(category)) found.push(category);
  }
  return found;
}

/** The closest one-word key within one edit (two from nine letters), tried on the word and its stems; four-letter words only as a missing letter. */
function fuzzyMeaning(word: string): Meaning | undefined {
  if (word.length < MIN_FUZZY_LENGTH - 1 || !/^[a-z]+$/.test(word)) return undefined;
  const limit = word.length >= 9 ? 2 : 1;
  // A four-letter word is only a longer name missing a letter ("Splt"), never another short word.
  const shortWord = word.length < MIN_FUZZY_LENGTH;
  let best: Meaning | undefined;
  let bestDistance = limit + 1;
  for (const [key, meaning] of fuzzyKeys) {
    if (shortWord && key.length !== word.length + 1) continue;
    const distance = editDistance(word, key, limit);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = meaning;
    }
  }
  if (best) return best;
  // A typo in an inflected place name ("Zagerbu").
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_FUZZY_LENGTH) continue;
    const stem = word.slice(0, -ending.length);
    for (const [key, meaning] of fuzzyKeys) {
      if (meaning.kind === 'place' && editDistance(stem, key, 1) <= 1) return meaning;
    }
  }
  return undefined;
}

/** A later place replaces the first one only when it is a district of it. */
function choosePlace(current: Place | undefined, id: string): Place | undefined {
  const next = placeById(id);
  if (!next) return current;
  if (!current) return next;
  return next.parent === current.id ? next : current;
}

/** The query's words as written (case kept, diacritics kept), in the order the lexer reads them. */
function writtenWords(query: string): string[] {
  return query.match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function understandRepairQuery(query: string): QueryReading {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const words = lex(normaliseQuery(text))
    .filter((token) => token.kind !== 'sym')
    .map((token) => token.text);
  // Capitalised as written ("Luka", "Vis"): looked up by the folded word.
  const capitalised = new Set(
    writtenWords(text)
      .filter((word) => /^\p{Lu}/u.test(word))
      .map((word) => normaliseQuery(word)),
  );
  const written = new Map(writtenWords(text).map((word) => [normaliseQuery(word), word]));
  let placeCandidate: string | undefined;
  const categories: ServiceCategory[] = [];
  let place: Place | undefined;
  let near = false;
  let brand: string | undefined;
  const rest: string[] = [];

  const apply = (meaning: Meaning) => {
    if (meaning.kind === 'category' && !categories.includes(meaning.category)) categories.push(meaning.category);
    else if (meaning.kind === 'place') place = choosePlace(place, meaning.id);
    else if (meaning.kind === 'near') near = true;
    else if (meaning.kind === 'brand') brand ??= meaning.brand;
  };

  for (let start = 0; start < words.length;) {
    let matched = 0;
    const afterPreposition = start > 0 && PLACE_PREPOSITIONS.has(words[start - 1]!);
    for (let length = Math.min(longestPhrase, words.length - start); length >= 1 && !matched; length--) {
      const key = words.slice(start, start + length).join(' ');
      const meanings = vocabulary.get(key);
      if (!meanings) continue;
      // An everyday word that is also a place ("luka", "otok") is a place only when it reads as one.
      const placeAllowed = !COMMON_WORD_PLACES.has(key) || afterPreposition || capitalised.has(key);
      const usable = meanings.filter((meaning) => meaning.kind !== 'place' || placeAllowed);
      if (usable.length === 0) continue;
      // A word with a place and another meaning ("brod" is Slavonski Brod and a ship): all apply.
      for (const meaning of usable) apply(meaning);
      matched = length;
    }
    if (matched) {
      start += matched;
      continue;
    }
    const word = words[start]!;
    start++;
    if (/^\d+$/.test(word)) continue;
    const placeId = placeFromEnding(word);
    if (placeId) {
      apply({ kind: 'place', id: placeId });
      continue;
    }
    const stemmed = categoriesFromStems(word);
    if (stemmed.length > 0) {
      for (const category of stemmed) apply({ kind: 'category', category });
      continue;
    }
    const guess = fuzzyMeaning(word);
    if (guess) apply(guess);
    else {
      rest.push(word);
      // Where a place would stand: after "u", "in", "bei" …, or a capitalised last word ("servis Xyzgrad").
      const isLast = start === words.length;
      if (
        /^\p{L}{3,}$/u.test(word) &&
        (PLACE_PREPOSITIONS.has(words[start - 2] ?? '') || (isLast && capitalised.has(word)))
      ) {
        placeCandidate ??= written.get(word) ?? word;
      }
    }
  }

  // "servis klime" is air conditioning: the general word gives way to what it is about.
  const specific = categories.filter((category) => category !== 'repair');
  return {
    categories: specific.length > 0 ? specific : categories,
    ...(place ? { place } : {}),
    nearMe: near && !place,
    ...(brand ? { brand } : {}),
    rest,
    ...(placeCandidate && !place ? { placeCandidate } : {}),
  };
}

/** The services a shop's name speaks of ("Vulkanizer Marić" → tyres), for sources without that detail. */
export function categoriesInName(name: string): ServiceCategory[] {
  return understandRepairQuery(name).categories;
}
