/**
 * Strangers guessing passwords cannot lock an account's owner out of sign-in (OWASP's approach): real
 * connections from distinct loopback addresses, each its own client address. The clock stands still
 * 7.5 minutes into an hour, ahead of real time, so no test straddles a window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@contract/auth';
import { UNTRUSTED_CEILING } from './login-guard';
import { listenOnLoopback } from '../../platform/testing/loopback-client';
import { createTestApp, GENEROUS_RATE_LIMITS, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

const LIMIT = 3;
const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS + 7.5 * 60 * 1000);

let harness: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
let nextAddress = 2;
/** A loopback address no test used before. */
const freshAddress = () => `127.0.0.${nextAddress++}`;

beforeAll(async () => {
  harness = await createTestApp({
    now: () => NOW,
    config: { rateLimits: { ...GENEROUS_RATE_LIMITS, login: { limit: LIMIT, windowMs: 15 * 60 * 1000 } } },
  });
  server = await listenOnLoopback(harness.app);
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

const signIn = (address: string, username: string, password: string) =>
  server.client(address).post('/api/login', { username, password });

/** Fails `count` times against the account, each from an address of its own (so no address limit trips). */
async function strangersGuess(username: string, count: number): Promise<string[]> {
  const addresses: string[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const address = freshAddress();
    addresses.push(address);
    expect((await signIn(address, username, `wrong ${attempt}`)).status).toBe(401);
  }
  return addresses;
}

describe('sign-in lockout', () => {
  it('failures from elsewhere do not block the owner signing in from an address that has not failed', async () => {
    await harness.createUser({ username: 'lockout-owner' });
    const strangers = await strangersGuess('lockout-owner', LIMIT + 2);

    const owner = await signIn(freshAddress(), 'lockout-owner', TEST_PASSWORD);
    expect(owner.status).toBe(200);
    // An address that failed against the account is held back, even with the right password.
    const stranger = await signIn(strangers[0]!, 'lockout-owner', TEST_PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({ code: AUTH_ERROR_CODES.rateLimited });
    expect(stranger.headers['retry-after']).toBe(String(7.5 * 60));
  });

  it('a browser that signed in before gets in even after a spread-out attack closed the account to everyone else', async () => {
    await harness.createUser({ username: 'device-owner' });
    const ownersBrowser = server.client(freshAddress());
    expect((await ownersBrowser.post('/api/login', { username: 'device-owner', password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect(ownersBrowser.cookies.has('device')).toBe(true);

    await strangersGuess('device-owner', LIMIT * UNTRUSTED_CEILING);
    // Too many failures from too many places: a browser the account does not know is refused …
    expect((await signIn(freshAddress(), 'device-owner', TEST_PASSWORD)).status).toBe(429);
    // … one with a forged or another account's device cookie too …
    const forged = server.client(freshAddress());
    forged.cookies.set(
      'device',
      ownersBrowser.cookies.get('device')!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    );
    expect((await forged.post('/api/login', { username: 'device-owner', password: TEST_PASSWORD })).status).toBe(429);
    // … but the owner's browser, from wherever it is now, signs in.
    expect(
      (
        await ownersBrowser
          .from(freshAddress())
          .post('/api/login', { username: 'device-owner', password: TEST_PASSWORD })
      ).status,
    ).toBe(200);
  }, 120_000);

  it('successful sign-ins do not count against the address or the account', async () => {
    await harness.createUser({ username: 'frequent-user' });
    const address = freshAddress();
    for (let attempt = 0; attempt < LIMIT * 2; attempt++) {
      expect((await signIn(address, 'frequent-user', TEST_PASSWORD)).status).toBe(200);
    }
    // Failures still do: the address limit trips after LIMIT of them.
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await signIn(address, `nobody-${attempt}`, 'wrong')).status).toBe(401);
    }
    expect((await signIn(address, 'frequent-user', TEST_PASSWORD)).status).toBe(429);
  });

  it('guessing from one address is still stopped by the address limit', async () => {
    await harness.createUser({ username: 'guessed-user' });
    const address = freshAddress();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await signIn(address, 'guessed-user', `wrong ${attempt}`)).status).toBe(401);
    }
    expect((await signIn(address, 'guessed-user', 'wrong again')).status).toBe(429);
  });
});
