/** The panels under test with what the app gives them: React Query, a router, the texts (Suspense). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

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

/** Shows the current URL's query string, where the classic search keeps its filters. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPanel(panel: ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {panel}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading texts</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The URL's search parameters now. */
export function currentParams(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URLSearchParams(text.includes('?') ? text.slice(text.indexOf('?')) : '');
}
