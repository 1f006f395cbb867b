/** The last repair-shop searches and their shops, for reading them again offline. */
import { db, type StoredRepairSearch } from './db';
import { MAX_REPAIR_SEARCHES } from './limits';

/** Keeps the search; the oldest beyond `max` are dropped. */
export async function saveRepairSearch(search: StoredRepairSearch, max = MAX_REPAIR_SEARCHES): Promise<void> {
  await db.transaction('rw', db.repairSearches, async () => {
    await db.repairSearches.put(search);
    const excess = (await db.repairSearches.count()) - max;
    if (excess > 0)
      await db.repairSearches.bulkDelete(await db.repairSearches.orderBy('savedAt').limit(excess).primaryKeys());
  });
}

export function getRepairSearch(key: string): Promise<StoredRepairSearch | undefined> {
  return db.repairSearches.get(key);
}

/** Newest first. */
export async function getRepairSearches(): Promise<StoredRepairSearch[]> {
  return (await db.repairSearches.orderBy('savedAt').toArray()).reverse();
}

export async function deleteRepairSearch(key: string): Promise<void> {
  await db.repairSearches.delete(key);
}
