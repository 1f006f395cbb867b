/**
 * Where a listing is, from its town (as the seller writes it: "Zaprešić", "10290 Zaprešić", "Zagreb -
 * Dubrava", "Novigrad, Zadarska") and its country: the gazetteer place's centre. A town the gazetteer does
 * not know in that country is `unknown`, a name several places share ("Novigrad", "Sveta Nedelja",
 * "Frankfurt") is `ambiguous` with its candidates unless a postcode or a region after a comma tells which
 * (the dealer form and the import report say so and ask which one: a listing is never placed at a guess); a
 * country the gazetteer does not cover answers `uncovered` (the listing stays without coordinates and out
 * of radius searches, rather than refused). A postcode alone that several places share (10310: Ivanić-Grad and
 * Kloštar Ivanić) places the listing at the largest of them: the postcode itself says where it is.
 */
import type { GeoPoint } from '../geo';
import { PLACES, placeKey, placesByPostcode, resolvePlace, type Place, type PlaceResolution } from './gazetteer';

export type Location =
  | { kind: 'found'; place: Place; coordinates: GeoPoint }
  | { kind: 'ambiguous'; candidates: Place[] }
  | { kind: 'unknown' }
  | { kind: 'uncovered' }
  | { kind: 'none' };

const COVERED = new Set(PLACES.map((entry) => entry.countryCode));

const found = (place: Place): Location => ({ kind: 'found', place, coordinates: { lat: place.lat, lon: place.lon } });

/** The candidates a postcode or a region ("Zadarska", "Brandenburg") narrows to. */
function narrowed(candidates: Place[], postcode?: string, region?: string): Place[] {
  return candidates.filter(
    (entry) =>
      (!postcode || entry.postcode === postcode || Boolean(entry.postcodes?.includes(postcode))) &&
      (!region || ` ${placeKey(entry.region)} `.includes(` ${placeKey(region)}`)),
  );
}

function settle(resolution: PlaceResolution, postcode?: string, region?: string): Location | undefined {
  if (resolution.kind === 'found') return found(resolution.place);
  if (resolution.kind === 'unknown') return undefined;
  const narrower = postcode || region ? narrowed(resolution.candidates, postcode, region) : [];
  if (narrower.length === 1) return found(narrower[0]!);
  return { kind: 'ambiguous', candidates: narrower.length > 1 ? narrower : resolution.candidates };
}

export function locateTown(town: string, countryCode: string): Location {
  const text = town.trim();
  if (!text) return { kind: 'none' };
  if (!COVERED.has(countryCode)) return { kind: 'uncovered' };
  const inCountry = (name: string) => resolvePlace(name, { countryCode });
  const leading = /^(\d{4,5})\s+(.+)$/.exec(text);
  const trailing = /^(.+?),?\s+(\d{4,5})$/.exec(text);
  const [postcode, name] = leading
    ? [leading[1]!, leading[2]!]
    : trailing
      ? [trailing[2]!, trailing[1]!]
      : [undefined, undefined];
  if (postcode && name) {
    const byName = settle(inCountry(name), postcode);
    if (byName?.kind === 'found') return byName;
    const byPostcode = placesByPostcode(countryCode, postcode);
    if (byPostcode.length > 0) return found(byPostcode[0]!);
    if (byName) return byName;
  }
  const exact = settle(inCountry(text));
  if (exact) return exact;
  // "Zagreb - Dubrava", "Split, Dalmacija", "Novigrad, Zadarska": the first part, what follows a comma as a region.
  const [first, ...rest] = text.split(/\s*[,–-]\s+|\s+[–-]\s*/);
  const head =
    first !== text ? settle(inCountry(first!), undefined, text.includes(',') ? rest.join(' ') : undefined) : undefined;
  return head ?? { kind: 'unknown' };
}
