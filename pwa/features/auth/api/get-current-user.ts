import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@contract/auth';
import { ApiError, api } from '../../../lib/api-client';

/**
 * React Query keys of everything that depends on who is signed in. Queries whose answer differs per user
 * (search counts, saved searches …) put their key under `userKeys.all`, so that signing in or out
 * refreshes them (see `userDependentQueries`).
 */
export const userKeys = {
  all: ['user'] as const,
  current: ['user', 'current'] as const,
};

/** GET /api/user: the signed-in user, or null when signed out (401). Other failures are thrown. */
export async function getCurrentUser(signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>('/api/user', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The spec's query defaults (no retry, no refetch on focus, never stale) come from the app's client. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.current,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}

/** The signed-in user: `data` is the user, null when signed out, undefined while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Every query under `userKeys.all` except the current user itself. */
export const userDependentQueries = {
  queryKey: userKeys.all,
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== userKeys.current[1],
};

/** After sign-in: the new user (without its CSRF token) in the cache; what depended on the old one refreshed. */
export function rememberSignedInUser(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData(userKeys.current, user);
  void queryClient.invalidateQueries(userDependentQueries);
}

/** After sign-out: nobody in the cache, the session's CSRF token forgotten, per-user data refreshed. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  api.resetCsrfToken();
  queryClient.setQueryData(userKeys.current, null);
  void queryClient.invalidateQueries(userDependentQueries);
}
