/**
 * The classic search over the listings stored on the device, with the server's semantics: the shared
 * matching function and sort order from the contract (the ones the embedded listing index runs) and the
 * same paging. It also says how many listings it searched and how old the oldest of them is.
 */
import type { Car, CarPage } from '@contract/car';
import { distanceKm, roundDistanceKm, type LatLon } from '@contract/distance';
import { compareListings, compileListingMatcher, type SearchRequest } from '@contract/search-semantics';
import { getAllStoredListings, type StoredListing } from '../../../lib/db';
import { loadNearPoint } from '../state/near-point';
import { normaliseSearchRequest } from '../state/search-request';

export interface OfflineSearchResult extends CarPage {
  source: 'offline';
  /** How many stored listings were searched. */
  searchedCount: number;
  /** When the oldest searched listing was received (ms since the epoch); null when none is stored. */
  oldestSavedAt: number | null;
}

/**
 * `origin`: the point of the request's `near` (the device has each stored car's coordinates); without it a
 * `near` is dropped, as a search must still answer offline.
 */
export function searchStoredListings(
  listings: readonly StoredListing[],
  input: SearchRequest,
  origin?: LatLon,
): OfflineSearchResult {
  const normalised = normaliseSearchRequest({ ...input });
  const request = origin || !normalised.near ? normalised : normaliseSearchRequest({ ...input, near: undefined });
  const matches = compileListingMatcher(request, origin);
  const cars = listings
    .map((listing) => listing.car)
    .filter(matches)
    .sort(compareListings(request.sort, origin));
  const first = (request.page - 1) * request.pageSize;
  let oldestSavedAt: number | null = null;
  for (const listing of listings)
    if (oldestSavedAt === null || listing.seenAt < oldestSavedAt) oldestSavedAt = listing.seenAt;
  return {
    cars: cars.slice(first, first + request.pageSize).map((car) => withDistance(car, origin)),
    total: cars.length,
    page: request.page,
    pageSize: request.pageSize,
    source: 'offline',
    searchedCount: listings.length,
    oldestSavedAt,
  };
}

/** The car with its distance from this search's point, as the server answers it (never one from the search that stored it). */
function withDistance(car: Car, origin: LatLon | undefined): Car {
  const { distanceKm: _stored, ...rest } = car;
  return origin && car.coordinates
    ? { ...rest, distanceKm: roundDistanceKm(distanceKm(origin, car.coordinates)) }
    : rest;
}

export async function searchOffline(request: SearchRequest): Promise<OfflineSearchResult> {
  const origin = request.near ? await loadNearPoint(request.near) : undefined;
  return searchStoredListings(await getAllStoredListings(), request, origin);
}
