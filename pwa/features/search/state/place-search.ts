/**
 * The place field's suggestions, from the bundled gazetteer: places whose name (in any language, an older
 * name or a Croatian case form) or one of whose words begins with what was typed ("Zag" → Zagreb, "ivan"
 * → Ivanić-Grad, Sveti Ivan Zelina …), or whose postcode begins with the digits typed ("100" → 10000
 * Zagreb). The gazetteer is large: this module (with its core: Croatia, the neighbours and the larger towns)
 * is loaded only when the person turns to the field, never with the home page, and the rest of the Union's
 * towns only when the core answers a text with fewer than a full list (`mayFindMore`, `loadEveryPlace`). The
 * service worker precaches both, so the field works offline too.
 */
import { nearFromPostcode, parseNear } from '@contract/near';
import {
  PLACES,
  findPlaces,
  loadMorePlaces,
  placeById,
  placeKey,
  placesByPostcode,
  spellingsOf,
  weight,
  type Place,
} from '@contract/places/gazetteer-core';
import type { Language } from '../../../lib/language';

export interface PlaceSuggestion {
  /** The search's `near` value: a place id (`zagreb`) or a postcode (`HR-10000`). */
  near: string;
  /** What the field shows once chosen: "Zagreb", "10000 Zagreb". */
  label: string;
  /** Where it is, to tell places of one name apart: "Zagrebačka županija, Hrvatska". */
  detail: string;
}

export const MAX_SUGGESTIONS = 8;

/** The places a search is made around: towns, cities and municipalities (a city's districts are inside it). */
const searchable = (place: Place) => place.kind !== 'district';

let spellings: { key: string; words: string[]; place: Place }[] | undefined;
let spellingsOfPlaces = 0;
function allSpellings() {
  // Built again once more places have been loaded.
  if (!spellings || spellingsOfPlaces !== PLACES.length) {
    spellings = PLACES.filter(searchable).flatMap((place) =>
      spellingsOf(place).map((key) => ({ key, words: key.split(' '), place })),
    );
    spellingsOfPlaces = PLACES.length;
  }
  return spellings;
}

let everyPlace = false;
/** Loads the rest of the Union's towns (once); a failed load (offline, not cached) may be tried again. */
export async function loadEveryPlace(): Promise<void> {
  await loadMorePlaces();
  everyPlace = true;
}

/**
 * Whether the rest of the Union's towns could change what the field shows for a text or a chosen `near`:
 * the core names no place exactly so and has fewer than a full list of suggestions, or does not know the
 * place chosen.
 */
export function mayFindMore(text: string | null, near: string | undefined, language: Language): boolean {
  if (everyPlace) return false;
  if (text?.trim())
    return suggestPlaces(text, language).length < MAX_SUGGESTIONS && exactPlace(text, language) === undefined;
  return near !== undefined && parseNear(near)?.kind !== 'point' && labelOfNear(near, language) === undefined;
}

const countryNames = new Map<Language, Intl.DisplayNames | null>();
function countryName(code: string, language: Language): string {
  if (!countryNames.has(language)) {
    try {
      countryNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      countryNames.set(language, null);
    }
  }
  return countryNames.get(language)?.of(code) ?? code;
}

function detailOf(place: Place, language: Language): string {
  return [place.region, countryName(place.countryCode, language)].filter(Boolean).join(', ');
}

function byName(place: Place, language: Language): PlaceSuggestion {
  return { near: place.id, label: place.names[language], detail: detailOf(place, language) };
}

function byPostcode(place: Place, postcode: string, language: Language): PlaceSuggestion {
  return {
    near: nearFromPostcode(place.countryCode, postcode),
    label: `${postcode} ${place.names[language]}`,
    detail: detailOf(place, language),
  };
}

const POSTCODE_TYPED = /^\d{2,5}$/;
/** "10000 Zagreb", "Zagreb 10000", "10000": a postcode typed with or without its town. */
const POSTCODE_AND_TOWN = /^(?:(\d{4,5})\s+(.+)|(.+?),?\s+(\d{4,5})|(\d{4,5}))$/;

