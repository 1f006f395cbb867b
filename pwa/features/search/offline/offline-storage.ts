/** How much is stored for offline use, asking to keep it, and clearing it ("Save for offline"). */
import {
  clearOfflinePacks,
  clearStoredListings,
  countStoredListings,
  deleteOfflinePack,
  getOfflinePacks,
  releasePackListings,
  type OfflinePack,
} from '../../../lib/db';
import {
  deleteOfflineImageCache,
  deleteOfflineImages,
  defaultImageEnvironment,
  type ImageEnvironment,
} from './offline-images';

export interface StorageEstimateSummary {
  /** The origin's usage and quota in bytes (navigator.storage.estimate), null where unknown. */
  usage: number | null;
  quota: number | null;
  /** Whether the browser promised not to evict the data; null where it cannot say. */
  persisted: boolean | null;
}

export interface StoredOfflineSummary {
  savedListings: number;
  seenListings: number;
  /** Newest first. */
  packs: OfflinePack[];
}

export type OfflineStorageSummary = StorageEstimateSummary & StoredOfflineSummary;

export async function getStorageEstimate(): Promise<StorageEstimateSummary> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
    storage?.persisted ? storage.persisted().catch(() => null) : null,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/** Only database reads, so that it can run as a live query. */
export async function getStoredOfflineSummary(): Promise<StoredOfflineSummary> {
  const [counts, packs] = await Promise.all([countStoredListings(), getOfflinePacks()]);
  return { savedListings: counts.saved, seenListings: counts.seen, packs };
}

export async function getOfflineStorageSummary(): Promise<OfflineStorageSummary> {
  const [estimate, stored] = await Promise.all([getStorageEstimate(), getStoredOfflineSummary()]);
  return { ...estimate, ...stored };
}

/** Asks the browser to keep the offline data under storage pressure; answers whether it will. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}

/** Removes one saved search: its images and the listings only it kept saved (they stay as seen ones). */
export async function removeOfflinePack(
  packId: string,
  env: ImageEnvironment | null = defaultImageEnvironment(),
): Promise<void> {
  const unsaved = await releasePackListings(packId);
  await deleteOfflineImages(unsaved, env);
  await deleteOfflinePack(packId);
}

/**
 * Clears everything stored for offline use: the saved searches, every stored listing (saved and seen)
 * and the offline images. The comparison selection and the country list stay.
 */
export async function clearOfflineData(env: ImageEnvironment | null = defaultImageEnvironment()): Promise<void> {
  await Promise.all([clearOfflinePacks(), clearStoredListings(), deleteOfflineImageCache(env)]);
}
