/**
 * The import engine on every storage adapter: creates, re-imports that update instead of duplicating,
 * expiry of listings gone from the feed (and search following), bad rows reported without touching their
 * listings, the admin's filters, a dealer's scope keyed by stock number, progress and stopping.
 */
import { beforeEach, expect, it } from 'vitest';
import { openListingRepository } from '../cars/open-listing-repository';
import type { ListingRepository } from '../cars/listing-repository';
import { createCounters } from '../../platform/storage/counters';
import type { DocumentStore } from '../../platform/storage/document-store';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { importDocument, importRows, type ImportProgress } from './import-listings';
import type { ImportTarget } from './plan-import';
import { feedRow, feedRows, toCsv, toJson } from './testing/feed-rows';

const feedTarget = (feedId: string, overrides: Partial<ImportTarget> = {}): ImportTarget => ({
  scope: { feedId },
  key: { column: 'id', field: 'feedKey', format: (id) => `${feedId}:${id}` },
  stamp: { source: 'feed', dealerId: null },
  ...overrides,
});

const SEARCH = { sort: 'price_asc', page: 1, pageSize: 48 } as const;

describeOnEveryStore('listing import contract', (_adapter, stores) => {
  let store: DocumentStore;
  let listings: ListingRepository;

  beforeEach(async () => {
    store = await stores.open();
    listings = await openListingRepository(store, await createCounters(store));
  });

  it('creates from JSON, updates from CSV without duplicating, and expires what the feed dropped', async () => {
    const rows = feedRows(5);
    const first = await importDocument({ text: toJson(rows) }, { listings, target: feedTarget('autohaus') });
    expect(first).toMatchObject({
      format: 'json',
      rows: 5,
      created: 5,
      updated: 0,
      unchanged: 0,
      expired: 0,
      rejected: 0,
    });
    const created = await listings.findInScope({ feedId: 'autohaus' });
    expect(created.map((listing) => listing.feedKey).sort()).toEqual([
      'autohaus:R-1',
      'autohaus:R-2',
      'autohaus:R-3',
      'autohaus:R-4',
      'autohaus:R-5',
    ]);
    expect(
      created.every((listing) => listing.source === 'feed' && listing.status === 'active' && listing.dealerId === null),
    ).toBe(true);

    // The same feed as CSV, R-2 cheaper, R-5 gone.
    const changed = rows.slice(0, 4).map((row) => (row.id === 'R-2' ? { ...row, price: 999 } : row));
    const second = await importDocument(
      { text: toCsv(changed), name: 'stock.csv' },
      { listings, target: feedTarget('autohaus') },
    );
    expect(second).toMatchObject({ format: 'csv', rows: 4, created: 0, updated: 1, unchanged: 3, expired: 1 });
    const after = await listings.findInScope({ feedId: 'autohaus' });
    expect(after).toHaveLength(5);
    const byKey = new Map(after.map((listing) => [listing.feedKey, listing]));
    expect(byKey.get('autohaus:R-2')).toMatchObject({
      price: 999,
      status: 'active',
      id: created.find((l) => l.feedKey === 'autohaus:R-2')!.id,
    });
    expect(byKey.get('autohaus:R-5')!.status).toBe('expired');
    const found = await listings.search({ ...SEARCH });
    expect(found.total).toBe(4);
    expect(found.cars.map((car) => car.feedKey)).not.toContain('autohaus:R-5');
    expect((await listings.search({ ...SEARCH, maxPrice: 1000 })).cars.map((car) => car.feedKey)).toEqual([
      'autohaus:R-2',
    ]);

    // It comes back: active again, same listing.
    const third = await importRows(rows, { listings, target: feedTarget('autohaus') });
    expect(third).toMatchObject({ created: 0, updated: 2, expired: 0 });
    expect((await listings.search({ ...SEARCH })).total).toBe(5);
  });

  it('reports every bad row with its reason and leaves its listing as it was', async () => {
    await importRows(feedRows(3), { listings, target: feedTarget('f') });
    const report = await importRows(
      [
        feedRow({ id: 'R-1', brand: 'Trabant' }),
        feedRow({ id: 'R-2', price: 12_345 }),
        feedRow({ id: 'R-2', price: 1 }),
        feedRow({ id: '' }),
        'not a row',
        feedRow({ id: 'N-1', model: 'Golf' }),
      ],
      { listings, target: feedTarget('f') },
    );
    expect(report).toMatchObject({ rows: 6, created: 0, updated: 1, expired: 1, rejected: 5 });
    expect(report.rejections.map(({ row, key, field, problem }) => ({ row, key, field, problem }))).toEqual([
      { row: 1, key: 'f:R-1', field: 'brand', problem: 'unknown_brand' },
      { row: 3, key: 'f:R-2', field: 'id', problem: 'duplicate_key' },
      { row: 4, key: null, field: 'id', problem: 'required' },
      { row: 5, key: null, field: 'id', problem: 'required' },
      { row: 6, key: 'f:N-1', field: 'model', problem: 'unknown_model' },
    ]);
    const byKey = new Map((await listings.findInScope({ feedId: 'f' })).map((listing) => [listing.feedKey, listing]));
    // R-1's row was invalid: its listing stays active and unchanged; R-3 is gone from the feed: expired.
    expect(byKey.get('f:R-1')).toMatchObject({ status: 'active', brand: 'Volkswagen' });
    expect(byKey.get('f:R-2')!.price).toBe(12_345);
    expect(byKey.get('f:R-3')!.status).toBe('expired');
    expect(byKey.has('f:N-1')).toBe(false);
  });

  it('keeps feeds apart, and imports only what matches the filters when asked', async () => {
    await importRows(feedRows(6), { listings, target: feedTarget('one') });
    await importRows(feedRows(2), { listings, target: feedTarget('two') });
    // feedRows cycles six brands: R-1 is the Volkswagen, R-2 the Škoda.
    const rows = feedRows(6).map((row) => ({ ...row, price: Number(row.price) + 1 }));
    const filtered = await importRows(rows.slice(1), {
      listings,
      target: feedTarget('one', { filters: { brand: ['Škoda'] } }),
    });
    // R-2 updated; R-3…R-6 outside the filters; R-1 is missing but outside them too, so it stays.
    expect(filtered).toMatchObject({ created: 0, updated: 1, skipped: 4, expired: 0 });
    const dropped = await importRows([], {
      listings,
      target: feedTarget('one', { filters: { brand: ['Volkswagen'] } }),
    });
    expect(dropped).toMatchObject({ expired: 1 });
    expect((await listings.findInScope({ feedId: 'two' })).every((listing) => listing.status === 'active')).toBe(true);
  });

  it("imports a dealer's stock by stock number within the dealer's own listings", async () => {
    const target: ImportTarget = {
      scope: { dealerId: 'dealer-7' },
      key: { column: 'stockNumber', field: 'stockNumber' },
      stamp: { source: 'dealer', dealerId: 'dealer-7', sellerId: 'auto-7' },
    };
    const rows = [
      feedRow({ id: undefined, stockNumber: 'S-100' }),
      feedRow({ id: undefined, stockNumber: 'S-101', price: 9000 }),
    ];
    expect(await importRows(rows, { listings, target })).toMatchObject({ created: 2 });
    expect(await importRows(rows, { listings, target })).toMatchObject({ created: 0, unchanged: 2 });
    const mine = await listings.findInScope({ dealerId: 'dealer-7' });
    expect(mine.map((listing) => [listing.stockNumber, listing.source, listing.sellerId])).toEqual(
      expect.arrayContaining([
        ['S-100', 'dealer', 'auto-7'],
        ['S-101', 'dealer', 'auto-7'],
      ]),
    );
    expect(mine.every((listing) => listing.feedKey === undefined)).toBe(true);
  });

  it('tells its progress in chunks and stops between chunks when aborted; running it again completes it', async () => {
    const progress: ImportProgress[] = [];
    await importRows(feedRows(25), {
      listings,
      target: feedTarget('p'),
      chunkSize: 10,
      onProgress: (step) => void progress.push(step),
    });
    expect(progress).toEqual([
      { done: 0, total: 25 },
      { done: 10, total: 25 },
      { done: 20, total: 25 },
      { done: 25, total: 25 },
    ]);

    const stop = new AbortController();
    const more = feedRows(45);
    const stopped = importRows(more, {
      listings,
      target: feedTarget('p'),
      chunkSize: 10,
      signal: stop.signal,
      onProgress: ({ done }) => {
        if (done >= 10) stop.abort();
      },
    });
    await expect(stopped).rejects.toThrow();
    expect((await listings.findInScope({ feedId: 'p' })).length).toBe(35);
    expect(await importRows(more, { listings, target: feedTarget('p') })).toMatchObject({ created: 10, unchanged: 35 });
  });
});
