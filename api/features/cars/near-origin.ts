/**
 * The point of a search's `near` (a place id, a postcode or a point: contract/near.ts), read with the
 * gazetteer where a search arrives: one that names no known place is the client's mistake (a 400).
 */
import type { LatLon } from '@contract/distance';
import { resolveNear } from '@contract/places/near-point';
import { compileListingMatcher, type MatchableListing, type SearchFilters } from '@contract/search-semantics';
import { HttpError } from '../../platform/http/http-error';

export const UNKNOWN_NEAR_MESSAGE = 'near names no place or postcode we know';

export function originOf(filters: Pick<SearchFilters, 'near'>): LatLon | undefined {
  if (!filters.near) return undefined;
  const resolved = resolveNear(filters.near);
  if (!resolved)
    throw new HttpError(400, 'validation_failed', `Invalid request: near (${UNKNOWN_NEAR_MESSAGE})`, {
      near: UNKNOWN_NEAR_MESSAGE,
    });
  return resolved.point;
}

/**
 * The matching function of a stored search (saved searches' alerts, feed filters). Its `near` was checked
 * when it was saved; one the gazetteer no longer knows matches nothing rather than everywhere.
 */
export function compileStoredSearchMatcher(filters: SearchFilters): (listing: MatchableListing) => boolean {
  if (!filters.near) return compileListingMatcher(filters);
  const resolved = resolveNear(filters.near);
  return resolved ? compileListingMatcher(filters, resolved.point) : () => false;
}
