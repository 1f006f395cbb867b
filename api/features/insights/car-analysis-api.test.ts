import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_CONFIG } from '../../platform/ai/ai-config';
import type { CarAnalysis, CarAnalysisResponse } from '@contract/car-analysis';
import { makeListing } from '@contract/testing/listing-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

const octavia = (price: number, mileage = 90_000) =>
  makeListing({ brand: 'Škoda', model: 'Octavia', year: 2019, price, mileage });
const FIXTURES = [
  octavia(15_000),
  octavia(14_000, 95_000),
  octavia(16_000, 85_000),
  octavia(15_500),
  octavia(14_500),
  octavia(15_200),
];

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ listings: FIXTURES, config: { ai: { ...DEFAULT_AI_CONFIG, analysesPerDay: 3 } } });
});
afterAll(() => harness.close());

async function signedIn() {
  const user = await harness.createUser();
  return harness.signIn(user.username);
}
const used = async (userId: string) => (await harness.services.quotas.current(userId)).analysis;

describe('GET /api/cars/:id/analysis', () => {
  it('answers 401 signed out, and 400 for a bad id or language', async () => {
    const visitor = await harness.client();
    await visitor.agent.get('/api/cars/1/analysis?lang=en').expect(401);
    const session = await signedIn();
    await session.agent.get('/api/cars/1/analysis?lang=fr').expect(400);
    await session.agent.get('/api/cars/1/analysis').expect(400);
    await session.agent.get('/api/cars/x!/analysis?lang=en').expect(400);
    await session.agent.get('/api/cars/999/analysis?lang=en').expect(404);
    expect(await used(session.user.id)).toBe(0);
  });

  it('answers the five sections in German with the market value, from the built-in engine; the cache spends nothing', async () => {
    const session = await signedIn();
    const first = (await session.agent.get('/api/cars/1/analysis?lang=de').expect(200)).body as CarAnalysisResponse;
    expect(first).toMatchObject({
      carId: 1,
      language: 'de',
      engine: 'builtin',
      cached: false,
      marketValue: { count: 5, enough: true },
    });
    const analysis = first.analysis as CarAnalysis;
    for (const section of [
      analysis.fuelConsumption,
      analysis.commonProblems,
      analysis.maintenanceCosts,
      analysis.ownerImpressions,
      analysis.prosAndCons.pros,
      analysis.prosAndCons.cons,
    ]) {
      expect(section.length).toBeGreaterThan(0);
    }
    expect(analysis.maintenanceCosts.join(' ')).toMatch(/Marktwert/);
    expect(await used(session.user.id)).toBe(1);

    const again = (await session.agent.get('/api/cars/1/analysis?lang=de').expect(200)).body as CarAnalysisResponse;
    expect(again).toMatchObject({ cached: true, generatedAt: first.generatedAt });
    expect(again.analysis).toEqual(first.analysis);
    expect(await used(session.user.id)).toBe(1);
  });

  it('gives each user their daily number in parallel, then "limit reached"', async () => {
    const session = await signedIn();
    // Cars 2–6 in Croatian: not cached yet, so each spends one unit; 3 allowed.
    const responses = await Promise.all(
      [2, 3, 4, 5, 6].map((id) => session.agent.get(`/api/cars/${id}/analysis?lang=hr`)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.message).toMatch(/limit reached/);
    expect(await used(session.user.id)).toBe(3);
  });
});
