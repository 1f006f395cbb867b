import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { db } from './db';

// The browser's idle callbacks, run by the test when it says the page is idle.
let idleCallbacks: (() => void)[] = [];

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.resetModules(); // a fresh page: the database's code not loaded yet
});

afterEach(() => vi.unstubAllGlobals());

const pageIsIdle = () => idleCallbacks.splice(0).forEach((callback) => callback());

it('keeps a copy of the results only once the page is idle, and loses none meanwhile', async () => {
  const { rememberListings } = await import('./index');
  const remembered = rememberListings([makeCar({ id: 5 })]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await db.listings.count()).toBe(0);
  expect(idleCallbacks).toHaveLength(1);
  pageIsIdle();
  await remembered;
  expect((await db.listings.get(5))?.car.id).toBe(5);
});

it('loads the database at once for what a person waits on, and then keeps copies without waiting for idle', async () => {
  await db.listings.put({ id: 6, car: makeCar({ id: 6 }), seenAt: 1, packIds: [] });
  const { getStoredListing, rememberListings } = await import('./index');
  expect((await getStoredListing(6))?.car.id).toBe(6);
  await rememberListings([makeCar({ id: 7 })]);
  expect(await db.listings.count()).toBe(2);
  expect(idleCallbacks).toHaveLength(0);
});

it('starts live queries once the page is idle', async () => {
  const { useLiveQuery } = await import('./index');
  const { renderHook, waitFor } = await import('@testing-library/react');
  await db.listings.put({ id: 8, car: makeCar({ id: 8 }), seenAt: 1, packIds: [] });
  const count = () => db.listings.count();
  const { result } = renderHook(() => useLiveQuery(count));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current).toBeUndefined();
  pageIsIdle();
  await waitFor(() => expect(result.current).toBe(1));
  await db.listings.put({ id: 9, car: makeCar({ id: 9 }), seenAt: 1, packIds: [] });
  await waitFor(() => expect(result.current).toBe(2));
});
