import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@contract/saved-searches';
import { makeCar } from '@contract/testing/listing-fixture';
import { db } from './db';
import { VISITOR } from './limits';
import {
  clearSignedInCopies,
  getDeviceUserId,
  getLocalSavedSearches,
  getLocalWatchedCars,
  getPendingSavedSearches,
  putLocalSavedSearch,
  putLocalWatchedCar,
  replaceLocalSavedSearches,
  replaceLocalWatchedCars,
} from './saved-searches';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));

const search = (id: string, name: string, createdAt = '2026-01-01T00:00:00.000Z'): SavedSearch => ({
  id,
  name,
  filters: { brand: ['Škoda'] },
  alerts: 'daily',
  createdAt,
  updatedAt: createdAt,
  lastRunAt: createdAt,
  newMatches: 0,
});

describe('saved searches on the device', () => {
  it('takes the server list but keeps changes not sent yet, and hides searches deleted offline', async () => {
    await putLocalSavedSearch({
      id: 'a',
      userId: 'u1',
      search: search('a', 'Renamed offline'),
      pending: 'update',
      changed: ['name'],
    });
    await putLocalSavedSearch({ id: 'b', userId: 'u1', search: search('b', 'Deleted offline'), pending: 'delete' });
    await putLocalSavedSearch({ id: 'c', userId: 'u1', search: search('c', 'Gone on the server') });
    await putLocalSavedSearch({ id: 'x', userId: 'u2', search: search('x', 'Another buyer') });
    await replaceLocalSavedSearches('u1', [
      search('a', 'Server name'),
      search('b', 'Deleted offline'),
      search('d', 'New on the server', '2026-02-01T00:00:00.000Z'),
    ]);

    expect((await getLocalSavedSearches('u1')).map((item) => item.name)).toEqual([
      'Renamed offline',
      'New on the server',
    ]);
    expect((await getPendingSavedSearches('u1')).map((row) => row.pending)).toEqual(['update', 'delete']);
    expect((await getLocalSavedSearches('u2')).map((item) => item.name)).toEqual(['Another buyer']);
  });

  it('reads a search stored in the older single-brand form as a list of one', async () => {
    const old = {
      ...search('o', 'Stored long ago'),
      filters: { brand: 'BMW', model: 'X1', countryId: 4 },
    } as unknown as SavedSearch;
    await db.savedSearches.put({ id: 'o', userId: 'u1', search: old });
    expect((await getLocalSavedSearches('u1'))[0]!.filters).toEqual({ brand: ['BMW'], model: ['X1'], countryId: [4] });
    await db.offlinePacks.put({
      id: 'brand=BMW',
      filters: { brand: 'BMW' } as never,
      sort: 'price_asc',
      savedAt: 1,
      updatedAt: 1,
    } as never);
    expect((await db.offlinePacks.get('brand=BMW'))!.filters).toEqual({ brand: ['BMW'] });
  });

  it('keeps watched cars per buyer and a visitor’s apart; sign-out clears the buyer’s copies only', async () => {
    const car = makeCar({ id: 7 });
    await replaceLocalWatchedCars(
      'u1',
      [{ carId: 7, watchedAt: '2026-01-01T00:00:00.000Z', priceWhenWatched: 10000, car }],
      1000,
    );
    await putLocalWatchedCar(VISITOR, {
      carId: 8,
      watchedAt: '2026-01-02T00:00:00.000Z',
      priceWhenWatched: 5000,
      car: makeCar({ id: 8 }),
    });
    await putLocalSavedSearch({ id: 'p', userId: 'u1', search: search('p', 'Made offline'), pending: 'create' });
    await putLocalSavedSearch({ id: 's', userId: 'u1', search: search('s', 'Synced') });

    expect((await getLocalWatchedCars('u1')).map((row) => [row.item.carId, row.storedAt])).toEqual([[7, 1000]]);
    expect((await getLocalWatchedCars(VISITOR)).map((row) => row.item.carId)).toEqual([8]);
    expect(await getDeviceUserId()).toBe('u1');

    await clearSignedInCopies();
    expect(await getLocalWatchedCars('u1')).toEqual([]);
    expect((await getLocalWatchedCars(VISITOR)).map((row) => row.item.carId)).toEqual([8]);
    expect((await getLocalSavedSearches('u1')).map((item) => item.name)).toEqual(['Made offline']);
    expect(await getDeviceUserId()).toBeNull();
  });
});
