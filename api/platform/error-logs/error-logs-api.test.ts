/**
 * POST /api/errors/log through the real app: stored documents (date, status, route, user agent, user,
 * request data), validation, truncation of over-long texts, the 16 kB body cap, CSRF and the per-address limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorGroupListQuerySchema } from '@contract/admin-error-logs';
import { ERROR_LOG_LIMITS, ERROR_LOG_MAX_BODY_BYTES } from '@contract/error-log';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ERROR_LOG_RATE_LIMIT } from './error-logs-router';

const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS + 2 * 60 * 1000);

const REPORT = {
  errorType: 'TypeError',
  message: "Cannot read properties of undefined (reading 'price')",
  component: 'CarCard',
  stack: 'TypeError: Cannot read properties of undefined\n    at CarCard (car-card.tsx:20:5)',
  route: '/hr/car/MTIz#top',
  userAgent: 'Mozilla/5.0 (test)',
};

let harness: TestApp;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  harness = await createTestApp({ now: () => NOW, config: { trustProxy: true } });
});
afterAll(() => harness.close());

async function post(body: unknown, ip = nextIp()) {
  const { agent, csrfToken } = await harness.client();
  return agent
    .post('/api/errors/log')
    .set('X-CSRF-Token', csrfToken)
    .set('X-Forwarded-For', ip)
    .send(body as object);
}

async function stored(id: string) {
  return (await harness.services.errorLogs.allOccurrences({ limit: 500 })).find((log) => log.id === id);
}

describe('POST /api/errors/log', () => {
  it('cleans NUL, control characters and unpaired surrogates out of every text instead of storing them', async () => {
    const response = await post({
      ...REPORT,
      errorType: 'Type\u0000Error',
      message: 'line one\nline\u0007 two \ud800 \u202eend',
      component: 'Car\r\nCard',
      route: '/hr\u0000/car',
      requestData: { 'what\u0000': 'loading\u0001', nested: ['\udfff'] },
    });
    expect(response.status).toBe(201);
    const log = await stored(response.body.id);
    expect(log).toMatchObject({
      errorType: 'TypeError',
      message: 'line one\nline two \ufffd end',
      component: 'Car Card',
      route: '/hr/car',
      requestData: { client: { what: 'loading', nested: ['\ufffd'] } },
    });
  });

  it('stores the report as unresolved with its date, route, user agent and request data', async () => {
    const response = await post(REPORT);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, id: expect.any(String) });
    expect(await stored(response.body.id)).toEqual({
      id: response.body.id,
      groupId: expect.any(String),
      seq: expect.any(Number),
      source: 'client',
      date: NOW,
      ...REPORT,
      userId: null,
      requestId: null,
      requestData: {
        client: null,
        method: 'POST',
        path: '/api/errors/log',
        referer: null,
        acceptLanguage: null,
        contentLength: expect.any(Number),
      },
    });
  });

  it('records the signed-in user; takes the user agent from the header when the report has none', async () => {
    const user = await harness.createUser({ username: 'error-reporter' });
    const { agent, csrfToken } = await harness.signIn('error-reporter');
    const response = await agent
      .post('/api/errors/log')
      .set('X-CSRF-Token', csrfToken)
      .set('X-Forwarded-For', nextIp())
      .set('User-Agent', 'HeaderAgent/1.0')
      .set('Accept-Language', 'hr-HR,hr;q=0.9')
      .send({ errorType: 'Error', message: 'boom' });
    expect(response.status).toBe(201);
    expect(await stored(response.body.id)).toMatchObject({
      userId: user.id,
      userAgent: 'HeaderAgent/1.0',
      component: null,
      stack: null,
      route: null,
      requestData: { acceptLanguage: 'hr-HR,hr;q=0.9' },
    });
  });

  it('answers 400 naming the fields for missing, wrong-typed and unknown fields', async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['errorType', 'message']);

    const wrong = await post({ ...REPORT, message: 42, stack: ['a'] });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields).sort()).toEqual(['message', 'stack']);

    const blank = await post({ ...REPORT, errorType: '  ' });
    expect(blank.body.fields).toEqual({ errorType: 'errorType is required' });

    const unknown = await post({ ...REPORT, password: 'secret' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ password: 'Unknown field' });
  });

  it('cuts over-long texts to their limits', async () => {
    const response = await post({
      ...REPORT,
      message: 'm'.repeat(5000),
      stack: 's'.repeat(9000),
      component: 'c'.repeat(400),
    });
    expect(response.status).toBe(201);
    const log = await stored(response.body.id);
    expect(log!.message).toHaveLength(ERROR_LOG_LIMITS.message);
    expect(log!.message.endsWith('…')).toBe(true);
    expect(log!.stack).toHaveLength(ERROR_LOG_LIMITS.stack);
    expect(log!.component).toHaveLength(ERROR_LOG_LIMITS.component);
  });

  it(`refuses bodies over ${ERROR_LOG_MAX_BODY_BYTES / 1024} kB with 413 and stores nothing`, async () => {
    const before = (await harness.services.errorLogs.allOccurrences({ limit: 500 })).length;
    const response = await post({ ...REPORT, stack: 'x'.repeat(ERROR_LOG_MAX_BODY_BYTES) });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
    expect((await harness.services.errorLogs.allOccurrences({ limit: 500 })).length).toBe(before);
  });

  it('refuses a report without the CSRF token', async () => {
    const { agent } = await harness.client();
    const response = await agent.post('/api/errors/log').send(REPORT);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('csrf_invalid');
  });

  it(`allows ${ERROR_LOG_RATE_LIMIT.limit} reports per window per client address`, async () => {
    const ip = nextIp();
    const { agent, csrfToken } = await harness.client();
    const send = (from: string) =>
      agent.post('/api/errors/log').set('X-CSRF-Token', csrfToken).set('X-Forwarded-For', from).send(REPORT);
    for (let index = 0; index < ERROR_LOG_RATE_LIMIT.limit; index++) expect((await send(ip)).status).toBe(201);
    const refused = await send(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBe(String(8 * 60));
    expect((await send(nextIp())).status).toBe(201);
  });
});

describe('bounds on what anonymous reports store', () => {
  const WORDS = [
    'apple',
    'birch',
    'cedar',
    'daisy',
    'elder',
    'fern',
    'gorse',
    'hazel',
    'iris',
    'juniper',
    'kale',
    'lilac',
    'maple',
    'nettle',
    'oak',
    'poppy',
    'quince',
    'rowan',
    'sage',
    'thyme',
    'ulmus',
    'violet',
    'willow',
  ];

  it('one address starts at most so many new error groups a day; reports of known ones still count', async () => {
    const ip = '198.51.100.77';
    const allowed = harness.services.errorLogs.limits.newPerAddressPerDay;
    expect(WORDS.length).toBeGreaterThan(allowed);
    const groupsBefore = (
      await harness.services.errorLogs.list(
        errorGroupListQuerySchema.parse({ status: 'all', period: 'all', pageSize: 1 }),
      )
    ).total;
    const answers = [];
    for (const word of WORDS) answers.push((await post({ ...REPORT, message: `The ${word} went wrong` }, ip)).status);
    expect(answers.filter((status) => status === 201)).toHaveLength(allowed);
    expect(answers.slice(allowed).every((status) => status === 429)).toBe(true);
    const groupsAfter = (
      await harness.services.errorLogs.list(
        errorGroupListQuerySchema.parse({ status: 'all', period: 'all', pageSize: 1 }),
      )
    ).total;
    expect(groupsAfter - groupsBefore).toBe(allowed);
    // A bug it reported before still counts.
    expect((await post({ ...REPORT, message: `The ${WORDS[0]} went wrong` }, ip)).status).toBe(201);
  });
});
