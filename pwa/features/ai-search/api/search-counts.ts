/**
 * GET /api/user/search-counts: today's AI and voice searches and the daily limits. Kept under the user's
 * React Query keys, so signing in or out refreshes it; refreshed after every AI or voice search.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SearchUsage } from '@contract/ai-search';
import { api } from '../../../lib/api-client';
import { useCurrentUser, userKeys } from '../../auth';

const searchCountsKey = [...userKeys.all, 'search-counts'] as const;

function getSearchCounts(signal?: AbortSignal): Promise<SearchUsage> {
  return api.get<SearchUsage>('/api/user/search-counts', { signal });
}

function searchCountsQueryOptions() {
  return queryOptions({
    queryKey: searchCountsKey,
    queryFn: ({ signal }) => getSearchCounts(signal),
  });
}

/** Today's counts of the signed-in user (nothing is asked while nobody is signed in). */
export function useSearchCounts() {
  const user = useCurrentUser();
  return useQuery({ ...searchCountsQueryOptions(), enabled: Boolean(user.data) });
}

/** Asks for the counts again; answers them, or undefined when that failed. */
export function useRefreshSearchCounts(): () => Promise<SearchUsage | undefined> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery({ ...searchCountsQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
        console.warn('Could not refresh the search counts', error);
        return undefined;
      }),
    [queryClient],
  );
}

export type SearchKind = 'ai' | 'voice';

export interface Remaining {
  used: number;
  limit: number;
  remaining: number;
  reached: boolean;
}

/** What is left of today's searches of the kind. */
export function remainingOf(counts: SearchUsage, kind: SearchKind): Remaining {
  const used = kind === 'ai' ? counts.aiSearchesUsed : counts.voiceSearchesUsed;
  const limit = kind === 'ai' ? counts.aiSearchesLimit : counts.voiceSearchesLimit;
  return { used, limit, remaining: Math.max(0, limit - used), reached: used >= limit };
}
