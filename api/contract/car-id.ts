/**
 * The two accepted forms of the id segment of /car/{id}: the base64 of the numeric id ("MTIz" for 123)
 * and a slug "brand-model-year-fuel-{base64 id}" ("skoda-octavia-2019-diesel-MTIz").
 * The base64 of a decimal number only uses letters and digits, so dropping the padding keeps it URL-safe.
 */
import { slugify } from './text';

export function encodeCarId(id: number): string {
  return btoa(String(id)).replace(/=+$/, '');
}

export interface SluggableCar {
  id: number;
  brand: string;
  model: string;
  year: number;
  fuelType: string;
}

export function carSlug(car: SluggableCar): string {
  const words = [car.brand, car.model, String(car.year), car.fuelType].map(slugify).filter(Boolean);
  return `${words.join('-')}-${encodeCarId(car.id)}`;
}

export function carPath(car: SluggableCar): string {
  return `/car/${carSlug(car)}`;
}

/** A bare numeric id ("123"): what the dealer API answers with. Never a canonical segment (those start with "M"). */
const NUMERIC_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The numeric id from any form a person or a link may use: the bare numeric id, the base64 id or the slug;
 * null when the segment is none of them. Pages show the canonical form (carPath) whichever was used.
 */
export function parseCarIdSegment(segment: string): number | null {
  return NUMERIC_ID.test(segment) ? Number(segment) : decodeCarId(segment);
}

/** A car page's address, /car/{id}, /hr/car/{id} or /de/car/{id}: the language prefix (if any), the id segment. */
export const CAR_PAGE_PATH = /^\/(?:(hr|de)\/)?car\/([^/]+)\/?$/;

/** The car a page address shows (any form of the id), or null. */
export function carIdFromPagePath(pathname: string): number | null {
  const segment = CAR_PAGE_PATH.exec(pathname)?.[2];
  return segment === undefined ? null : parseCarIdSegment(segment);
}

/** The API's address of a car (GET /api/cars/{id}). */
export const carApiPath = (id: number) => `/api/cars/${id}`;

/** Whether the segment is the bare numeric id (a page then replaces it with the canonical slug). */
export function isNumericCarId(segment: string): boolean {
  return NUMERIC_ID.test(segment);
}

/** The numeric id from either canonical form, or null when the segment is not a valid car id. */
export function decodeCarId(segment: string): number | null {
  const encoded = segment.slice(segment.lastIndexOf('-') + 1);
  if (!/^[A-Za-z0-9]{2,24}={0,2}$/.test(encoded)) return null;
  const unpadded = encoded.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  let decoded: string;
  try {
    decoded = atob(unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4));
  } catch {
    return null;
  }
  if (!/^[1-9][0-9]{0,14}$/.test(decoded)) return null;
  // Reject non-canonical encodings so that each car has exactly one id segment.
  if (encodeCarId(Number(decoded)) !== unpadded) return null;
  return Number(decoded);
}
