/** The fixed-window limiter on every storage adapter (MongoDB only with MONGODB_URI). */
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { adapterIt, describeOnEveryStore } from '../testing/store-adapters';
import { FixedWindowLimiter, RATE_LIMITS_COLLECTION } from './fixed-window-limiter';

const MINUTE = 60 * 1000;
const rule = { limit: 5, windowMs: 15 * MINUTE };

describeOnEveryStore('rate limit contract', (adapter, stores) => {
  let store: DocumentStore;
  // Ahead of real time, at the start of a window (the embedded store expires windows by real time).
  let now: Date;

  beforeEach(async () => {
    store = await stores.open();
    now = new Date((Math.floor(Date.now() / rule.windowMs) + 1) * rule.windowMs);
  });

  adapterIt(adapter, 'atomicUpdates')('counts concurrent hits exactly', async () => {
    const limiter = await FixedWindowLimiter.open(store, () => now);
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('login-ip', 'ip:1.2.3.4', rule)));
    expect(decisions.map((decision) => decision.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('counts hits and refuses those over the limit until the window ends', async () => {
    const limiter = await FixedWindowLimiter.open(store, () => now);
    const decisions = [];
    for (let i = 0; i < 12; i++) decisions.push(await limiter.hit('login-ip', 'ip:1.2.3.4', rule));
    expect(decisions.map((decision) => decision.count)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(decisions.map((decision) => decision.allowed)).toEqual(Array.from({ length: 12 }, (_, i) => i < 5));
    expect(decisions[0]!.retryAfterSeconds).toBe(15 * 60);

    now = new Date(now.getTime() + 10 * MINUTE);
    expect(await limiter.hit('login-ip', 'ip:1.2.3.4', rule)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 5 * 60,
    });
    now = new Date(now.getTime() + 5 * MINUTE);
    expect(await limiter.hit('login-ip', 'ip:1.2.3.4', rule)).toMatchObject({ allowed: true, count: 1 });
  });

  it('takes requests up to the limit, and a refused one writes nothing (the stored count stays at the limit)', async () => {
    const limiter = await FixedWindowLimiter.open(store, () => now);
    const decisions = [];
    for (let i = 0; i < 12; i++) decisions.push(await limiter.take('login-ip', 'ip:1.2.3.4', rule));
    expect(decisions.map((decision) => decision.allowed)).toEqual(Array.from({ length: 12 }, (_, i) => i < 5));
    expect(decisions.map((decision) => decision.count)).toEqual(
      Array.from({ length: 12 }, (_, i) => Math.min(i + 1, 5)),
    );
    const stored = await (await store.collection<{ count: number }>(RATE_LIMITS_COLLECTION)).find({});
    expect(stored.map((doc) => doc.count)).toEqual([5]);
    expect((await limiter.peek('login-ip', 'ip:1.2.3.4', rule)).count).toBe(5);

    now = new Date(now.getTime() + rule.windowMs);
    expect(await limiter.take('login-ip', 'ip:1.2.3.4', rule)).toMatchObject({ allowed: true, count: 1 });
  });

  adapterIt(adapter, 'atomicUpdates')('takes exactly the limit of concurrent requests', async () => {
    const limiter = await FixedWindowLimiter.open(store, () => now);
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.take('login-ip', 'ip:5.6.7.8', rule)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect((await limiter.peek('login-ip', 'ip:5.6.7.8', rule)).count).toBe(5);
  });

  it('keeps buckets and subjects apart, stores no subject in the clear, and prunes finished windows', async () => {
    const limiter = await FixedWindowLimiter.open(store, () => now);
    for (let i = 0; i < 5; i++) await limiter.hit('reset-account', 'email:ana@example.test', rule);
    expect((await limiter.hit('reset-account', 'email:ana@example.test', rule)).allowed).toBe(false);
    expect((await limiter.hit('reset-account', 'email:ivo@example.test', rule)).allowed).toBe(true);
    expect((await limiter.hit('verification-account', 'email:ana@example.test', rule)).allowed).toBe(true);
    const stored = await (await store.collection<object>(RATE_LIMITS_COLLECTION)).find({});
    expect(JSON.stringify(stored)).not.toContain('example.test');

    now = new Date(now.getTime() + 2 * rule.windowMs);
    expect(await limiter.pruneExpired()).toBe(3);
  });
});
