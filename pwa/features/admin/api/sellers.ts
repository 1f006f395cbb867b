/** The admin's sellers: GET /api/admin/sellers and PUT /api/admin/sellers/{id}/suspension. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSellerList, SellerProfile } from '@contract/seller-profile';
import { api } from '../../../lib/api-client';

const sellersKey = ['admin', 'sellers'] as const;

export function useAdminSellers(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [...sellersKey, query],
    queryFn: ({ signal }) =>
      api.get<AdminSellerList>(`/api/admin/sellers${query ? `?${new URLSearchParams({ q: query })}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      api.request<{ profile: SellerProfile }>(`/api/admin/sellers/${encodeURIComponent(id)}/suspension`, {
        method: 'PUT',
        body: { suspended },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellersKey }),
  });
}
