/**
 * The embedded store's start-up: files are read as they are (not rewritten on every load), indexes follow
 * the collection's CollectionSpec.
 */
import { execFileSync } from 'node:child_process';
import { openSync, read as readFd, writeSync, closeSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type CollectionSpec } from '../document-store';
import { openNedbStore } from './nedb-store';

const spec = (unique: boolean): CollectionSpec => ({
  name: 'things',
  indexes: [{ fields: { key: 1 }, unique }],
  mongooseFields: {},
});

describe('the embedded store on disk', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'nedb-store-'));
  });
  afterEach(() => fs.rm(directory, { recursive: true, force: true }));

  it('loads a file without rewriting it, and keeps every update', async () => {
    const store = await openNedbStore({ directory });
    const things = await store.collection<{ key: string; count: number }>(spec(true));
    await things.insertOne({ key: 'a', count: 0 });
    for (let index = 0; index < 20; index++) await things.updateOne({ key: 'a' }, { $inc: { count: 1 } });
    // A crash: nothing is flushed or compacted (close() would compact).
    const file = path.join(directory, 'things.db');
    const before = await fs.readFile(file, 'utf8');
    expect(before.trim().split('\n').length).toBeGreaterThan(20);

    const reopened = await openNedbStore({ directory });
    const again = await reopened.collection<{ key: string; count: number }>(spec(true));
    expect(await again.findOne({ key: 'a' })).toEqual({ key: 'a', count: 20 });
    expect(await fs.readFile(file, 'utf8')).toBe(before);
    await reopened.close();
    // Closing compacts: one line for the document, one for the index.
    expect((await fs.readFile(file, 'utf8')).trim().split('\n')).toHaveLength(2);
  });

  it('reads a file as NeDB wrote it: the last version of each document, removals, dates, a torn last line', async () => {
    const file = path.join(directory, 'things.db');
    const lines = [
      { key: 'a', count: 1, _id: 'A' },
      { key: 'b', count: 1, at: { $$date: Date.UTC(2030, 0, 2) }, _id: 'B' },
      { key: 'a', count: 2, note: 'line\nbreak \u2028 and ünïcödé', _id: 'A' },
      { key: 'c', count: 1, _id: 'C' },
      { $$deleted: true, _id: 'C' },
      { $$indexCreated: { fieldName: 'key', unique: true, sparse: false } },
    ].map((line) => JSON.stringify(line));
    // Many records, so that the torn one (a crash in the middle of an append) stays under NeDB's corruption limit.
    for (let index = 0; index < 40; index++)
      lines.push(JSON.stringify({ key: `k${index}`, count: index, _id: `K${index}` }));
    await fs.writeFile(file, `${lines.join('\n')}\n{"key":"torn","cou`);
    const store = await openNedbStore({ directory });
    const things = await store.collection<{ key: string; count: number; at?: Date; note?: string }>(spec(true));
    expect(await things.findOne({ key: 'a' })).toEqual({ key: 'a', count: 2, note: 'line\nbreak \u2028 and ünïcödé' });
    expect((await things.findOne({ key: 'b' }))?.at).toEqual(new Date(Date.UTC(2030, 0, 2)));
    expect(await things.findOne({ key: 'c' })).toBeNull();
    expect(await things.count({})).toBe(42);
    await expect(things.insertOne({ key: 'a', count: 0 })).rejects.toBeInstanceOf(DuplicateKeyError);
    await store.close();
  });

  it('loads records whose strings repeat (kept once in memory) as they were, and changes one without the others', async () => {
    type Listing = { key: string; seller: { name: string }; features: string[]; at: Date; note: string };
    const store = await openNedbStore({ directory });
    const things = await store.collection<Listing>(spec(true));
    const at = new Date(Date.UTC(2030, 0, 2));
    await things.insertMany(
      Array.from({ length: 1500 }, (_, index) => ({
        key: `k${index}`,
        seller: { name: index % 2 ? 'Auto Horvat d.o.o.' : 'Autohaus Müller GmbH' },
        features: ['climateControl', 'parkingSensors'],
        at,
        note: `unique note ${index}`,
      })),
    );
    const reopened = await openNedbStore({ directory });
    const again = await reopened.collection<Listing>(spec(true));
    expect(await again.findOne({ key: 'k7' })).toEqual({
      key: 'k7',
      seller: { name: 'Auto Horvat d.o.o.' },
      features: ['climateControl', 'parkingSensors'],
      at,
      note: 'unique note 7',
    });
    await again.updateOne({ key: 'k7' }, { $set: { 'seller.name': 'Novi Prodavač', features: ['towBar'] } });
    expect(await again.findOne({ key: 'k9' })).toMatchObject({
      seller: { name: 'Auto Horvat d.o.o.' },
      features: ['climateControl', 'parkingSensors'],
    });
    expect(await again.count({ 'seller.name': 'Auto Horvat d.o.o.' })).toBe(749);
    expect(await again.count({ 'seller.name': 'Autohaus Müller GmbH' })).toBe(750);
    await reopened.close();
    await store.close();
  });

  it('lends the documents of some values of an indexed field as they are now, and refuses a field without an index', async () => {
    const store = await openNedbStore();
    const things = await store.collection<{ key: string; count: number }>(spec(true));
    await things.insertMany([
      { key: 'a', count: 1 },
      { key: 'b', count: 2 },
      { key: 'c', count: 3 },
    ]);
    await things.updateOne({ key: 'b' }, { $inc: { count: 10 } });
    const lent = things.peek!('key', ['c', 'b', 'missing']);
    expect(lent.map(({ key, count }) => ({ key, count })).sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'b', count: 12 },
      { key: 'c', count: 3 },
    ]);
    expect(() => things.peek!('count', [1])).toThrow(/no index/);
    await store.close();
  });

  it('refuses a file that is mostly corrupt instead of starting without its data', async () => {
    await fs.writeFile(path.join(directory, 'things.db'), `{"key":"a","_id":"A"}\nnot json\nnot json either\n`);
    const store = await openNedbStore({ directory });
    await expect(store.collection(spec(true))).rejects.toThrow(/corrupt/);
    await store.close();
  });

  it('drops an index the collection no longer asks for', async () => {
    const store = await openNedbStore({ directory });
    const things = await store.collection<{ key: string }>(spec(true));
    await things.insertOne({ key: 'a' });
    await expect(things.insertOne({ key: 'a' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await store.close();
    const reopened = await openNedbStore({ directory });
    const relaxed = await reopened.collection<{ key: string }>({
      ...spec(false),
      indexes: [{ fields: { key: 1 }, mongoOnly: true }],
    });
    await relaxed.insertOne({ key: 'a' });
    expect(await relaxed.count({ key: 'a' })).toBe(2);
    await reopened.close();
  });

  it('gives two opens of one collection at the same moment the same collection', async () => {
    const store = await openNedbStore({ directory });
    const [one, other] = await Promise.all([
      store.collection<{ key: string }>(spec(true)),
      store.collection<{ key: string }>(spec(true)),
    ]);
    await one.insertOne({ key: 'a' });
    expect(await other.findOne({ key: 'a' })).toEqual({ key: 'a' });
    await expect(other.insertOne({ key: 'a' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await store.close();
  });
});

describe('reads while writes wait for their appends', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'nedb-store-'));
  });
  afterEach(() => fs.rm(directory, { recursive: true, force: true }));

  /**
   * Occupies every thread of libuv's pool with a read of an empty pipe (no CPU, no timing), as a load of fsyncs
   * and password hashes does: file appends then wait. Answers the function that lets the threads go.
   */
  function occupyThreadPool(): () => void {
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const fds = Array.from({ length: threads }, (_, index) => {
      const fifo = path.join(directory, `pipe-${index}`);
      execFileSync('mkfifo', [fifo]);
      const fd = openSync(fifo, 'r+'); // a pipe opened for reading and writing does not block the open
      readFd(fd, Buffer.alloc(1), 0, 1, null, () => closeSync(fd));
      return fd;
    });
    return () => fds.forEach((fd) => writeSync(fd, 'x'));
  }

  it('answers a read of a collection at once while a write to it waits for its append', async () => {
    const store = await openNedbStore({ directory, syncFile: async () => {} });
    const things = await store.collection<{ key: string; count: number }>(spec(true));
    await things.insertOne({ key: 'a', count: 0 });

    const release = occupyThreadPool();
    let written = false;
    const write = things.updateOne({ key: 'a' }, { $inc: { count: 1 } }).then(() => (written = true));
    try {
      // The write's append cannot be done while the pool is busy; the reads answer anyway, each seeing the
      // document before or after the write, whole.
      const [found, count, all] = await Promise.all([things.findOne({ key: 'a' }), things.count({}), things.find({})]);
      expect(written).toBe(false);
      expect([
        { key: 'a', count: 0 },
        { key: 'a', count: 1 },
      ]).toContainEqual(found);
      expect(count).toBe(1);
      expect(all).toHaveLength(1);
    } finally {
      release();
    }
    await write;
    expect(written).toBe(true);
    await store.close();
  });
});
