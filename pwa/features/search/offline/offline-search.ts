/**
 * The classic search over the listings stored on the device, with the server's semantics: the shared
 * matching function and sort order from the contract (the ones the embedded listing index runs) and the
 * same paging. It also says how many listings it searched and how old the oldest of them is.
 */
import type { CarPage } from '@contract/car';
import { compareListings, compileListingMatcher, type SearchRequest } from '@contract/search-semantics';
import { getAllStoredListings, type StoredListing } from '../../../lib/db';
import { normaliseSearchRequest } from '../state/search-request';

export interface OfflineSearchResult extends CarPage {
  source: 'offline';
  /** How many stored listings were searched. */
  searchedCount: number;
  /** When the oldest searched listing was received (ms since the epoch); null when none is stored. */
  oldestSavedAt: number | null;
}

export function searchStoredListings(listings: readonly StoredListing[], input: SearchRequest): OfflineSearchResult {
  const request = normaliseSearchRequest({ ...input });
  const matches = compileListingMatcher(request);
  const cars = listings
    .map((listing) => listing.car)
    .filter(matches)
    .sort(compareListings(request.sort));
  const first = (request.page - 1) * request.pageSize;
  let oldestSavedAt: number | null = null;
  for (const listing of listings) if (oldestSavedAt === null || listing.seenAt < oldestSavedAt) oldestSavedAt = listing.seenAt;
  return {
    cars: cars.slice(first, first + request.pageSize),
    total: cars.length,
    page: request.page,
    pageSize: request.pageSize,
    source: 'offline',
    searchedCount: listings.length,
    oldestSavedAt,
  };
}

export async function searchOffline(request: SearchRequest): Promise<OfflineSearchResult> {
  return searchStoredListings(await getAllStoredListings(), request);
}
