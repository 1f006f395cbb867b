// The search feature's public surface: the classic search's state, its data hooks and offline storage.

// Data (React Query; one file per API call).
export {
  carSearchQueryOptions,
  postCarSearch,
  searchCars,
  useCarSearch,
  type CarSearchResult,
  type NetworkSearchResult,
} from './api/search-cars';
export { useCarCount } from './api/count-cars';

// Offline.
export { searchOffline, searchStoredListings, type OfflineSearchResult } from './offline/offline-search';
export {
  DEFAULT_OFFLINE_LIMIT,
  saveSearchForOffline,
  type SaveOptions,
  type SaveProgress,
  type SaveResult,
} from './offline/save-for-offline';
export {
  clearOfflineData,
  getOfflineStorageSummary,
  removeOfflinePack,
  requestPersistentStorage,
  type OfflineStorageSummary,
} from './offline/offline-storage';
export { useOfflineStorage } from './offline/use-offline-storage';
export { useOfflineSaveStore, type OfflineSaveState } from './offline/offline-save-store';
export { OFFLINE_IMAGE_CACHE } from './offline/offline-image-cache-name';

// The classic search's form (or, on phones, the button opening it in a sheet) and its results.
export { ClassicSearchForm } from './components/classic-search-form';
export { FilterSheetButton } from './components/filter-sheet';
export { SearchResults, type SearchResultsProps } from './components/search-results';

// Search state.
export { useClassicSearch } from './state/use-classic-search';
export { useSearchUrl } from './state/use-search-url';
export { useSearchPage } from './state/use-search-page';
export { paramsForSearch, searchFromParams, searchKey, type UrlSearch } from './state/search-url';
export { normaliseFilters, normaliseSearchRequest } from './state/search-request';
export { paginationItems, shownRange, totalPages, type PageItem } from './state/pagination';
export {
  FILTERS_CLEARED_EVENT,
  PAGE_STORAGE_KEY,
  RESET_PAGINATION_EVENT,
  announceFiltersCleared,
  forgetStoredPage,
  readStoredPage,
  storePage,
} from './state/search-page';
export {
  chooseBrand,
  chooseModel,
  emptyFilterForm,
  filtersFromForm,
  formFromFilters,
  isModelEnabled,
  modelOptions,
  numberBounds,
  parseNumberField,
  pick,
  toggleValue,
  type FieldError,
  type FilterFormErrors,
  type FilterFormValues,
  type NumberField,
} from './state/filter-form';

// Showing other tabs' answers (AI, voice) in the results section.
export { SEARCH_RESULTS_ID, scrollToResults, useShowSearchResults } from './state/results-handover';
export { clearSearchResults, restoreSearchResults, useResultsCleared } from './state/results-cleared';
