/**
 * The search's `near` filter as text (URL, saved searches, alerts, the device's offline search), and its
 * radius. One value names one point, in one of three forms:
 * - a place of the gazetteer by its id: `zagreb`, `sveti-ivan-zelina`;
 * - a postcode with its country (ISO 3166-1 alpha-2): `HR-10000`, `AT-1010`;
 * - a point, the browser's "my location": `@45.82,15.98` (latitude, longitude). Rounded to two decimals
 *   (about a kilometre) before it is put in a URL or stored: enough for the smallest radius, and it does
 *   not record where the person's door is.
 * Zod- and data-free: reading a place id or postcode needs the gazetteer (places/near-point.ts).
 */
import type { GeoPoint } from './geo';

/** The radii a search may ask for, in kilometres; no radius: any distance. */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 200, 500] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS)[number];

export type NearRef =
  | { kind: 'place'; id: string }
  | { kind: 'postcode'; countryCode: string; postcode: string }
  | { kind: 'point'; point: GeoPoint };

export const MAX_NEAR_LENGTH = 40;
const PLACE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const POSTCODE = /^([A-Z]{2})-([0-9A-Z]{2,10})$/;
const POINT = /^@(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;

/** The form of a `near` value, or undefined when it has none of the three forms (or a point is off the globe). */
export function parseNear(near: string): NearRef | undefined {
  if (near.length > MAX_NEAR_LENGTH) return undefined;
  const point = POINT.exec(near);
  if (point) {
    const lat = Number(point[1]);
    const lon = Number(point[2]);
    return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { kind: 'point', point: { lat, lon } } : undefined;
  }
  const postcode = POSTCODE.exec(near);
  if (postcode) return { kind: 'postcode', countryCode: postcode[1]!, postcode: postcode[2]! };
  return PLACE_ID.test(near) ? { kind: 'place', id: near } : undefined;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** `@45.82,15.98`: a point (the browser's location) as a `near` value, rounded to about a kilometre. */
export function nearFromPoint(point: GeoPoint): string {
  return `@${round2(point.lat)},${round2(point.lon)}`;
}

/** `HR-10000`: a postcode as a `near` value (spaces go: "D02 X285" → "D02X285"). */
export function nearFromPostcode(countryCode: string, postcode: string): string {
  return `${countryCode.toUpperCase()}-${postcode.replace(/\s+/g, '').toUpperCase()}`;
}

export function isRadiusKm(value: unknown): value is RadiusKm {
  return (RADIUS_OPTIONS as readonly unknown[]).includes(value);
}
