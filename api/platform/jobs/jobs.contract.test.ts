/**
 * Leases and scheduled jobs on every storage adapter: one holder at a time (two "instances" sharing a
 * store), a lost holder's lease runs out, and a job's progress survives a run that was cut short.
 */
import { pino } from 'pino';
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { describeOnEveryStore } from '../testing/store-adapters';
import { Leases } from './leases';
import { JobStates, Scheduler } from './scheduler';

const logger = pino({ level: 'silent' });

describeOnEveryStore('leases and jobs contract', (_adapter, stores) => {
  let store: DocumentStore;
  let now: Date;

  beforeEach(async () => {
    store = await stores.open();
    now = new Date('2031-03-01T08:00:00Z');
  });

  it('gives a lease to one of many parallel takers, and to another once released or expired', async () => {
    const first = await Leases.open(store, () => now);
    const second = await Leases.open(store, () => now);
    const taken = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 ? first : second).acquire('import', 60_000)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    const holder = taken.find(Boolean)!;
    expect(await first.isHeld('import')).toBe(true);
    expect(await second.acquire('import', 60_000)).toBeNull();
    expect(await second.acquire('another', 60_000)).not.toBeNull();

    await holder.release();
    const next = await second.acquire('import', 60_000);
    expect(next).not.toBeNull();
    // Its holder crashes: after the lease's time another instance may take it, and the old holder cannot renew.
    now = new Date(now.getTime() + 60_001);
    expect(await first.isHeld('import')).toBe(false);
    const taker = await first.acquire('import', 60_000);
    expect(taker).not.toBeNull();
    expect(await next!.renew()).toBe(false);
    expect(await taker!.renew()).toBe(true);
  });

  it('gives a released or run-out lease to one of many parallel takers', async () => {
    const instances = await Promise.all(Array.from({ length: 4 }, () => Leases.open(store, () => now)));
    const take = () =>
      Promise.all(Array.from({ length: 12 }, (_, index) => instances[index % 4]!.acquire('mail', 60_000)));
    const first = (await take()).filter(Boolean);
    expect(first).toHaveLength(1);
    await first[0]!.release();
    const second = (await take()).filter(Boolean);
    expect(second).toHaveLength(1);
    now = new Date(now.getTime() + 60_001);
    const third = (await take()).filter(Boolean);
    expect(third).toHaveLength(1);
    expect(await second[0]!.renew()).toBe(false);
  });

  it('runs a job on one of two instances at a time, and a restarted job continues from its progress', async () => {
    const states = await JobStates.open(store);
    const leases = await Leases.open(store);
    const processed: number[] = [];
    let running = 0;
    let overlapped = false;
    let crashAfter = 3;
    const makeJob = () => ({
      name: 'alerts',
      intervalMs: 60_000,
      async run({ progress }: { progress: { get(): Promise<number | undefined>; set(value: number): Promise<void> } }) {
        running++;
        if (running > 1) overlapped = true;
        try {
          for (let item = ((await progress.get()) ?? 0) + 1; item <= 6; item++) {
            await new Promise((resolve) => setTimeout(resolve, 2));
            if (crashAfter-- === 0) throw new Error('process died');
            processed.push(item);
            await progress.set(item);
          }
        } finally {
          running--;
        }
      },
    });
    const instanceA = new Scheduler(leases, states, logger);
    const instanceB = new Scheduler(leases, states, logger);
    instanceA.add(makeJob());
    instanceB.add(makeJob());
    await Promise.all([instanceA.runNow('alerts'), instanceB.runNow('alerts')]);
    expect(overlapped).toBe(false);
    expect(processed).toEqual([1, 2, 3]);
    await instanceB.runNow('alerts');
    expect(processed).toEqual([1, 2, 3, 4, 5, 6]);
    await Promise.all([instanceA.stop(), instanceB.stop()]);
  });
});
