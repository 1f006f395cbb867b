import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RepairSearchResponse } from '@contract/repair-shops';
import { Dexie } from 'dexie';
import { makeCar } from '@contract/testing/listing-fixture';
import { MarketplaceDb, db } from './db';
import { getRepairSearch, getRepairSearches, saveRepairSearch } from './repair-searches';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));

const response = (total: number): RepairSearchResponse => ({
  shops: [],
  total,
  understood: { categories: ['tyres'], nearMe: false },
  source: {
    provider: 'bundled',
    demo: true,
    attribution: 'Demo data',
    cached: false,
    fetchedAt: '2026-01-01T00:00:00.000Z',
  },
});

describe('stored repair searches', () => {
  it('keeps the latest answer per search, newest first, and only the last ten', async () => {
    for (let index = 0; index < 12; index++) {
      await saveRepairSearch({
        key: `hr|q${index}|`,
        query: `q${index}`,
        language: 'hr',
        nearMe: false,
        response: response(index),
        savedAt: 1000 + index,
      });
    }
    const searches = await getRepairSearches();
    expect(searches.map((search) => search.query)).toEqual([
      'q11',
      'q10',
      'q9',
      'q8',
      'q7',
      'q6',
      'q5',
      'q4',
      'q3',
      'q2',
    ]);
    await saveRepairSearch({
      key: 'hr|q5|',
      query: 'q5',
      language: 'hr',
      nearMe: false,
      response: response(99),
      savedAt: 5000,
    });
    expect((await getRepairSearches())[0]!.query).toBe('q5');
    expect((await getRepairSearch('hr|q5|'))?.savedAt).toBe(5000);
    expect(await db.repairSearches.count()).toBe(10);
  });

  it("upgrades a device's database of the first version, keeping what it held", async () => {
    const old = new Dexie('upgrade-from-v1');
    old.version(1).stores({
      listings: 'id, seenAt, savedAt, *packIds',
      countries: 'id',
      comparison: 'id, position',
      offlinePacks: 'id, savedAt',
    });
    await old.table('listings').put({ id: 7, car: makeCar({ id: 7 }), seenAt: 1, packIds: [] });
    old.close();
    const upgraded = new MarketplaceDb('upgrade-from-v1');
    expect(await upgraded.listings.get(7)).toMatchObject({ id: 7, seenAt: 1 });
    await upgraded.repairSearches.put({
      key: 'en|garage zagreb|',
      query: 'garage Zagreb',
      language: 'en',
      nearMe: false,
      response: response(3),
      savedAt: 2,
    });
    expect(await upgraded.repairSearches.count()).toBe(1);
    upgraded.close();
  });
});
