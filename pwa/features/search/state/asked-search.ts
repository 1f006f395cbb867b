/**
 * The search asked for and not yet on screen. The router moves to a new address in a transition, so for a
 * moment after a search (longer on a slow phone) the page still renders the previous search's address and
 * cards; the results say busy until the asked search is the one rendered.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

const useAskedSearch = create<{ key: string | null }>(() => ({ key: null }));

export function markSearchAsked(key: string): void {
  useAskedSearch.setState({ key });
}

/** Whether a search other than the rendered one (`renderedKey`) has been asked for and is still on its way. */
export function useAwaitingAskedSearch(renderedKey: string): boolean {
  const asked = useAskedSearch((state) => state.key);
  // Any new address rendered ends the wait, the asked one or another (back pressed before it arrived).
  useEffect(() => {
    if (useAskedSearch.getState().key !== null) useAskedSearch.setState({ key: null });
  }, [renderedKey]);
  return asked !== null && asked !== renderedKey;
}
