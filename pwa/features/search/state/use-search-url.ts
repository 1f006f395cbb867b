import { useCallback, useEffect, useMemo } from 'react';
import { rememberSearchFilters } from '../../../lib/last-search';
import { useSearchParams } from 'react-router-dom';
import { markSearchAsked } from './asked-search';
import { paramsForSearch, searchFromParams, searchKey, type UrlSearch } from './search-url';

/**
 * The classic search's filters and sort, read from and written to the URL. Each new search is a history
 * entry, so back and forward restore earlier searches; repeating the current search adds none.
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const key = searchKey(search);
  // The admin's "Fetch real cars" may import only what the current search shows.
  useEffect(() => rememberSearchFilters(search.filters), [search.filters]);

  const setSearch = useCallback(
    (next: UrlSearch, options: { replace?: boolean } = {}) => {
      const nextKey = searchKey(next);
      const replace = options.replace === true || nextKey === key;
      if (nextKey !== key) markSearchAsked(nextKey);
      setParams((current) => paramsForSearch(next, current), { replace, preventScrollReset: true });
    },
    [key, setParams],
  );

  return { filters: search.filters, sort: search.sort, key, setSearch };
}
