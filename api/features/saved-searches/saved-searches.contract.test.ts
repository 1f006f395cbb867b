/**
 * Saved searches and watches on every storage adapter (MongoDB only with MONGODB_URI): names unique per
 * user through the index, a tombstone freeing its name, matches recorded once per batch, one watch per car.
 */
import { beforeEach, expect, it } from 'vitest';
import { DuplicateKeyError, type DocumentStore } from '../../platform/storage/document-store';
import { adapterIt, describeOnEveryStore } from '../../platform/testing/store-adapters';
import {
  SAVED_SEARCHES_COLLECTION,
  SavedSearchRepository,
  savedSearchNameKey,
  type SavedSearchDoc,
} from './saved-search-repository';
import { MAX_WATCHED_CARS } from '@contract/saved-search-constants';
import { makeListing } from '@contract/testing/listing-fixture';
import type { ListingDoc } from '../cars/listing-collection';
import type { ListingRepository } from '../cars/listing-repository';
import { SavedSearchesService } from './saved-searches-service';
import { WatchRepository } from './watch-repository';

function search(overrides: Partial<SavedSearchDoc> & Pick<SavedSearchDoc, 'id' | 'userId' | 'name'>): SavedSearchDoc {
  const at = new Date('2026-11-20T10:00:00.000Z');
  return {
    nameKey: savedSearchNameKey(overrides.userId, overrides.name),
    filters: {},
    alerts: 'instant',
    createdAt: at,
    updatedAt: at,
    lastRunAt: null,
    newMatches: 0,
    deleted: false,
    alertedThrough: 0,
    pendingIds: [],
    alertSeq: 1,
    lastAlertAt: null,
    ...overrides,
  };
}

describeOnEveryStore('saved searches contract', (adapter, stores) => {
  let store: DocumentStore;
  beforeEach(async () => {
    store = await stores.open();
  });

  it('keeps names unique per user (any case); a tombstone frees the name and keeps the id', async () => {
    const searches = await SavedSearchRepository.open(store);
    await searches.insert(search({ id: 'a', userId: 'u1', name: 'Family car' }));
    await expect(searches.insert(search({ id: 'b', userId: 'u1', name: 'FAMILY CAR' }))).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    await searches.insert(search({ id: 'c', userId: 'u2', name: 'Family car' }));
    await searches.markDeleted('a', 'u1', new Date());
    await searches.insert(search({ id: 'b', userId: 'u1', name: 'Family car' }));
    await expect(searches.insert(search({ id: 'a', userId: 'u1', name: 'Other' }))).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect((await searches.listByUser('u1')).map((s) => s.id)).toEqual(['b']);
    expect(await searches.countByUser('u1')).toBe(1);
    expect((await searches.findById('a'))?.deleted).toBe(true);
  });

  adapterIt(adapter, 'storesNul')('keeps a name unique that was stored with the old key separator (NUL)', async () => {
    const raw = await store.collection<SavedSearchDoc>(SAVED_SEARCHES_COLLECTION);
    await raw.insertOne(search({ id: 'old', userId: 'u1', name: 'Family car', nameKey: 'u1\u0000family car' }));
    const searches = await SavedSearchRepository.open(store);
    await expect(searches.insert(search({ id: 'new', userId: 'u1', name: 'FAMILY CAR' }))).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect((await searches.findById('old'))?.nameKey).toBe(savedSearchNameKey('u1', 'Family car'));
  });

  it('records the matches of a batch once, however often the batch is repeated', async () => {
    const searches = await SavedSearchRepository.open(store);
    await searches.insert(search({ id: 'a', userId: 'u1', name: 'A', alertedThrough: 10 }));
    expect(await searches.recordMatches('a', 20, [12, 15], true, [])).toBe(true);
    expect(await searches.recordMatches('a', 20, [12, 15], true, [12, 15])).toBe(false);
    expect(await searches.recordMatches('a', 30, [25], true, [12, 15])).toBe(true);
    const stored = await searches.findById('a');
    expect(stored).toMatchObject({ alertedThrough: 30, newMatches: 3, pendingIds: [12, 15, 25] });
    await searches.markAlertSent('a', 1, new Date());
    await searches.markAlertSent('a', 1, new Date());
    expect(await searches.findById('a')).toMatchObject({ pendingIds: [], alertSeq: 2 });
  });

  it('holds the watched-car limit under parallel requests', async () => {
    const cars = new Map<number, ListingDoc>();
    for (let id = 1; id <= MAX_WATCHED_CARS + 60; id++)
      cars.set(id, { ...makeListing(), id, status: 'active', source: 'dealer', dealerId: null });
    const listings = {
      findByIds: async (ids: number[]) => ids.flatMap((id) => cars.get(id) ?? []),
    } as unknown as ListingRepository;
    const watches = await WatchRepository.open(store);
    const service = new SavedSearchesService({
      searches: await SavedSearchRepository.open(store),
      watches,
      listings,
      lastListingId: async () => cars.size,
    });
    const ids = [...cars.keys()];
    for (const id of ids.slice(0, MAX_WATCHED_CARS - 20)) await service.watch('u1', [id]);
    // 80 requests at once for the last 20 places.
    const answers = await Promise.allSettled(ids.slice(MAX_WATCHED_CARS - 20).map((id) => service.watch('u1', [id])));
    expect(await watches.countByUser('u1')).toBeLessThanOrEqual(MAX_WATCHED_CARS);
    expect(answers.filter((answer) => answer.status === 'rejected').length).toBeGreaterThanOrEqual(60);
    // Once the race is over, a free place is taken again.
    const count = await watches.countByUser('u1');
    if (count < MAX_WATCHED_CARS) await service.watch('u1', [ids.at(-1)!]);
  }, 30_000);

  it('keeps one watch per user and car, paged by key', async () => {
    const watches = await WatchRepository.open(store);
    const watch = (userId: string, carId: number) => ({
      key: `${userId}:${carId}`,
      userId,
      carId,
      watchedAt: new Date(),
      priceWhenWatched: 100,
      knownPrice: 100,
      soldNotified: false,
    });
    expect(await watches.add(watch('u1', 1))).toBe(true);
    expect(await watches.add(watch('u1', 1))).toBe(false);
    expect(await watches.add(watch('u1', 2))).toBe(true);
    expect(await watches.add(watch('u2', 1))).toBe(true);
    expect(await watches.countByUser('u1')).toBe(2);
    const first = await watches.page(undefined, 2);
    expect(first.map((w) => w.key)).toEqual(['u1:1', 'u1:2']);
    expect((await watches.page('u1:2', 2)).map((w) => w.key)).toEqual(['u2:1']);
    expect(await watches.remove('u1', 1)).toBe(true);
    expect(await watches.remove('u1', 1)).toBe(false);
  });
});
