/**
 * The point a search's `near` value names (near.ts): a gazetteer place's centre, the place a postcode
 * belongs to, or the point itself. Needs the gazetteer: the server imports it, the PWA on intent only.
 */
import type { GeoPoint } from '../geo';
import { parseNear } from '../near';
import { placeById, placesByPostcode, type Place } from './gazetteer';

export interface NearPoint {
  point: GeoPoint;
  /** The place named or found by postcode; absent for a point. */
  place?: Place;
}

/** The point, or undefined when the value names no known place or postcode. */
export function resolveNear(near: string): NearPoint | undefined {
  const ref = parseNear(near);
  if (!ref) return undefined;
  if (ref.kind === 'point') return { point: ref.point };
  const place = ref.kind === 'place' ? placeById(ref.id) : placesByPostcode(ref.countryCode, ref.postcode)[0];
  return place ? { point: { lat: place.lat, lon: place.lon }, place } : undefined;
}
