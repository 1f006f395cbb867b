/** The admin's error-log calls (GET/POST /api/admin/error-logs…), with React Query options and mutations. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ErrorGroupCountResponse,
  ErrorGroupDetail,
  ErrorGroupFilterInput,
  ErrorGroupList,
  ErrorGroupSummary,
} from '@contract/admin-error-logs';
import { api } from '../../../lib/api-client';

export interface ErrorLogFilter {
  status: 'unresolved' | 'resolved' | 'all';
  errorType: string;
  component: string;
  period: '24h' | '7d' | '30d' | 'all';
  q: string;
}

export const DEFAULT_ERROR_LOG_FILTER: ErrorLogFilter = {
  status: 'unresolved',
  errorType: '',
  component: '',
  period: 'all',
  q: '',
};

const errorLogKeys = {
  all: ['admin', 'error-logs'] as const,
  list: (filter: ErrorLogFilter, page: number) => ['admin', 'error-logs', 'list', filter, page] as const,
  detail: (id: string) => ['admin', 'error-logs', 'detail', id] as const,
};

/** The filter as the API takes it (empty fields left out). */
function filterBody(filter: ErrorLogFilter): ErrorGroupFilterInput {
  const body: ErrorGroupFilterInput = { status: filter.status, period: filter.period };
  if (filter.errorType.trim()) body.errorType = filter.errorType.trim();
  if (filter.component.trim()) body.component = filter.component.trim();
  if (filter.q.trim()) body.q = filter.q.trim();
  return body;
}

export function errorLogListOptions(filter: ErrorLogFilter, page: number) {
  const params = new URLSearchParams({ ...(filterBody(filter) as Record<string, string>), page: String(page) });
  return queryOptions({
    queryKey: errorLogKeys.list(filter, page),
    queryFn: ({ signal }) => api.get<ErrorGroupList>(`/api/admin/error-logs?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useErrorLogList = (filter: ErrorLogFilter, page: number) => useQuery(errorLogListOptions(filter, page));

export function useErrorGroup(id: string | null) {
  return useQuery({
    queryKey: errorLogKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<ErrorGroupDetail>(`/api/admin/error-logs/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: errorLogKeys.all }) });
}

export const useResolveGroup = () =>
  useInvalidating(({ id, action }: { id: string; action: 'resolve' | 'reopen' }) =>
    api.post<ErrorGroupSummary>(`/api/admin/error-logs/${encodeURIComponent(id)}/${action}`),
  );
export const useResolveAll = () =>
  useInvalidating((filter: ErrorLogFilter) =>
    api.post<ErrorGroupCountResponse>('/api/admin/error-logs/resolve-all', filterBody(filter)),
  );
export const useCleanup = () =>
  useInvalidating((olderThanDays: number) =>
    api.post<ErrorGroupCountResponse>('/api/admin/error-logs/cleanup', { olderThanDays }),
  );
