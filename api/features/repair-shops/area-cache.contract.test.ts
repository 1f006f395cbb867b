/** The repair-shop area cache on every storage adapter (MongoDB only with MONGODB_URI). */
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../../platform/storage/document-store';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { RepairAreaCache } from './area-cache';
import type { ShopRecord } from './shop-record';

const HOUR = 60 * 60 * 1000;

const shop = (id: string, name: string): ShopRecord => ({
  id: `osm:node/${id}`,
  source: 'osm',
  name,
  kind: 'repair',
  address: 'Savska cesta 41, 10000 Zagreb',
  categories: ['repair', 'air_conditioning'],
  location: { lat: 45.8, lon: 15.97 },
  openingHours: 'Mo-Fr 08:00-16:00',
  osmObject: `node/${id}`,
});

describeOnEveryStore('repair area cache contract', (_adapter, stores) => {
  let store: DocumentStore;
  // Ahead of real time: the embedded store drops documents whose TTL date passed in real time.
  let now: Date;
  let cache: RepairAreaCache;

  beforeEach(async () => {
    store = await stores.open();
    now = new Date('2031-07-14T08:00:00Z');
    cache = await RepairAreaCache.open(store, () => now);
  });

  it('keeps an area for a day, then forgets it', async () => {
    expect(await cache.get('osm:zagreb')).toBeNull();
    await cache.put('osm:zagreb', [shop('1', 'Autoservis Horvat'), shop('2', 'Klima Kovač')]);
    now = new Date(now.getTime() + 23 * HOUR);
    const cached = await cache.get('osm:zagreb');
    expect(cached?.shops.map((entry) => entry.name)).toEqual(['Autoservis Horvat', 'Klima Kovač']);
    expect(cached?.shops[0]).toEqual(shop('1', 'Autoservis Horvat'));
    expect(cached?.fetchedAt.toISOString()).toBe('2031-07-14T08:00:00.000Z');
    expect(await cache.get('osm:split')).toBeNull();
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await cache.get('osm:zagreb')).toBeNull();
    expect(await cache.pruneExpired()).toBe(1);
  });

  it('replaces an area with a fresh answer', async () => {
    await cache.put('osm:split', [shop('1', 'Old name')]);
    now = new Date(now.getTime() + 25 * HOUR);
    await cache.put('osm:split', [shop('1', 'New name'), shop('3', 'Vulkanizer Marić')]);
    expect((await cache.get('osm:split'))?.shops.map((entry) => entry.name)).toEqual(['New name', 'Vulkanizer Marić']);
  });
});
