/**
 * The storage contract: what every adapter must do, run against each one available. MongoDB runs only
 * where MONGODB_URI is set (no MongoDB server can be installed on our machines); otherwise its suite is
 * reported as skipped by name.
 */
import type session from 'express-session';
import { beforeEach, describe, expect, it } from 'vitest';
import { RepositorySessionStore, SESSIONS_COLLECTION, type SessionDoc } from '../http/session-store';
import { adapterIt, describeOnEveryStore } from '../testing/store-adapters';
import { createCounters } from './counters';
import { DuplicateKeyError, type CollectionSpec, type DocumentStore } from './document-store';

interface Thing {
  key: string;
  group: string;
  n: number;
  tags?: string[];
  at?: Date;
  note?: string;
}

const THINGS: CollectionSpec = {
  name: 'things',
  indexes: [{ fields: { key: 1 }, unique: true }, { fields: { group: 1, n: 1 } }],
  mongooseFields: {
    key: { type: String, required: true },
    group: String,
    n: Number,
    tags: [String],
    at: Date,
    note: String,
  },
};

describeOnEveryStore('storage contract', (adapter, stores) => {
  let store: DocumentStore;

  beforeEach(async () => {
    store = await stores.open();
  });

  describe('document collections', () => {
    async function things() {
      const collection = await store.collection<Thing>(THINGS);
      await collection.insertMany([
        { key: 'a', group: 'x', n: 3, tags: ['red'] },
        { key: 'b', group: 'x', n: 1, tags: ['blue', 'red'] },
        { key: 'c', group: 'y', n: 2 },
        { key: 'd', group: 'y', n: 5, note: 'Zagreb centar' },
      ]);
      return collection;
    }

    it('finds with MongoDB operators, sorts, skips and limits, without _id', async () => {
      const collection = await things();
      const keys = (docs: Thing[]) => docs.map((doc) => doc.key);
      expect(keys(await collection.find({ n: { $gte: 2, $lte: 3 } }, { sort: { n: 1 } }))).toEqual(['c', 'a']);
      expect(keys(await collection.find({ group: { $in: ['y'] } }, { sort: { n: -1 } }))).toEqual(['d', 'c']);
      expect(keys(await collection.find({ $or: [{ key: 'a' }, { n: 5 }] }, { sort: { key: 1 } }))).toEqual(['a', 'd']);
      expect(keys(await collection.find({ note: { $regex: /zagreb/i } }))).toEqual(['d']);
      expect(keys(await collection.find({ note: { $exists: true } }))).toEqual(['d']);
      expect(keys(await collection.find({ key: { $ne: 'a' } }, { sort: { key: 1 }, skip: 1, limit: 1 }))).toEqual([
        'c',
      ]);
      const [first] = await collection.find({ key: 'a' });
      expect(first).toEqual({ key: 'a', group: 'x', n: 3, tags: ['red'] });
      expect(first).not.toHaveProperty('_id');
      expect(await collection.count({ group: 'x' })).toBe(2);
      expect(await collection.findOne({ key: 'zzz' })).toBeNull();
    });

    it('refuses a duplicate on a unique index and keeps the original', async () => {
      const collection = await things();
      await expect(collection.insertOne({ key: 'a', group: 'z', n: 9 })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await collection.findOne({ key: 'a' })).toMatchObject({ group: 'x', n: 3 });
      expect(await collection.count({})).toBe(4);
    });

    it('updates atomically and answers the updated document', async () => {
      const collection = await things();
      expect(await collection.updateOne({ key: 'a' }, { $inc: { n: 2 }, $set: { note: 'hi' } })).toMatchObject({
        key: 'a',
        n: 5,
        note: 'hi',
      });
      expect(await collection.updateOne({ key: 'a' }, { $unset: { note: true } })).not.toHaveProperty('note');
      expect(await collection.updateOne({ key: 'a' }, { $set: { note: 'again' } })).not.toHaveProperty('_id');
      expect(await collection.updateOne({ key: 'nope' }, { $inc: { n: 1 } })).toBeNull();
      expect(await collection.updateOne({ key: 'new' }, { $inc: { n: 1 } }, { upsert: true })).toMatchObject({
        key: 'new',
        n: 1,
      });
      expect(await collection.updateMany({ group: 'x' }, { $set: { group: 'w' } })).toBe(2);
      expect(await collection.deleteMany({ group: 'w' })).toBe(2);
      expect(await collection.count({})).toBe(3);
    });

    adapterIt(adapter, 'atomicUpdates')('loses no $inc of concurrent updates', async () => {
      const collection = await things();
      await Promise.all(Array.from({ length: 40 }, () => collection.updateOne({ key: 'c' }, { $inc: { n: 1 } })));
      expect(await collection.findOne({ key: 'c' })).toMatchObject({ n: 42 });
    });

    it('keeps dates as dates', async () => {
      const collection = await store.collection<Thing>(THINGS);
      const at = new Date('2026-05-01T12:00:00.000Z');
      await collection.insertOne({ key: 't', group: 'g', n: 0, at });
      const found = await collection.findOne({ at: { $gte: new Date('2026-01-01') } });
      expect(found?.at).toBeInstanceOf(Date);
      expect(found?.at?.toISOString()).toBe(at.toISOString());
    });
  });

  describe('counters', () => {
    it('hand out consecutive values and reserve blocks', async () => {
      const counters = await createCounters(store);
      expect(await counters.next('cars')).toBe(1);
      expect(await counters.next('cars')).toBe(2);
      expect(await counters.next('cars', 10)).toBe(12);
      expect(await counters.next('other')).toBe(1);
    });

    adapterIt(adapter, 'atomicUpdates')('hand out unique values under concurrency', async () => {
      const counters = await createCounters(store);
      const values = await Promise.all(Array.from({ length: 30 }, () => counters.next('cars')));
      expect(new Set(values).size).toBe(30);
      expect(Math.max(...values)).toBe(30);
      expect(await counters.next('cars', 10)).toBe(40);
    });
  });

  describe('sessions', () => {
    it('writes a touched expiry at most once per touch window', async () => {
      const collection = await store.collection<SessionDoc>(SESSIONS_COLLECTION);
      const throttled = new RepositorySessionStore(collection, 60_000, 60 * 60 * 1000);
      const eager = new RepositorySessionStore(collection, 60_000, 0);
      const at = (ms: number) =>
        ({ cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + ms) } }) as unknown as session.SessionData;
      const run = (fn: (done: () => void) => void) => new Promise<void>((resolve) => fn(resolve));
      const storedExpiry = async () => (await collection.findOne({ sid: 't1' }))!.expiresAt.getTime();

      await run((done) => throttled.set('t1', at(60_000), () => done()));
      const first = await storedExpiry();
      await run((done) => throttled.touch('t1', at(120_000), done));
      expect(await storedExpiry()).toBe(first); // within the window: no write
      await run((done) => eager.touch('t1', at(120_000), done));
      expect(await storedExpiry()).toBeGreaterThan(first); // a store without a window writes every touch
    });

    it('stores, reads, touches, destroys and expires sessions', async () => {
      const sessions = new RepositorySessionStore(await store.collection<SessionDoc>(SESSIONS_COLLECTION), 60_000);
      const call = <T>(fn: (cb: (error?: unknown, value?: T) => void) => void) =>
        new Promise<T | undefined>((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))));
      const data = {
        cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000) },
        csrfToken: 'tok',
      } as unknown as session.SessionData;
      await call((cb) => sessions.set('s1', data, cb));
      expect(await call((cb) => sessions.get('s1', cb))).toMatchObject({ csrfToken: 'tok' });
      await call<void>((cb) => sessions.touch('s1', data, () => cb()));
      const expired = {
        ...data,
        cookie: { ...data.cookie, expires: new Date(Date.now() - 1000) },
      } as session.SessionData;
      await call((cb) => sessions.set('s2', expired, cb));
      expect(await call((cb) => sessions.get('s2', cb))).toBeNull();
      expect(await sessions.pruneExpired()).toBeGreaterThanOrEqual(0);
      await call((cb) => sessions.destroy('s1', cb));
      expect(await call((cb) => sessions.get('s1', cb))).toBeNull();
    });
  });
});
