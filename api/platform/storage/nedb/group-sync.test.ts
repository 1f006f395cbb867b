/**
 * Durability of the embedded store: a write resolves only after an fsync that started after it, and
 * concurrent writes share fsyncs (group commit).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GroupSync } from './group-sync';
import { openNedbStore } from './nedb-store';

/** A flush that waits until the test lets it finish, and records when each one started. */
function controlledFlush() {
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  let clock = 0;
  return {
    started,
    tick: () => ++clock,
    flush: () =>
      new Promise<void>((resolve) => {
        started.push(clock);
        finishers.push(resolve);
      }),
    finishNext: async () => {
      finishers.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('GroupSync', () => {
  it('covers every caller with a flush that started after its call, sharing flushes under load', async () => {
    const control = controlledFlush();
    const group = new GroupSync(control.flush);
    const resolved: string[] = [];
    control.tick(); // 1
    const first = group.sync().then(() => resolved.push('first'));
    control.tick(); // 2: these arrive while the first flush runs
    const second = group.sync().then(() => resolved.push('second'));
    const third = group.sync().then(() => resolved.push('third'));
    expect(control.started).toEqual([1]);
    await control.finishNext();
    expect(resolved).toEqual(['first']);
    // One more flush, started after the second and third calls, serves both.
    expect(control.started).toEqual([1, 2]);
    await control.finishNext();
    await Promise.all([first, second, third]);
    expect(resolved).toEqual(['first', 'second', 'third']);
    expect(control.started).toHaveLength(2);
  });
});

describe('the embedded store on disk', () => {
  it('acknowledges a write only once its file was synced', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'nedb-sync-'));
    const synced: string[] = [];
    let release: () => void = () => {};
    let hold = false;
    const store = await openNedbStore({
      directory,
      syncFile: async (filename) => {
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        synced.push(path.basename(filename));
      },
    });
    try {
      const notes = await store.collection<{ id: number; text: string }>({
        name: 'notes',
        indexes: [],
        mongooseFields: {},
      });
      hold = true;
      let acknowledged = false;
      const writing = notes.insertOne({ id: 1, text: 'kept' }).then(() => (acknowledged = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(acknowledged).toBe(false);
      release();
      await writing;
      expect(synced).toEqual(['notes.db']);
      hold = false;
      await notes.updateOne({ id: 1 }, { $set: { text: 'changed' } });
      await notes.deleteMany({ id: 1 });
      expect(synced).toEqual(['notes.db', 'notes.db', 'notes.db']);
    } finally {
      await store.close();
      await fs.rm(directory, { recursive: true, force: true });
    }
  });
});
