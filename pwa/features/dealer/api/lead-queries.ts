/** Buyers' messages to the dealer (leads): the list, answering one by email, and its status. */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@contract/idempotency';
import {
  type DealerLead,
  type DealerLeadResponse,
  type DealerLeadsResponse,
  type LeadStatus,
} from '@contract/seller-email';
import { api } from '../../../lib/api-client';
import { dealerKeys } from './dealer-queries';

export const LEADS_PAGE_SIZE = 20;

export function useLeads() {
  return useInfiniteQuery({
    queryKey: dealerKeys.leads,
    queryFn: ({ pageParam, signal }) =>
      api.get<DealerLeadsResponse>(`/api/dealer/leads?page=${pageParam}&pageSize=${LEADS_PAGE_SIZE}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Puts the lead as the server answered it into the cached pages. */
function useStoreLead() {
  const queryClient = useQueryClient();
  return ({ lead }: DealerLeadResponse) =>
    queryClient.setQueryData<InfiniteData<DealerLeadsResponse>>(
      dealerKeys.leads,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === lead.id ? lead : item)),
          })),
        },
    );
}

/**
 * Answers the lead by email. `key` is the Idempotency-Key made when the dealer pressed Send: a retry of the same
 * answer (the reply was lost) sends nothing twice.
 */
export function useReplyToLead() {
  const store = useStoreLead();
  return useMutation({
    mutationFn: ({ lead, body, key }: { lead: DealerLead; body: string; key: string }) =>
      api.request<DealerLeadResponse>(`/api/dealer/leads/${lead.id}/reply`, {
        method: 'POST',
        body: { body },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: store,
  });
}

export function useSetLeadStatus() {
  const store = useStoreLead();
  return useMutation({
    mutationFn: ({ lead, status }: { lead: DealerLead; status: LeadStatus }) =>
      api.request<DealerLeadResponse>(`/api/dealer/leads/${lead.id}/status`, { method: 'PUT', body: { status } }),
    onSuccess: store,
  });
}
