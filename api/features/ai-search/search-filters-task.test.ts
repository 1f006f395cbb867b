/**
 * AI search's provider path (the shared engine pair running the search-filters task) against a real HTTP server on loopback speaking the Chat Completions wire format (the
 * SDK pointed at it through baseURL): good answers, malformed and schema-violating answers, a refusal, a
 * stalled server, provider errors (429 included) and aborts.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery } from './builtin-parser';
import { AiEnginePair } from '../../platform/ai/engine-pair';
import { createParseEngine } from './parse-engine';
import { FILTERS_JSON_SCHEMA } from './search-filters-task';
import { startOpenAiStub, type OpenAiStub } from '../../platform/ai/testing/openai-stub';

const API_KEY = 'sk-test-secret-key-0123456789';
const QUERY = 'BMW unter 20.000 € ab 2017';
const BUILTIN_ANSWER = parseSearchQuery(QUERY);

let stub: OpenAiStub;
const logLines: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  }),
);

function engine(options: { timeoutMs?: number; baseUrl?: string } = {}) {
  const settings = {
    apiKey: API_KEY,
    baseUrl: options.baseUrl ?? stub.baseUrl,
    model: 'gpt-4o-mini',
    timeoutMs: options.timeoutMs ?? 5000,
  };
  return createParseEngine(new AiEnginePair(settings, logger));
}

const answerWith = (value: unknown) => {
  stub.answer = { kind: 'content', content: typeof value === 'string' ? value : JSON.stringify(value) };
};
const EMPTY_ANSWER = {
  brand: [],
  model: [],
  minPrice: null,
  maxPrice: null,
  minYear: null,
  maxYear: null,
  minMileage: null,
  maxMileage: null,
  fuelTypes: [],
  bodyType: null,
  transmission: [],
  color: [],
  countryId: [],
  place: null,
  radiusKm: null,
};

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterEach(() => {
  stub.requests.length = 0;
});
afterAll(async () => {
  await stub.close();
  // Whatever happened, the key never reached the log.
  expect(logLines.join('\n')).not.toContain(API_KEY);
  expect(logLines.join('\n')).not.toContain('0123456789');
});

describe('AI search on the OpenAI engine', () => {
  it('asks Chat Completions for strict structured output and answers with the validated filters', async () => {
    answerWith({
      ...EMPTY_ANSWER,
      brand: ['BMW'],
      model: ['x3'],
      maxPrice: 20000,
      minYear: 2017,
      fuelTypes: ['diesel'],
      color: ['black'],
      countryId: [11],
    });
    const result = await engine().parse(QUERY);
    expect(result).toEqual({
      engine: 'openai',
      params: {
        brand: ['BMW'],
        model: ['X3'],
        maxPrice: 20000,
        minYear: 2017,
        fuelTypes: ['diesel'],
        color: ['black'],
        countryId: [11],
      },
    });

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions', authorization: `Bearer ${API_KEY}` });
    expect(request!.body.model).toBe('gpt-4o-mini');
    expect(request!.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'search_filters', strict: true, schema: JSON.parse(JSON.stringify(FILTERS_JSON_SCHEMA)) },
    });
    expect(request!.body.messages![0]).toMatchObject({ role: 'system' });
    expect(request!.body.messages![0]!.content).toContain('Škoda: Citigo');
    expect(request!.body.messages![1]).toEqual({ role: 'user', content: QUERY });
  });

  it('says which language a voice query was spoken in', async () => {
    answerWith(EMPTY_ANSWER);
    expect(await engine().parse('dizel do 10 tisuća', { language: 'hr' })).toEqual({ engine: 'openai', params: {} });
    expect(stub.requests[0]!.body.messages![1]!.content).toBe('(spoken in Croatian) dizel do 10 tisuća');
  });

  it('drops a model the brand does not have, and finds the brand of a model named alone', async () => {
    answerWith({ ...EMPTY_ANSWER, brand: ['Škoda'], model: ['Golf'] });
    expect((await engine().parse('skoda golf')).params).toEqual({ brand: ['Škoda'] });
    answerWith({ ...EMPTY_ANSWER, model: ['octavia'] });
    expect((await engine().parse('octavia')).params).toEqual({ brand: ['Škoda'], model: ['Octavia'] });
    // An answer in the older single-value form still reads.
    answerWith({ ...EMPTY_ANSWER, brand: 'BMW', model: 'x3', countryId: 11 });
    expect((await engine().parse('bmw x3 in germany')).params).toEqual({
      brand: ['BMW'],
      model: ['X3'],
      countryId: [11],
    });
  });

  it('turns a town and a radius into the search place, by the gazetteer, with an offered radius', async () => {
    answerWith({ ...EMPTY_ANSWER, bodyType: 'wagon', place: 'Zagreb', radiusKm: 80 });
    expect(await engine().parse('karavan do 80 km od Zagreba')).toEqual({
      engine: 'openai',
      params: { bodyType: 'wagon', near: 'zagreb', radiusKm: 100 },
    });
    // A Croatian case form is still the town; a place alone is any distance from it.
    answerWith({ ...EMPTY_ANSWER, place: 'Splita' });
    expect(await engine().parse('blizu Splita')).toEqual({ engine: 'openai', params: { near: 'split' } });
    // A town the gazetteer does not know gives no distance filter, never a wrong one.
    answerWith({ ...EMPTY_ANSWER, place: 'Atlantis', radiusKm: 50 });
    expect(await engine().parse('within 50 km of Atlantis')).toEqual({ engine: 'openai', params: {} });
  });

  it('reads alternatives as several brands, models and countries', async () => {
    answerWith({ ...EMPTY_ANSWER, brand: ['BMW', 'audi'], model: ['x3', 'A4', 'Golf'], countryId: [4, 25] });
    expect((await engine().parse('BMW X3 or Audi A4 or Golf in Croatia or Slovenia')).params).toEqual({
      brand: ['BMW', 'Audi'],
      model: ['X3', 'A4'],
      countryId: [4, 25],
    });
    answerWith({ ...EMPTY_ANSWER, model: ['golf', 'Octavia'] });
    expect((await engine().parse('Golf ili Octavia')).params).toEqual({
      brand: ['Volkswagen', 'Škoda'],
      model: ['Golf', 'Octavia'],
    });
  });

  it.each<[string, string]>([
    ['malformed JSON', '{"brand": "BMW", "maxPrice": 20000'],
    ['not an object', '["BMW"]'],
    ['prose', 'Sure! Here are your filters: BMW under 20000'],
  ])('falls back to the built-in parser on %s (invalid_output)', async (_name, content) => {
    answerWith(content);
    expect(await engine().parse(QUERY)).toEqual({
      engine: 'builtin',
      fallbackReason: 'invalid_output',
      params: BUILTIN_ANSWER,
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a brand outside the catalog', { ...EMPTY_ANSWER, brand: 'Lada' }],
    ['a brand outside the catalog among others', { ...EMPTY_ANSWER, brand: ['BMW', 'Lada'] }],
    ['a price as text', { ...EMPTY_ANSWER, maxPrice: '20000' }],
    ['a negative mileage', { ...EMPTY_ANSWER, maxMileage: -5 }],
    ['a fractional price', { ...EMPTY_ANSWER, maxPrice: 19999.5 }],
    ['an unknown fuel', { ...EMPTY_ANSWER, fuelTypes: ['steam'] }],
    ['a year after next year', { ...EMPTY_ANSWER, minYear: 2999 }],
    ['min above max', { ...EMPTY_ANSWER, minPrice: 30000, maxPrice: 10000 }],
    ['an unknown country', { ...EMPTY_ANSWER, countryId: 99_999 }],
    ['an unknown country among others', { ...EMPTY_ANSWER, countryId: [4, 99_999] }],
    ['an extra field', { ...EMPTY_ANSWER, sort: 'price_desc' }],
    ['a location', { ...EMPTY_ANSWER, location: 'Zagreb' }],
    ['a negative radius', { ...EMPTY_ANSWER, place: 'Zagreb', radiusKm: -5 }],
    ['a place that is not text', { ...EMPTY_ANSWER, place: 42 }],
  ])('falls back on a schema-violating answer: %s (invalid_output)', async (_name, answer) => {
    answerWith(answer);
    expect(await engine().parse(QUERY)).toEqual({
      engine: 'builtin',
      fallbackReason: 'invalid_output',
      params: BUILTIN_ANSWER,
    });
  });

  it('falls back on a refusal or an empty message (invalid_output)', async () => {
    stub.answer = { kind: 'content', content: null, refusal: 'I cannot help with that.' };
    expect(await engine().parse(QUERY)).toMatchObject({ engine: 'builtin', fallbackReason: 'invalid_output' });
    stub.answer = { kind: 'content', content: '' };
    expect(await engine().parse(QUERY)).toMatchObject({ engine: 'builtin', fallbackReason: 'invalid_output' });
  });

  it('falls back at once on a 429 from the provider, without retrying (provider_error)', async () => {
    stub.answer = {
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '20' },
      body: { error: { message: 'Rate limit reached for gpt-4o-mini', type: 'requests', code: 'rate_limit_exceeded' } },
    };
    const started = Date.now();
    expect(await engine().parse(QUERY)).toEqual({
      engine: 'builtin',
      fallbackReason: 'provider_error',
      params: BUILTIN_ANSWER,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(stub.requests).toHaveLength(1);
  });

  it.each<[string, number]>([
    ['a server error', 500],
    ['a rejected key', 401],
    ['an unknown model', 404],
  ])('falls back on %s (provider_error)', async (_name, status) => {
    stub.answer = { kind: 'status', status, body: { error: { message: 'nope', type: 'error' } } };
    expect(await engine().parse(QUERY)).toEqual({
      engine: 'builtin',
      fallbackReason: 'provider_error',
      params: BUILTIN_ANSWER,
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('falls back when the provider cannot be reached (provider_error)', async () => {
    expect(await engine({ baseUrl: 'http://127.0.0.1:1/v1' }).parse(QUERY)).toEqual({
      engine: 'builtin',
      fallbackReason: 'provider_error',
      params: BUILTIN_ANSWER,
    });
  });

  it('gives up on a stalled provider after its timeout and falls back (timeout)', async () => {
    stub.answer = { kind: 'stall' };
    const started = Date.now();
    const arrived = stub.nextRequest();
    const result = await engine({ timeoutMs: 300 }).parse(QUERY);
    const elapsed = Date.now() - started;
    expect(result).toEqual({ engine: 'builtin', fallbackReason: 'timeout', params: BUILTIN_ANSWER });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
    // The provider call was cut, not left running.
    await (
      await arrived
    ).abandoned;
  });

  it('stops the provider call when the caller aborts, and rejects with an AbortError (no fallback)', async () => {
    stub.answer = { kind: 'stall' };
    const controller = new AbortController();
    const arrived = stub.nextRequest();
    const parsing = engine().parse(QUERY, { signal: controller.signal });
    const request = await arrived;
    controller.abort();
    await expect(parsing).rejects.toMatchObject({ name: 'AbortError' });
    await request.abandoned;
    expect(stub.requests).toHaveLength(1);
  });

  it('does not call the provider for an already aborted signal', async () => {
    await expect(engine().parse(QUERY, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(stub.requests).toHaveLength(0);
  });

  it('logs why it fell back, without the key', async () => {
    stub.answer = { kind: 'status', status: 503, body: { error: { message: 'overloaded' } } };
    await engine().parse(QUERY);
    const line = logLines.findLast((entry) => entry.includes('AI provider failed'));
    expect(JSON.parse(line!)).toMatchObject({
      level: 40,
      task: 'search_filters',
      engine: 'openai',
      fallbackReason: 'provider_error',
      status: 503,
    });
  });
});
