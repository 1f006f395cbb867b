/**
 * The seller email on the OpenAI engine against a loopback stand-in speaking Chat Completions: a good answer
 * is used; a malformed, schema-violating or unsigned one, a 429, a 500 or a timeout falls back to the
 * built-in letter writer and says why; an abort ends it without an answer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { LetterInput } from '@contract/letter-writer';
import { AiEnginePair } from '../../platform/ai/engine-pair';
import { startOpenAiStub, type OpenAiStub } from '../../platform/ai/testing/openai-stub';
import { sellerEmailTask } from './seller-email-task';

let stub: OpenAiStub;
const input: LetterInput = {
  language: 'de',
  car: { brand: 'Škoda', model: 'Octavia', year: 2019, price: 15_900, mileage: 89_500 },
  seller: { name: 'Auto Centar Zagreb', type: 'dealer' },
  listingUrl: 'https://autotrzni.example/de/car/skoda-octavia-2019-diesel-MTIz',
  userName: 'Max Müller',
  topics: ['financing'],
};

function pair(timeoutMs = 5000) {
  return new AiEnginePair(
    { apiKey: 'sk-test', baseUrl: stub.baseUrl, model: 'gpt-4o-mini', timeoutMs },
    pino({ level: 'silent' }),
  );
}

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterEach(() => {
  stub.requests.length = 0;
});
afterAll(() => stub.close());

const GOOD = {
  subject: 'Anfrage: Škoda Octavia',
  body: 'Sehr geehrte Damen und Herren,\n\nbieten Sie eine Finanzierung an?\n\nMit freundlichen Grüßen\nMax Müller',
};

describe('seller email on the OpenAI engine', () => {
  it('asks for strict structured output in the requested language and uses a valid answer', async () => {
    stub.answer = { kind: 'content', content: JSON.stringify(GOOD) };
    const answer = await pair().run(sellerEmailTask, input);
    expect(answer).toEqual({ value: GOOD, engine: 'openai' });
    const request = stub.requests[0]!;
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'seller_email', strict: true },
    });
    expect(request.body.messages![0]!.content).toContain('in German only');
    expect(request.body.messages![1]!.content).toContain('financing or leasing');
  });

  it.each([
    ['malformed JSON', { kind: 'content', content: '{"subject": "Hi", ' }, 'invalid_output'],
    ['a schema violation', { kind: 'content', content: JSON.stringify({ subject: 'Hi', body: 42 }) }, 'invalid_output'],
    [
      "a letter without the buyer's name",
      { kind: 'content', content: JSON.stringify({ ...GOOD, body: GOOD.body.replace('Max Müller', 'Ihr Käufer') }) },
      'invalid_output',
    ],
    ['a 429', { kind: 'status', status: 429, body: { error: { message: 'rate limited' } } }, 'provider_error'],
    ['a 500', { kind: 'status', status: 500, body: { error: { message: 'boom' } } }, 'provider_error'],
  ] as const)('falls back to the built-in letter on %s', async (_name, answer, reason) => {
    stub.answer = answer;
    const result = await pair().run(sellerEmailTask, input);
    expect(result).toMatchObject({ engine: 'builtin', fallbackReason: reason });
    expect(result.value.body).toMatch(/^Sehr geehrte Damen und Herren,\n\nich interessiere mich/);
    expect(result.value.body).toMatch(/Finanzierung/);
  });

  it('falls back on a timeout', async () => {
    stub.answer = { kind: 'stall' };
    const result = await pair(200).run(sellerEmailTask, input);
    expect(result).toMatchObject({ engine: 'builtin', fallbackReason: 'timeout' });
  });

  it('stops without an answer when the caller aborts', async () => {
    stub.answer = { kind: 'stall' };
    const controller = new AbortController();
    const arrived = stub.nextRequest();
    const running = pair().run(sellerEmailTask, input, controller.signal);
    const request = await arrived;
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await request.abandoned;
  });
});
