/**
 * The place gazetteer's functions over the places loaded so far. The data: every Croatian city (grad) and
 * municipality (općina) with its postcode, seat coordinates and the Croatian case forms of its name, the
 * districts of the largest cities, and the towns of every other member state of the European Union (20,000
 * inhabitants or more; fewer in Slovenia, Austria and the smallest states) and of Bosnia and Herzegovina and
 * Serbia, with their names in English, Croatian and German where those differ (Beč, Wien, Vienna; Prag;
 * Varšava, Warschau) and older or local names as spellings (Agram, Laibach, Fiume, Praha, Warszawa).
 * Built by scripts/build-places.ts from GeoNames (CC BY 4.0): PLACES_ATTRIBUTION must be shown wherever the
 * data is (the about page lists it).
 *
 * Postcodes: every Croatian post office's; elsewhere only the centre's postcode of the larger Slovenian,
 * Austrian and German towns the repair search knew. The other countries have none here (no openly licensed
 * postcode list of theirs was at hand), so a postcode search there finds nothing and says so.
 *
 * The data comes in two files: places.json (Croatia, its neighbours, every town within 500 km of Zagreb or of
 * 90,000 inhabitants or more; about 65 KB compressed) is loaded with this module, places-more.json (the rest of
 * the Union's towns, about 115 KB compressed) by `loadMorePlaces()`. The server and the tests import
 * gazetteer.ts, which has both; the PWA imports this module on intent and loads the rest only when a place
 * it is asked for is not in the core (`resolvePlaceLoading`, near-point-loading.ts).
 *
 * One module for every use: the repair search and the AI parser read place names in queries
 * (`findPlaces`, `resolvePlace`), search radius and maps use the coordinates (`distanceKm`, `placesWithin`,
 * `nearestPlace`), generated text names places in the right case (`inPlace`, `fromPlace`, `nearPlace`).
 */
import { distanceKm } from '../distance';
import { foldText, umlautsWrittenOut } from '../text';
import type { PlaceRecord } from './place-record';
import data from './places.json';

export type { PlaceKind, PlaceRecord } from './place-record';
export { distanceKm } from '../distance';
export type Place = PlaceRecord;
type Language = 'en' | 'hr' | 'de';

/** The credit the data's licence asks for (in a module of its own, so a page can show it without the data). */
export { PLACES_ATTRIBUTION } from './attribution';

const loaded: Place[] = [...(data as Place[])];
/** The places loaded so far (all of them on the server). */
export const PLACES: readonly Place[] = loaded;

const BY_ID = new Map(PLACES.map((entry) => [entry.id, entry]));
const CORE = new Set<Place>(PLACES);

/** Whether a place is in the core file (loaded with this module), which the PWA always has when it has any. */
export function isCorePlace(entry: Place): boolean {
  return CORE.has(entry);
}

/** Adds places to those loaded (once each); the indexes are built again when next asked. */
export function addPlaces(records: readonly Place[]): void {
  for (const entry of records) {
    if (BY_ID.has(entry.id)) continue;
    loaded.push(entry);
    BY_ID.set(entry.id, entry);
  }
  keyIndex = undefined;
  postcodeIndex = undefined;
  version = undefined;
}

let more: Promise<void> | undefined;
/** Loads the rest of the Union's towns (a separate chunk in the PWA); at once when they are here already. */
export function loadMorePlaces(): Promise<void> {
  more ??= import('./places-more.json').then(
    (module) => addPlaces(module.default as Place[]),
    (error: unknown) => {
      // Offline before the PWA's chunk was cached: the next call tries again.
      more = undefined;
      throw error;
    },
  );
  return more;
}

export function placeById(id: string): Place | undefined {
  return BY_ID.get(id);
}

let version: string | undefined;
/**
 * Changes whenever the places loaded change (ids, positions): what a listing left unplaced by one version of
 * the gazetteer is tried again by the next (a town added, a spelling learnt).
 */
export function placesVersion(): string {
  if (version) return version;
  let hash = 0x811c9dc5;
  for (const entry of PLACES)
    for (const text of [entry.id, entry.countryCode, String(entry.lat), String(entry.lon), ...entry.aliases]) {
      for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
      hash = Math.imul(hash ^ 0x7c, 0x01000193);
    }
  version = `${PLACES.length}-${(hash >>> 0).toString(36)}`;
  return version;
}

