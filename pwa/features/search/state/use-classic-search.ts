/**
 * The classic search as the results section uses it: filters and sort from the URL, the page from
 * session storage, the results from the API or, offline, from the device.
 */
import { useCallback, useMemo } from 'react';
import { DEFAULT_SORT, PAGE_SIZE, type SortOption } from '@contract/catalog/vehicle';
import { hasActiveFilters, type SearchFilters, type SearchRequest } from '@contract/search-semantics';
import { useCarSearch } from '../api/search-cars';
import { totalPages } from './pagination';
import { restoreSearchResults } from './results-cleared';
import { announceFiltersCleared, forgetStoredPage, pageIsBeyondResults } from './search-page';
import { useSearchPage } from './use-search-page';
import { useSearchUrl } from './use-search-url';

export function useClassicSearch() {
  const { filters, sort, key, setSearch } = useSearchUrl();
  const [page, setPage] = useSearchPage(key);
  const request = useMemo<SearchRequest>(
    () => ({ ...filters, sort, page, pageSize: PAGE_SIZE }),
    [filters, sort, page],
  );
  const results = useCarSearch(request);

  // A page restored from storage is kept only when the search has results on it.
  const answer = results.isPlaceholderData ? undefined : results.data;
  if (answer && answer.page === page && pageIsBeyondResults(page, PAGE_SIZE, answer.total)) setPage(1);

  const search = useCallback(
    (next: SearchFilters, options: { replace?: boolean; sort?: SortOption } = {}) => {
      restoreSearchResults();
      setPage(1);
      setSearch({ filters: next, sort: options.sort ?? sort }, { replace: options.replace });
    },
    [setPage, setSearch, sort],
  );

  const changeSort = useCallback(
    (next: SortOption) => {
      restoreSearchResults();
      setSearch({ filters, sort: next });
    },
    [filters, setSearch],
  );

  const clear = useCallback(() => {
    restoreSearchResults();
    forgetStoredPage();
    setPage(1);
    setSearch({ filters: {}, sort: DEFAULT_SORT });
    announceFiltersCleared();
  }, [setPage, setSearch]);

  return {
    filters,
    sort,
    /** The rendered search's identity (filters and sort). */
    key,
    page,
    pageSize: PAGE_SIZE,
    request,
    /** React Query's result; `data.source` says whether the answer came from the network or the device. */
    results,
    pageCount: totalPages(results.data?.total ?? 0, PAGE_SIZE),
    hasActiveFilters: hasActiveFilters(filters),
    /** Runs a search with new filters (keeping the sort unless one is given), from page 1; `replace` takes the place of the current history entry (a closing filter sheet's). */
    search,
    setSort: changeSort,
    setPage,
    /** Clear Filters: default search, stored page removed, reset-pagination and filters-cleared fired. */
    clear,
  };
}
