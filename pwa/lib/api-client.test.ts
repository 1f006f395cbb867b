import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isNotFound } from './api-client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fake fetch that records calls and answers through `handler`. */
function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return handler(url, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('api client requests', () => {
  it('sends credentials and parses JSON', async () => {
    const { fetch, calls } = fakeFetch(() => json({ cars: [], total: 0 }));
    const api = createApiClient({ fetch });
    await expect(api.get('/api/cars?page=1')).resolves.toEqual({ cars: [], total: 0 });
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls.some((call) => call.url === '/api/csrf-token')).toBe(false);
  });

  it('throws "<status>: <body>" for a non-OK response, keeping the parsed error body', async () => {
    const body = { code: 'not_found', message: "The car you're looking for could not be found." };
    const { fetch } = fakeFetch(() => json(body, 404));
    const api = createApiClient({ fetch });
    const error = await api.get('/api/cars/7').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('not_found');
    expect(isNotFound(error)).toBe(true);
  });

  it('uses the status text when the body is empty', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const api = createApiClient({ fetch });
    await expect(api.get('/api/cars')).rejects.toThrow('503: Service Unavailable');
  });

  it('reports a cancelled request as "Request cancelled"', async () => {
    const { fetch } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        ),
    );
    const api = createApiClient({ fetch });
    const controller = new AbortController();
    const pending = api.get('/api/cars', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('Request cancelled');
  });
});

describe('CSRF token', () => {
  it('is fetched once for concurrent non-GET callers and sent in X-CSRF-Token', async () => {
    const { fetch, calls } = fakeFetch(async (url) => {
      if (url === '/api/csrf-token') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json({ csrfToken: 'token-1' });
      }
      return json({ success: true, viewCount: 3 });
    });
    const api = createApiClient({ fetch });

    await Promise.all([api.post('/api/cars/1/view'), api.post('/api/cars/2/view'), api.post('/api/cars/3/view')]);
    await api.post('/api/cars/4/view');

    const tokenCalls = calls.filter((call) => call.url === '/api/csrf-token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]!.init.cache).toBe('no-store');
    const posts = calls.filter((call) => call.url !== '/api/csrf-token');
    expect(posts).toHaveLength(4);
    for (const post of posts) {
      expect(post.init.method).toBe('POST');
      expect(post.init.credentials).toBe('include');
      expect(header(post.init, 'X-CSRF-Token')).toBe('token-1');
    }
  });

  it('proceeds without a token when the token request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch, calls } = fakeFetch((url) =>
      url === '/api/csrf-token' ? new Response('nope', { status: 500 }) : json({ success: true, viewCount: 1 }),
    );
    const api = createApiClient({ fetch });
    await expect(api.post('/api/cars/1/view')).resolves.toEqual({ success: true, viewCount: 1 });
    expect(header(calls[1]!.init, 'X-CSRF-Token')).toBeNull();
    expect(warn).toHaveBeenCalledWith('CSRF token fetch failed', 500);
  });

  it('gives up on the token after the 5 s timeout and proceeds without it', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch, calls } = fakeFetch((url, init) =>
      url === '/api/csrf-token'
        ? new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : json({ success: true, viewCount: 2 }),
    );
    const api = createApiClient({ fetch });
    const pending = api.post('/api/cars/1/view');
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ success: true, viewCount: 2 });
    expect(header(calls[1]!.init, 'X-CSRF-Token')).toBeNull();
    expect(warn).toHaveBeenCalledWith('CSRF token fetch timed out', expect.anything());
  });

  it('fetches a fresh token and retries once when the server rejects the token', async () => {
    let issued = 0;
    const { fetch, calls } = fakeFetch((url, init) => {
      if (url === '/api/csrf-token') return json({ csrfToken: `token-${++issued}` });
      return header(init, 'X-CSRF-Token') === 'token-2'
        ? json({ success: true, viewCount: 5 })
        : json({ code: 'csrf_invalid', message: 'The security token is missing or expired.' }, 403);
    });
    const api = createApiClient({ fetch });
    await expect(api.post('/api/cars/1/view')).resolves.toEqual({ success: true, viewCount: 5 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/csrf-token',
      '/api/cars/1/view',
      '/api/csrf-token',
      '/api/cars/1/view',
    ]);
  });
});
