// The search feature's public surface: the classic search's form and results (the page that shows them gives
// the cards their actions), its state in the address, the live count, and how other tabs (AI, voice) show
// their answers in its results.
export { ClassicSearchForm } from './components/classic-search-form';
export { FilterSheetButton } from './components/filter-sheet';
export { SearchResults, type SearchResultsProps } from './components/search-results';
export { useCarCount } from './api/count-cars';

export { useClassicSearch } from './state/use-classic-search';
export { paramsForSearch, searchFromParams } from './state/search-url';
// What Clear Filters announces, and where the results' page is kept.
export { FILTERS_CLEARED_EVENT, PAGE_STORAGE_KEY, RESET_PAGINATION_EVENT } from './state/search-page';

// Showing other tabs' answers (AI, voice) in the results section.
export { useShowSearchResults } from './state/results-handover';
export { clearSearchResults, useResultsCleared } from './state/results-cleared';
