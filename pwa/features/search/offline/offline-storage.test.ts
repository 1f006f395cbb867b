import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putOfflinePack, saveListings, storeComparison, storeCountries } from '../../../lib/db';
import { db } from '../../../lib/db/db';
import { makeCar } from '@contract/testing/listing-fixture';
import { MemoryCacheStorage, type MemoryCache } from '../testing/memory-cache-storage';
import { OFFLINE_IMAGE_CACHE } from './offline-image-cache-name';
import { listingImagePaths } from './offline-images';
import {
  clearOfflineData,
  getOfflineStorageSummary,
  removeOfflinePack,
  requestPersistentStorage,
} from './offline-storage';

const pack = (id: string) => ({
  id,
  filters: {},
  sort: 'price_asc' as const,
  savedAt: 1,
  updatedAt: 1,
  matchingTotal: 2,
  limit: 500,
  listingCount: 2,
  imageCount: 4,
  imagesFailed: 0,
  bytes: 100,
  status: 'complete' as const,
});

let storage: MemoryCacheStorage;
const env = () => ({ fetch: globalThis.fetch, caches: storage.asCacheStorage() });
const imageIds = () => {
  const cache = storage.caches.get(OFFLINE_IMAGE_CACHE) as MemoryCache | undefined;
  return [...new Set([...(cache?.entries.keys() ?? [])].map((url) => Number(/cars\/(\d+)\//.exec(url)![1])))].sort();
};

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  storage = new MemoryCacheStorage();
  const cache = await storage.open(OFFLINE_IMAGE_CACHE);
  for (const id of [1, 2, 3]) for (const path of listingImagePaths(id)) await cache.put(path, new Response('img'));
  await saveListings([makeCar({ id: 1 }), makeCar({ id: 2 })], 'a');
  await saveListings([makeCar({ id: 2 }), makeCar({ id: 3 })], 'b');
  await Promise.all([putOfflinePack(pack('a')), putOfflinePack(pack('b'))]);
});
afterEach(() => vi.unstubAllGlobals());

describe('offline storage', () => {
  it('removes one saved search with the images only it kept', async () => {
    await removeOfflinePack('a', env());
    expect(imageIds()).toEqual([2, 3]);
    expect(await getOfflineStorageSummary()).toMatchObject({ savedListings: 2, seenListings: 1, packs: [{ id: 'b' }] });
  });

  it('clears every offline listing, pack and image, keeping the comparison and the countries', async () => {
    await storeComparison([{ car: makeCar({ id: 1 }), addedAt: 1 }]);
    await storeCountries([{ id: 4, code: 'HR', nameEn: 'Croatia', nameHr: 'Hrvatska', nameDe: 'Kroatien' }]);
    await clearOfflineData(env());
    expect(await storage.has(OFFLINE_IMAGE_CACHE)).toBe(false);
    expect(await getOfflineStorageSummary()).toMatchObject({ savedListings: 0, seenListings: 0, packs: [] });
    expect(await db.comparison.count()).toBe(1);
    expect(await db.countries.count()).toBe(1);
  });

  it('reports the browser’s estimate and asks for persistent storage once', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { estimate: async () => ({ usage: 1234, quota: 10_000 }), persisted: async () => false, persist },
    });
    expect(await getOfflineStorageSummary()).toMatchObject({ usage: 1234, quota: 10_000, persisted: false });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('says persistent storage was not granted where the browser cannot ask', async () => {
    expect(await requestPersistentStorage()).toBe(false);
    expect(await getOfflineStorageSummary()).toMatchObject({ usage: null, quota: null, persisted: null });
  });
});
