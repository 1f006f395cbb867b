import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isOnline, subscribeConnectivity } from '../lib/connectivity';

/**
 * Defaults: no retry, no refetch on focus, no polling, never stale unless a query
 * says otherwise; mutations are not retried. 'offlineFirst' runs a request even when the browser
 * reports offline (the service worker or a flaky link may still answer) and fails fast instead of pausing.
 */
export function createQueryClient(): QueryClient {
  // React Query assumes "online" until an event says otherwise; an app opened offline (from the service
  // worker) must start offline, or coming back online is no change and nothing is refetched. It follows the
  // app's connectivity (requests getting answers), not only the browser's online flag.
  if (typeof window !== 'undefined') {
    onlineManager.setOnline(isOnline());
    onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(isOnline())));
  }
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
