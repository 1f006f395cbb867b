/** Account tokens and per-user sessions on every storage adapter (MongoDB only with MONGODB_URI). */
import type session from 'express-session';
import { beforeEach, describe, expect, it } from 'vitest';
import { RepositorySessionStore, SESSIONS_COLLECTION, type SessionDoc } from '../../platform/http/session-store';
import type { DocumentStore } from '../../platform/storage/document-store';
import { adapterIt, describeOnEveryStore } from '../../platform/testing/store-adapters';
import { ACCOUNT_TOKENS_COLLECTION, AccountTokens, hashToken } from './account-tokens';

const HOUR = 60 * 60 * 1000;

describeOnEveryStore('account storage contract', (adapter, stores) => {
  let store: DocumentStore;
  let now: Date;

  beforeEach(async () => {
    store = await stores.open();
    now = new Date(Date.now() + HOUR);
  });

  describe('account tokens', () => {
    it('redeems a token once, for its purpose only, and stores only its hash', async () => {
      const tokens = await AccountTokens.open(store, () => now);
      const token = await tokens.issue('u1', 'reset_password', HOUR);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await (await store.collection<object>(ACCOUNT_TOKENS_COLLECTION)).find({});
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored).toMatchObject([
        { tokenHash: hashToken(token), userId: 'u1', purpose: 'reset_password', usedAt: null },
      ]);

      expect(await tokens.redeem(token, 'verify_email')).toEqual({ ok: false, reason: 'invalid' });
      expect(await tokens.redeem(token, 'reset_password')).toEqual({ ok: true, userId: 'u1' });
      expect(await tokens.redeem(token, 'reset_password')).toEqual({ ok: false, reason: 'used' });
      expect(await tokens.redeem('x'.repeat(43), 'reset_password')).toEqual({ ok: false, reason: 'invalid' });
    });

    adapterIt(adapter, 'atomicUpdates')('lets only one of concurrent redemptions succeed', async () => {
      const tokens = await AccountTokens.open(store, () => now);
      const token = await tokens.issue('u1', 'verify_email', HOUR);
      const results = await Promise.all(Array.from({ length: 10 }, () => tokens.redeem(token, 'verify_email')));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
    });

    it('expires tokens by the clock, and a new token ends the unused earlier ones', async () => {
      const tokens = await AccountTokens.open(store, () => now);
      const old = await tokens.issue('u1', 'verify_email', HOUR);
      const fresh = await tokens.issue('u1', 'verify_email', HOUR);
      const other = await tokens.issue('u2', 'verify_email', HOUR);
      expect(await tokens.redeem(old, 'verify_email')).toEqual({ ok: false, reason: 'invalid' });
      now = new Date(now.getTime() + HOUR + 1);
      expect(await tokens.redeem(fresh, 'verify_email')).toEqual({ ok: false, reason: 'expired' });
      expect(await tokens.revokeAll('u2', 'verify_email')).toBe(1);
      expect(await tokens.redeem(other, 'verify_email')).toEqual({ ok: false, reason: 'invalid' });
    });
  });

  describe('sessions of a user', () => {
    const call = <T>(fn: (cb: (error?: unknown, value?: T) => void) => void) =>
      new Promise<T | undefined>((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))));
    const data = (user?: string) =>
      ({
        cookie: { originalMaxAge: HOUR, expires: new Date(Date.now() + HOUR) },
        ...(user ? { passport: { user } } : {}),
      }) as unknown as session.SessionData;

    it('records passport’s user id beside each session and signs a user out everywhere but one session', async () => {
      const collection = await store.collection<SessionDoc>(SESSIONS_COLLECTION);
      const sessions = new RepositorySessionStore(collection, HOUR);
      await call((cb) => sessions.set('a1', data('alice'), cb));
      await call((cb) => sessions.set('a2', data('alice'), cb));
      await call((cb) => sessions.set('a3', data('alice'), cb));
      await call((cb) => sessions.set('b1', data('bob'), cb));
      await call((cb) => sessions.set('anon', data(), cb));
      expect(await collection.findOne({ sid: 'a1' })).toMatchObject({ userId: 'alice' });
      expect(await collection.findOne({ sid: 'anon' })).toMatchObject({ userId: null });

      expect(await sessions.destroyAllForUser('alice', 'a2')).toBe(2);
      expect(await call((cb) => sessions.get('a1', cb))).toBeNull();
      expect(await call((cb) => sessions.get('a2', cb))).toMatchObject({ passport: { user: 'alice' } });
      expect(await call((cb) => sessions.get('b1', cb))).toMatchObject({ passport: { user: 'bob' } });
      expect(await sessions.destroyAllForUser('alice')).toBe(1);
      expect(await collection.count({})).toBe(2);
    });
  });
});
