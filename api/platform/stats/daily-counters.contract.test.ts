/** Daily counters and once-a-day marks on every storage adapter: atomic increments, totals, day series. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { adapterIt, describeOnEveryStore } from '../testing/store-adapters';
import { DAILY_COUNTERS_COLLECTION, DailyCounters, lastDays } from './daily-counters';
import { OncePerDay } from './once-per-day';

describeOnEveryStore('daily counters contract', (adapter, stores) => {
  let store: DocumentStore;
  let now: Date;

  beforeEach(async () => {
    store = await stores.open();
    now = new Date('2031-03-01T21:30:00Z'); // 22:30 in Zagreb
  });

  adapterIt(adapter, 'atomicUpdates')('counts in parallel without losing one', async () => {
    const counters = await DailyCounters.open(store, () => now);
    await Promise.all(Array.from({ length: 30 }, () => counters.increment('listing.view', '7')));
    expect(await counters.totals('listing.view', ['7'])).toEqual(new Map([['7', 30]]));
  });

  it('counts per day and in total', async () => {
    const counters = await DailyCounters.open(store, () => now);
    for (let i = 0; i < 30; i++) await counters.increment('listing.view', '7');
    await counters.increment('listing.view', '8', 5);
    now = new Date('2031-03-01T23:30:00Z'); // the next day in Zagreb
    expect(await counters.increment('listing.view', '7')).toBe(31);
    expect(await counters.totals('listing.view', ['7', '8', '9'])).toEqual(
      new Map([
        ['7', 31],
        ['8', 5],
        ['9', 0],
      ]),
    );
    const days = lastDays(3, now);
    expect(days).toEqual(['2031-02-28', '2031-03-01', '2031-03-02']);
    expect(await counters.series('listing.view', ['7', '8'], days)).toEqual(
      new Map([
        ['7', [0, 30, 1]],
        ['8', [0, 5, 0]],
      ]),
    );
    await counters.forget(['7']);
    expect((await counters.totals('listing.view', ['7'])).get('7')).toBe(0);
  });

  it('adds background counts up in memory, writes them together, and reads them at once', async () => {
    const counters = await DailyCounters.open(store, () => now);
    for (let index = 0; index < 50; index++) counters.add('search', 'site');
    counters.add('search', 'site', 3);
    now = new Date('2031-03-01T23:30:00Z'); // the next day in Zagreb
    counters.add('search', 'site');
    // Nothing of it on the store yet: one write per counter comes later (a read adds them from memory).
    const raw = await store.collection<{ key: string; count: number }>(DAILY_COUNTERS_COLLECTION);
    expect(await raw.count({})).toBe(0);
    expect(await counters.totals('search', ['site'])).toEqual(new Map([['site', 54]]));
    expect(await counters.series('search', ['site'], ['2031-03-01', '2031-03-02'])).toEqual(
      new Map([['site', [53, 1]]]),
    );
    counters.add('search', 'site');
    await counters.flush();
    expect((await raw.findOne({ key: 'search|site|all' }))?.count).toBe(55);
  });

  it('marks a key once a day, atomically', async () => {
    const marks = await OncePerDay.open(store, () => now);
    const first = await Promise.all(Array.from({ length: 10 }, () => marks.mark('view|7|ip:1.2.3.4')));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await marks.mark('view|7|ip:5.6.7.8')).toBe(true);
    now = new Date('2031-03-01T23:30:00Z');
    expect(await marks.mark('view|7|ip:1.2.3.4')).toBe(true);
  });
});

describe('lastDays', () => {
  it('counts calendar days across the change to summer time', () => {
    expect(lastDays(3, new Date('2031-03-31T10:00:00Z'))).toEqual(['2031-03-29', '2031-03-30', '2031-03-31']);
  });
});
