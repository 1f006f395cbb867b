/**
 * Where a listing is, from its town (as the seller writes it: "Zaprešić", "10290 Zaprešić", "Zagreb -
 * Dubrava") and its country: the gazetteer place's centre. A town the gazetteer does not know in that
 * country is `unknown` (the dealer form and the import report say so: a listing is never placed at a
 * guess); a country the gazetteer does not cover yet answers `uncovered` (the listing stays without
 * coordinates and out of radius searches, rather than refused).
 */
import type { GeoPoint } from '../geo';
import { PLACES, findPlaces, placesByPostcode, type Place } from './gazetteer';

export type Location =
  | { kind: 'found'; place: Place; coordinates: GeoPoint }
  | { kind: 'unknown' }
  | { kind: 'uncovered' }
  | { kind: 'none' };

const COVERED = new Set(PLACES.map((entry) => entry.countryCode));

const found = (place: Place): Location => ({ kind: 'found', place, coordinates: { lat: place.lat, lon: place.lon } });

export function locateTown(town: string, countryCode: string): Location {
  const text = town.trim();
  if (!text) return { kind: 'none' };
  if (!COVERED.has(countryCode)) return { kind: 'uncovered' };
  const inCountry = (name: string) => findPlaces(name).filter((entry) => entry.countryCode === countryCode);
  const leading = /^(\d{4,5})\s+(.+)$/.exec(text);
  const trailing = /^(.+?),?\s+(\d{4,5})$/.exec(text);
  const [postcode, name] = leading
    ? [leading[1]!, leading[2]!]
    : trailing
      ? [trailing[2]!, trailing[1]!]
      : [undefined, undefined];
  if (postcode && name) {
    const byName = inCountry(name);
    if (byName.length > 0) return found(byName[0]!);
    const byPostcode = placesByPostcode(countryCode, postcode);
    if (byPostcode.length > 0) return found(byPostcode[0]!);
  }
  const exact = inCountry(text);
  if (exact.length > 0) return found(exact[0]!);
  // "Zagreb - Dubrava", "Split, Dalmacija": the first part.
  const first = text.split(/\s*[,–-]\s+|\s+[–-]\s*/)[0]!;
  const head = first !== text ? inCountry(first) : [];
  return head.length > 0 ? found(head[0]!) : { kind: 'unknown' };
}
