/**
 * Anonymous visitors get a stateless CSRF token (double-submit, HMAC bound to a cookie): handing tokens
 * out stores nothing, and the token is still required and bound to its cookie; visitors' sessions expire
 * within hours.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONS_COLLECTION, ANONYMOUS_SESSION_TTL_MS } from './session-store';
import { createTestApp, type TestApp } from '../../testing/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const storedSessions = async () =>
  (
    await harness.services.store.collection<{ sid: string; expiresAt: Date; userId: string | null }>(
      SESSIONS_COLLECTION,
    )
  ).find({});

describe('CSRF tokens for anonymous visitors', () => {
  it('1000 cookieless token requests store no session', async () => {
    const before = (await storedSessions()).length;
    for (let call = 0; call < 1000; call++) {
      const response = await request(harness.app).get('/api/csrf-token').expect(200);
      expect(response.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    }
    expect((await storedSessions()).length - before).toBe(0);
  }, 120_000);

  it('still requires the token on writes, and only with the cookie it was made for', async () => {
    const body = { email: 'someone@example.test' };
    const { agent, csrfToken } = await harness.client();
    // No token, a made-up token: refused.
    expect((await agent.post('/api/forgot-password').send(body)).status).toBe(403);
    expect((await agent.post('/api/forgot-password').set('X-CSRF-Token', 'x'.repeat(43)).send(body)).status).toBe(403);
    // The token without its cookie (another site's page cannot send ours): refused.
    expect(
      (await request(harness.app).post('/api/forgot-password').set('X-CSRF-Token', csrfToken).send(body)).body.code,
    ).toBe('csrf_invalid');
    // Another visitor's token with our cookie: refused.
    const other = await harness.client();
    expect((await agent.post('/api/forgot-password').set('X-CSRF-Token', other.csrfToken).send(body)).status).toBe(403);
    // Token and cookie together: accepted.
    expect((await agent.post('/api/forgot-password').set('X-CSRF-Token', csrfToken).send(body)).status).toBe(200);
    expect((await storedSessions()).filter((session) => session.userId === null)).toHaveLength(0);
  });

  it('a signed-in session needs its own token: the anonymous one no longer works after sign-in', async () => {
    await harness.createUser({ username: 'csrf-user' });
    const { agent, csrfToken: anonymousToken } = await harness.client();
    const login = await agent
      .post('/api/login')
      .set('X-CSRF-Token', anonymousToken)
      .send({ username: 'csrf-user', password: 'correct horse battery' })
      .expect(200);
    expect((await agent.post('/api/logout').set('X-CSRF-Token', anonymousToken).send({})).status).toBe(403);
    expect((await agent.get('/api/csrf-token')).body.csrfToken).toBe(login.body.csrfToken);
    expect((await agent.post('/api/logout').set('X-CSRF-Token', login.body.csrfToken).send({})).status).toBe(200);
  });

  it('a session without a signed-in user expires after a few idle hours, a signed-in one keeps its cookie age', async () => {
    const sessions = harness.services.sessionStore;
    const cookie = { originalMaxAge: 14 * 24 * 3600_000, expires: new Date(Date.now() + 14 * 24 * 3600_000) };
    await new Promise<void>((resolve, reject) =>
      sessions.set('anonymous-sid', { cookie } as never, (error) => (error ? reject(error) : resolve())),
    );
    await new Promise<void>((resolve, reject) =>
      sessions.set('user-sid', { cookie, passport: { user: 'u1' } } as never, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    const stored = await storedSessions();
    const anonymous = stored.find((session) => session.sid === 'anonymous-sid')!;
    const user = stored.find((session) => session.sid === 'user-sid')!;
    expect(new Date(anonymous.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + ANONYMOUS_SESSION_TTL_MS);
    expect(ANONYMOUS_SESSION_TTL_MS).toBeLessThanOrEqual(12 * 3600_000);
    expect(new Date(user.expiresAt).getTime()).toBe(cookie.expires.getTime());
  });
});
