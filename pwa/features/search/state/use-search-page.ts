import { useCallback, useEffect, useState } from 'react';
import { RESET_PAGINATION_EVENT, readStoredPage, storePage } from './search-page';

/**
 * The current results page for the search identified by `searchKey`: starts from the stored page, goes
 * back to 1 whenever the search (filters or sort) changes or a `reset-pagination` event fires, and is
 * stored on every change.
 */
export function useSearchPage(searchKey: string): [number, (page: number) => void] {
  const [state, setState] = useState(() => ({ key: searchKey, page: readStoredPage() }));
  if (state.key !== searchKey) setState({ key: searchKey, page: 1 });
  const page = state.key === searchKey ? state.page : 1;

  useEffect(() => storePage(page), [page]);

  useEffect(() => {
    const reset = () => setState((current) => ({ ...current, page: 1 }));
    window.addEventListener(RESET_PAGINATION_EVENT, reset);
    return () => window.removeEventListener(RESET_PAGINATION_EVENT, reset);
  }, []);

  const setPage = useCallback(
    (next: number) => setState((current) => ({ ...current, page: Math.max(1, Math.trunc(next)) })),
    [],
  );
  return [page, setPage];
}
