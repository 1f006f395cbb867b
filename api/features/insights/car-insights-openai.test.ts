/**
 * The AI analysis of one car and the AI comparison of two on the OpenAI engine (the shared engine pair)
 * against a real HTTP server on loopback speaking the Chat Completions wire format: good answers,
 * malformed and schema-violating answers, a stalled provider (timeout), a 429 and an abort.
 */
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MarketValue } from '@contract/market-value';
import { makeCar } from '@contract/testing/listing-fixture';
import { builtinCarAnalysis } from './car-analysis-builtin';
import { CAR_ANALYSIS_JSON_SCHEMA, carAnalysisTask } from './car-analysis-task';
import { builtinCarComparison } from './car-comparison-builtin';
import { CAR_COMPARISON_JSON_SCHEMA, carComparisonTask } from './car-comparison-task';
import { AiEnginePair } from '../../platform/ai/engine-pair';
import { startOpenAiStub, type OpenAiStub } from '../../platform/ai/testing/openai-stub';

const now = new Date('2026-11-24T00:00:00Z');
const market: MarketValue = {
  price: 15_000,
  median: 15_500,
  low: 14_000,
  high: 16_500,
  percentile: 40,
  count: 9,
  enough: true,
  rating: 'fair',
  comparableIds: [7, 8],
  criteria: { brand: 'Škoda', model: 'Octavia', minYear: 2018, maxYear: 2020 },
};
const octavia = makeCar({ id: 11, brand: 'Škoda', model: 'Octavia', year: 2019 });
const golf = makeCar({
  id: 12,
  brand: 'Volkswagen',
  model: 'Golf',
  fuelType: 'petrol',
  year: 2021,
  price: 18_900,
  mileage: 40_000,
});
const ANALYSIS_INPUT = { car: octavia, marketValue: market, language: 'de' as const, now };
const COMPARISON_INPUT = {
  cars: [octavia, golf] as [typeof octavia, typeof golf],
  marketValues: [market, { ...market, price: 18_900 }] as [MarketValue, MarketValue],
  language: 'hr' as const,
  now,
};

const GOOD_ANALYSIS = {
  fuelConsumption: ['Etwa 5,5 l/100 km im Alltag.'],
  commonProblems: ['Zahnriemen prüfen.'],
  maintenanceCosts: ['Etwa 2.000 € im Jahr.'],
  ownerImpressions: ['Halter loben das Platzangebot.'],
  prosAndCons: { pros: ['Geräumig.'], cons: ['Diesel im Stadtverkehr.'] },
};
const GOOD_COMPARISON = {
  summary: 'Octavia je prostranija, Golf noviji.',
  valueSummary: ['Obje cijene su realne.'],
  mainDifferences: ['Golf je dvije godine noviji.'],
  recommendedBuyer: [
    { carId: 11, text: 'Za obitelj.' },
    { carId: 12, text: 'Za vožnje na posao.' },
  ],
  recommendation: ['Za obitelj Octavia, za grad Golf.'],
};

let stub: OpenAiStub;
const logger = pino({ level: 'silent' });
const engines = (timeoutMs = 5000) =>
  new AiEnginePair({ apiKey: 'sk-test', baseUrl: stub.baseUrl, model: 'gpt-4o-mini', timeoutMs }, logger);
const answerWith = (value: unknown) => {
  stub.answer = { kind: 'content', content: typeof value === 'string' ? value : JSON.stringify(value) };
};

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterEach(() => {
  stub.requests.length = 0;
});
afterAll(() => stub.close());

describe('the AI analysis of one car on the OpenAI engine', () => {
  it('sends the facts and market value with a strict schema, and answers the validated sections', async () => {
    answerWith(GOOD_ANALYSIS);
    expect(await engines().run(carAnalysisTask, ANALYSIS_INPUT)).toEqual({ engine: 'openai', value: GOOD_ANALYSIS });
    const body = stub.requests[0]!.body;
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'car_analysis', strict: true, schema: JSON.parse(JSON.stringify(CAR_ANALYSIS_JSON_SCHEMA)) },
    });
    expect(body.messages![0]!.content).toContain('German');
    expect(JSON.parse(body.messages![1]!.content)).toMatchObject({
      brand: 'Škoda',
      model: 'Octavia',
      marketValue: { medianEuro: 15_500, comparableListings: 9 },
    });
  });

  it.each<[string, unknown]>([
    ['malformed JSON', '{"fuelConsumption": ['],
    ['a missing section', { ...GOOD_ANALYSIS, ownerImpressions: undefined }],
    ['an empty section', { ...GOOD_ANALYSIS, commonProblems: [] }],
    ['a section as a number', { ...GOOD_ANALYSIS, maintenanceCosts: 2000 }],
    ['an extra field', { ...GOOD_ANALYSIS, verdict: 'buy' }],
  ])('falls back to the built-in engine on %s (invalid_output)', async (_name, answer) => {
    answerWith(answer);
    expect(await engines().run(carAnalysisTask, ANALYSIS_INPUT)).toEqual({
      engine: 'builtin',
      fallbackReason: 'invalid_output',
      value: builtinCarAnalysis(ANALYSIS_INPUT),
    });
  });
});

