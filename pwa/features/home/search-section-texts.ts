/**
 * The text namespaces of the home page's search section: its own, the cards' and dialogs' (details) and the
 * comparison bar's. The entry script loads them with the page, so the section does not wait for them once its
 * code is here.
 */
export const SEARCH_SECTION_NAMESPACES = ['search', 'details', 'compare'] as const;
