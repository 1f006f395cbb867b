/**
 * A stand-in for the API in hook tests (the agreement test uses the real one): answers the CSRF token and
 * hands every other request to `handle`, recording what was asked. Install with vi.stubGlobal('fetch', …).
 */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => unknown;

export function fakeFetch(handle: FakeHandler): typeof fetch & { requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (path === '/api/csrf-token') return Response.json({ csrfToken: 'token' });
    const request = {
      method: init.method ?? 'GET',
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = await handle(request); // may throw, as fetch does when the network is down
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return answer instanceof Response ? answer : Response.json(answer);
  };
  return Object.assign(fake, { requests }) as typeof fetch & { requests: FakeRequest[] };
}

/** Makes navigator.onLine answer `online` until restored. */
export function setBrowserOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

export function restoreBrowserOnline(): void {
  delete (navigator as { onLine?: boolean }).onLine;
}
