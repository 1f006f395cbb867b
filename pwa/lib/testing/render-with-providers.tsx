/** Hooks under test with what the app gives them: a React Query client like the app's and a router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

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

export function renderWithProviders<T>(hook: () => T, options: { url?: string; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.url ?? '/']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
