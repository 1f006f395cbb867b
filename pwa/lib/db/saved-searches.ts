/**
 * Saved searches and watched cars on the device: the server's copies for reading offline, changes made offline
 * until the server has them, and a visitor's watch list (userId '') until it is uploaded after sign-in.
 */
import type { SavedSearch, WatchedCar } from '@contract/saved-searches';
import { db, type StoredSavedSearch, type StoredWatchedCar } from './db';
import { VISITOR } from './limits';

/** The buyer's saved searches as the device knows them (deleted ones waiting to be sent left out), oldest first. */
export async function getLocalSavedSearches(userId: string): Promise<SavedSearch[]> {
  const rows = await db.savedSearches.where('userId').equals(userId).toArray();
  return rows
    .filter((row) => row.pending !== 'delete')
    .map((row) => row.search)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function getLocalSavedSearch(id: string): Promise<StoredSavedSearch | undefined> {
  return db.savedSearches.get(id);
}

/** The changes still to be sent, in the order the searches were made. */
export async function getPendingSavedSearches(userId: string): Promise<StoredSavedSearch[]> {
  const rows = await db.savedSearches.where('userId').equals(userId).toArray();
  return rows.filter((row) => row.pending).sort((a, b) => a.search.createdAt.localeCompare(b.search.createdAt));
}

export async function putLocalSavedSearch(row: StoredSavedSearch): Promise<void> {
  await db.savedSearches.put(row);
}

export async function removeLocalSavedSearch(id: string): Promise<void> {
  await db.savedSearches.delete(id);
}

/**
 * The server's list replaces the device's copies; searches with changes not sent yet keep the device's
 * version (they are sent before the list is asked for, so these are the ones that could not be sent).
 */
export async function replaceLocalSavedSearches(userId: string, searches: readonly SavedSearch[]): Promise<void> {
  await db.transaction('rw', db.savedSearches, async () => {
    const rows = await db.savedSearches.where('userId').equals(userId).toArray();
    const pending = new Set(rows.filter((row) => row.pending).map((row) => row.id));
    await db.savedSearches.bulkDelete(rows.filter((row) => !row.pending).map((row) => row.id));
    await db.savedSearches.bulkPut(
      searches.filter((search) => !pending.has(search.id)).map((search) => ({ id: search.id, userId, search })),
    );
  });
}

const watchKey = (userId: string, carId: number) => `${userId}:${carId}`;

/** The watched cars kept for this user (VISITOR: a visitor's), the most recently watched first. */
export async function getLocalWatchedCars(userId: string): Promise<StoredWatchedCar[]> {
  const rows = await db.watchedCars.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.item.watchedAt.localeCompare(a.item.watchedAt));
}

/** The server's watched cars replace the ones kept for this user. */
export async function replaceLocalWatchedCars(
  userId: string,
  items: readonly WatchedCar[],
  storedAt = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.watchedCars, async () => {
    await db.watchedCars.where('userId').equals(userId).delete();
    await db.watchedCars.bulkPut(items.map((item) => ({ key: watchKey(userId, item.carId), userId, item, storedAt })));
  });
}

export async function putLocalWatchedCar(userId: string, item: WatchedCar, storedAt = Date.now()): Promise<void> {
  await db.watchedCars.put({ key: watchKey(userId, item.carId), userId, item, storedAt });
}

export async function removeLocalWatchedCars(userId: string, carIds?: readonly number[]): Promise<void> {
  if (carIds) await db.watchedCars.bulkDelete(carIds.map((carId) => watchKey(userId, carId)));
  else await db.watchedCars.where('userId').equals(userId).delete();
}

/**
 * The signed-in buyer whose copies this device keeps (copies are cleared at sign-out, so there is at most one),
 * for the pages opened offline when the server cannot say who is signed in; null when none.
 */
export async function getDeviceUserId(): Promise<string | null> {
  const search = await db.savedSearches
    .where('userId')
    .above(VISITOR)
    .filter((row) => !row.pending)
    .first();
  if (search) return search.userId;
  const watched = await db.watchedCars.where('userId').above(VISITOR).first();
  return watched?.userId ?? null;
}

/** After sign-out: the signed-in buyer's copies go; changes not sent yet stay (sent when they sign in again). */
export async function clearSignedInCopies(): Promise<void> {
  await db.transaction('rw', db.savedSearches, db.watchedCars, async () => {
    await db.watchedCars.where('userId').above(VISITOR).delete();
    await db.savedSearches.filter((row) => row.userId !== VISITOR && !row.pending).delete();
  });
}
