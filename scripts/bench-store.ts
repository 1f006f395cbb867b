/**
 * `npm run bench:store`: write throughput of the embedded store on disk, with every acknowledged write
 * fdatasync'ed (group commit, the default) and without (what NeDB alone does), so the cost of durability
 * can be read off. Options: --writers N (concurrent writers, default 200), --seconds S (default 5).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openNedbStore } from '../api/platform/storage/nedb/nedb-store';

const { values } = parseArgs({
  options: { writers: { type: 'string', default: '200' }, seconds: { type: 'string', default: '5' } },
});
const WRITERS = Number(values.writers);
const SECONDS = Number(values.seconds);

async function run(syncFile?: (filename: string) => Promise<void>): Promise<number> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-store-'));
  const store = await openNedbStore({ directory, ...(syncFile ? { syncFile } : {}) });
  const counters = await store.collection<{ key: string; count: number }>({
    name: 'counters',
    indexes: [{ fields: { key: 1 }, unique: true }],
    mongooseFields: {},
  });
  const events = await store.collection<{ id: string; at: Date }>({ name: 'events', indexes: [], mongooseFields: {} });
  let writes = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let step = 0; performance.now() < until; step++) {
        if (step % 2) await counters.updateOne({ key: `k${writer % 50}` }, { $inc: { count: 1 } }, { upsert: true });
        else await events.insertOne({ id: `${writer}-${step}`, at: new Date() });
        writes++;
      }
    }),
  );
  await store.close();
  await fs.rm(directory, { recursive: true, force: true });
  return writes / SECONDS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `Embedded store on disk (${os.tmpdir()}), ${WRITERS} concurrent writers, 3 alternating rounds of ${SECONDS} s; load average ${os.loadavg()[0]!.toFixed(1)}:`,
);
const unsynced: number[] = [];
const synced: number[] = [];
for (let round = 0; round < 3; round++) {
  unsynced.push(await run(async () => {}));
  synced.push(await run());
}
const show = (label: string, runs: number[]) =>
  console.log(
    `${label.padEnd(46)} median ${median(runs).toFixed(0).padStart(6)} writes/s  (${runs.map((value) => value.toFixed(0)).join(', ')})`,
  );
show('appended only (no fsync: NeDB alone)', unsynced);
show('fdatasync before acknowledging (group commit)', synced);
console.log(`durability costs ${(100 * (1 - median(synced) / median(unsynced))).toFixed(1)} % of the write throughput`);
