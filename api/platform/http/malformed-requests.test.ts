/**
 * Every route the app registers (read from its router stack, so a new route is covered without editing
 * this file) gets a catalogue of malformed requests, with a valid CSRF token, signed out and signed in as
 * an admin and as a dealer: none may answer 5xx, none may show a stack, every error has a stable code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type request from 'supertest';
import { makeListing } from '@contract/testing/listing-fixture';
import { appRoutes, routeParams, type AppRoute } from '../testing/app-routes';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Agent = ReturnType<typeof request.agent>;
interface Identity {
  name: string;
  username?: string;
  agent: Agent;
  csrfToken: string;
}

/** Bad path-parameter values, as they appear in the address (already percent-encoded or not). */
const PARAM_VALUES = [
  '%zz',
  '%',
  '%ff',
  '%c0%ae%c0%ae',
  '%E0%A4%A',
  '%ED%A0%80', // a UTF-8 encoded lone surrogate
  '%00',
  'a%00b',
  '%24gt',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e308',
  '__proto__',
  'x'.repeat(5000),
];

const QUERIES = [
  '?page=%zz',
  '?page[$gt]=1&brand[$ne]=x',
  '?minYear=abc&maxPrice=-1&page=0',
  '?page=1&page=2',
  `?q=${'x'.repeat(8000)}`,
  '?brand=%00&model=a%00b',
  '?sort=__proto__&constructor=1',
  '?%=%',
];

interface BodyCase {
  name: string;
  contentType?: string;
  contentEncoding?: string;
  body: string;
  /** The status every non-GET route must answer (when the case is about the body's framing). */
  status?: number;
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
  'name',
  'message',
  'query',
  'transcript',
  'page',
  'filters',
  'status',
  'price',
  'url',
  'stack',
];
const withEveryField = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));

const BODIES: BodyCase[] = [
  { name: 'unknown JSON charset', contentType: 'application/json; charset=bogus-9', body: '{}', status: 415 },
  { name: 'unsupported Content-Encoding', contentEncoding: 'snappy', body: '{}', status: 415 },
  { name: 'gzip header on plain text', contentEncoding: 'gzip', body: '{}', status: 400 },
  { name: 'broken JSON', body: '{"username":', status: 400 },
  { name: 'body too large', body: JSON.stringify({ message: 'x'.repeat(150_000) }), status: 413 },
  { name: 'JSON array', body: '[]' },
  { name: 'JSON string', body: '"text"' },
  { name: 'JSON number', body: '42' },
  { name: 'JSON null', body: 'null' },
  { name: 'wrong types: numbers', body: withEveryField(1) },
  { name: 'wrong types: arrays', body: withEveryField([1, 'a']) },
  { name: 'wrong types: objects', body: withEveryField({ a: 1 }) },
  { name: 'wrong types: booleans', body: withEveryField(true) },
  { name: 'deeply nested array', body: nested(5000) },
  { name: 'deeply nested object', body: nestedObject(3000) },
  {
    name: 'huge strings',
    body: JSON.stringify({ username: 'u'.repeat(20_000), message: 'm'.repeat(40_000), query: 'q'.repeat(20_000) }),
  },
  { name: 'operator keys', body: withEveryField({ $gt: '', $ne: null, $regex: '.*', $where: 'sleep(1000)' }) },
  { name: 'operator keys at the top', body: '{"$where":"1","$or":[{"a":1}],"$set":{"userType":"admin"}}' },
  { name: 'NUL bytes', body: withEveryField('a\u0000b\u0000') },
  { name: 'control characters', body: withEveryField('\u0001\u0007\u001b[31m\u007f') },
  { name: 'lone surrogates', body: withEveryField('\ud800x\udfff') },
  { name: 'prototype keys', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'form body', contentType: 'application/x-www-form-urlencoded', body: 'username=a&password=b' },
  { name: 'text body', contentType: 'text/plain', body: 'hello' },
];

const STACK = /\n\s+at\s|node_modules|\.(?:ts|js):\d+|\bError: |\/work\//;

let harness: TestApp;
let routes: AppRoute[];
const identities: Identity[] = [];

async function signedIn(name: string, username: string): Promise<Identity> {
  const session = await harness.signIn(username);
  return { name, username, agent: session.agent, csrfToken: session.csrfToken };
}

/** Signs the identity in again if a case signed it out (POST /api/logout with a body it took). */
async function stillSignedIn(identity: Identity): Promise<void> {
  if (!identity.username) return;
  if ((await identity.agent.get('/api/user')).status === 200) return;
  Object.assign(identity, await signedIn(identity.name, identity.username));
}

