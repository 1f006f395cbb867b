/**
 * The place gazetteer: every Croatian city (grad) and municipality (općina) with its postcode, seat
 * coordinates and the Croatian case forms of its name, the districts of the largest cities, and the larger
 * towns of Slovenia, Austria, Hungary, Bosnia and Herzegovina, Serbia, northern Italy and Germany's main
 * cities with their names in English, Croatian and German (Beč, Wien, Vienna) and older names (Agram,
 * Laibach, Fiume). Built by scripts/build-places.ts from GeoNames (CC BY 4.0): PLACES_ATTRIBUTION must be
 * shown wherever the data is (the about page lists it).
 *
 * One module for every use: the repair search and the AI parser read place names in queries
 * (`findPlaces`), search radius and maps use the coordinates (`distanceKm`, `placesWithin`,
 * `nearestPlace`), generated text names places in the right case (`inPlace`, `fromPlace`, `nearPlace`).
 * The server imports it; the PWA only on intent (a dynamic import), as the data is about 240 KB.
 */
import { distanceKm } from '../distance';
import { foldText } from '../text';
import type { PlaceRecord } from './place-record';
import data from './places.json';

export type { PlaceKind, PlaceRecord } from './place-record';
export { distanceKm } from '../distance';
export type Place = PlaceRecord;
type Language = 'en' | 'hr' | 'de';

/** The credit the data's licence asks for (in a module of its own, so a page can show it without the data). */
export { PLACES_ATTRIBUTION } from './attribution';

export const PLACES: readonly Place[] = data as Place[];

const BY_ID = new Map(PLACES.map((entry) => [entry.id, entry]));

export function placeById(id: string): Place | undefined {
  return BY_ID.get(id);
}

/** A spelling as matched: folded (no case, no diacritics), words joined by one space ("pula pola"). */
export function placeKey(text: string): string {
  return foldText(text)
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** German umlauts also written out ("Muenchen", "Koeln", "Duesseldorf"). */
const umlautsWrittenOut = (text: string) =>
  text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue');

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
