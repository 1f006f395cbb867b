/**
 * What the car details need in a test: a React Query client like the app's, a memory router (so history
 * dialogs and back work), the `details` texts (Suspense), the toast region, and a stand-in API behind the
 * global fetch that serves one car, counts views and answers who is signed in. Test files import
 * 'fake-indexeddb/auto' first, before anything that opens the device database.
 */
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RoutesUnderDialogs } from '../../../lib/routes-under-dialogs';
import { vi } from 'vitest';
import type { PublicUser } from '@contract/auth';
import type { Car } from '@contract/car';
import { api } from '../../../lib/api-client';
import { db } from '../../../lib/db/db';
import { ToastRegion } from '../../../ui/toast/toast-region';
import { dismissToast } from '../../../ui/toast/toast-store';

// The first render waits for the `details` texts to load: give the tests some room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

export interface RecordedRequest {
  method: string;
  path: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const SIGNED_IN_USER: PublicUser = {
  id: 'u1',
  username: 'marko_k',
  email: 'marko@example.test',
  firstName: 'Marko',
  lastName: 'Kovač',
  userType: 'user',
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/**
 * The stand-in API: GET /api/cars/{id} answers the car with that id from `cars` (404 otherwise, or what
 * `carAnswer` says), GET /api/cars/{id}/market-value answers "no comparables", POST /api/cars/{id}/view adds one to its count and answers it, GET /api/user answers
 * `user` (401 when null).
 */
export function stubDetailsApi({
  cars,
  user = null,
  carAnswer,
}: {
  cars: Car[];
  user?: PublicUser | null;
  carAnswer?: (id: number) => Response | undefined;
}) {
  api.resetCsrfToken();
  const requests: RecordedRequest[] = [];
  const server = new Map(cars.map((car) => [car.id, { ...car }]));
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    if (path === '/api/csrf-token') return json({ csrfToken: 'token' });
    requests.push({ method, path });
    if (path === '/api/user')
      return user ? json(user) : json({ code: 'unauthenticated', message: 'Please sign in.' }, 401);
    const view = /^\/api\/cars\/(\d+)\/view$/.exec(path);
    if (view && method === 'POST') {
      const car = server.get(Number(view[1]));
      if (!car) return json({ code: 'not_found', message: 'Not found' }, 404);
      car.viewCount += 1;
      return json({ success: true, viewCount: car.viewCount });
    }
    const market = /^\/api\/cars\/(\d+)\/market-value$/.exec(path);
    if (market && method === 'GET') {
      const car = server.get(Number(market[1]));
      if (!car) return json({ code: 'not_found', message: 'Car not found' }, 404);
      const criteria = { brand: car.brand, model: car.model, minYear: car.year - 1, maxYear: car.year + 1 };
      const price = typeof car.price === 'number' ? car.price : null;
      return json({
        price,
        median: null,
        low: null,
        high: null,
        percentile: null,
        count: 0,
        enough: false,
        rating: 'notEnoughData',
        comparableIds: [],
        criteria,
      });
    }
    const one = /^\/api\/cars\/(\d+)$/.exec(path);
    if (one && method === 'GET') {
      const answer = carAnswer?.(Number(one[1]));
      if (answer) return answer;
      const car = server.get(Number(one[1]));
      return car ? json(car) : json({ code: 'not_found', message: 'Car not found' }, 404);
    }
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    views: () => requests.filter((request) => request.method === 'POST' && request.path.endsWith('/view')).length,
    /** The car's own GETs (not its market value). */
    carRequests: () =>
      requests.filter((request) => request.method === 'GET' && /^\/api\/cars\/\d+$/.test(request.path)),
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

/** Renders `routes` with the app's providers and the toast region, starting at `url`. */
export function renderDetails({
  routes,
  url = '/',
  queryClient = testQueryClient(),
}: {
  routes: RouteObject[];
  /** Where it starts: a path, or an entry with its history state (a dialog that arrived with the page). */
  url?: string | { pathname: string; state: unknown };
  queryClient?: QueryClient;
}) {
  // As in the app: a dialog with its own address (a car's) keeps the page under it.
  const router = createMemoryRouter([{ path: '*', element: <RoutesUnderDialogs routes={routes} /> }], {
    initialEntries: [url],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading texts</p>}>
        <RouterProvider router={router} />
        <ToastRegion />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Between tests: no stored listings, no toast, the real fetch back. */
export async function resetDetailsTestState(): Promise<void> {
  cleanup();
  vi.unstubAllGlobals();
  dismissToast();
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** Makes navigator.onLine answer `online` until restored. */
export function setBrowserOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

export function restoreBrowserOnline(): void {
  delete (navigator as { onLine?: boolean }).onLine;
}

/** Replaces navigator.clipboard (undefined: a browser without one). */
export function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => clipboard });
}
