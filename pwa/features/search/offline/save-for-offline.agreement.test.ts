/**
 * The agreement test: searches saved for offline through the real `saveSearchForOffline`, against the
 * real API on loopback (scripts/search-api-server.ts), then for several parameter sets the offline search
 * must give exactly the server's results restricted to the saved listings, in the same order, page by page.
 * No fetch is mocked: requests go over HTTP; a browser's same-origin handling (base URL, session cookie) is
 * supplied by browserLikeFetch, and Cache Storage (missing in jsdom) by an in-memory stand-in.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Car, CarPage } from '@contract/car';
import { MAX_PAGE_SIZE, PAGE_SIZE, type SortOption } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { createApiClient, type ApiClient } from '../../../lib/api-client';
import { db } from '../../../lib/db/db';
import { postCarSearch } from '../api/search-cars';
import { OFFLINE_IMAGE_CACHE } from './offline-image-cache-name';
import { searchOffline } from './offline-search';
import { saveSearchForOffline, type SaveProgress } from './save-for-offline';
import { browserLikeFetch } from '../testing/browser-like-fetch';
import { MemoryCacheStorage, type MemoryCache } from '../testing/memory-cache-storage';
import { startSearchApi, type SearchApi } from '../testing/search-api';

let server: SearchApi;
let client: ApiClient;

beforeAll(async () => {
  server = await startSearchApi();
  client = createApiClient({ fetch: browserLikeFetch(server.url) });
}, 60_000);
afterAll(() => server?.stop());

const clearDatabase = () => Promise.all(db.tables.map((table) => table.clear()));

/** Every result of a search on the server, page after page. */
async function allServerResults(filters: SearchFilters, sort: SortOption): Promise<Car[]> {
  const cars: Car[] = [];
  for (let page = 1; ; page++) {
    const result: CarPage = await postCarSearch({ ...filters, sort, page, pageSize: MAX_PAGE_SIZE }, undefined, client);
    cars.push(...result.cars);
    if (page * MAX_PAGE_SIZE >= result.total) return cars;
  }
}

describe('offline search ≡ server search restricted to the saved listings', () => {
  let savedIds: Set<number>;
  let images: MemoryCacheStorage;

  beforeAll(async () => {
    await clearDatabase();
    images = new MemoryCacheStorage();
    const imageFetch = browserLikeFetch(server.url);
    const progress: SaveProgress[] = [];

    const diesel = await saveSearchForOffline(
      { fuelTypes: ['diesel', 'hybrid'] },
      { limit: 150, sort: 'year_desc', client, images: false },
    );
    const volkswagen = await saveSearchForOffline(
      { brand: ['volkswagen'] },
      {
        limit: 30,
        client,
        imageEnvironment: { fetch: imageFetch, caches: images.asCacheStorage() },
        onProgress: (p) => progress.push(p),
      },
    );
    const edges = await saveSearchForOffline({ location: 'testgrad' }, { client, images: false });

    expect(diesel).toMatchObject({ status: 'complete', listingsDone: 150, listingsTotal: 150 });
    expect(diesel.matchingTotal).toBeGreaterThan(150);
    expect(volkswagen).toMatchObject({
      status: 'complete',
      listingsDone: 30,
      imagesDone: 60,
      imagesTotal: 60,
      imagesFailed: 0,
    });
    expect(edges).toMatchObject({ status: 'complete', listingsDone: 5, matchingTotal: 5 });
    expect(progress.at(-1)).toMatchObject({ phase: 'done', imagesDone: 60 });
    expect(progress.some((p) => p.phase === 'images' && p.imagesDone > 0 && p.imagesDone < 60)).toBe(true);

    savedIds = new Set((await db.listings.orderBy('savedAt').primaryKeys()) as number[]);
    expect(savedIds.size).toBeGreaterThan(170);
  }, 120_000);

  it('downloaded each saved listing’s card and detail image into the offline cache', async () => {
    const cache = images.caches.get(OFFLINE_IMAGE_CACHE) as MemoryCache;
    expect(cache.entries.size).toBe(60);
    const [url, response] = [...cache.entries][0]!;
    expect(url).toMatch(/\/api\/images\/cars\/\d+\/(card|detail)$/);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
    const packs = await db.offlinePacks.toArray();
    expect(packs.find((pack) => pack.filters.brand?.includes('Volkswagen'))?.bytes).toBeGreaterThan(60 * 500);
  });

  /** Name, filters, sort, and how many saved listings the case must at least select. */
  const parameterSets: [string, SearchFilters, SortOption, number][] = [
    ['everything, cheapest first', {}, 'price_asc', 170],
    ['everything, dearest first', {}, 'price_desc', 170],
    ['everything, newest first', {}, 'year_desc', 170],
    ['everything, fewest km first', {}, 'mileage_asc', 170],
    ['diesel only', { fuelTypes: ['diesel'] }, 'price_asc', 50],
    ['a brand spelled loosely', { brand: ['VOLKSWAGEN'] }, 'mileage_asc', 30],
    ['several brands', { brand: ['Volkswagen', 'bmw', 'Škoda'] }, 'price_asc', 30],
    [
      'several brands, models tied to theirs',
      { brand: ['Volkswagen', 'BMW'], model: ['Golf', 'Passat'] },
      'year_desc',
      10,
    ],
    ['several countries', { countryId: [4, 25, 11] }, 'price_desc', 20],
    ['price range', { minPrice: 5_000, maxPrice: 25_000 }, 'price_desc', 20],
    ['year and mileage ranges', { minYear: 2015, maxYear: 2022, maxMileage: 150_000 }, 'year_desc', 20],
    ['body type and transmission', { bodyType: 'suv', transmission: ['automatic'] }, 'price_asc', 20],
    ['colours', { color: ['black', 'white', 'gray'] }, 'year_desc', 20],
    ['a country', { countryId: [4] }, 'mileage_asc', 20],
    ['location text (non-numeric prices and ties)', { location: 'TESTGRAD' }, 'price_asc', 5],
    ['location text, dearest first', { location: 'testgrad' }, 'price_desc', 5],
    ['nothing matches', { brand: ['Tesla'], fuelTypes: ['diesel'] }, 'price_asc', 0],
  ];

  it.each(parameterSets)('%s', async (_name, filters, sort, atLeast) => {
    const onServer = await allServerResults(filters, sort);
    const expected = onServer.filter((car) => savedIds.has(car.id)).map((car) => car.id);
    // Not vacuous: the saved listings are a strict part of the server's results, and the cases select some.
    expect(expected.length).toBeGreaterThanOrEqual(atLeast);
    if (atLeast >= 170) expect(onServer.length).toBeGreaterThan(expected.length);

    const offline: number[] = [];
    let total = -1;
    for (let page = 1; page === 1 || offline.length < total; page++) {
      const result = await searchOffline({ ...filters, sort, page, pageSize: PAGE_SIZE });
      expect(result).toMatchObject({ source: 'offline', page, pageSize: PAGE_SIZE, searchedCount: savedIds.size });
      expect(result.cars.length).toBeLessThanOrEqual(PAGE_SIZE);
      total = result.total;
      if (result.cars.length === 0) break;
      offline.push(...result.cars.map((car) => car.id));
    }
    expect(total).toBe(expected.length);
    expect(offline).toEqual(expected);
  });
});

