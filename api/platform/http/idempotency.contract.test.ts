/**
 * Idempotency records on every storage adapter (MongoDB only with MONGODB_URI): a key is claimed once
 * (unique index), a replay gets the first answer, another request with the key is refused, a running
 * claim holds replays off until it expires, and a released key can be claimed again.
 */
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { describeOnEveryStore } from '../testing/store-adapters';
import { IDEMPOTENCY_LOCK_MS, IdempotencyRecords, requestHash } from './idempotency';

describeOnEveryStore('idempotency contract', (adapter, stores) => {
  let store: DocumentStore;
  let now: Date;
  let records: IdempotencyRecords;
  const hash = requestHash('POST', '/api/send-contact-email', { b: 1, a: [1, { y: 2, x: 1 }] });

  beforeEach(async () => {
    store = await stores.open();
    // Ahead of real time: the embedded store expires documents by real time.
    now = new Date('2031-07-14T10:00:00Z');
    records = await IdempotencyRecords.open(store, () => now);
  });

  it('hashes equal requests equally, whatever the key order', () => {
    expect(requestHash('POST', '/api/send-contact-email', { a: [1, { x: 1, y: 2 }], b: 1 })).toBe(hash);
    expect(requestHash('POST', '/api/send-contact-email', { a: [1, { x: 1, y: 3 }], b: 1 })).not.toBe(hash);
  });

  it('lets one of many parallel claims win and answers the others as in progress, then replays the first answer', async () => {
    const claims = await Promise.all(Array.from({ length: 6 }, () => records.claim('ana', 'k1', hash)));
    expect(claims.filter((claim) => claim.kind === 'claimed')).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === 'inProgress')).toHaveLength(5);
    await records.complete('ana', 'k1', 201, { success: true, id: 'm1' });
    expect(await records.claim('ana', 'k1', hash)).toEqual({
      kind: 'replay',
      status: 201,
      body: { success: true, id: 'm1' },
    });
    expect(await records.claim('ana', 'k1', 'another-hash')).toEqual({ kind: 'mismatch' });
    // Keys are per user.
    expect(await records.claim('ivo', 'k1', hash)).toEqual({ kind: 'claimed' });
  });

  it('hands a claim whose holder died to the next replay, once', async () => {
    expect(await records.claim('ana', 'k2', hash)).toEqual({ kind: 'claimed' });
    expect(await records.claim('ana', 'k2', hash)).toEqual({ kind: 'inProgress' });
    now = new Date(now.getTime() + IDEMPOTENCY_LOCK_MS + 1);
    const takeovers = await Promise.all([records.claim('ana', 'k2', hash), records.claim('ana', 'k2', hash)]);
    expect(takeovers.map((claim) => claim.kind).sort()).toEqual(['claimed', 'inProgress']);
  });

  it('keeps an answer whatever its keys are named (dots, a leading $), for the replay', async () => {
    const refusal = {
      code: 'validation_failed',
      fields: { 'emailContent.subject': 'Required', $where: 'x', 'a.b.c': { 'd.e': 1 } },
    };
    expect(await records.claim('ana', 'k5', hash)).toEqual({ kind: 'claimed' });
    await records.complete('ana', 'k5', 400, refusal);
    expect(await records.claim('ana', 'k5', hash)).toEqual({ kind: 'replay', status: 400, body: refusal });
  });

  it('frees a released key for the retry', async () => {
    expect(await records.claim('ana', 'k3', hash)).toEqual({ kind: 'claimed' });
    await records.release('ana', 'k3');
    expect(await records.claim('ana', 'k3', hash)).toEqual({ kind: 'claimed' });
  });

  it('survives a restart of the store (durable adapters)', async () => {
    if (!adapter.reopen) return;
    await records.claim('ana', 'k4', hash);
    await records.complete('ana', 'k4', 201, { ok: 1 });
    await store.close();
    store = await stores.reopen();
    records = await IdempotencyRecords.open(store, () => now);
    expect(await records.claim('ana', 'k4', hash)).toEqual({ kind: 'replay', status: 201, body: { ok: 1 } });
  });
});
