/** The dealer API through React Query: the seller's profile, own listings, statistics, the public seller page. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Car, CarPage, ListingStatus } from '@contract/car';
import type {
  DealerBulkRequest,
  DealerListingInput,
  DealerListingPatch,
  DealerOverview,
  DealerStats,
} from '@contract/dealer-api';
import type { PublicSeller, SellerProfile, SellerProfileInput } from '@contract/seller-profile';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../auth';

/** A listing as its owner sees it (status and stock number included). */
export type OwnListing = Car & { status: ListingStatus; stockNumber?: string };

export interface OwnListingPage extends Omit<CarPage, 'cars'> {
  cars: OwnListing[];
}

export const dealerKeys = {
  all: [...userKeys.all, 'dealer'] as const,
  profile: [...userKeys.all, 'dealer', 'profile'] as const,
  listings: [...userKeys.all, 'dealer', 'listings'] as const,
  stats: [...userKeys.all, 'dealer', 'stats'] as const,
  overview: [...userKeys.all, 'dealer', 'overview'] as const,
  leads: [...userKeys.all, 'dealer', 'leads'] as const,
  /** The mutations that save a listing (the dashboard finds the one just saved by it). */
  saveListing: ['dealer', 'save-listing'] as const,
  seller: (id: string, page: number) => ['seller', id, page] as const,
};

export function useSellerProfile(enabled = true) {
  return useQuery({
    queryKey: dealerKeys.profile,
    queryFn: ({ signal }) =>
      api.get<{ profile: SellerProfile | null }>('/api/dealer/profile', { signal }).then((answer) => answer.profile),
    enabled,
  });
}

export function useSaveSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: SellerProfileInput) =>
      api.request<{ profile: SellerProfile }>('/api/dealer/profile', { method: 'PUT', body: profile }),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(dealerKeys.profile, profile);
      // The account may have become a dealer.
      await queryClient.invalidateQueries({ queryKey: userKeys.current });
    },
  });
}

/** Up to 200 of the dealer's listings: the table sorts and filters them on the device. */
export function useOwnListings(enabled = true) {
  return useQuery({
    queryKey: dealerKeys.listings,
    queryFn: ({ signal }) => api.get<OwnListingPage>('/api/dealer/listings?pageSize=200', { signal }),
    enabled,
  });
}

export function useDealerStats(enabled = true) {
  return useQuery({
    queryKey: dealerKeys.stats,
    queryFn: ({ signal }) => api.get<DealerStats>('/api/dealer/stats', { signal }),
    enabled,
  });
}

export function useDealerOverview() {
  return useQuery({
    queryKey: dealerKeys.overview,
    queryFn: ({ signal }) => api.get<DealerOverview>('/api/dealer/overview', { signal }),
  });
}

function useListingMutation<T, R>(mutationFn: (input: T) => Promise<R>, mutationKey?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    mutationKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealerKeys.all }),
  });
}

export const useCreateListing = () =>
  useListingMutation(
    (input: DealerListingInput) => api.post<OwnListing>('/api/dealer/listings', input),
    dealerKeys.saveListing,
  );

export const useUpdateListing = () =>
  useListingMutation(
    ({ id, patch }: { id: number; patch: DealerListingPatch }) =>
      api.request<OwnListing>(`/api/dealer/listings/${id}`, { method: 'PATCH', body: patch }),
    dealerKeys.saveListing,
  );

export const useDuplicateListing = () =>
  useListingMutation((id: number) => api.post<OwnListing>(`/api/dealer/listings/${id}/duplicate`));

export const useDeleteListing = () =>
  useListingMutation((id: number) => api.request<void>(`/api/dealer/listings/${id}`, { method: 'DELETE' }));

export const useBulkListings = () =>
  useListingMutation((request: DealerBulkRequest) =>
    api.post<{ changed: number }>('/api/dealer/listings/bulk', request),
  );

export function usePublicSeller(id: string, page: number) {
  return useQuery({
    queryKey: dealerKeys.seller(id, page),
    queryFn: ({ signal }) => api.get<PublicSeller>(`/api/dealers/${encodeURIComponent(id)}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSuspendSeller(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suspended: boolean) =>
      api.request<{ profile: SellerProfile }>(`/api/admin/sellers/${id}/suspension`, {
        method: 'PUT',
        body: { suspended },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['seller', id] }),
  });
}
