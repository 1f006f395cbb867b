/**
 * The account endpoints' limits trip, per client address and per account, with a 429 a person
 * understands and a Retry-After header. Addresses vary through X-Forwarded-For (TRUST_PROXY on).
 * The clock stands still 7.5 minutes into an hour (ahead of real time, so the embedded store's expiry
 * index keeps the windows), so no test straddles a window boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@contract/auth';
import type request from 'supertest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { RATE_LIMITS_COLLECTION } from './fixed-window-limiter';

const LIMIT = 3;
const rule = { limit: LIMIT, windowMs: 15 * 60 * 1000 };

const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS + 7.5 * 60 * 1000);

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({
    now: () => NOW,
    config: {
      trustProxy: true,
      rateLimits: {
        login: rule,
        register: { limit: 2, windowMs: 60 * 60 * 1000 },
        accountRecovery: rule,
        carViews: rule,
      },
    },
  });
});
afterAll(() => harness.close());

async function postFrom(ip: string, path: string, body: object) {
  const { agent, csrfToken } = await harness.client();
  return agent.post(path).set('X-CSRF-Token', csrfToken).set('X-Forwarded-For', ip).send(body);
}

/** `windowMinutes` long windows, 7.5 minutes into the hour: the rest of the window is the wait. */
function expectRateLimited(response: request.Response, windowMinutes: 15 | 60) {
  const waitSeconds = (windowMinutes - 7.5) * 60;
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    code: AUTH_ERROR_CODES.rateLimited,
    message: `Too many attempts. Please wait ${Math.ceil(waitSeconds / 60)} minutes and try again.`,
  });
  expect(response.headers['retry-after']).toBe(String(waitSeconds));
}

describe('rate limits', () => {
  it('sign-in per client address: the next attempt is refused, even with the right password', async () => {
    await harness.createUser({ username: 'ip-victim' });
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect(
        (await postFrom('198.51.100.1', '/api/login', { username: `guess-${attempt}`, password: 'wrong password' }))
          .status,
      ).toBe(401);
    }
    expectRateLimited(
      await postFrom('198.51.100.1', '/api/login', { username: 'ip-victim', password: TEST_PASSWORD }),
      15,
    );
    // Another address is not affected.
    expect(
      (await postFrom('198.51.100.2', '/api/login', { username: 'ip-victim', password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('a refused request writes nothing: after many refused sign-ins the address window still holds the limit', async () => {
    for (let attempt = 0; attempt < LIMIT + 20; attempt++) {
      await postFrom('198.51.100.9', '/api/login', { username: `flood-${attempt}`, password: 'wrong password' });
    }
    const windows = await (
      await harness.services.store.collection<{ key: string; count: number }>(RATE_LIMITS_COLLECTION)
    ).find({});
    const loginWindows = windows.filter((doc) => doc.key.startsWith('login-ip:'));
    expect(Math.max(...loginWindows.map((doc) => doc.count))).toBe(LIMIT);
  });

  it('sign-in per account, whichever addresses the failures come from and whether by username or email: held back where it failed', async () => {
    await harness.createUser({ username: 'account-victim', email: 'account-victim@example.test' });
    const identifiers = ['account-victim', 'ACCOUNT-VICTIM', 'account-victim@example.test'];
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const response = await postFrom(`203.0.113.${attempt + 1}`, '/api/login', {
        username: identifiers[attempt],
        password: 'wrong password',
      });
      expect(response.status).toBe(401);
    }
    expectRateLimited(
      await postFrom('203.0.113.1', '/api/login', { username: 'account-victim', password: TEST_PASSWORD }),
      15,
    );
    // An address that has not failed is not locked out by strangers (see auth/login-lockout.test.ts).
    expect(
      (await postFrom('203.0.113.99', '/api/login', { username: 'account-victim', password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('IPv6 clients are counted per /64', async () => {
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const response = await postFrom(`2001:db8:1:2::${attempt + 1}`, '/api/login', {
        username: `v6-guess-${attempt}`,
        password: 'x',
      });
      expect(response.status).toBe(401);
    }
    expectRateLimited(
      await postFrom('2001:db8:1:2:ffff::1', '/api/login', { username: 'v6-guess-9', password: 'x' }),
      15,
    );
  });

  it('password-reset requests per account and per address', async () => {
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect(
        (await postFrom(`192.0.2.${attempt + 1}`, '/api/forgot-password', { email: 'someone@example.test' })).status,
      ).toBe(200);
    }
    expectRateLimited(await postFrom('192.0.2.50', '/api/forgot-password', { email: 'SOMEONE@example.test' }), 15);

    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect(
        (await postFrom('192.0.2.200', '/api/forgot-password', { email: `person-${attempt}@example.test` })).status,
      ).toBe(200);
    }
    expectRateLimited(
      await postFrom('192.0.2.200', '/api/reset-password', { token: 'B'.repeat(43), password: TEST_PASSWORD }),
      15,
    );
  });

  it('registration per address', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await postFrom('192.0.2.77', '/api/register', {
        username: `newcomer-${attempt}`,
        email: `newcomer-${attempt}@example.test`,
        password: TEST_PASSWORD,
      });
      expect(response.status).toBe(201);
    }
    const refused = await postFrom('192.0.2.77', '/api/register', {
      username: 'newcomer-9',
      email: 'newcomer-9@example.test',
      password: TEST_PASSWORD,
    });
    expectRateLimited(refused, 60);
    expect(await harness.services.users.findByEmail('newcomer-9@example.test')).toBeNull();
  });
});
