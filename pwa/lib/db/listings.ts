/** Listings kept on the device: every listing received (seen, bounded) and those saved for offline. */
import type { Car } from '@contract/car';
import { db, type StoredListing } from './db';
import { MAX_SEEN_LISTINGS } from './limits';

/** Stores the latest copy of each car, keeping whether and by which packs it was saved. */
export async function rememberListings(cars: readonly Car[], now = Date.now()): Promise<void> {
  if (cars.length === 0) return;
  await db.transaction('rw', db.listings, async () => {
    const existing = await db.listings.bulkGet(cars.map((car) => car.id));
    await db.listings.bulkPut(
      cars.map((car, index) => {
        const before = existing[index];
        return before ? { ...before, car, seenAt: now } : { id: car.id, car, seenAt: now, packIds: [] };
      }),
    );
  });
  await pruneSeenListings();
}

/** Stores the cars as saved by the pack (and as seen now). */
export async function saveListings(cars: readonly Car[], packId: string, now = Date.now()): Promise<void> {
  if (cars.length === 0) return;
  await db.transaction('rw', db.listings, async () => {
    const existing = await db.listings.bulkGet(cars.map((car) => car.id));
    await db.listings.bulkPut(
      cars.map((car, index): StoredListing => {
        const before = existing[index];
        const packIds = before?.packIds.includes(packId) ? before.packIds : [...(before?.packIds ?? []), packId];
        return { id: car.id, car, seenAt: now, savedAt: before?.savedAt ?? now, packIds };
      }),
    );
  });
}

/** Drops the oldest listings that are only seen, beyond `max`. */
export async function pruneSeenListings(max = MAX_SEEN_LISTINGS): Promise<number> {
  return db.transaction('rw', db.listings, async () => {
    const seenOnly = (await db.listings.count()) - (await db.listings.orderBy('savedAt').count());
    const excess = seenOnly - max;
    if (excess <= 0) return 0;
    const oldest = await db.listings
      .orderBy('seenAt')
      .filter((listing) => listing.savedAt === undefined)
      .limit(excess)
      .primaryKeys();
    await db.listings.bulkDelete(oldest);
    return oldest.length;
  });
}

export function getStoredListing(id: number): Promise<StoredListing | undefined> {
  return db.listings.get(id);
}

/** The stored copies of the cars, in the order of the ids; missing ones are left out. */
export async function getStoredListings(ids: readonly number[]): Promise<StoredListing[]> {
  const found = await db.listings.bulkGet([...ids]);
  return found.filter((listing): listing is StoredListing => listing !== undefined);
}

/** Every stored listing (seen and saved), what the offline search runs over. */
export function getAllStoredListings(): Promise<StoredListing[]> {
  return db.listings.toArray();
}

export async function countStoredListings(): Promise<{ saved: number; seen: number }> {
  const [all, saved] = await Promise.all([db.listings.count(), db.listings.orderBy('savedAt').count()]);
  return { saved, seen: all - saved };
}

/** Puts a new view count into the stored copy, if there is one. */
export async function updateStoredViewCount(id: number, viewCount: number): Promise<void> {
  await db.listings
    .where('id')
    .equals(id)
    .modify((listing) => {
      listing.car = { ...listing.car, viewCount };
    });
}

/**
 * Un-saves the pack's listings (except `keep`, e.g. what a fresh save of the pack just stored); those no
 * other pack saved become ordinary seen listings. Answers the ids that are no longer saved at all.
 */
export async function releasePackListings(packId: string, keep: ReadonlySet<number> = new Set()): Promise<number[]> {
  const unsaved: number[] = [];
  await db.transaction('rw', db.listings, async () => {
    await db.listings
      .where('packIds')
      .equals(packId)
      .filter((listing) => !keep.has(listing.id))
      .modify((listing) => {
        listing.packIds = listing.packIds.filter((id) => id !== packId);
        if (listing.packIds.length === 0) {
          delete listing.savedAt;
          unsaved.push(listing.id);
        }
      });
  });
  await pruneSeenListings();
  return unsaved;
}

export async function clearStoredListings(): Promise<void> {
  await db.listings.clear();
}
