/**
 * The point a search's `near` value names (near.ts): a gazetteer place's centre, the place a postcode
 * belongs to, or the point itself. With the whole gazetteer: the server's; the PWA uses near-point-loading.ts.
 */
import { placeById, placesByPostcode } from './gazetteer';
import { resolveNearWith, type NearPoint } from './near-point-resolve';

export type { NearPoint } from './near-point-resolve';

/** The point, or undefined when the value names no known place or postcode. */
export function resolveNear(near: string): NearPoint | undefined {
  return resolveNearWith(near, { placeById, placesByPostcode });
}
