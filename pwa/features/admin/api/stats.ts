/** The admin's Statistics tab: GET /api/admin/stats (figures of the last 30 days). */
import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@contract/admin-stats';
import { api } from '../../../lib/api-client';

const adminStatsKey = ['admin', 'stats'] as const;

export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsKey,
    queryFn: ({ signal }) => api.get<AdminStats>('/api/admin/stats', { signal }),
    staleTime: 60_000,
  });
}
