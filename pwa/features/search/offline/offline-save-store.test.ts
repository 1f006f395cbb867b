import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchRequest } from '@contract/search-semantics';
import { db } from '../../../lib/db/db';
import { makeCar } from '@contract/testing/listing-fixture';
import { fakeFetch } from '../../../lib/testing/fake-fetch';
import { useOfflineSaveStore } from './offline-save-store';

/** 100 matching listings, served page by page; jsdom has no Cache Storage, so images are skipped. */
function serve(onPage?: (page: number) => void) {
  const fetch = fakeFetch(({ body }) => {
    const { page, pageSize } = body as SearchRequest;
    onPage?.(page);
    const first = (page - 1) * pageSize;
    const cars = Array.from({ length: Math.max(0, Math.min(pageSize, 100 - first)) }, (_, index) =>
      makeCar({ id: first + index + 1 }),
    );
    return { cars, total: 100, page, pageSize };
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  useOfflineSaveStore.setState({ running: false, progress: null, result: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the running save for offline', () => {
  it('saves with progress, one save at a time', async () => {
    serve();
    const store = useOfflineSaveStore.getState();
    const running = store.start({ fuelTypes: ['diesel'] }, { limit: 60 });
    expect(useOfflineSaveStore.getState().running).toBe(true);
    expect(await useOfflineSaveStore.getState().start({})).toBeNull();
    expect(await running).toMatchObject({
      status: 'complete',
      listingsDone: 60,
      listingsTotal: 60,
      matchingTotal: 100,
      imagesTotal: 0,
    });
    expect(useOfflineSaveStore.getState()).toMatchObject({
      running: false,
      progress: { phase: 'done', listingsDone: 60 },
      result: { status: 'complete' },
    });
    expect(await db.listings.count()).toBe(60);
  });

  it('cancels, keeping what was saved, and clears everything', async () => {
    serve((page) => page === 2 && useOfflineSaveStore.getState().cancel());
    const result = await useOfflineSaveStore.getState().start({});
    expect(result).toMatchObject({ status: 'cancelled', listingsDone: 48 });
    expect(await db.listings.count()).toBe(48);
    await useOfflineSaveStore.getState().clearAll();
    expect(await db.listings.count()).toBe(0);
    expect(await db.offlinePacks.count()).toBe(0);
    expect(useOfflineSaveStore.getState().result).toBeNull();
  });
});