describe('saving for offline keeps what was saved', () => {
  beforeEach(clearDatabase);

  it('when cancelled', async () => {
    const controller = new AbortController();
    const result = await saveSearchForOffline(
      {},
      {
        limit: 300,
        client,
        images: false,
        signal: controller.signal,
        onProgress: (progress) => progress.listingsDone >= MAX_PAGE_SIZE && controller.abort(),
      },
    );
    expect(result).toMatchObject({ status: 'cancelled', listingsDone: MAX_PAGE_SIZE, listingsTotal: 300 });
    expect(await db.listings.where('packIds').equals(result.packId).count()).toBe(MAX_PAGE_SIZE);
    expect(await db.offlinePacks.get(result.packId)).toMatchObject({ status: 'partial', listingCount: MAX_PAGE_SIZE });
  }, 30_000);

  it('when the connection drops', async () => {
    // The CSRF token and two pages get through, then the network is gone.
    const dropping = createApiClient({ fetch: browserLikeFetch(server.url, { failAfter: 3 }) });
    const result = await saveSearchForOffline({}, { limit: 300, client: dropping, images: false });
    expect(result).toMatchObject({ status: 'failed', listingsDone: 2 * MAX_PAGE_SIZE });
    expect(result.error).toBeInstanceOf(TypeError);
    expect(await db.listings.count()).toBe(2 * MAX_PAGE_SIZE);
    expect(await db.offlinePacks.get(result.packId)).toMatchObject({
      status: 'partial',
      listingCount: 2 * MAX_PAGE_SIZE,
    });
  }, 30_000);

  it('a save that gets no listing at all leaves no pack behind', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // "CSRF token fetch failed"
    const offline = createApiClient({ fetch: browserLikeFetch(server.url, { failAfter: 0 }) });
    const result = await saveSearchForOffline({ brand: ['BMW'] }, { client: offline, images: false });
    expect(result.status).toBe('failed');
    expect(await db.offlinePacks.count()).toBe(0);
    vi.restoreAllMocks();
  });

  it('saving the same search again lets go of listings it no longer holds', async () => {
    const first = await saveSearchForOffline({ fuelTypes: ['petrol'] }, { limit: 60, client, images: false });
    const again = await saveSearchForOffline({ fuelTypes: ['petrol'] }, { limit: 20, client, images: false });
    expect(again.packId).toBe(first.packId);
    expect(await db.listings.orderBy('savedAt').count()).toBe(20);
    expect(await db.listings.count()).toBe(60); // the other 40 stay as seen listings
    expect(await db.offlinePacks.count()).toBe(1);
  }, 30_000);
});
