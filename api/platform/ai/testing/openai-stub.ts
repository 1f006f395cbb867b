/**
 * A stand-in for an OpenAI-compatible server on loopback (node:http) that speaks the Chat Completions wire
 * format, for tests: each request is recorded, and the test decides the answer (a completion, an error
 * status, or no answer at all).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema?: Record<string, unknown> };
    };
    [key: string]: unknown;
  };
  /** Resolves when the client closes the connection before an answer was written. */
  abandoned: Promise<void>;
}

export type StubAnswer =
  | { kind: 'content'; content: string | null; refusal?: string }
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> }
  /** Never answers (until the client gives up). */
  | { kind: 'stall' };

export interface OpenAiStub {
  baseUrl: string;
  requests: StubRequest[];
  /** What the next requests get (default: an empty filter object). */
  answer: StubAnswer;
  /** Resolves with the next request when it arrives. */
  nextRequest(): Promise<StubRequest>;
  close(): Promise<void>;
}

export function completion(content: string | null, refusal: string | null = null) {
  return {
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini-stub',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  const waiting: ((request: StubRequest) => void)[] = [];
  const stub = { answer: { kind: 'content', content: '{}' } as StubAnswer };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let abandon!: () => void;
      const abandoned = new Promise<void>((resolve) => (abandon = resolve));
      res.on('close', () => {
        if (!res.writableFinished) abandon();
      });
      const text = Buffer.concat(chunks).toString('utf8');
      const request: StubRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as StubRequest['body']) : {},
        abandoned,
      };
      requests.push(request);
      waiting.shift()?.(request);
      const answer = stub.answer;
      if (answer.kind === 'stall') return;
      const status = answer.kind === 'status' ? answer.status : 200;
      const body = answer.kind === 'status' ? answer.body : completion(answer.content, answer.refusal ?? null);
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(answer.kind === 'status' ? answer.headers : {}),
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get answer() {
      return stub.answer;
    },
    set answer(value: StubAnswer) {
      stub.answer = value;
    },
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
