import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * The app: React Query and the router. The browser uses the default router; the build's prerender
 * (pwa/prerender.tsx) passes a memory router at the page's path, so both render the same tree.
 */
export function App({ createRouter = createAppRouter }: { createRouter?: () => ReturnType<typeof createAppRouter> }) {
  // Created on first render, after main.tsx has settled the start address (see initialLanguageRedirect).
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  // Says the app has taken over a prerendered page and shows the browser's choices (its buttons work, stored
  // theme and consent apply); tests wait for it.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.app = 'ready';
  }, [hydrated]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
