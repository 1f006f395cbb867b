/** The embedded store's start-up: files are read as they are (not rewritten on every load), indexes follow the spec. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type CollectionSpec } from '../document-store';
import { openNedbStore } from './nedb-store';

const spec = (unique: boolean): CollectionSpec => ({ name: 'things', indexes: [{ fields: { key: 1 }, unique }], mongooseFields: {} });

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
    for (let index = 0; index < 40; index++) lines.push(JSON.stringify({ key: `k${index}`, count: index, _id: `K${index}` }));
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
    const relaxed = await reopened.collection<{ key: string }>({ ...spec(false), indexes: [{ fields: { key: 1 }, mongoOnly: true }] });
    await relaxed.insertOne({ key: 'a' });
    expect(await relaxed.count({ key: 'a' })).toBe(2);
    await reopened.close();
  });
});