/** A spelling as matched: folded (no case, no diacritics), words joined by one space ("pula pola"). */
export function placeKey(text: string): string {
  return foldText(text)
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every spelling of a place as a key: its names, aliases, umlauts written out, and its Croatian case forms. */
export function spellingsOf(entry: Place): string[] {
  const names = [entry.names.en, entry.names.hr, entry.names.de, ...entry.aliases];
  return [
    ...new Set([...names, ...names.map(umlautsWrittenOut), entry.hr.gen, entry.hr.loc].map(placeKey).filter(Boolean)),
  ];
}

let keyIndex: Map<string, Place[]> | undefined;
function index(): Map<string, Place[]> {
  if (keyIndex) return keyIndex;
  keyIndex = new Map();
  for (const entry of PLACES) {
    for (const key of spellingsOf(entry)) {
      const list = keyIndex.get(key);
      if (list) list.push(entry);
      else keyIndex.set(key, [entry]);
    }
  }
  // The best-known first: cities before districts of another city's name, then by population.
  for (const list of keyIndex.values()) list.sort((a, b) => weight(b) - weight(a));
  return keyIndex;
}

/** Larger places first when a name is shared ("Dubrava" the Zagreb district before the municipality). */
export function weight(entry: Place): number {
  const population = entry.population ?? (entry.kind === 'district' ? 60_000 : 1_000);
  return population;
}

/** The places a text names exactly (any spelling or case form), the best-known first. */
export function findPlaces(text: string): Place[] {
  return index().get(placeKey(text)) ?? [];
}

/**
 * What a text names when one place is needed (a listing's town, a search's place):
 * - `found`: one place has that name (or spelling, or Croatian case form) in the country asked for;
 * - `ambiguous`: several have it ("Novigrad" in Istria and by Zadar, "Frankfurt" am Main and an der Oder) or,
 *   when none has it, several have names with those words ("Sveti Ivan": Zelina and Žabno; "Ivanić");
 *   the candidates come the most populous first, each with its region and country to tell them apart;
 * - `unknown`: no place, or too many to offer (more than `MAX_CANDIDATES`).
 * A name beats a case form: "Dubrava" is the two places called so, not another whose genitive it might be.
 * `exact` says whether the candidates share the name itself (else they only contain its words).
 */
export type PlaceResolution =
  { kind: 'found'; place: Place } | { kind: 'ambiguous'; candidates: Place[]; exact: boolean } | { kind: 'unknown' };

export const MAX_CANDIDATES = 8;

export function resolvePlace(
  text: string,
  options: {
    countryCode?: string;
    /** Look for names containing the words (default); no for exact names only. */ partial?: boolean;
  } = {},
): PlaceResolution {
  const key = placeKey(text);
  if (!key) return { kind: 'unknown' };
  const inCountry = (entry: Place) => !options.countryCode || entry.countryCode === options.countryCode;
  const exact = findPlaces(text).filter(inCountry);
  const named = exact.filter((entry) => nameKeys(entry).includes(key));
  const matches = named.length > 0 ? named : exact;
  if (matches.length === 1) return { kind: 'found', place: matches[0]! };
  if (matches.length > 1) return { kind: 'ambiguous', candidates: matches.slice(0, MAX_CANDIDATES), exact: true };
  // Words of a longer name: "sveti ivan" in "sveti ivan zelina", "ivanic" in "klostar ivanic" (whole words only).
  if (options.partial === false || key.replace(/ /g, '').length < 4) return { kind: 'unknown' };
  const containing = PLACES.filter(
    (entry) => inCountry(entry) && nameKeys(entry).some((name) => ` ${name} `.includes(` ${key} `)),
  ).sort((a, b) => weight(b) - weight(a) || a.id.localeCompare(b.id));
  if (containing.length === 0 || containing.length > MAX_CANDIDATES) return { kind: 'unknown' };
  return { kind: 'ambiguous', candidates: containing, exact: false };
}

/**
 * The place to take when one must be taken without asking (the AI parser, an old listing's town): the one
 * place, or of several with the same name the most populous (candidates[0]); none for a text that only
 * shares words with names, which would be a guess.
 */
export function likeliestPlace(text: string, options: { countryCode?: string } = {}): Place | undefined {
  const resolution = resolvePlace(text, { ...options, partial: false });
  if (resolution.kind === 'found') return resolution.place;
  return resolution.kind === 'ambiguous' && resolution.exact ? resolution.candidates[0] : undefined;
}

/** How a candidate is told apart: "Novigrad (Zadarska županija)", "Frankfurt (Oder) (Brandenburg, DE)". */
export function placeLabel(entry: Place, language: Language): string {
  const where = [entry.kind === 'district' ? placeById(entry.parent ?? '')?.names[language] : undefined, entry.region]
    .filter(Boolean)
    .join(', ');
  const country = entry.countryCode === 'HR' ? '' : entry.countryCode;
  const detail = [where, country].filter(Boolean).join(', ');
  return detail ? `${entry.names[language]} (${detail})` : entry.names[language];
}

const nameKeyCache = new WeakMap<Place, string[]>();
/** A place's names and spellings as keys, without its case forms. */
function nameKeys(entry: Place): string[] {
  let keys = nameKeyCache.get(entry);
  if (!keys) {
    const names = [entry.names.en, entry.names.hr, entry.names.de, ...entry.aliases];
    keys = [...new Set([...names, ...names.map(umlautsWrittenOut)].map(placeKey).filter(Boolean))];
    nameKeyCache.set(entry, keys);
  }
  return keys;
}

/** The place's name in a language. */
export function placeName(entry: Place, language: Language): string {
  return entry.names[language];
}

/** The name the place's own people write (street signs, addresses). */
export function localName(entry: Place): string {
  return entry.countryCode === 'AT' || entry.countryCode === 'DE' ? entry.names.de : entry.names.hr;
}

/** Croatian case forms, or a construction that needs none when the forms are not sure ("u općini Lobor"). */
function croatian(entry: Place, form: 'gen' | 'loc', preposition: string): string {
  if (entry.hr.certain) return `${preposition} ${entry.hr[form]}`;
  const noun =
    entry.kind === 'municipality' ? (form === 'loc' ? 'općini' : 'općine') : form === 'loc' ? 'mjestu' : 'mjesta';
  return `${preposition} ${noun} ${entry.names.hr}`;
}

/** "in Osijek", "u Osijeku", "na Trešnjevci", "in Osijek". */
export function inPlace(entry: Place, language: Language): string {
  if (language === 'hr') return croatian(entry, 'loc', entry.hr.prep);
  return `in ${entry.names[language]}`;
}

/** "from Zaprešić", "iz Zaprešića", "aus Zaprešić" (Croatian "s" for places one is "na"). */
export function fromPlace(entry: Place, language: Language): string {
  if (language === 'hr') return croatian(entry, 'gen', entry.hr.prep === 'na' ? 's' : 'iz');
  return `${language === 'en' ? 'from' : 'aus'} ${entry.names[language]}`;
}

/** "near Zadar", "kod Zadra", "bei Zadar". */
export function nearPlace(entry: Place, language: Language): string {
  if (language === 'hr') return croatian(entry, 'gen', 'kod');
  return `${language === 'en' ? 'near' : 'bei'} ${entry.names[language]}`;
}

/** Places (not districts) within a distance of a point, nearest first. */
export function placesWithin(point: { lat: number; lon: number }, km: number): { place: Place; distanceKm: number }[] {
  return PLACES.filter((entry) => entry.kind !== 'district')
    .map((entry) => ({ place: entry, distanceKm: distanceKm(point, entry) }))
    .filter((item) => item.distanceKm <= km)
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/**
 * The place a point belongs to: the nearest whose radius (plus a margin) reaches it, a larger place
 * winning over a smaller one just as near (a point in Zagreb is Zagreb, not the municipality next door).
 */
export function nearestPlace(point: { lat: number; lon: number }, marginKm = 10): Place | undefined {
  let best: Place | undefined;
  let bestScore = Infinity;
  for (const entry of PLACES) {
    if (entry.kind === 'district') continue;
    const distance = distanceKm(point, entry);
    if (distance > entry.radiusKm + marginKm) continue;
    const score = distance - entry.radiusKm;
    if (score < bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

let postcodeIndex: Map<string, Place[]> | undefined;

/**
 * The places a postcode belongs to in a country, the largest first: one Croatian post office serves
 * several municipalities (10310 Ivanić-Grad also serves Kloštar Ivanić), so the choice is by population.
 */
export function placesByPostcode(countryCode: string, postcode: string): Place[] {
  if (!postcodeIndex) {
    postcodeIndex = new Map();
    for (const entry of PLACES) {
      if (entry.kind === 'district') continue;
      for (const code of entry.postcodes ?? (entry.postcode ? [entry.postcode] : [])) {
        const key = `${entry.countryCode}-${code}`;
        const list = postcodeIndex.get(key);
        if (list) list.push(entry);
        else postcodeIndex.set(key, [entry]);
      }
    }
    for (const list of postcodeIndex.values()) list.sort((a, b) => weight(b) - weight(a) || a.id.localeCompare(b.id));
  }
  return postcodeIndex.get(`${countryCode.toUpperCase()}-${postcode.replace(/\s+/g, '').toUpperCase()}`) ?? [];
}
