/**
 * The home page's first results request, started by the entry script (main.tsx) with the page (see
 * lib/early-answers.ts). Only for the default search (no filters in the address, the first page), whose
 * request is known without the search's code; the search takes the answer when it asks for exactly that search.
 */
import { startEarly } from '../../../lib/early-answers';
import { readStoredPage } from '../state/search-page';

/** GET /api/cars without a query is the default search (sort by price, page 1, 8 a page). */
export const DEFAULT_SEARCH_URL = '/api/cars';

/** Whether this visit's first search is the default one: no search in the address, no page kept from before. */
function firstSearchIsDefault(search: string): boolean {
  // The page the search itself will ask for (search-page.ts), so both agree on what counts as kept.
  return new URLSearchParams(search).toString() === '' && readStoredPage() === 1;
}

export function startFirstResults(search: string): void {
  if (firstSearchIsDefault(search)) startEarly(DEFAULT_SEARCH_URL);
}
