/**
 * What the compare components need in a test: their own selection (loaded like after a reload), a React
 * Query client like the app's, a memory router whose location the test can read, the `compare` texts
 * (Suspense), and a stand-in API for POST /api/cars/compare and GET /api/countries.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { Car } from '@contract/car';
import { COUNTRIES } from '@contract/catalog';
import { fakeFetch, type FakeRequest } from '../../../lib/testing/fake-fetch';
import { testQueryClient } from '../../../lib/testing/render-with-providers';
import { createComparisonStore, type ComparisonStore } from '../comparison-store';

vi.setConfig({ testTimeout: 20_000 });

/** A new selection, once it has loaded what the device stored (nothing, after the tables are cleared). */
export async function freshStore(...cars: Car[]): Promise<ComparisonStore> {
  const store = createComparisonStore();
  await expect.poll(() => store.getState().hydrated).toBe(true);
  for (const car of cars) store.getState().add(car);
  return store;
}

/**
 * The API: the compare endpoint answers `answer(ids)` (cars, or a Response such as an error), the
 * countries their list; `compareRequests` records what the comparison asked for.
 */
export function stubCompareApi(answer: (ids: number[]) => Car[] | Response = () => []) {
  const fetch = fakeFetch((request: FakeRequest) => {
    if (request.path === '/api/countries') return COUNTRIES;
    if (request.path === '/api/cars/compare') {
      const result = answer((request.body as { ids: number[] }).ids);
      return result instanceof Response ? result : { cars: result };
    }
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { compareRequests: () => fetch.requests.filter((request) => request.path === '/api/cars/compare') };
}

function LocationState() {
  const { state } = useLocation();
  return <pre data-testid="location-state">{JSON.stringify(state ?? null)}</pre>;
}

/** Renders `element` at '/', optionally with the comparison dialog already open in the history entry. */
export function renderCompare(element: ReactNode, { dialogOpen = false }: { dialogOpen?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <LocationState />
          </>
        ),
      },
    ],
    {
      initialEntries: [dialogOpen ? { pathname: '/', state: { dialogs: [{ name: 'compare' }] } } : '/'],
    },
  );
  const queryClient = testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading texts</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
