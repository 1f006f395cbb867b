import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { FrameErrorBoundary } from './routes/route-error';

/**
 * The app: React Query and the router. The browser uses its address (BrowserRouter); the server renderer
 * (pwa/prerender.tsx) passes the page's path (a memory router), so both render the same tree. The server
 * renderer also passes the query client holding the data it renders (a shared car page's car).
 */
export function App({ path, queryClient: given }: { path?: string; queryClient?: QueryClient }) {
  // Created on first render, after main.tsx has settled the start address (see initialLanguageRedirect).
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ReadyMarker />
      {path === undefined ? (
        <BrowserRouter>
          <Pages />
        </BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[path]}>
          <Pages />
        </MemoryRouter>
      )}
    </QueryClientProvider>
  );
}

function Pages() {
  return (
    <FrameErrorBoundary>
      <AppRoutes />
    </FrameErrorBoundary>
  );
}

/**
 * Says the app has taken over a prerendered page and shows the browser's choices (its buttons work, stored theme
 * and consent apply); tests wait for it. A leaf of its own: if App switched with useHydrated, the whole tree would
 * render again while React may still be hydrating the page, and React would then replace the page's HTML.
 */
function ReadyMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.app = 'ready';
  }, [hydrated]);
  return null;
}
