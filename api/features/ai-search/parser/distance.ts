/**
 * The distance filters: "within 50 km of Split", "do 100 km od Zagreba", "im Umkreis von 50 km um Graz"
 * (a radius and a place), and "near Split", "blizu Splita", "in der Nähe von Graz" (a place, any distance).
 * The place is looked up in the shared gazetteer (api/contract/places), in any of its spellings and
 * Croatian case forms; the radius goes up to the next one a search offers (30 km → 50 km), and one over
 * the largest is any distance. The words read here are neither a mileage nor anything else.
 */
import { likeliestPlace, type Place } from '@contract/places/gazetteer';
import { RADIUS_OPTIONS, type RadiusKm, type SearchFilters } from '@contract/search-semantics';
import { claimSpan, type PhraseTable } from './phrase-table';

const KM_WORDS = new Set([
  'km',
  'kms',
  'kilometer',
  'kilometers',
  'kilometre',
  'kilometres',
  'kilometara',
  'kilometra',
  'kilometrima',
  'kilometern',
]);
/** Phrases as their words, longest first (the longest one that fits is taken). */
const phrases = (...texts: string[]) => texts.map((text) => text.split(' ')).sort((a, b) => b.length - a.length);

/** Between the radius and the place: "of Split", "od Zagreba", "oko Splita", "um Graz", "von Wien", "rund um Linz". */
const PLACE_PREPOSITIONS = phrases('of', 'from', 'around', 'od', 'oko', 'um', 'rund um', 'von', 'bei');
/** Before the radius: "within", "do", "u krugu od", "im Umkreis von" … */
const RADIUS_LEAD_INS = phrases(
  'within',
  'up to',
  'under',
  'less than',
  'do',
  'unutar',
  'u krugu od',
  'u krugu',
  'u radijusu od',
  'u radijusu',
  'najvise',
  'im umkreis von',
  'im umkreis',
  'umkreis von',
  'umkreis',
  'im radius von',
  'innerhalb von',
  'innerhalb',
  'bis',
);
/** A place without a radius: "near Split", "blizu Splita", "u blizini Osijeka", "in der Nähe von Graz". */
const NEAR_WORDS = phrases(
  'near',
  'close to',
  'blizu',
  'u blizini',
  'in der nahe von',
  'in der nahe',
  'nahe',
  'nahe bei',
);
/** The most words of a place's name ("Sveti Ivan Zelina"). */
const LONGEST_PLACE = 4;

interface Found {
  start: number;
  end: number;
  place: Place;
  radiusKm?: number;
}

export function recogniseDistance(table: PhraseTable): Pick<SearchFilters, 'near' | 'radiusKm'> {
  for (let index = 0; index < table.content.length; index++) {
    const found = radiusAt(table, index) ?? nearAt(table, index);
    if (!found) continue;
    claimSpan(table, found.start, found.end);
    const radiusKm = found.radiusKm === undefined ? undefined : offeredRadius(found.radiusKm);
    return { near: found.place.id, ...(radiusKm !== undefined && { radiusKm }) };
  }
  return {};
}

/** "[within] 50 km of Split": the number at `index`. */
function radiusAt(table: PhraseTable, index: number): Found | undefined {
  const number = table.content[index]!;
  if (number.kind !== 'num' || !(number.value > 0) || !KM_WORDS.has(table.content[index + 1]?.text ?? ''))
    return undefined;
  const preposition = phraseAt(table, index + 2, PLACE_PREPOSITIONS);
  if (!preposition) return undefined;
  const place = placeAt(table, index + 2 + preposition);
  if (!place) return undefined;
  const leadIn = phraseBefore(table, index, RADIUS_LEAD_INS);
  return { start: index - leadIn, end: place.end, place: place.place, radiusKm: number.value };
}

/** "near Split": the near word at `index`. */
function nearAt(table: PhraseTable, index: number): Found | undefined {
  const near = phraseAt(table, index, NEAR_WORDS);
  const place = near ? placeAt(table, index + near) : undefined;
  return place && { start: index, end: place.end, place: place.place };
}

/** The longest place name starting at `start`, within its clause. */
function placeAt(table: PhraseTable, start: number): { place: Place; end: number } | undefined {
  for (let length = LONGEST_PLACE; length >= 1; length--) {
    const words = table.content.slice(start, start + length);
    if (
      words.length < length ||
      words.some((word) => word.kind !== 'word') ||
      table.breakBefore.slice(start + 1, start + length).includes(true)
    )
      continue;
    // A name several places share is the most populous of them ("Frankfurt" am Main); the search names it.
    const place = likeliestPlace(words.map((word) => word.text).join(' '));
    if (place) return { place, end: start + length };
  }
  return undefined;
}

/** The length of the longest of the phrases starting at `start` (within its clause), or 0. */
function phraseAt(table: PhraseTable, start: number, phrases: readonly (readonly string[])[]): number {
  return phrases.find((words) => wordsAt(table, start, words))?.length ?? 0;
}

/** The length of the longest of the phrases ending right before `end` (in the same clause), or 0. */
function phraseBefore(table: PhraseTable, end: number, phrases: readonly (readonly string[])[]): number {
  if (table.breakBefore[end]) return 0;
  return phrases.find((words) => end >= words.length && wordsAt(table, end - words.length, words))?.length ?? 0;
}

function wordsAt(table: PhraseTable, start: number, words: readonly string[]): boolean {
  return words.every(
    (word, offset) =>
      table.content[start + offset]?.text === word && (offset === 0 || !table.breakBefore[start + offset]),
  );
}

/** The smallest radius a search offers that covers the one asked for; undefined (any distance) past the largest. */
export function offeredRadius(km: number): RadiusKm | undefined {
  return RADIUS_OPTIONS.find((option) => option >= km);
}
