// The local database's public surface: repository functions only; the Dexie tables stay inside.
export type { ComparisonEntry, OfflinePack, OfflinePackStatus, StoredListing, StoredRepairSearch } from './db';
export {
  MAX_SEEN_LISTINGS,
  clearStoredListings,
  countStoredListings,
  getAllStoredListings,
  getStoredListing,
  getStoredListings,
  pruneSeenListings,
  releasePackListings,
  rememberListings,
  saveListings,
  updateStoredViewCount,
} from './listings';
export { getStoredCountries, storeCountries } from './countries';
export { loadComparison, storeComparison } from './comparison';
export {
  clearOfflinePacks,
  deleteOfflinePack,
  getOfflinePack,
  getOfflinePacks,
  putOfflinePack,
  updateOfflinePack,
} from './offline-packs';
export { MAX_REPAIR_SEARCHES, deleteRepairSearch, getRepairSearch, getRepairSearches, saveRepairSearch } from './repair-searches';
export { useLiveQuery } from './use-live-query';
export type { StoredAnalysis } from './db';
export {
  MAX_STORED_ANALYSES,
  getCarAnalysis,
  getComparisonAnalysis,
  saveCarAnalysis,
  saveComparisonAnalysis,
} from './analyses';
export type { SavedSearchPending, StoredSavedSearch, StoredWatchedCar } from './db';
export {
  VISITOR,
  clearSignedInCopies,
  getDeviceUserId,
  getLocalSavedSearch,
  getLocalSavedSearches,
  getLocalWatchedCars,
  getPendingSavedSearches,
  putLocalSavedSearch,
  putLocalWatchedCar,
  removeLocalSavedSearch,
  removeLocalWatchedCars,
  replaceLocalSavedSearches,
  replaceLocalWatchedCars,
} from './saved-searches';
export { loadListingDraft, removeListingDraft, saveListingDraft } from './listing-drafts';
