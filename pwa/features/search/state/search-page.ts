/**
 * The results' current page: kept in session storage, restored after a reload only when
 * it is above 1 and results exist, back to 1 when the search or the sort changes, removed by Clear Filters,
 * which also fires the `reset-pagination` and `filters-cleared` window events.
 */
export const PAGE_STORAGE_KEY = 'search.currentPage';
export const RESET_PAGINATION_EVENT = 'reset-pagination';
export const FILTERS_CLEARED_EVENT = 'filters-cleared';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings): the page is simply not kept
  }
}

/** The stored page when it is above 1, else 1. */
export function readStoredPage(): number {
  const value = storage()?.getItem(PAGE_STORAGE_KEY);
  return value && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : 1;
}

export function storePage(page: number): void {
  try {
    if (page > 1) storage()?.setItem(PAGE_STORAGE_KEY, String(page));
    else storage()?.removeItem(PAGE_STORAGE_KEY);
  } catch {
    // Quota or disabled storage: nothing to keep.
  }
}

export function forgetStoredPage(): void {
  storePage(1);
}

/**
 * Whether a restored page has to fall back to 1 once its results are known: it does when the search
 * found nothing on it (no results at all, or fewer than the page starts at).
 */
export function pageIsBeyondResults(page: number, pageSize: number, total: number): boolean {
  return page > 1 && total <= (page - 1) * pageSize;
}

/** What Clear Filters announces to the rest of the page (other search tabs, pagination). */
export function announceFiltersCleared(target: EventTarget = window): void {
  target.dispatchEvent(new Event(RESET_PAGINATION_EVENT));
  target.dispatchEvent(new Event(FILTERS_CLEARED_EVENT));
}
