/**
 * Quotas (AI and voice searches, emails and analyses per day; repair searches per hour) on every storage adapter (MongoDB only with MONGODB_URI): the check and
 * the spend are one conditional update, so parallel requests at the edge never take more than the limit.
 */
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { adapterIt, describeOnEveryStore } from '../testing/store-adapters';
import { Quotas, zagrebCalendarDay } from './quotas';

const HOUR = 60 * 60 * 1000;

describeOnEveryStore('quota contract', (adapter, stores) => {
  let store: DocumentStore;
  // Ahead of real time (the embedded store expires documents by real time): 22:30 in Zagreb (CEST, UTC+2).
  let now: Date;
  let counts: Quotas;

  beforeEach(async () => {
    store = await stores.open();
    now = new Date('2031-07-14T20:30:00Z');
    counts = await Quotas.open(store, () => now);
  });

  it('spends up to the limit, per kind, and then refuses', async () => {
    for (let i = 1; i <= 3; i++) expect((await counts.spend('ana', 'ai', 3))?.used).toBe(i);
    expect(await counts.spend('ana', 'ai', 3)).toBeNull();
    expect(await counts.spend('ana', 'voice', 2)).toMatchObject({ kind: 'voice', used: 1 });
    expect(await counts.spend('ana', 'voice', 2)).not.toBeNull();
    expect(await counts.spend('ana', 'voice', 2)).toBeNull();
    expect(await counts.spend('ivo', 'ai', 3)).toMatchObject({ used: 1 });
    expect(await counts.current('ana')).toMatchObject({ ai: 3, voice: 2 });
    // A lowered limit holds at once; a limit of 0 turns the kind off.
    expect(await counts.spend('ivo', 'ai', 1)).toBeNull();
    expect(await counts.spend('mia', 'voice', 0)).toBeNull();
    expect(await counts.current('mia')).toMatchObject({ ai: 0, voice: 0 });
  });

  it('counts repair searches per clock hour, apart from the daily kinds', async () => {
    now = new Date('2031-11-21T22:58:00Z'); // 23:58 in Zagreb
    for (let i = 0; i < 2; i++) expect(await counts.spend('ana', 'repair', 2)).toMatchObject({ used: i + 1 });
    expect(await counts.spend('ana', 'repair', 2)).toBeNull();
    await counts.spend('ana', 'ai', 5);
    expect(await counts.current('ana')).toMatchObject({ ai: 1, repair: 2 });
    now = new Date('2031-11-21T23:00:00Z'); // a new hour and a new day in Zagreb
    expect(await counts.current('ana')).toMatchObject({ ai: 0, repair: 0 });
    expect(await counts.spend('ana', 'repair', 2)).toMatchObject({ used: 1 });
    now = new Date('2031-11-21T23:59:59Z'); // the same hour: its units stay spent
    expect(await counts.spend('ana', 'repair', 2)).toMatchObject({ used: 2 });
    expect(await counts.spend('ana', 'repair', 2)).toBeNull();
  });

  it('counts emails and analyses apart from searches', async () => {
    expect(await counts.spend('ana', 'email', 2)).toMatchObject({ kind: 'email', used: 1 });
    await counts.spend('ana', 'email', 2);
    expect(await counts.spend('ana', 'email', 2)).toBeNull();
    expect(await counts.spend('ana', 'analysis', 1)).toMatchObject({ kind: 'analysis', used: 1 });
    expect(await counts.spend('ana', 'ai', 1)).not.toBeNull();
    expect(await counts.current('ana')).toEqual({ ai: 1, voice: 0, email: 2, analysis: 1, repair: 0 });
  });

  adapterIt(adapter, 'atomicUpdates')('lets exactly `limit` of many parallel first-of-day spends through', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => counts.spend('ana', 'ai', 4)));
    expect(results.filter(Boolean)).toHaveLength(4);
    expect(
      results
        .filter(Boolean)
        .map((spend) => spend!.used)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(await counts.current('ana')).toMatchObject({ ai: 4, voice: 0 });
  });

  adapterIt(adapter, 'atomicUpdates')('lets one of two parallel spends take the last search', async () => {
    for (let i = 0; i < 9; i++) await counts.spend('ana', 'ai', 10);
    const [first, second] = await Promise.all([counts.spend('ana', 'ai', 10), counts.spend('ana', 'ai', 10)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await counts.current('ana')).toMatchObject({ ai: 10, voice: 0 });

    const voice = await Promise.all(Array.from({ length: 10 }, () => counts.spend('ana', 'voice', 5)));
    expect(voice.filter(Boolean)).toHaveLength(5);
  });

  it('starts again at midnight in Croatia', async () => {
    for (let i = 0; i < 2; i++) await counts.spend('ana', 'ai', 2);
    expect(await counts.spend('ana', 'ai', 2)).toBeNull();
    now = new Date(now.getTime() + HOUR + 29 * 60 * 1000); // 23:59 in Zagreb
    expect(zagrebCalendarDay(now)).toBe('2031-07-14');
    expect(await counts.spend('ana', 'ai', 2)).toBeNull();
    now = new Date(now.getTime() + 60 * 1000); // 00:00 in Zagreb, 22:00 UTC
    expect(zagrebCalendarDay(now)).toBe('2031-07-15');
    expect(await counts.current('ana')).toMatchObject({ ai: 0, voice: 0 });
    expect(await counts.spend('ana', 'ai', 2)).toMatchObject({ used: 1 });
  });

  it('refunds a spent search to the day it was taken from, never below zero', async () => {
    const spend = await counts.spend('ana', 'voice', 5);
    await counts.spend('ana', 'voice', 5);
    await counts.refund(spend!);
    expect(await counts.current('ana')).toMatchObject({ ai: 0, voice: 1 });

    const late = await counts.spend('ana', 'ai', 5);
    now = new Date(now.getTime() + 3 * HOUR); // the next day in Zagreb
    await counts.refund(late!);
    expect(await counts.current('ana')).toMatchObject({ ai: 0, voice: 0 });
    now = new Date(now.getTime() - 3 * HOUR);
    expect(await counts.current('ana')).toMatchObject({ ai: 0, voice: 1 });
    await counts.refund(late!);
    await counts.refund(late!);
    expect(await counts.current('ana')).toMatchObject({ ai: 0, voice: 1 });
  });

  adapterIt(adapter, 'atomicUpdates')('at the limit, a refund frees exactly one search', async () => {
    const spends = await Promise.all(Array.from({ length: 3 }, () => counts.spend('ana', 'ai', 3)));
    await counts.refund(spends[0]!);
    const again = await Promise.all(Array.from({ length: 5 }, () => counts.spend('ana', 'ai', 3)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });
});
