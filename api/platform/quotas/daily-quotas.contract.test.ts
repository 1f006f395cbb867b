/**
 * Daily AI quotas (searches, voice searches, emails, analyses) on every storage adapter (MongoDB only with MONGODB_URI): the check and
 * the spend are one conditional update, so parallel requests at the edge never take more than the limit.
 */
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { adapterIt, describeOnEveryStore } from '../testing/store-adapters';
import { DailyQuotas, zagrebCalendarDay } from './daily-quotas';

const HOUR = 60 * 60 * 1000;

describeOnEveryStore('daily quota contract', (adapter, stores) => {
  let store: DocumentStore;
  // Ahead of real time (the embedded store expires documents by real time): 22:30 in Zagreb (CEST, UTC+2).
  let now: Date;
  let counts: DailyQuotas;

  beforeEach(async () => {
    store = await stores.open();
    now = new Date('2031-07-14T20:30:00Z');
    counts = await DailyQuotas.open(store, () => now);
  });

  it('spends up to the limit, per kind, and then refuses', async () => {
    for (let i = 1; i <= 3; i++) expect((await counts.spend('ana', 'ai', 3))?.usage).toMatchObject({ ai: i, voice: 0 });
    expect(await counts.spend('ana', 'ai', 3)).toBeNull();
    expect(await counts.spend('ana', 'voice', 2)).toMatchObject({ usage: { ai: 3, voice: 1 } });
    expect(await counts.spend('ana', 'voice', 2)).not.toBeNull();
    expect(await counts.spend('ana', 'voice', 2)).toBeNull();
    expect(await counts.spend('ivo', 'ai', 3)).toMatchObject({ usage: { ai: 1 } });
    expect(await counts.today('ana')).toMatchObject({ ai: 3, voice: 2 });
    // A lowered limit holds at once; a limit of 0 turns the kind off.
    expect(await counts.spend('ivo', 'ai', 1)).toBeNull();
    expect(await counts.spend('mia', 'voice', 0)).toBeNull();
    expect(await counts.today('mia')).toMatchObject({ ai: 0, voice: 0 });
  });

  adapterIt(adapter, 'atomicUpdates')('counts without a limit, atomically', async () => {
    await Promise.all(Array.from({ length: 12 }, () => counts.increment('u1', 'ai')));
    expect(await counts.today('u1')).toMatchObject({ ai: 12, voice: 0 });
  });

  it('counts without a limit per user and day', async () => {
    now = new Date('2031-11-21T22:30:00Z'); // 23:30 in Zagreb
    for (let i = 0; i < 12; i++) await counts.increment('u1', 'ai');
    expect(await counts.increment('u1', 'voice')).toMatchObject({ ai: 12, voice: 1 });
    expect(await counts.today('u2')).toMatchObject({ ai: 0, voice: 0 });
    now = new Date('2031-11-21T23:30:00Z'); // past midnight in Zagreb: a new day
    expect(zagrebCalendarDay(now)).toBe('2031-11-22');
    expect(await counts.today('u1')).toMatchObject({ ai: 0, voice: 0 });
  });

  it('counts emails and analyses apart from searches', async () => {
    expect(await counts.spend('ana', 'email', 2)).toMatchObject({ usage: { ai: 0, voice: 0, email: 1, analysis: 0 } });
    await counts.spend('ana', 'email', 2);
    expect(await counts.spend('ana', 'email', 2)).toBeNull();
    expect(await counts.spend('ana', 'analysis', 1)).toMatchObject({ usage: { email: 2, analysis: 1 } });
    expect(await counts.spend('ana', 'ai', 1)).not.toBeNull();
    expect(await counts.today('ana')).toEqual({ ai: 1, voice: 0, email: 2, analysis: 1 });
  });

  adapterIt(adapter, 'atomicUpdates')('lets exactly `limit` of many parallel first-of-day spends through', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => counts.spend('ana', 'ai', 4)));
    expect(results.filter(Boolean)).toHaveLength(4);
    expect(
      results
        .filter(Boolean)
        .map((spend) => spend!.usage.ai)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(await counts.today('ana')).toMatchObject({ ai: 4, voice: 0 });
  });

  adapterIt(adapter, 'atomicUpdates')('lets one of two parallel spends take the last search', async () => {
    for (let i = 0; i < 9; i++) await counts.spend('ana', 'ai', 10);
    const [first, second] = await Promise.all([counts.spend('ana', 'ai', 10), counts.spend('ana', 'ai', 10)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await counts.today('ana')).toMatchObject({ ai: 10, voice: 0 });

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
    expect(await counts.today('ana')).toMatchObject({ ai: 0, voice: 0 });
    expect(await counts.spend('ana', 'ai', 2)).toMatchObject({ usage: { ai: 1 } });
  });

  it('refunds a spent search to the day it was taken from, never below zero', async () => {
    const spend = await counts.spend('ana', 'voice', 5);
    await counts.spend('ana', 'voice', 5);
    await counts.refund(spend!);
    expect(await counts.today('ana')).toMatchObject({ ai: 0, voice: 1 });

    const late = await counts.spend('ana', 'ai', 5);
    now = new Date(now.getTime() + 3 * HOUR); // the next day in Zagreb
    await counts.refund(late!);
    expect(await counts.today('ana')).toMatchObject({ ai: 0, voice: 0 });
    now = new Date(now.getTime() - 3 * HOUR);
    expect(await counts.today('ana')).toMatchObject({ ai: 0, voice: 1 });
    await counts.refund(late!);
    await counts.refund(late!);
    expect(await counts.today('ana')).toMatchObject({ ai: 0, voice: 1 });
  });

  adapterIt(adapter, 'atomicUpdates')('at the limit, a refund frees exactly one search', async () => {
    const spends = await Promise.all(Array.from({ length: 3 }, () => counts.spend('ana', 'ai', 3)));
    await counts.refund(spends[0]!);
    const again = await Promise.all(Array.from({ length: 5 }, () => counts.spend('ana', 'ai', 3)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });
});
