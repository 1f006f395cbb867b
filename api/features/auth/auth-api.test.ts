/**
 * Accounts end to end through the real app: registration with the verification email delivered to a
 * real SMTP server on loopback, verification, sign-in, the current user, sign-out, password reset, and
 * what each refuses. Time is controlled by editing stored expiry dates, never by sleeping.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { AUTH_ERROR_CODES } from '@contract/auth';
import { ACCOUNT_TOKENS_COLLECTION, hashToken } from './account-tokens';
import { SESSIONS_COLLECTION } from '../../platform/http/session-store';
import { USERS_COLLECTION } from '../users/document-user-repository';
import { accountLinkIn, parseMail } from '../../platform/testing/mime';
import { startSmtpSink, type SmtpSink } from '../../platform/testing/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

let sink: SmtpSink;
let harness: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  harness = await createTestApp({ config: { smtpUrl: sink.url } });
});
afterAll(async () => {
  await harness.close();
  await sink.close();
});

type Client = Awaited<ReturnType<TestApp['client']>>;

function post(client: Client, path: string, body?: object) {
  return client.agent.post(path).set('X-CSRF-Token', client.csrfToken).send(body);
}

function sessionCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('sid='))?.split(';')[0];
}

async function expireTokens(token: string) {
  const tokens = await harness.services.store.collection<{ tokenHash: string; expiresAt: Date }>(
    ACCOUNT_TOKENS_COLLECTION,
  );
  await tokens.updateMany({ tokenHash: hashToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
}

describe('register → verify → sign in → current user → sign out', () => {
  it('works end to end with the email delivered over SMTP in the account’s language', async () => {
    const visitor = await harness.client();
    const registered = await post(visitor, '/api/register', {
      username: 'Marko_K',
      email: '  Marko.K@Example.TEST ',
      password: 'vozim-golfa-2019',
      firstName: 'Marko',
      lastName: '',
      language: 'hr',
    }).expect(201);
    expect(registered.body).toEqual({
      success: true,
      message: 'Registration successful. Please verify your email to continue.',
    });
    // Registration does not sign in.
    await visitor.agent.get('/api/user').expect(401);

    const mail = await sink.nextMailTo('marko.k@example.test');
    expect(mail.envelopeFrom).toBe('no-reply@autotrzni.local');
    expect(mail.from).toContain('Autotržni');
    expect(mail.subject).toBe('Potvrdite svoju adresu e-pošte za Autotržni');
    expect(mail.text).toContain('Pozdrav, Marko!');
    const { url, token } = accountLinkIn(mail);
    expect(url.pathname).toBe('/hr/verify-success');
    expect(url.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(mail.html).toContain(`href="${url.href}"`);

    await post(visitor, '/api/login', { username: 'Marko_K', password: 'vozim-golfa-2019' }).expect(403);

    const verified = await post(visitor, '/api/verify-email', { token }).expect(200);
    expect(verified.body).toEqual({ success: true, message: expect.stringContaining('verified') });

    const signedIn = await post(visitor, '/api/login', { username: 'marko_k', password: 'vozim-golfa-2019' }).expect(
      200,
    );
    expect(signedIn.body).toEqual({
      id: expect.any(String),
      username: 'Marko_K',
      email: 'marko.k@example.test',
      firstName: 'Marko',
      lastName: null,
      userType: 'user',
      emailVerified: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      csrfToken: expect.any(String),
      firstSignIn: true,
    });
    const member = { agent: visitor.agent, csrfToken: signedIn.body.csrfToken as string };

    const current = await member.agent.get('/api/user').expect(200);
    const { csrfToken: _csrf, firstSignIn: _first, ...user } = signedIn.body;
    expect(current.body).toEqual(user);
    expect(current.headers['cache-control']).toBe('no-store');
    expect(await member.agent.get('/api/user/search-counts').expect(200)).toHaveProperty('body', {
      aiSearchesUsed: 0,
      voiceSearchesUsed: 0,
      aiSearchesLimit: 10,
      voiceSearchesLimit: 5,
    });

    const loggedOut = await post(member, '/api/logout').expect(200);
    expect(loggedOut.body).toEqual({ success: true, message: 'Logged out successfully' });
    const after = await member.agent.get('/api/user').expect(401);
    expect(after.body).toMatchObject({ code: AUTH_ERROR_CODES.unauthenticated });
  });

  it('signs in with the email address as well as the username', async () => {
    await harness.createUser({ username: 'petra', email: 'petra@example.test' });
    const client = await harness.client();
    const response = await post(client, '/api/login', {
      username: ' PETRA@example.test ',
      password: TEST_PASSWORD,
    }).expect(200);
    expect(response.body.username).toBe('petra');
  });

  it('says which sign-in is the account’s first (the app greets “Welcome”, later “Welcome back”), in any browser', async () => {
    await harness.createUser({ username: 'first-timer', email: 'first-timer@example.test' });
    const first = await post(await harness.client(), '/api/login', {
      username: 'first-timer',
      password: TEST_PASSWORD,
    }).expect(200);
    expect(first.body.firstSignIn).toBe(true);
    const again = await post(await harness.client(), '/api/login', {
      username: 'first-timer',
      password: TEST_PASSWORD,
    }).expect(200);
    expect(again.body.firstSignIn).toBe(false);
    // A failed attempt is not a sign-in.
    await harness.createUser({ username: 'careful', email: 'careful@example.test' });
    const client = await harness.client();
    await post(client, '/api/login', { username: 'careful', password: 'not the password' }).expect(401);
    expect(
      (await post(client, '/api/login', { username: 'careful', password: TEST_PASSWORD }).expect(200)).body.firstSignIn,
    ).toBe(true);
  });

  it('a second click on the verification link says it was used; an expired one says so', async () => {
    const client = await harness.client();
    await post(client, '/api/register', {
      username: 'twice',
      email: 'twice@example.test',
      password: TEST_PASSWORD,
    }).expect(201);
    const { token } = accountLinkIn(await sink.nextMailTo('twice@example.test'));
    await post(client, '/api/verify-email', { token }).expect(200);
    const again = await post(client, '/api/verify-email', { token }).expect(400);
    expect(again.body.code).toBe(AUTH_ERROR_CODES.tokenUsed);

    await post(client, '/api/register', {
      username: 'late',
      email: 'late@example.test',
      password: TEST_PASSWORD,
    }).expect(201);
    const late = accountLinkIn(await sink.nextMailTo('late@example.test'));
    await expireTokens(late.token);
    const expired = await post(client, '/api/verify-email', { token: late.token }).expect(400);
    expect(expired.body).toMatchObject({
      code: AUTH_ERROR_CODES.tokenExpired,
      message: expect.stringContaining('expired'),
    });

    const unknown = await post(client, '/api/verify-email', { token: 'A'.repeat(43) }).expect(400);
    expect(unknown.body.code).toBe(AUTH_ERROR_CODES.tokenInvalid);
  });
});

describe('sign-in', () => {
  it('answers 401 "Invalid credentials" alike for a wrong password and an unknown account', async () => {
    await harness.createUser({ username: 'ivana' });
    const client = await harness.client();
    const wrongPassword = await post(client, '/api/login', { username: 'ivana', password: 'not the password' }).expect(
      401,
    );
    const unknownUser = await post(client, '/api/login', {
      username: 'nobody-here',
      password: 'not the password',
    }).expect(401);
    expect(wrongPassword.body).toEqual({ code: 'invalid_credentials', message: 'Invalid credentials' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('tells an unverified account to verify (403) only when the password is right, and resends the link', async () => {
    await harness.createUser({ username: 'unverified', email: 'unverified@example.test', emailVerified: false });
    const client = await harness.client();
    const wrong = await post(client, '/api/login', { username: 'unverified', password: 'not the password' }).expect(
      401,
    );
    expect(wrong.body.code).toBe(AUTH_ERROR_CODES.invalidCredentials);
    const right = await post(client, '/api/login', { username: 'unverified', password: TEST_PASSWORD }).expect(403);
    expect(right.body).toEqual({ code: 'email_not_verified', message: expect.stringMatching(/verify your email/i) });

    const resent = await post(client, '/api/resend-verification', { email: 'Unverified@example.test' }).expect(200);
    const unknown = await post(client, '/api/resend-verification', { email: 'nobody@example.test' }).expect(200);
    expect(unknown.body).toEqual(resent.body);
    const { token } = accountLinkIn(await sink.nextMailTo('unverified@example.test'));
    await post(client, '/api/verify-email', { token }).expect(200);
    await post(client, '/api/login', { username: 'unverified', password: TEST_PASSWORD }).expect(200);
    await harness.mail.idle();
    expect(harness.mail.sent.some((message) => message.to === 'nobody@example.test')).toBe(false);
  });

  it('regenerates the session id and rotates the CSRF token', async () => {
    await harness.createUser({ username: 'rotation' });
    const agent = request.agent(harness.app);
    // An anonymous visitor's token is stateless: no session yet.
    const first = await agent.get('/api/csrf-token').expect(200);
    expect(sessionCookie(first)).toBeUndefined();
    // A session id planted before sign-in (session fixation) is not the one signed in.
    const planted = 'sid=s%3Aplanted-session-id.invalidsignature';
    const client = { agent, csrfToken: first.body.csrfToken as string };
    const response = await post(client, '/api/login', { username: 'rotation', password: TEST_PASSWORD })
      .set('Cookie', planted)
      .expect(200);
    const after = sessionCookie(response);
    expect(after).toBeDefined();
    expect(after).not.toContain('planted-session-id');
    expect(response.body.csrfToken).not.toBe(client.csrfToken);

    const sessions = await harness.services.store.collection<{ userId: string | null }>(SESSIONS_COLLECTION);
    expect(await sessions.count({ userId: response.body.id })).toBe(1);
    // The token seen before sign-in no longer passes; the new one does.
    const stale = await post(client, '/api/logout').expect(403);
    expect(stale.body.code).toBe('csrf_invalid');
    await client.agent.get('/api/user').expect(200);
    await post({ agent: client.agent, csrfToken: response.body.csrfToken }, '/api/logout').expect(200);
  });

  it('never answers or stores a password in the clear', async () => {
    const user = await harness.createUser({ username: 'hashed' });
    const { agent } = await harness.signIn('hashed');
    const answers = [await agent.get('/api/user'), await agent.get('/api/user/search-counts')];
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|argon2|correct horse/);
    const stored = await (
      await harness.services.store.collection<{ id: string; passwordHash: string }>(USERS_COLLECTION)
    ).findOne({ id: user.id });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(TEST_PASSWORD);
  });
});

describe('duplicates', () => {
  it('refuses a username taken in any case with 409, and never says an address is taken', async () => {
    const client = await harness.client();
    const first = await post(client, '/api/register', {
      username: 'Ana',
      email: 'ana@example.test',
      password: TEST_PASSWORD,
      language: 'hr',
    }).expect(201);
    await harness.mail.idle();
    const sentBefore = harness.mail.sent.length;
    const accounts = await harness.services.users.count();

    const name = await post(client, '/api/register', {
      username: 'ANA',
      email: 'other-ana@example.test',
      password: TEST_PASSWORD,
    }).expect(409);
    expect(name.body).toMatchObject({
      code: 'username_taken',
      message: 'This username is already taken. Please choose another one.',
    });

    // The address taken in any case or spacing: the same answer as a new account's, and no second account.
    const email = await post(client, '/api/register', {
      username: 'ana2',
      email: '  ANA@Example.test',
      password: TEST_PASSWORD,
    }).expect(201);
    expect(email.body).toEqual(first.body);
    expect(await harness.services.users.findCredentials('ana2')).toBeNull();
    // The owner is told, in the account's language, with a way to sign in and to a new password.
    await harness.mail.idle();
    const told = harness.mail.sent.slice(sentBefore).filter((message) => message.to === 'ana@example.test');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Netko se pokušao registrirati s vašom adresom e-pošte');
    expect(told[0]!.text).toContain('/hr/auth');
    expect(told[0]!.text).toContain('/hr/auth?mode=forgot');
    expect(harness.mail.sent.some((message) => message.to === 'other-ana@example.test')).toBe(false);

    // Both taken: only the username is named.
    const both = await post(client, '/api/register', {
      username: 'ana',
      email: 'Ana@example.test',
      password: TEST_PASSWORD,
    }).expect(409);
    expect(both.body.code).toBe('username_taken');
    expect(Object.keys(both.body.fields)).toEqual(['username']);
    expect(await harness.services.users.count()).toBe(accounts);
  });

  it('validates registration with the fixed validation messages', async () => {
    const client = await harness.client();
    const response = await post(client, '/api/register', {
      username: 'ab',
      email: 'not-an-email',
      password: 'short',
    }).expect(400);
    expect(response.body.fields).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('password reset', () => {
  it('resets with a single-use emailed token, signs out the other sessions, and answers alike for unknown emails', async () => {
    await harness.createUser({ username: 'reset-me', email: 'reset-me@example.test' });
    const elsewhere = await harness.signIn('reset-me');
    await elsewhere.agent.get('/api/user').expect(200);

    const client = await harness.client();
    const known = await post(client, '/api/forgot-password', { email: 'Reset-Me@example.test' }).expect(200);
    const unknown = await post(client, '/api/forgot-password', { email: 'no-such-account@example.test' }).expect(200);
    expect(known.body).toEqual({ success: true, message: expect.stringMatching(/^If an account exists/) });
    expect(unknown.body).toEqual(known.body);

    const mail = await sink.nextMailTo('reset-me@example.test');
    expect(mail.subject).toBe('Reset your Autotržni password');
    const { url, token } = accountLinkIn(mail);
    expect(url.pathname).toBe('/reset-password');

    const reset = await post(client, '/api/reset-password', { token, password: 'a brand new secret' }).expect(200);
    expect(reset.body).toEqual({ success: true, message: expect.stringContaining('changed') });

    await elsewhere.agent.get('/api/user').expect(401);
    await post(client, '/api/login', { username: 'reset-me', password: TEST_PASSWORD }).expect(401);
    const reused = await post(client, '/api/reset-password', { token, password: 'yet another secret' }).expect(400);
    expect(reused.body.code).toBe(AUTH_ERROR_CODES.tokenUsed);
    await post(client, '/api/login', { username: 'reset-me', password: 'a brand new secret' }).expect(200);

    await harness.mail.idle();
    expect(harness.mail.sent.some((message) => message.to === 'no-such-account@example.test')).toBe(false);
  });

  it('refuses an expired token and one replaced by a newer request', async () => {
    await harness.createUser({ username: 'slow-reader', email: 'slow-reader@example.test' });
    const client = await harness.client();
    await post(client, '/api/forgot-password', { email: 'slow-reader@example.test' }).expect(200);
    const first = accountLinkIn(await sink.nextMailTo('slow-reader@example.test'));
    await post(client, '/api/forgot-password', { email: 'slow-reader@example.test' }).expect(200);
    const second = accountLinkIn(await sink.nextMailTo('slow-reader@example.test'));

    const replaced = await post(client, '/api/reset-password', {
      token: first.token,
      password: 'a brand new secret',
    }).expect(400);
    expect(replaced.body.code).toBe(AUTH_ERROR_CODES.tokenInvalid);

    await expireTokens(second.token);
    const expired = await post(client, '/api/reset-password', {
      token: second.token,
      password: 'a brand new secret',
    }).expect(400);
    expect(expired.body).toMatchObject({
      code: AUTH_ERROR_CODES.tokenExpired,
      message: expect.stringContaining('expired'),
    });
    await post(client, '/api/login', { username: 'slow-reader', password: TEST_PASSWORD }).expect(200);
  });

  it('stores only a hash of each token', async () => {
    await harness.createUser({ username: 'hash-check', email: 'hash-check@example.test' });
    const client = await harness.client();
    await post(client, '/api/forgot-password', { email: 'hash-check@example.test' }).expect(200);
    const { token } = accountLinkIn(await sink.nextMailTo('hash-check@example.test'));
    const stored = await (await harness.services.store.collection<object>(ACCOUNT_TOKENS_COLLECTION)).find({});
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).toContain(hashToken(token));
  });
});

describe('NoSQL operators and unknown fields', () => {
  const valid: Record<string, Record<string, unknown>> = {
    '/api/register': {
      username: 'operator',
      email: 'operator@example.test',
      password: TEST_PASSWORD,
      firstName: 'O',
      lastName: 'P',
      language: 'en',
    },
    '/api/login': { username: 'operator', password: TEST_PASSWORD },
    '/api/verify-email': { token: 'A'.repeat(43) },
    '/api/resend-verification': { email: 'operator@example.test' },
    '/api/forgot-password': { email: 'operator@example.test' },
    '/api/reset-password': { token: 'A'.repeat(43), password: TEST_PASSWORD },
  };
  const cases = Object.entries(valid).flatMap(([path, body]) =>
    Object.keys(body).flatMap(
      (field) =>
        [
          [path, field, { $ne: null }],
          [path, field, { $gt: '' }],
          [path, field, [{ $regex: '.*' }]],
        ] as const,
    ),
  );

  it.each(cases)('%s answers 400 for an operator in %s (%j)', async (path, field, operator) => {
    const client = await harness.client();
    const response = await post(client, path, { ...valid[path], [field]: operator }).expect(400);
    expect(response.body.code).toBe('validation_failed');
    expect(Object.keys(response.body.fields)).toContain(field);
  });

  it.each(Object.keys(valid))('%s answers 400 for an unknown or operator key', async (path) => {
    const client = await harness.client();
    const response = await post(client, path, { ...valid[path], $where: 'return true' }).expect(400);
    expect(response.body.fields).toEqual({ $where: 'Unknown field' });
  });

  it('POST /api/logout takes no fields', async () => {
    const client = await harness.client();
    const response = await post(client, '/api/logout', { $where: '1' }).expect(400);
    expect(response.body.fields).toEqual({ $where: 'Unknown field' });
    await post(client, '/api/logout', {}).expect(200);
  });

  it('an operator login never signs anyone in', async () => {
    await harness.createUser({ username: 'target' });
    const client = await harness.client();
    await post(client, '/api/login', { username: { $ne: null }, password: { $ne: null } }).expect(400);
    await client.agent.get('/api/user').expect(401);
  });
});

describe('links in account emails', () => {
  it('come from PUBLIC_URL whatever Host the request claims, and go to the outbox without SMTP_URL', async () => {
    const app = await createTestApp({ config: { publicUrl: 'http://auto.example.hr/' } });
    try {
      await app.createUser({ username: 'poison-target', email: 'poison-target@example.test' });
      const client = await app.client();
      await client.agent
        .post('/api/forgot-password')
        .set('X-CSRF-Token', client.csrfToken)
        .set('Host', 'attacker.example')
        .send({ email: 'poison-target@example.test' })
        .expect(200);
      await app.mail.idle();
      expect(app.mail.kind).toBe('outbox');
      expect(app.mail.sent.map((message) => message.link)).toEqual([
        expect.stringMatching(/^http:\/\/auto\.example\.hr\/reset-password\?token=/),
      ]);
      const files = await fs.readdir(path.join(app.dataDir, 'outbox'));
      const mail = parseMail(await fs.readFile(path.join(app.dataDir, 'outbox', files[0]!), 'utf8'));
      expect(accountLinkIn(mail).url.origin).toBe('http://auto.example.hr');
    } finally {
      await app.close();
    }
  });

  it('in development follow the request’s host only when it is a plain host name', async () => {
    await harness.createUser({ username: 'host-check', email: 'host-check@example.test' });
    const client = await harness.client();
    await post(client, '/api/forgot-password', { email: 'host-check@example.test' })
      .set('Host', 'evil.example/"><a href=x')
      .expect(200);
    const { url } = accountLinkIn(await sink.nextMailTo('host-check@example.test'));
    expect(url.origin).toBe('http://localhost');
  });
});