const placeholder = (param: string) => (param === 'id' ? '1' : param === 'size' ? 'card' : 'x');

function pathWith(route: AppRoute, values: Record<string, string>): string {
  return route.path.replace(/[:*]([A-Za-z0-9_]+)/g, (_, name: string) => values[name] ?? placeholder(name));
}

function expectClean(response: request.Response, what: string) {
  const text = typeof response.text === 'string' ? response.text : '';
  expect(response.status, `${what} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, `${what} shows internals`).not.toMatch(STACK);
  if (response.status >= 400 && response.type === 'application/json') {
    expect(response.body.code, `${what} has no stable code`).toMatch(/^[a-z][a-z0-9_]*$/);
  }
}

function send(identity: Identity, route: AppRoute, path: string): request.Test {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete' | 'head';
  return identity.agent[method](path).set('X-CSRF-Token', identity.csrfToken);
}

beforeAll(async () => {
  harness = await createTestApp({ listings: [makeListing(), makeListing({ brand: 'BMW', model: 'X1' })] });
  await harness.createUser({ username: 'malformed-admin', userType: 'admin' });
  await harness.createUser({ username: 'malformed-dealer', userType: 'dealer' });
  const anonymous = await harness.client();
  identities.push(
    { name: 'signed out', ...anonymous },
    await signedIn('admin', 'malformed-admin'),
    await signedIn('dealer', 'malformed-dealer'),
  );
  routes = appRoutes(harness.app);
}, 60_000);
afterAll(() => harness.close());

describe('malformed requests on every route', () => {
  it('reads the routes from the app', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/csrf-token',
        'POST /api/login',
        'GET /api/cars/:id',
        'POST /api/cars/:id/view',
        'GET /api/images/cars/:id/:size',
      ]),
    );
    expect(routes.length).toBeGreaterThan(20);
  });

  it('bad percent-encoding and odd values in every path parameter answer 4xx', async () => {
    let checked = 0;
    for (const identity of identities) {
      for (const route of routes.filter((candidate) => routeParams(candidate.path).length > 0)) {
        await stillSignedIn(identity);
        for (const param of routeParams(route.path)) {
          for (const value of PARAM_VALUES) {
            const path = pathWith(route, { [param]: value });
            const pending = send(identity, route, path);
            const response = route.method === 'GET' ? await pending : await pending.send({});
            expectClean(response, `${identity.name}: ${route.method} ${path.slice(0, 80)}`);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it('malformed query strings on every route', async () => {
    for (const identity of identities) {
      for (const route of routes) {
        await stillSignedIn(identity);
        for (const query of QUERIES) {
          const pending = send(identity, route, pathWith(route, {}) + query);
          const response = route.method === 'GET' ? await pending : await pending.send({});
          expectClean(response, `${identity.name}: ${route.method} ${route.path}${query.slice(0, 60)}`);
        }
      }
    }
  }, 120_000);

  it('malformed bodies on every route that takes one', async () => {
    for (const identity of identities) {
      for (const route of routes.filter((candidate) => candidate.method !== 'GET' && candidate.method !== 'HEAD')) {
        for (const bodyCase of BODIES) {
          await stillSignedIn(identity);
          let pending = send(identity, route, pathWith(route, {})).set(
            'Content-Type',
            bodyCase.contentType ?? 'application/json',
          );
          if (bodyCase.contentEncoding) pending = pending.set('Content-Encoding', bodyCase.contentEncoding);
          const response = await pending.send(bodyCase.body);
          const what = `${identity.name}: ${route.method} ${route.path} with ${bodyCase.name}`;
          expectClean(response, what);
          if (bodyCase.status) expect(response.status, what).toBe(bodyCase.status);
        }
      }
    }
  }, 180_000);

  it('names the reason for a refused body with a stable code', async () => {
    const { agent, csrfToken } = await harness.client();
    const charset = await agent
      .post('/api/contact')
      .set('X-CSRF-Token', csrfToken)
      .set('Content-Type', 'application/json; charset=bogus-9')
      .send('{}');
    expect(charset.status).toBe(415);
    expect(charset.body.code).toBe('unsupported_charset');
    const encoding = await agent
      .post('/api/contact')
      .set('X-CSRF-Token', csrfToken)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'snappy')
      .send('{}');
    expect(encoding.status).toBe(415);
    expect(encoding.body.code).toBe('unsupported_content_encoding');
    const badParam = await agent.get('/api/cars/%zz');
    expect(badParam.status).toBe(400);
    expect(badParam.body.code).toBe('invalid_url_encoding');
  });
});