describe('the AI comparison of two cars on the OpenAI engine', () => {
  it('sends both cars with their ids and market values, and turns the buyer list into the map by car id', async () => {
    answerWith(GOOD_COMPARISON);
    const answer = await engines().run(carComparisonTask, COMPARISON_INPUT);
    expect(answer).toEqual({
      engine: 'openai',
      value: { ...GOOD_COMPARISON, recommendedBuyer: { '11': 'Za obitelj.', '12': 'Za vožnje na posao.' } },
    });
    const body = stub.requests[0]!.body;
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'car_comparison',
        strict: true,
        schema: JSON.parse(JSON.stringify(CAR_COMPARISON_JSON_SCHEMA)),
      },
    });
    expect(body.messages![0]!.content).toContain('Croatian');
    const facts = JSON.parse(body.messages![1]!.content) as { carId: number; model: string }[];
    expect(facts.map((car) => [car.carId, car.model])).toEqual([
      [11, 'Octavia'],
      [12, 'Golf'],
    ]);
  });

  const builtin = () => builtinCarComparison(COMPARISON_INPUT);
  it.each<[string, unknown]>([
    ['malformed JSON', '{"summary": "Octavia'],
    ['prose', 'The Golf is better.'],
    ['a missing summary', { ...GOOD_COMPARISON, summary: undefined }],
    ['an empty summary', { ...GOOD_COMPARISON, summary: '' }],
    [
      'a recommendation for a car not compared',
      {
        ...GOOD_COMPARISON,
        recommendedBuyer: [
          { carId: 11, text: 'a' },
          { carId: 99, text: 'b' },
        ],
      },
    ],
    ['a recommendation for one car only', { ...GOOD_COMPARISON, recommendedBuyer: [{ carId: 11, text: 'a' }] }],
    [
      'the same car twice',
      {
        ...GOOD_COMPARISON,
        recommendedBuyer: [
          { carId: 11, text: 'a' },
          { carId: 11, text: 'b' },
        ],
      },
    ],
    ['recommendations as a map', { ...GOOD_COMPARISON, recommendedBuyer: { '11': 'a', '12': 'b' } }],
    ['differences as text', { ...GOOD_COMPARISON, mainDifferences: 'Golf is newer.' }],
    ['an extra field', { ...GOOD_COMPARISON, winner: 12 }],
  ])('falls back to the built-in engine on %s (invalid_output)', async (_name, answer) => {
    answerWith(answer);
    expect(await engines().run(carComparisonTask, COMPARISON_INPUT)).toEqual({
      engine: 'builtin',
      fallbackReason: 'invalid_output',
      value: builtin(),
    });
  });

  it('falls back at once on a 429, without retrying (provider_error)', async () => {
    stub.answer = {
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '20' },
      body: { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
    };
    expect(await engines().run(carComparisonTask, COMPARISON_INPUT)).toEqual({
      engine: 'builtin',
      fallbackReason: 'provider_error',
      value: builtin(),
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('gives up on a stalled provider after its timeout and falls back (timeout)', async () => {
    stub.answer = { kind: 'stall' };
    const arrived = stub.nextRequest();
    expect(await engines(300).run(carComparisonTask, COMPARISON_INPUT)).toEqual({
      engine: 'builtin',
      fallbackReason: 'timeout',
      value: builtin(),
    });
    await (
      await arrived
    ).abandoned;
  });

  it('stops the provider call when the caller aborts, and rejects with an AbortError (no fallback)', async () => {
    stub.answer = { kind: 'stall' };
    const controller = new AbortController();
    const arrived = stub.nextRequest();
    const running = engines().run(carComparisonTask, COMPARISON_INPUT, controller.signal);
    const request = await arrived;
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await request.abandoned;
  });
});
