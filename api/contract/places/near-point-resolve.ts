/** Resolving a search's `near` (near.ts) with whichever gazetteer lookups are loaded: see near-point.ts. */
import type { GeoPoint } from '../geo';
import { parseNear } from '../near';
import type { PlaceRecord as Place } from './place-record';

export interface NearPoint {
  point: GeoPoint;
  /** The place named or found by postcode; absent for a point. */
  place?: Place;
}

export interface NearLookup {
  placeById(id: string): Place | undefined;
  placesByPostcode(countryCode: string, postcode: string): Place[];
}

export function resolveNearWith(near: string, lookup: NearLookup): NearPoint | undefined {
  const ref = parseNear(near);
  if (!ref) return undefined;
  if (ref.kind === 'point') return { point: ref.point };
  const place =
    ref.kind === 'place' ? lookup.placeById(ref.id) : lookup.placesByPostcode(ref.countryCode, ref.postcode)[0];
  return place ? { point: { lat: place.lat, lon: place.lon }, place } : undefined;
}
