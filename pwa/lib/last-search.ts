/**
 * The filters of the person's current classic search, kept in session storage while they use the app, so
 * that the admin's "Fetch real cars" can import only the cars those filters match.
 */
const KEY = 'search.lastFilters';

export function rememberSearchFilters(filters: object): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(filters));
  } catch {
    // Storage disabled or full: nothing to remember.
  }
}

/** The remembered filters as stored (validate before use), or null. */
export function lastSearchFilters(): unknown {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as unknown) : null;
  } catch {
    return null;
  }
}
