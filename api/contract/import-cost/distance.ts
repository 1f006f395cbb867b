/**
 * How far the car travels: from the listing's town to a Croatian town, by road. The town is looked up in the
 * gazetteer's core (api/contract/places: Croatia, its neighbours, every town within 500 km of Zagreb or of
 * 90,000 inhabitants or more), which the PWA has whenever it has the gazetteer, so the car page and the
 * server give the same estimate; a town outside it falls back to its country's capital. Roads are longer than the straight line: we add 30 %, our rule of thumb from routes
 * across the Alps and the Pannonian plain (Munich–Zagreb about 420 km straight and 570 km by road,
 * Vienna–Zagreb about 270 km straight and 370 km by road). An estimate the buyer can edit.
 */
import { COUNTRIES } from '../catalog/countries';
import { distanceKm, findPlaces, isCorePlace, placeById, type Place } from '../places/gazetteer-core';

export const ROAD_FACTOR = 1.3;
export const DEFAULT_DESTINATION = 'zagreb';

/** Capitals (WGS 84), the fallback when the town is not in the gazetteer. */
const CAPITALS: Record<string, { lat: number; lon: number }> = {
  AT: { lat: 48.21, lon: 16.37 },
  BE: { lat: 50.85, lon: 4.35 },
  BG: { lat: 42.7, lon: 23.32 },
  HR: { lat: 45.81, lon: 15.98 },
  CY: { lat: 35.17, lon: 33.36 },
  CZ: { lat: 50.08, lon: 14.44 },
  DK: { lat: 55.68, lon: 12.57 },
  EE: { lat: 59.44, lon: 24.75 },
  FI: { lat: 60.17, lon: 24.94 },
  FR: { lat: 48.86, lon: 2.35 },
  DE: { lat: 52.52, lon: 13.4 },
  GR: { lat: 37.98, lon: 23.73 },
  HU: { lat: 47.5, lon: 19.04 },
  IE: { lat: 53.35, lon: -6.26 },
  IT: { lat: 41.9, lon: 12.5 },
  LV: { lat: 56.95, lon: 24.11 },
  LT: { lat: 54.69, lon: 25.28 },
  LU: { lat: 49.61, lon: 6.13 },
  MT: { lat: 35.9, lon: 14.51 },
  NL: { lat: 52.37, lon: 4.9 },
  PL: { lat: 52.23, lon: 21.01 },
  PT: { lat: 38.72, lon: -9.14 },
  RO: { lat: 44.43, lon: 26.1 },
  SK: { lat: 48.15, lon: 17.11 },
  SI: { lat: 46.06, lon: 14.51 },
  ES: { lat: 40.42, lon: -3.7 },
  SE: { lat: 59.33, lon: 18.07 },
};

export function countryCodeOf(countryId: number): string | undefined {
  return COUNTRIES.find((country) => country.id === countryId)?.code;
}

/** Croatian towns a buyer can pick as the destination, the largest first. */
export const DESTINATION_IDS = [
  'zagreb',
  'split',
  'rijeka',
  'osijek',
  'zadar',
  'pula',
  'slavonski-brod',
  'karlovac',
  'varazdin',
  'sibenik',
  'sisak',
  'velika-gorica',
  'dubrovnik',
  'bjelovar',
  'koprivnica',
  'vukovar',
  'cakovec',
  'pozega',
  'vinkovci',
  'gospic',
  'virovitica',
  'krapina',
] as const;

export function croatianDestinations(): Place[] {
  return DESTINATION_IDS.map((id) => placeById(id)).filter((place): place is Place => Boolean(place));
}

export interface TripDistance {
  km: number;
  /** The listing's town was found in the gazetteer (else its country's capital was used). */
  fromTown: boolean;
}

/** Road distance from the listing's town (in its country) to a Croatian place, rounded to 10 km. */
export function tripDistance(
  location: string,
  countryCode: string,
  destinationId: string = DEFAULT_DESTINATION,
): TripDistance | undefined {
  const destination = placeById(destinationId) ?? placeById(DEFAULT_DESTINATION);
  if (!destination) return undefined;
  const town = findPlaces(location.split(',')[0] ?? location).find(
    (place) => place.countryCode === countryCode && isCorePlace(place),
  );
  const from = town ?? CAPITALS[countryCode];
  if (!from) return undefined;
  return { km: Math.round((distanceKm(from, destination) * ROAD_FACTOR) / 10) * 10, fromTown: Boolean(town) };
}