/** Croatia first (the marketplace's home), then the larger place. */
const rank = (a: Place, b: Place) =>
  Number(b.countryCode === 'HR') - Number(a.countryCode === 'HR') || weight(b) - weight(a) || a.id.localeCompare(b.id);

function postcodeSuggestions(digits: string, language: Language): PlaceSuggestion[] {
  const found: { place: Place; postcode: string }[] = [];
  for (const place of PLACES) {
    if (!searchable(place)) continue;
    for (const postcode of place.postcodes ?? (place.postcode ? [place.postcode] : [])) {
      if (postcode.startsWith(digits)) found.push({ place, postcode });
    }
  }
  found.sort(
    (a, b) =>
      Number(b.postcode === digits) - Number(a.postcode === digits) ||
      a.postcode.localeCompare(b.postcode) ||
      rank(a.place, b.place),
  );
  const seen = new Set<string>();
  const suggestions: PlaceSuggestion[] = [];
  for (const { place, postcode } of found) {
    const suggestion = byPostcode(place, postcode, language);
    // One post office serves several municipalities: the largest stands for the postcode (as the search reads it).
    if (seen.has(suggestion.near)) continue;
    seen.add(suggestion.near);
    suggestions.push(suggestion);
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}

/** Up to eight places for what was typed, the closest match first; none for an empty text. */
export function suggestPlaces(text: string, language: Language): PlaceSuggestion[] {
  const typed = text.trim();
  if (!typed) return [];
  if (POSTCODE_TYPED.test(typed)) return postcodeSuggestions(typed, language);
  const key = placeKey(typed);
  if (!key) return [];
  const scored = new Map<Place, number>();
  for (const { key: spelling, words, place } of allSpellings()) {
    // 0: the whole name; 1: the name begins so; 2: one of its words does ("Ivan" in "Sveti Ivan Zelina").
    const score =
      spelling === key ? 0 : spelling.startsWith(key) ? 1 : words.some((word) => word.startsWith(key)) ? 2 : -1;
    if (score < 0) continue;
    const before = scored.get(place);
    if (before === undefined || score < before) scored.set(place, score);
  }
  return [...scored]
    .sort(([a, scoreA], [b, scoreB]) => scoreA - scoreB || rank(a, b))
    .slice(0, MAX_SUGGESTIONS)
    .map(([place]) => byName(place, language));
}

/**
 * The place a typed text names exactly, when the person did not pick from the list ("split", "Zagreba",
 * "10000", "10000 Zagreb"); undefined when it names none.
 */
export function exactPlace(text: string, language: Language): PlaceSuggestion | undefined {
  const typed = text.trim();
  const postcode = POSTCODE_AND_TOWN.exec(typed);
  if (postcode) {
    const digits = postcode[1] ?? postcode[4] ?? postcode[5]!;
    const town = postcode[2] ?? postcode[3];
    const places = PLACES.filter(searchable).filter((place) =>
      (place.postcodes ?? (place.postcode ? [place.postcode] : [])).includes(digits),
    );
    const named = town ? findPlaces(town).filter((place) => places.includes(place)) : [];
    const place = named[0] ?? [...places].sort(rank)[0];
    if (place) return byPostcode(place, digits, language);
  }
  const place = findPlaces(typed).filter(searchable).sort(rank)[0];
  return place ? byName(place, language) : undefined;
}

/** The field's text for a `near` value from a link: "Zagreb", "10000 Zagreb"; undefined for a point or an unknown value. */
export function labelOfNear(near: string, language: Language): string | undefined {
  const ref = parseNear(near);
  if (!ref || ref.kind === 'point') return undefined;
  if (ref.kind === 'place') {
    const place = placeById(ref.id);
    return place ? place.names[language] : undefined;
  }
  const place = placesByPostcode(ref.countryCode, ref.postcode)[0];
  return place ? `${ref.postcode} ${place.names[language]}` : undefined;
}
