/**
 * The home search tab to open on arrival (/repair stores `selectedTab = repair`, then the
 * home page opens that tab and removes the value). Session storage: it is a one-time hand-over.
 */
import { readStorage, removeStorage, writeStorage } from './safe-storage';

const SEARCH_TABS = ['classic', 'ai', 'voice', 'repair'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SELECTED_TAB_KEY = 'selectedTab';

export function storeSelectedTab(tab: SearchTab): void {
  writeStorage(SELECTED_TAB_KEY, tab, 'session');
}

/** The stored tab; null when none (or an unknown value) was stored. */
export function readSelectedTab(): SearchTab | null {
  const value = readStorage(SELECTED_TAB_KEY, 'session');
  return (SEARCH_TABS as readonly (string | null)[]).includes(value) ? (value as SearchTab) : null;
}

/**
 * Removes the stored tab once the tabs that opened it are on the screen (from an effect, not while rendering:
 * React may render the tabs more than once before showing them, and a second render must still find it).
 */
export function forgetSelectedTab(): void {
  removeStorage(SELECTED_TAB_KEY, 'session');
}
