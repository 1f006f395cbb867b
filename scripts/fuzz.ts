/**
 * `npm run fuzz`: the whole app on the embedded store, served over HTTP on loopback, gets malformed bodies,
 * queries and headers on every route it registers (read from its router stack), signed out and signed in as
 * a buyer, a dealer and an admin: deep nesting, huge strings, wrong types, U+2028, dotted and operator keys,
 * broken JSON, bad Idempotency-Keys. Prints how many requests were sent and how many answered 5xx (the target
 * is none), with the first few 5xx. Exits 1 when there was a 5xx.
 *
 * `FUZZ_ROUNDS` (default 1) repeats the catalogue.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { makeListing } from '@contract/testing/listing-fixture';
import { createAppServer } from '../api/platform/http/app-server';
import { appRoutes, type AppRoute } from '../api/platform/testing/app-routes';
import { TEST_PASSWORD, createTestApp } from '../api/testing/test-app';

type Agent = ReturnType<typeof request.agent>;
interface Identity {
  name: string;
  username?: string;
  agent: Agent;
  csrfToken: string;
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const FIELDS = [
  'username',
  'email',
  'password',
  'token',
  'id',
  'ids',
  'carId',
  'name',
  'fullName',
  'subject',
  'message',
  'query',
  'transcript',
  'page',
  'filters',
  'status',
  'price',
  'url',
  'language',
  'senderName',
  'emailContent',
  'vin',
  'order',
  'cover',
];
const withEveryField = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));

interface Case {
  name: string;
  body?: string;
  contentType?: string;
  query?: string;
  headers?: Record<string, string>;
}

const BODIES: Case[] = [
  { name: 'broken JSON', body: '{"username":' },
  { name: 'trailing garbage', body: '{"a":1}xyz' },
  { name: 'JSON null', body: 'null' },
  { name: 'JSON array', body: '[1,2,3]' },
  { name: 'JSON number', body: '1e400' },
  { name: 'nested arrays 20,000', body: nested(20_000) },
  { name: 'nested arrays 50,000 in a field', body: `{"message":${nested(49_000)}}` },
  { name: 'nested objects 5,000', body: nestedObject(5_000) },
  { name: 'nested 33 levels', body: nested(33) },
  { name: 'huge strings', body: JSON.stringify({ username: 'u'.repeat(30_000), message: 'm'.repeat(60_000) }) },
  { name: 'too large', body: JSON.stringify({ message: 'x'.repeat(200_000) }) },
  { name: 'wrong types: numbers', body: withEveryField(-1) },
  { name: 'wrong types: big numbers', body: withEveryField(1e308) },
  { name: 'wrong types: arrays', body: withEveryField([1, 'a', null]) },
  { name: 'wrong types: objects', body: withEveryField({ a: 1 }) },
  { name: 'wrong types: booleans', body: withEveryField(true) },
  { name: 'wrong types: null', body: withEveryField(null) },
  { name: 'U+2028 and U+2029', body: withEveryField('Ana\u2028Bcc: x@y\u2029') },
  { name: 'dotted keys', body: '{"emailContent.subject":"x","a.b":{"c.d":1},"filters":{"x.y":1}}' },
  { name: 'operator keys', body: withEveryField({ $gt: '', $ne: null, $where: 'sleep(100)' }) },
  { name: 'operator keys at the top', body: '{"$set":{"userType":"admin"},"$or":[{}]}' },
  { name: 'prototype keys', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'NUL and control characters', body: withEveryField('a\u0000b\u001b[31m\u007f') },
  { name: 'lone surrogates', body: withEveryField('\ud800x\udfff') },
  { name: 'form body', contentType: 'application/x-www-form-urlencoded', body: 'username=a&a[b][c]=d' },
  { name: 'text body', contentType: 'text/plain', body: 'hello' },
  { name: 'JSON in another charset', contentType: 'application/json; charset=utf-16', body: '{}' },
];

const QUERIES: Case[] = [
  { name: 'bad percent-encoding', query: '?page=%zz&q=%' },
  { name: 'operator query', query: '?page[$gt]=1&brand[$ne]=x&a.b=1' },
  { name: 'wrong types in query', query: '?page=abc&pageSize=-1&minYear=1e308&maxPrice=NaN' },
  { name: 'repeated parameters', query: '?page=1&page=2&brand=a&brand=b' },
  { name: 'huge query', query: `?q=${'x'.repeat(7_000)}` },
  { name: 'U+2028 in query', query: `?q=${encodeURIComponent('a\u2028b')}&name=${encodeURIComponent('x\u2029')}` },
  { name: 'NUL in query', query: '?brand=%00&model=a%00b' },
];

const HEADERS: Case[] = [
  { name: 'bad Idempotency-Key', headers: { 'Idempotency-Key': 'not a uuid \u00e9' } },
  { name: 'huge Idempotency-Key', headers: { 'Idempotency-Key': 'k'.repeat(4_000) } },
  {
    name: 'odd Accept and Accept-Language',
    headers: { Accept: 'image/avif;q=x, */*;q=-1', 'Accept-Language': 'xx-YY;q=abc, *;q=2' },
  },
  {
    name: 'conditional and range headers',
    headers: { 'If-None-Match': '"' + 'x'.repeat(3_000), Range: 'bytes=99999999-1', 'If-Modified-Since': 'yesterday' },
  },
  {
    name: 'forwarded headers',
    headers: { 'X-Forwarded-For': '999.1.1.1, ::zz', 'X-Forwarded-Proto': 'gopher', Host: 'evil.example' },
  },
];

