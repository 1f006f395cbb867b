/**
 * POST /api/cars/compare/analysis: signed in only, validated, one unit of the daily analysis quota (none for
 * a cached answer), built-in by default; with a provider configured (the loopback stand-in), its answer, its
 * failures falling back, and a client that goes away stopping the provider call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_CONFIG } from '../../platform/ai/ai-config';
import type { ComparisonAnalysis, ComparisonAnalysisResponse } from '@contract/car-analysis';
import { makeListing } from '@contract/testing/listing-fixture';
import { startOpenAiStub, type OpenAiStub } from '../../platform/ai/testing/openai-stub';
import { createTestApp, type TestApp } from '../../testing/test-app';

const octavia = (price: number, mileage = 90_000) =>
  makeListing({ brand: 'Škoda', model: 'Octavia', year: 2019, price, mileage });
const golf = (price: number) =>
  makeListing({
    brand: 'Volkswagen',
    model: 'Golf',
    fuelType: 'petrol',
    bodyType: 'hatchback',
    year: 2021,
    price,
    mileage: 40_000,
  });
const FIXTURES = [
  octavia(15_000),
  golf(19_000),
  octavia(14_000, 95_000),
  octavia(16_000, 85_000),
  octavia(15_500),
  octavia(14_500),
  octavia(15_200),
  golf(18_000),
];

let harness: TestApp;
let withProvider: TestApp;
let stub: OpenAiStub;
beforeAll(async () => {
  stub = await startOpenAiStub();
  harness = await createTestApp({ listings: FIXTURES, config: { ai: { ...DEFAULT_AI_CONFIG, analysesPerDay: 3 } } });
  withProvider = await createTestApp({
    listings: FIXTURES,
    config: {
      ai: {
        ...DEFAULT_AI_CONFIG,
        openai: { apiKey: 'sk-test', baseUrl: stub.baseUrl, model: 'gpt-4o-mini', timeoutMs: 5000 },
      },
    },
  });
});
afterAll(async () => {
  await harness.close();
  await withProvider.close();
  await stub.close();
});

async function signedIn(app = harness) {
  const user = await app.createUser();
  return app.signIn(user.username);
}
const used = async (userId: string, app = harness) => (await app.services.quotas.current(userId)).analysis;

describe('POST /api/cars/compare/analysis', () => {
  it('answers 401 signed out, and 400 for bad ids or a bad language, spending nothing', async () => {
    const visitor = await harness.client();
    await visitor.agent
      .post('/api/cars/compare/analysis')
      .set('X-CSRF-Token', visitor.csrfToken)
      .send({ carIds: [1, 2], language: 'en' })
      .expect(401);
    const session = await signedIn();
    const post = (body: unknown) =>
      session.agent
        .post('/api/cars/compare/analysis')
        .set('X-CSRF-Token', session.csrfToken)
        .send(body as object);
    for (const body of [
      { carIds: [1, 2], language: 'fr' },
      { carIds: [1, 2] },
      { carIds: [1], language: 'en' },
      { carIds: [1, 2, 3], language: 'en' },
      { carIds: [1, 1], language: 'en' },
      { carIds: ['1', '2'], language: 'en' },
      { carIds: [0, -2], language: 'en' },
      { carIds: [1.5, 2], language: 'en' },
      { carIds: [1, 2], language: 'en', extra: true },
    ]) {
      const response = await post(body).expect(400);
      expect(response.body.code).toBe('validation_failed');
    }
    await post({ carIds: [1, 999], language: 'en' }).expect(404);
    expect(await used(session.user.id)).toBe(0);
  });

  it('refuses a request without the CSRF token', async () => {
    const session = await signedIn();
    await session.agent
      .post('/api/cars/compare/analysis')
      .send({ carIds: [1, 2], language: 'en' })
      .expect(403);
  });

  it('answers the comparison in Croatian from the built-in engine with both market values; the cache spends nothing', async () => {
    const session = await signedIn();
    const post = () =>
      session.agent
        .post('/api/cars/compare/analysis')
        .set('X-CSRF-Token', session.csrfToken)
        .send({ carIds: [1, 2], language: 'hr' });
    const first = (await post().expect(200)).body as ComparisonAnalysisResponse;
    expect(first).toMatchObject({ carIds: [1, 2], language: 'hr', engine: 'builtin', cached: false });
    expect(first.marketValues['1']).toMatchObject({ count: 5, enough: true });
    expect(first.marketValues['2']).toMatchObject({ count: 1, enough: false });
    const analysis = first.analysis as ComparisonAnalysis;
    expect(analysis.summary).toMatch(/^Usporedba: Škoda Octavia .* i Volkswagen Golf/);
    expect(Object.keys(analysis.recommendedBuyer).sort()).toEqual(['1', '2']);
    expect(analysis.recommendation.join(' ')).toMatch(/Za obitelj/);
    expect(await used(session.user.id)).toBe(1);

    const again = (await post().expect(200)).body as ComparisonAnalysisResponse;
    expect(again).toMatchObject({ cached: true, generatedAt: first.generatedAt, analysis: first.analysis });
    expect(await used(session.user.id)).toBe(1);
  });

  it('gives each user their daily number in parallel, then "limit reached"', async () => {
    const session = await signedIn();
    const pairs = [
      [3, 4],
      [4, 5],
      [5, 6],
      [6, 7],
      [7, 8],
    ];
    const responses = await Promise.all(
      pairs.map((carIds) =>
        session.agent
          .post('/api/cars/compare/analysis')
          .set('X-CSRF-Token', session.csrfToken)
          .send({ carIds, language: 'de' }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'quota_exceeded' });
    expect(refused.body.message).toMatch(/limit reached/);
    expect(await used(session.user.id)).toBe(3);
  });
});

describe('POST /api/cars/compare/analysis with an OpenAI provider', () => {
  const GOOD = {
    summary: 'Die Octavia ist geräumiger, der Golf jünger.',
    valueSummary: ['Beide Preise sind fair.'],
    mainDifferences: ['Der Golf ist zwei Jahre jünger.'],
    recommendedBuyer: [
      { carId: 1, text: 'Für Familien.' },
      { carId: 2, text: 'Für Pendler.' },
    ],
    recommendation: ['Familien nehmen die Octavia.'],
  };

  it("answers with the provider's comparison, or falls back to the built-in engine and says why", async () => {
    const session = await signedIn(withProvider);
    const post = (carIds: number[]) =>
      session.agent
        .post('/api/cars/compare/analysis')
        .set('X-CSRF-Token', session.csrfToken)
        .send({ carIds, language: 'de' });
    stub.answer = { kind: 'content', content: JSON.stringify(GOOD) };
    const good = (await post([1, 2]).expect(200)).body as ComparisonAnalysisResponse;
    expect(good).toMatchObject({
      engine: 'openai',
      analysis: { ...GOOD, recommendedBuyer: { '1': 'Für Familien.', '2': 'Für Pendler.' } },
    });
    expect(good.fallbackReason).toBeUndefined();

    stub.answer = { kind: 'status', status: 429, body: { error: { message: 'Rate limit reached' } } };
    const limited = (await post([2, 1]).expect(200)).body as ComparisonAnalysisResponse;
    expect(limited).toMatchObject({ engine: 'builtin', fallbackReason: 'provider_error' });

    stub.answer = { kind: 'content', content: JSON.stringify({ ...GOOD, summary: 42 }) };
    const invalid = (await post([3, 4]).expect(200)).body as ComparisonAnalysisResponse;
    expect(invalid).toMatchObject({ engine: 'builtin', fallbackReason: 'invalid_output' });
    // A fallback is not cached: the provider is asked again next time.
    stub.answer = {
      kind: 'content',
      content: JSON.stringify({
        ...GOOD,
        recommendedBuyer: [
          { carId: 3, text: 'a' },
          { carId: 4, text: 'b' },
        ],
      }),
    };
    expect((await post([3, 4]).expect(200)).body).toMatchObject({ engine: 'openai', cached: false });
  });

  it('stops the provider call when the client goes away', async () => {
    const session = await signedIn(withProvider);
    stub.answer = { kind: 'stall' };
    const arrived = stub.nextRequest();
    const pending = session.agent
      .post('/api/cars/compare/analysis')
      .set('X-CSRF-Token', session.csrfToken)
      .send({ carIds: [5, 6], language: 'en' });
    const settled = pending.then(
      () => 'answered',
      () => 'aborted',
    );
    const request = await arrived;
    pending.abort();
    await request.abandoned;
    expect(await settled).toBe('aborted');
  });
});
