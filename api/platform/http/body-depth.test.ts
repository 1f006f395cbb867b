/**
 * Bodies nested far deeper than any the API takes answer 400 in the full error shape before a route (or the
 * idempotency hashing behind a key) walks them; a body over the size limit answers 413 in the same shape.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedInMessage = (depth: number) => `{"name":"Ana","message":${nestedArrays(depth)}}`;

describe('body nesting', () => {
  it('measures depth without recursion', () => {
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(nestedArrays(100_000)), MAX_BODY_DEPTH)).toBe(true);
  });

  it('refuses 10,000 to 50,000 nested arrays on the idempotent routes with 400 in the full shape', async () => {
    const visitor = await harness.client();
    const user = await harness.createUser();
    const buyer = await harness.signIn(user.username);
    for (const depth of [10_000, 50_000]) {
      for (const [client, path] of [
        [visitor, '/api/contact'],
        [buyer, '/api/send-contact-email'],
      ] as const) {
        const response = await client.agent
          .post(path)
          .set('X-CSRF-Token', client.csrfToken)
          .set('Idempotency-Key', crypto.randomUUID())
          .set('Accept-Language', 'hr-HR,hr;q=0.9')
          .set('Content-Type', 'application/json')
          .send(nestedInMessage(depth));
        expect(response.status, `${path} at depth ${depth}`).toBe(400);
        expect(response.body).toEqual({
          code: 'body_too_deep',
          errorType: 'body_too_deep',
          message: expect.stringContaining('32 levels'),
          language: 'hr',
        });
      }
    }
  });

  it('still takes an ordinary body', async () => {
    const visitor = await harness.client();
    await visitor.agent
      .post('/api/contact')
      .set('X-CSRF-Token', visitor.csrfToken)
      .send({
        fullName: 'Ana Horvat',
        email: 'ana@example.test',
        subject: 'Pitanje o oglasu',
        message: 'Dobar dan, imam pitanje o jednom oglasu.',
      })
      .expect(201);
  });

  it('answers a body over the size limit with 413 in the full shape', async () => {
    const visitor = await harness.client();
    const response = await visitor.agent
      .post('/api/contact')
      .set('X-CSRF-Token', visitor.csrfToken)
      .send({ message: 'x'.repeat(150_000) })
      .expect(413);
    expect(response.body).toEqual({
      code: 'payload_too_large',
      errorType: 'payload_too_large',
      message: 'The request body is too large.',
      language: 'en',
    });
  });
});
