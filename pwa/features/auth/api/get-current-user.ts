import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@contract/auth';
import { ApiError, api } from '../../../lib/api-client';
import { isNetworkFailure } from '../../../lib/network-status';
import { accountOnDevice, forgetAccountOnDevice, keepAccountOnDevice, type CurrentUser } from './device-account';

export type { CurrentUser } from './device-account';

/**
 * React Query keys of everything that depends on who is signed in. Queries whose answer differs per user
 * (search counts, saved searches …) put their key under `userKeys.all`, so that signing in or out
 * refreshes them (see `userDependentQueries`).
 */
export const userKeys = {
  all: ['user'] as const,
  current: ['user', 'current'] as const,
};

/** No answer from the server (offline, unreachable, or a gateway in between failing): not "signed out". */
function serverUnreachable(error: unknown): boolean {
  return isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500);
}

/**
 * GET /api/user: the signed-in user (kept on the device), or null when signed out (401; the kept copy is
 * dropped). When the server cannot be reached, the copy kept on the device (`fromDevice`), so an app opened
 * offline still knows its person; without one, or on other failures, the error is thrown.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const user = await api.get<PublicUser>('/api/user', { signal });
    keepAccountOnDevice(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetAccountOnDevice();
      return null;
    }
    const kept = serverUnreachable(error) ? accountOnDevice() : null;
    if (kept) return kept;
    throw error;
  }
}

/**
 * The query defaults (no retry, no refetch on focus, never stale) come from the app's client. A copy
 * from the device is asked about again as soon as the server can be reached: a session that ended meanwhile
 * then gets the sign-in prompt.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.current,
    queryFn: ({ signal }) => getCurrentUser(signal),
    refetchOnReconnect: (query) => (query.state.data?.fromDevice ? 'always' : false),
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

/** After sign-in: the new user (without its CSRF token) in the cache and on the device; what depended on the old one refreshed. */
export function rememberSignedInUser(queryClient: QueryClient, user: PublicUser): void {
  keepAccountOnDevice(user);
  queryClient.setQueryData(userKeys.current, user);
  void queryClient.invalidateQueries(userDependentQueries);
}

/** After sign-out: nobody in the cache or on the device, the session's CSRF token forgotten, per-user data refreshed. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  api.resetCsrfToken();
  forgetAccountOnDevice();
  queryClient.setQueryData(userKeys.current, null);
  void queryClient.invalidateQueries(userDependentQueries);
}
