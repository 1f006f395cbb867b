/** The admin's data controls: the feeds, the latest import (polled while it runs) and starting one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedImportRun, FeedsOverview, StartFeedImportRequest } from '@contract/admin-feeds';
import { api } from '../../../lib/api-client';

const feedsKey = ['admin', 'feeds'] as const;
const POLL_MS = 1000;

export function useFeedsOverview() {
  return useQuery({
    queryKey: feedsKey,
    queryFn: ({ signal }) => api.get<FeedsOverview>('/api/admin/feeds', { signal }),
    // While an import runs (started here, elsewhere or by the schedule), its progress is followed.
    refetchInterval: (query) => (query.state.data?.latest?.status === 'running' ? POLL_MS : false),
  });
}

export function useStartFeedImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StartFeedImportRequest) => api.post<FeedImportRun>('/api/admin/feed-imports', request),
    onSuccess: (run) =>
      queryClient.setQueryData<FeedsOverview>(feedsKey, (current) => (current ? { ...current, latest: run } : current)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedsKey }),
  });
}
