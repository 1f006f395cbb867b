/**
 * The point of a search's `near` for the PWA: with the core of the gazetteer (gazetteer-core.ts), and the rest of
 * the Union's towns loaded only when the core does not have the place or postcode asked for.
 */
import { loadMorePlaces, placeById, placesByPostcode } from './gazetteer-core';
import { resolveNearWith, type NearPoint } from './near-point-resolve';

export type { NearPoint } from './near-point-resolve';

const lookup = { placeById, placesByPostcode };

/** The point with the places loaded so far: undefined when they do not have it (yet). */
export function resolveNearLoaded(near: string): NearPoint | undefined {
  return resolveNearWith(near, lookup);
}

export async function resolveNearLoading(near: string): Promise<NearPoint | undefined> {
  const found = resolveNearLoaded(near);
  if (found) return found;
  await loadMorePlaces();
  return resolveNearLoaded(near);
}
