/**
 * The local database's public surface: repository functions only; the Dexie tables stay inside.
 *
 * Dexie and the repositories are one lazily loaded module (repositories.ts), kept out of the first load
 *. A function called before it has arrived waits for it. What only keeps a copy (results and cars
 * seen, countries, view counts) and what only shows state (live queries, the comparison kept from before)
 * waits until the page is idle, so a first visit loads the database once it has settled; anything a person
 * waits for (an offline answer, their own change) loads it at once. Once loaded, every call goes straight to
 * Dexie (which a live query needs to see what it read).
 */
import { loadDatabase, loadDatabaseWhenIdle, loadedDatabase, type Database } from './load';

export type { ComparisonEntry, OfflinePack, OfflinePackStatus, StoredListing, StoredRepairSearch } from './db';
export type { StoredAnalysis, SavedSearchPending, StoredSavedSearch, StoredWatchedCar } from './db';
export { MAX_REPAIR_SEARCHES, MAX_SEEN_LISTINGS, MAX_STORED_ANALYSES, VISITOR } from './limits';
export { useLiveQuery } from './use-live-query';

type Operation = Exclude<keyof Database, 'liveQuery'>;

function operation<K extends Operation>(name: K, when: 'now' | 'idle'): Database[K] {
  const run = (database: Database, args: unknown[]) => (database[name] as (...args: unknown[]) => unknown)(...args);
  return ((...args: unknown[]) => {
    const loaded = loadedDatabase();
    if (loaded) return run(loaded, args);
    return (when === 'now' ? loadDatabase() : loadDatabaseWhenIdle()).then((database) => run(database, args));
  }) as Database[K];
}

// Keeping copies and restoring state: when idle.
export const rememberListings = operation('rememberListings', 'idle');

/** Keeps listings the server answered; a failure to store is logged, never passed on to what showed them. */
export function keepSeenListings(cars: Parameters<typeof rememberListings>[0]): void {
  rememberListings(cars).catch((error: unknown) => console.warn('Could not store the listings on this device', error));
}
export const updateStoredViewCount = operation('updateStoredViewCount', 'idle');
export const pruneSeenListings = operation('pruneSeenListings', 'idle');
export const storeCountries = operation('storeCountries', 'idle');
export const loadComparison = operation('loadComparison', 'idle');
export const getDeviceUserId = operation('getDeviceUserId', 'idle');
export const clearSignedInCopies = operation('clearSignedInCopies', 'idle');

// What a person waits for or did: now.
export const clearStoredListings = operation('clearStoredListings', 'now');
export const countStoredListings = operation('countStoredListings', 'now');
export const getAllStoredListings = operation('getAllStoredListings', 'now');
export const getStoredListing = operation('getStoredListing', 'now');
export const getStoredListings = operation('getStoredListings', 'now');
export const releasePackListings = operation('releasePackListings', 'now');
export const saveListings = operation('saveListings', 'now');
export const getStoredCountries = operation('getStoredCountries', 'now');
export const storeComparison = operation('storeComparison', 'now');
export const clearOfflinePacks = operation('clearOfflinePacks', 'now');
export const deleteOfflinePack = operation('deleteOfflinePack', 'now');
export const getOfflinePack = operation('getOfflinePack', 'now');
export const getOfflinePacks = operation('getOfflinePacks', 'now');
export const putOfflinePack = operation('putOfflinePack', 'now');
export const updateOfflinePack = operation('updateOfflinePack', 'now');
export const deleteRepairSearch = operation('deleteRepairSearch', 'now');
export const getRepairSearch = operation('getRepairSearch', 'now');
export const getRepairSearches = operation('getRepairSearches', 'now');
export const saveRepairSearch = operation('saveRepairSearch', 'now');
export const getCarAnalysis = operation('getCarAnalysis', 'now');
export const getComparisonAnalysis = operation('getComparisonAnalysis', 'now');
export const saveCarAnalysis = operation('saveCarAnalysis', 'now');
export const saveComparisonAnalysis = operation('saveComparisonAnalysis', 'now');
export const getLocalSavedSearch = operation('getLocalSavedSearch', 'now');
export const getLocalSavedSearches = operation('getLocalSavedSearches', 'now');
export const getLocalWatchedCars = operation('getLocalWatchedCars', 'now');
export const getPendingSavedSearches = operation('getPendingSavedSearches', 'now');
export const putLocalSavedSearch = operation('putLocalSavedSearch', 'now');
export const putLocalWatchedCar = operation('putLocalWatchedCar', 'now');
export const removeLocalSavedSearch = operation('removeLocalSavedSearch', 'now');
export const removeLocalWatchedCars = operation('removeLocalWatchedCars', 'now');
export const replaceLocalSavedSearches = operation('replaceLocalSavedSearches', 'now');
export const replaceLocalWatchedCars = operation('replaceLocalWatchedCars', 'now');
export const loadListingDraft = operation('loadListingDraft', 'now');
export const removeListingDraft = operation('removeListingDraft', 'now');
export const saveListingDraft = operation('saveListingDraft', 'now');
