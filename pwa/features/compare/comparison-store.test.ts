import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db/db';
import { makeCar } from '@contract/testing/listing-fixture';
import { createComparisonStore, type ComparisonStore } from './comparison-store';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));

/** A new store (as after a reload), once it has loaded the stored selection. */
async function freshStore(): Promise<ComparisonStore> {
  const store = createComparisonStore();
  await expect.poll(() => store.getState().hydrated).toBe(true);
  return store;
}

/** Waits until the last change reached the database. */
const stored = () =>
  expect.poll(async () => (await db.comparison.orderBy('position').toArray()).map((entry) => entry.id));

const [a, b, c] = [makeCar({ id: 1 }), makeCar({ id: 2 }), makeCar({ id: 3 })];

describe('comparison store', () => {
  it('adds up to 2 cars, ignores a car already there and refuses a third', async () => {
    const store = await freshStore();
    expect(store.getState().add(a)).toBe('added');
    expect(store.getState().canCompare).toBe(false);
    expect(store.getState().add(a)).toBe('duplicate');
    expect(store.getState().add(b)).toBe('added');
    expect(store.getState().canCompare).toBe(true);
    expect(store.getState().add(c)).toBe('limit');
    expect(store.getState().cars.map((car) => car.id)).toEqual([1, 2]);
  });

  it('removes, toggles and clears', async () => {
    const store = await freshStore();
    expect(store.getState().toggle(a)).toBe('added');
    expect(store.getState().toggle(b)).toBe('added');
    expect(store.getState().toggle(c)).toBe('limit');
    expect(store.getState().toggle(a)).toBe('removed');
    expect(store.getState().cars.map((car) => car.id)).toEqual([2]);
    expect(store.getState().canCompare).toBe(false);
    store.getState().remove(99);
    store.getState().remove(2);
    expect(store.getState().cars).toEqual([]);
    store.getState().add(c);
    store.getState().clear();
    expect(store.getState()).toMatchObject({ cars: [], canCompare: false });
  });

  it('survives a reload: a new store loads the selection in its order', async () => {
    const first = await freshStore();
    first.getState().add(b);
    first.getState().add(a);
    await stored().toEqual([2, 1]);

    const second = await freshStore();
    expect(second.getState().cars.map((car) => car.id)).toEqual([2, 1]);
    expect(second.getState().canCompare).toBe(true);
    expect(second.getState().add(c)).toBe('limit');
    expect(second.getState().addedAt[2]).toBe(first.getState().addedAt[2]);

    second.getState().clear();
    await stored().toEqual([]);
    expect((await freshStore()).getState().cars).toEqual([]);
  });

  it('keeps a car chosen before the stored selection loaded, within the limit', async () => {
    const first = await freshStore();
    first.getState().add(a);
    await stored().toEqual([1]);

    const second = createComparisonStore();
    expect(second.getState().add(c)).toBe('added'); // before hydration
    await expect.poll(() => second.getState().hydrated).toBe(true);
    expect(second.getState().cars.map((car) => car.id)).toEqual([1, 3]);
    await stored().toEqual([1, 3]);
  });
});
