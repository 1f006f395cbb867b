/**
 * The point of a search's `near` for the PWA: with the core of the gazetteer (gazetteer-core.ts), and the rest of
 * the Union's towns loaded only when the core does not have the place or postcode asked for.
 */
import { loadMorePlaces, placeById, placesByPostcode } from './gazetteer-core';
import { resolveNearWith, type NearPoint } from './near-point-resolve';

export async function resolveNearLoading(near: string): Promise<NearPoint | undefined> {
  const lookup = { placeById, placesByPostcode };
  const found = resolveNearWith(near, lookup);
  if (found) return found;
  await loadMorePlaces();
  return resolveNearWith(near, lookup);
}
