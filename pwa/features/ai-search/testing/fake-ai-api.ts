/**
 * A stand-in for the API behind the global fetch in the panels' tests: the CSRF token, the signed-in user,
 * the search counts (kept up to date as searches are answered), the classic search (an empty page unless
 * told otherwise) and the AI and voice searches, answered by `ai` / `voice`. Records every request; like
 * the real fetch it rejects with an AbortError when the request's signal is aborted while it waits.
 */
import { vi } from 'vitest';
import type { AiSearchResponse, SearchUsage } from '@contract/ai-search';
import type { PublicUser } from '@contract/auth';
import type { Car, CarPage } from '@contract/car';
import type { SearchRequest } from '@contract/search-semantics';
import { makeCar } from '@contract/testing/listing-fixture';
import { api } from '../../../lib/api-client';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A value (200 JSON), a Response, or a promise of either; a thrown error is the network failing. */
export type Answer = (request: RecordedRequest) => unknown;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, code: string, message: string) => json({ code, message }, status);

export const limitReached = (kind: 'AI' | 'voice' = 'AI') =>
  apiError(
    429,
    'aiQuotaExceeded',
    `Search limit reached: you have used all your ${kind} searches for today. Please try the classic search instead.`,
  );

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    username: 'ana_k',
    email: 'ana@example.test',
    firstName: 'Ana',
    lastName: 'Kovač',
    userType: 'user',
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function carPage(count: number, total = count, overrides: Partial<Omit<Car, 'id'>> = {}): CarPage {
  return {
    cars: Array.from({ length: count }, (_, index) => makeCar({ ...overrides, id: index + 1 })),
    total,
    page: 1,
    pageSize: 8,
  };
}

export function aiAnswer(
  parsedParams: AiSearchResponse['parsedParams'],
  extra: Partial<AiSearchResponse> = {},
): AiSearchResponse {
  return {
    parsedParams,
    results: carPage(3, 3, { brand: parsedParams.brand?.[0] ?? 'Škoda' }),
    engine: 'builtin',
    ...extra,
  };
}

/** A promise settled from outside: `answer` a value (or Response), or `fail` with an error. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface FakeAiApiOptions {
  user?: PublicUser | null;
  counts?: Partial<SearchUsage>;
  ai?: Answer;
  voice?: Answer;
  /** POST /api/cars/search; an empty page by default. */
  classic?: Answer;
}

export function fakeAiApi(options: FakeAiApiOptions = {}) {
  api.resetCsrfToken();
  const user = options.user === undefined ? makeUser() : options.user;
  const counts: SearchUsage = {
    aiSearchesUsed: 0,
    voiceSearchesUsed: 0,
    aiSearchesLimit: 10,
    voiceSearchesLimit: 5,
    ...options.counts,
  };
  const requests: RecordedRequest[] = [];

  const answer = async (request: RecordedRequest): Promise<unknown> => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/user')
      return user ? user : apiError(401, 'unauthenticated', 'Please sign in.');
    if (method === 'GET' && path === '/api/user/search-counts') return { ...counts };
    if (method === 'POST' && path === '/api/cars/search') {
      if (options.classic) return options.classic(request);
      const body = request.body as SearchRequest;
      return { cars: [], total: 0, page: body.page, pageSize: body.pageSize } satisfies CarPage;
    }
    for (const kind of ['ai', 'voice'] as const) {
      if (method === 'POST' && path === `/api/cars/search/${kind}`) {
        const handler = options[kind];
        const reply = handler ? await handler(request) : apiError(500, 'internal', 'No answer configured');
        // The server counts a search it answered (or was abandoned by the client).
        if (!(reply instanceof Response) || reply.ok)
          counts[kind === 'ai' ? 'aiSearchesUsed' : 'voiceSearchesUsed'] += 1;
        return reply;
      }
    }
    return apiError(404, 'not_found', 'Not found');
  };

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    if (path === '/api/csrf-token') return json({ csrfToken: 'token' });
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const signal = init.signal;
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) fail();
      signal?.addEventListener('abort', fail, { once: true });
    });
    const reply = await Promise.race([answer(request), aborted]);
    return reply instanceof Response ? reply : json(reply);
  });
  vi.stubGlobal('fetch', fetch);

  return {
    requests,
    counts,
    fetch,
    posted: (path: string) => requests.filter((request) => request.method === 'POST' && request.path === path),
    gets: (path: string) => requests.filter((request) => request.method === 'GET' && request.path === path),
  };
}
