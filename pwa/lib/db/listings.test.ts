import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import {
  countStoredListings,
  getStoredListing,
  getStoredListings,
  pruneSeenListings,
  releasePackListings,
  rememberListings,
  saveListings,
  updateStoredViewCount,
} from './listings';
import { makeCar } from '@contract/testing/listing-fixture';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));

const cars = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => makeCar({ id: from + index }));

describe('stored listings', () => {
  it('keeps the latest copy of a seen car and when it arrived', async () => {
    await rememberListings([makeCar({ id: 1, price: 10_000 })], 1000);
    await rememberListings([makeCar({ id: 1, price: 9_000 })], 2000);
    expect(await getStoredListing(1)).toMatchObject({ car: { price: 9_000 }, seenAt: 2000, packIds: [] });
    expect((await getStoredListing(1))?.savedAt).toBeUndefined();
  });

  it('keeps a saved car saved when it is seen again', async () => {
    await saveListings([makeCar({ id: 1 })], 'pack-a', 1000);
    await rememberListings([makeCar({ id: 1, viewCount: 5 })], 3000);
    expect(await getStoredListing(1)).toMatchObject({
      savedAt: 1000,
      seenAt: 3000,
      packIds: ['pack-a'],
      car: { viewCount: 5 },
    });
    expect(await countStoredListings()).toEqual({ saved: 1, seen: 0 });
  });

  it('keeps only the newest seen listings, never dropping saved ones', async () => {
    await saveListings(cars(1, 3), 'pack', 0);
    await rememberListings(cars(100, 5), 10);
    await rememberListings(cars(200, 5), 20);
    expect(await pruneSeenListings(6)).toBe(4);
    const left = (await db.listings.toCollection().primaryKeys()).sort((a, b) => a - b);
    expect(left).toEqual([1, 2, 3, 104, 200, 201, 202, 203, 204]);
  });

  it('answers the cars asked for in order, leaving out missing ones', async () => {
    await rememberListings(cars(1, 3));
    expect((await getStoredListings([3, 9, 1])).map((listing) => listing.id)).toEqual([3, 1]);
  });

  it('updates the view count of a stored copy', async () => {
    await rememberListings([makeCar({ id: 7 })]);
    await updateStoredViewCount(7, 42);
    await updateStoredViewCount(8, 1); // not stored: nothing happens
    expect((await getStoredListing(7))?.car.viewCount).toBe(42);
  });

  it('releases a pack: listings only it saved become seen ones, shared ones stay saved', async () => {
    await saveListings(cars(1, 3), 'a', 1);
    await saveListings(cars(3, 2), 'b', 2);
    expect(await releasePackListings('a', new Set([2]))).toEqual([1]);
    expect(await getStoredListing(1)).toMatchObject({ packIds: [] });
    expect((await getStoredListing(1))?.savedAt).toBeUndefined();
    expect(await getStoredListing(2)).toMatchObject({ packIds: ['a'], savedAt: 1 });
    expect(await getStoredListing(3)).toMatchObject({ packIds: ['b'], savedAt: 1 });
    expect(await countStoredListings()).toEqual({ saved: 3, seen: 1 });
  });
});
