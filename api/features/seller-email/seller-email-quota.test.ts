/**
 * What an "AI email" is, through the real app: only a draft the AI provider wrote spends one of the day's
 * units. A draft from the built-in templates (no provider configured, or the provider failed and the templates
 * stood in) spends nothing, and the answer says how many provider drafts are left.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerateEmailResponse } from '@contract/seller-email';
import { makeListing } from '@contract/testing/listing-fixture';
import { DEFAULT_AI_CONFIG } from '../../platform/ai/ai-config';
import { startOpenAiStub, type OpenAiStub } from '../../platform/ai/testing/openai-stub';
import { createTestApp, type TestApp } from '../../testing/test-app';

const LIMIT = 3;
const GOOD = {
  subject: 'Enquiry: Škoda Octavia',
  body: 'Dear Sir or Madam,\n\nis the car still available?\n\nKind regards,\nMax',
};

let stub: OpenAiStub;
let withProvider: TestApp;
let templatesOnly: TestApp;
let providerCarId: number;
let templatesCarId: number;

const octavia = () => makeListing({ brand: 'Škoda', model: 'Octavia', year: 2019, price: 15_900, mileage: 89_500 });

beforeAll(async () => {
  stub = await startOpenAiStub();
  withProvider = await createTestApp({
    config: {
      ai: {
        ...DEFAULT_AI_CONFIG,
        emailsPerDay: LIMIT,
        openai: { apiKey: 'sk-test', baseUrl: stub.baseUrl, model: 'gpt-4o-mini', timeoutMs: 5000 },
      },
    },
  });
  templatesOnly = await createTestApp({ config: { ai: { ...DEFAULT_AI_CONFIG, emailsPerDay: LIMIT } } });
  providerCarId = (await withProvider.services.listings.insertMany([octavia()]))[0]!.id;
  templatesCarId = (await templatesOnly.services.listings.insertMany([octavia()]))[0]!.id;
});
afterAll(async () => {
  await withProvider.close();
  await templatesOnly.close();
  await stub.close();
});
beforeEach(() => {
  stub.answer = { kind: 'content', content: JSON.stringify(GOOD) };
  stub.requests.length = 0;
});

async function buyer(app: TestApp) {
  const user = await app.createUser();
  const session = await app.signIn(user.username);
  const draft = (carId: number) =>
    session.agent
      .post('/api/generate-email')
      .set('X-CSRF-Token', session.csrfToken)
      .send({ carId, language: 'en', userName: 'Max', topics: ['availability'] });
  return { user, draft, used: async () => (await app.services.quotas.current(user.id)).email };
}

describe('counting AI emails', () => {
  it('counts a draft the provider wrote, and says how many are left', async () => {
    const { draft, used } = await buyer(withProvider);
    const first = (await draft(providerCarId).expect(200)).body as GenerateEmailResponse;
    expect(first).toMatchObject({ engine: 'openai', email: GOOD, remaining: LIMIT - 1, limit: LIMIT });
    const second = (await draft(providerCarId).expect(200)).body as GenerateEmailResponse;
    expect(second).toMatchObject({ engine: 'openai', remaining: LIMIT - 2 });
    expect(await used()).toBe(2);
    expect(stub.requests).toHaveLength(2);
  });

  it('counts nothing when no provider is configured: every draft comes from the templates, also past the limit', async () => {
    const { draft, used } = await buyer(templatesOnly);
    for (let i = 0; i < LIMIT + 2; i++) {
      const answer = (await draft(templatesCarId).expect(200)).body as GenerateEmailResponse;
      expect(answer).toMatchObject({ engine: 'builtin', remaining: LIMIT, limit: LIMIT });
      expect(answer.email.body).toMatch(/^Dear /);
    }
    expect(await used()).toBe(0);
  });

  it('gives the unit back when the provider failed and the templates wrote the draft', async () => {
    const { draft, used } = await buyer(withProvider);
    await draft(providerCarId).expect(200);
    stub.answer = { kind: 'status', status: 500, body: { error: { message: 'boom' } } };
    const fallback = (await draft(providerCarId).expect(200)).body as GenerateEmailResponse;
    expect(fallback).toMatchObject({ engine: 'builtin', fallbackReason: 'provider_error', remaining: LIMIT - 1 });
    stub.answer = { kind: 'content', content: '{"subject": "cut off' };
    const invalid = (await draft(providerCarId).expect(200)).body as GenerateEmailResponse;
    expect(invalid).toMatchObject({ engine: 'builtin', fallbackReason: 'invalid_output', remaining: LIMIT - 1 });
    expect(await used()).toBe(1);
  });

  it('refuses a provider draft past the limit, however many template drafts came before', async () => {
    const { draft, used } = await buyer(withProvider);
    stub.answer = { kind: 'status', status: 500, body: { error: { message: 'boom' } } };
    for (let i = 0; i < LIMIT + 1; i++) await draft(providerCarId).expect(200);
    expect(await used()).toBe(0);
    stub.answer = { kind: 'content', content: JSON.stringify(GOOD) };
    for (let i = 0; i < LIMIT; i++) await draft(providerCarId).expect(200);
    const refused = await draft(providerCarId).expect(429);
    expect(refused.body).toMatchObject({ errorType: 'aiQuotaExceeded' });
    expect(await used()).toBe(LIMIT);
  });

  it('never lets parallel provider drafts at the edge take more than the daily quota', async () => {
    const { draft, used } = await buyer(withProvider);
    const answers = await Promise.all(Array.from({ length: 6 }, () => draft(providerCarId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)!.body).toMatchObject({
      errorType: 'aiQuotaExceeded',
      message: 'You have reached your AI usage limit for today',
      language: 'en',
    });
    expect(await used()).toBe(LIMIT);
  });
});
