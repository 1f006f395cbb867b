/**
 * POST /api/cars/search, offline-capable: what the server answers is stored on the device (seen listings);
 * when the browser is offline or the request cannot reach the server, the same search runs over the
 * stored listings and says so (`source: 'offline'`, how many listings it searched and how old they are).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CarPage } from '@contract/car';
import type { SearchRequest } from '@contract/search-semantics';
import { searchQueryFromRequest } from '@contract/search-url';
import { api, type ApiClient } from '../../../lib/api-client';
import { keepSeenListings } from '../../../lib/db';
import { takeArrivedEarly, takeEarly } from '../../../lib/early-answers';
import { browserIsOffline, isNetworkFailure } from '../../../lib/network-status';
import { searchOffline, type OfflineSearchResult } from '../offline/offline-search';
import { normaliseSearchRequest } from '../state/search-request';
import { DEFAULT_SEARCH_URL } from './first-results';
import { carKeys } from '../../cars';

export interface NetworkSearchResult extends CarPage {
  source: 'network';
  /** When the answer arrived (ms since the epoch). */
  receivedAt: number;
}

export type CarSearchResult = NetworkSearchResult | OfflineSearchResult;

/** The plain API call. */
export function postCarSearch(request: SearchRequest, signal?: AbortSignal, client: ApiClient = api): Promise<CarPage> {
  return client.post<CarPage>('/api/cars/search', request, { signal });
}

/** A page the server answered, as the search shows it; its listings are kept on the device. */
export function networkSearchResult(page: CarPage): NetworkSearchResult {
  keepSeenListings(page.cars);
  return { ...page, source: 'network', receivedAt: Date.now() };
}

/** The default search's request has no query (the address first-results.ts starts with the page). */
const isDefaultSearch = (request: SearchRequest) => searchQueryFromRequest(request).toString() === '';

export async function searchCars(input: SearchRequest, signal?: AbortSignal): Promise<CarSearchResult> {
  const request = normaliseSearchRequest({ ...input });
  if (browserIsOffline()) return searchOffline(request);
  try {
    // The default search's answer may already be on its way (started with the page, see first-results.ts).
    const early = isDefaultSearch(request) ? await takeEarly<CarPage>(DEFAULT_SEARCH_URL) : null;
    return networkSearchResult(early ?? (await postCarSearch(request, signal)));
  } catch (error) {
    if (isNetworkFailure(error)) return searchOffline(request);
    throw error;
  }
}

const isOfflineAnswer = (data: CarSearchResult | undefined) => data?.source === 'offline';

/**
 * The cached list of cars: fresh for 2 minutes, kept 10, no refetch on focus or mount.
 * An offline answer is stale at once, so it is replaced when the connection returns or the search is shown again.
 */
export function carSearchQueryOptions(input: SearchRequest) {
  const request = normaliseSearchRequest({ ...input });
  return queryOptions({
    queryKey: carKeys.result(request),
    queryFn: ({ signal }) => searchCars(request, signal),
    staleTime: (query) => (isOfflineAnswer(query.state.data) ? 0 : 2 * 60 * 1000),
    gcTime: 10 * 60 * 1000,
    refetchOnMount: (query) => isOfflineAnswer(query.state.data),
    refetchOnReconnect: (query) => isOfflineAnswer(query.state.data),
    // searchCars answers offline itself; React Query must not hold it back while the browser is offline.
    networkMode: 'always',
  });
}

/**
 * The default search's answer when it has already arrived (started with the page): the results' first render
 * shows the cards, instead of the loading state and one more render (a warm start's first results).
 */
function arrivedDefaultSearch(request: SearchRequest): NetworkSearchResult | undefined {
  const early =
    isDefaultSearch(normaliseSearchRequest({ ...request })) && !browserIsOffline()
      ? takeArrivedEarly<CarPage>(DEFAULT_SEARCH_URL)
      : null;
  return early ? networkSearchResult(early) : undefined;
}

/** One page of results; the previous page stays on screen (isPlaceholderData) while the next one loads. */
export function useCarSearch(request: SearchRequest, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...carSearchQueryOptions(request),
    // Asked when React Query first builds this search's entry, once.
    initialData: () => arrivedDefaultSearch(request),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
