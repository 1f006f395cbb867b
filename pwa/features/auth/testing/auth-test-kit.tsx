/**
 * What the account components need in a test: a React Query client like the app's, a memory router, the
 * `auth` texts (Suspense), and a stand-in API behind the global fetch that records every request.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { PublicUser } from '@contract/auth';
import { api } from '../../../lib/api-client';

// The first render waits for the `auth` texts to load: give the async queries and the tests some room
// on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  csrfToken: string | null;
}

/** Answers a request: a value (sent as JSON, 200), a Response, or a thrown error (the network failing). */
export type ApiHandler = (request: RecordedRequest) => unknown;

export const CSRF_TOKEN = 'csrf-before-sign-in';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ code, message, ...(fields ? { fields } : {}) }, status);

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    username: 'marko_k',
    email: 'marko@example.test',
    firstName: 'Marko',
    lastName: 'Kovač',
    userType: 'user',
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Installs the stand-in API: GET /api/user answers `user` (401 when null) unless `handle` answers it;
 * the CSRF token is CSRF_TOKEN; everything else goes to `handle` (404 when it answers undefined).
 */
export function stubApi({
  user = null,
  handle = () => undefined,
}: { user?: PublicUser | null; handle?: ApiHandler } = {}) {
  api.resetCsrfToken();
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    if (path === '/api/csrf-token') return json({ csrfToken: CSRF_TOKEN });
    const headers = new Headers(init.headers);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      csrfToken: headers.get('X-CSRF-Token'),
    };
    requests.push(request);
    const answer = await handle(request);
    if (answer instanceof Response) return answer;
    if (answer !== undefined) return json(answer);
    if (request.method === 'GET' && path === '/api/user')
      return user ? json(user) : apiError(401, 'unauthenticated', 'Please sign in.');
    return apiError(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    fetch,
    posted: (path: string) => requests.filter((request) => request.method === 'POST' && request.path === path),
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}

/** Shows where the router ended up (path, query and the router state) for redirect assertions. */
export function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p data-testid="location">
      {label} {location.pathname}
      {location.search} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

/** Renders `routes` (or `element` at every path) with the app's providers, starting at `url`. */
export function renderApp({
  url = '/',
  element,
  routes,
  queryClient = testQueryClient(),
}: {
  url?: string;
  element?: ReactNode;
  routes?: RouteObject[];
  queryClient?: QueryClient;
}) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading texts</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