const placeholder = (param: string) => (param === 'id' ? '1' : param === 'size' ? 'card' : 'x');
const pathOf = (route: AppRoute) => route.path.replace(/[:*]([A-Za-z0-9_]+)/g, (_, name: string) => placeholder(name));
/** Paths with bad parameter values too. */
const PARAM_VALUES = ['%zz', '-1', '1e308', '__proto__', 'a.b', '%E2%80%A8', 'x'.repeat(3000)];

const harness = await createTestApp({
  listings: [
    makeListing(),
    makeListing({ brand: 'BMW', model: 'X1' }),
    makeListing({ brand: 'Volkswagen', model: 'Golf', vin: 'WVWZZZ1KZ8W123456' }),
  ],
});
const server = createAppServer(harness.app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function anonymous(name: string): Promise<Identity> {
  const agent = request.agent(base);
  const response = await agent.get('/api/csrf-token');
  return { name, agent, csrfToken: response.body.csrfToken as string };
}

async function signedIn(name: string, username: string): Promise<Identity> {
  const identity = await anonymous(name);
  const response = await identity.agent
    .post('/api/login')
    .set('X-CSRF-Token', identity.csrfToken)
    .send({ username, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`${name} could not sign in: ${response.status}`);
  return { name, username, agent: identity.agent, csrfToken: response.body.csrfToken as string };
}

let accounts = 0;
async function account(userType: 'user' | 'dealer' | 'admin'): Promise<string> {
  accounts += 1;
  const user = await harness.createUser({ username: `fuzz-${userType}-${accounts}`, userType });
  return user.username;
}

const identities: Identity[] = [
  await anonymous('signed out'),
  await signedIn('buyer', await account('user')),
  await signedIn('dealer', await account('dealer')),
  await signedIn('admin', await account('admin')),
];

/** A case may have signed the identity out (logout) or deleted its account: sign in again, or anew. */
async function stillSignedIn(identity: Identity): Promise<void> {
  if (!identity.username) return;
  if ((await identity.agent.get('/api/user')).status === 200) return;
  try {
    Object.assign(identity, await signedIn(identity.name, identity.username));
  } catch {
    const kind = identity.name === 'buyer' ? 'user' : (identity.name as 'dealer' | 'admin');
    Object.assign(identity, await signedIn(identity.name, await account(kind)));
  }
}

const routes = appRoutes(harness.app).filter((route) => route.method !== 'HEAD');
let requests = 0;
const failures: string[] = [];

async function send(identity: Identity, route: AppRoute, path: string, testCase: Case): Promise<void> {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  let pending = identity.agent[method](`${path}${testCase.query ?? ''}`).set('X-CSRF-Token', identity.csrfToken);
  for (const [name, value] of Object.entries(testCase.headers ?? {})) pending = pending.set(name, value);
  if (testCase.body !== undefined && method !== 'get') {
    // With a valid key, so the idempotent routes hash and store what they are sent.
    pending = pending
      .set('Idempotency-Key', crypto.randomUUID())
      .set('Content-Type', testCase.contentType ?? 'application/json')
      .send(testCase.body);
  }
  requests += 1;
  let status: number;
  try {
    status = (await pending.timeout(30_000)).status;
  } catch (error) {
    status = (error as { status?: number }).status ?? 599;
  }
  if (status >= 500) failures.push(`${status} ${identity.name} ${route.method} ${path}: ${testCase.name}`);
}

const rounds = Math.max(1, Number(process.env.FUZZ_ROUNDS) || 1);
const started = performance.now();
for (let round = 0; round < rounds; round++) {
  for (const route of routes) {
    const path = pathOf(route);
    const paramPaths = route.path.includes(':')
      ? PARAM_VALUES.map((value) => route.path.replace(/[:*]([A-Za-z0-9_]+)/g, () => value))
      : [];
    for (const identity of identities) {
      const cases = route.method === 'GET' ? [...QUERIES, ...HEADERS] : [...BODIES, ...QUERIES.slice(0, 2), ...HEADERS];
      for (const testCase of cases) await send(identity, route, path, testCase);
      for (const paramPath of paramPaths)
        await send(identity, route, paramPath, {
          name: 'bad parameter',
          body: route.method === 'GET' ? undefined : '{}',
        });
      await stillSignedIn(identity);
    }
  }
}
const seconds = (performance.now() - started) / 1000;

console.log(`Fuzzed ${routes.length} routes × ${identities.length} identities in ${seconds.toFixed(0)} s.`);
console.log(`Requests: ${requests}`);
console.log(`5xx answers: ${failures.length}`);
for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);

await new Promise<void>((resolve) => server.close(() => resolve()));
server.closeAllConnections();
await harness.close();
process.exit(failures.length > 0 ? 1 : 0);
