/**
 * The home page's first results request, started by the entry script (main.tsx) as soon as the HTML has
 * loaded it, instead of after the search section's code has arrived (issue 17). Only for the default search
 * (no filters in the address, the first page), whose request is known without that code; the search takes
 * the answer when it asks for exactly that search, else it is dropped.
 */
import { readStoredPage } from '../state/search-page';

/** GET /api/cars without a query is the default search (sort by price, page 1, 8 a page). */
export const DEFAULT_SEARCH_URL = '/api/cars';

let pending: Promise<unknown> | undefined;

/** Whether this visit's first search is the default one: no search in the address, no page kept from before. */
function firstSearchIsDefault(search: string): boolean {
  // The page the search itself will ask for (search-page.ts), so both agree on what counts as kept.
  return new URLSearchParams(search).toString() === '' && readStoredPage() === 1;
}

export function startFirstResults(search: string): void {
  if (!firstSearchIsDefault(search)) return;
  // A failed or refused answer is null: the search then asks again its usual way (and answers offline if need be).
  pending = fetch(DEFAULT_SEARCH_URL, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
}

/** The answer of the request started at load, once; undefined when none was started or it was taken. */
export function takeFirstResults(): Promise<unknown> | undefined {
  const answer = pending;
  pending = undefined;
  return answer;
}
