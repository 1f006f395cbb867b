/**
 * How other search tabs (AI, voice) show their answers in the one results section: the understood filters
 * become the classic search (URL query string, so chips, paging and "refine in filters" all work on them),
 * and the answer's first page is put into the cache under that search so it is shown without a second
 * request. On an AI error the results are cleared until the next search.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CarPage } from '@contract/car';
import { PAGE_SIZE, type SortOption } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { carKeys } from '../../cars';
import { networkSearchResult } from '../api/search-cars';
import { normaliseSearchRequest } from './search-request';
import { useClassicSearch } from './use-classic-search';

export const SEARCH_RESULTS_ID = 'search-results';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Brings the results section into view (the page scrolls to it after a search). */
export function scrollToResults(): void {
  // After the next paint, so the section shows what the search just set.
  requestAnimationFrame(() => {
    document
      .getElementById(SEARCH_RESULTS_ID)
      ?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  });
}

/**
 * After a search from the phone's filter sheet: once the sheet has gone (its scroll lock released, which would
 * stop a scroll begun under it halfway, and the focus given back to its button), the results take the focus,
 * so that a screen reader goes on from them, and come into view.
 */
export function showResultsAfterSheet(): void {
  let frames = 0;
  const whenClosed = () => {
    // About a second at most: a sheet that stays (a search that failed) keeps its own focus.
    if (document.querySelector('[role="dialog"]')) {
      if (++frames < 60) requestAnimationFrame(whenClosed);
      return;
    }
    // One frame more: react-aria gives the focus back to the sheet's button in the frame after it closes.
    requestAnimationFrame(() => {
      document.getElementById(SEARCH_RESULTS_ID)?.focus({ preventScroll: true });
      scrollToResults();
    });
  };
  requestAnimationFrame(whenClosed);
}

/**
 * Returns `show(filters, firstPage)`: runs `filters` as the current search (page 1, the current sort) with
 * `firstPage` as its already-known answer, and scrolls to the results.
 */
export function useShowSearchResults() {
  const queryClient = useQueryClient();
  const { sort, search } = useClassicSearch();
  return useCallback(
    (filters: SearchFilters, firstPage: CarPage, order: SortOption = sort) => {
      const request = normaliseSearchRequest({ ...filters, sort: order, page: 1, pageSize: PAGE_SIZE });
      queryClient.setQueryData(carKeys.result(request), networkSearchResult(firstPage));
      search(filters, { sort: order });
      scrollToResults();
    },
    [queryClient, search, sort],
  );
}
