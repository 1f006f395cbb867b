/**
 * The saved searches of the signed-in buyer for the page and the save dialog: the device's copies, synced
 * with the server whenever asked for and when the connection comes back. Changes work offline too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { savedKeys } from '../api/saved-keys';
import type { NewSavedSearch, SavedSearchChanges } from '../api/saved-searches';
import { changeSearch, removeSearch, saveSearch, syncSavedSearches } from './device-sync';
import { useSavedUserId } from './device-user';

const useUserId = useSavedUserId;

function requireUser(userId: string | undefined): string {
  if (!userId) throw new Error('Sign in to keep saved searches.');
  return userId;
}

export function useSavedSearches(enabled = true) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...savedKeys.searches, userId ?? ''],
    queryFn: () => syncSavedSearches(requireUser(userId)),
    enabled: enabled && Boolean(userId),
  });
  // Back online: the changes made offline go to the server and the list is refreshed.
  useEffect(() => {
    if (!enabled || !userId) return;
    const onOnline = () => void queryClient.invalidateQueries({ queryKey: savedKeys.searches });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [enabled, userId, queryClient]);
  return query;
}

export function useCreateSavedSearch() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: NewSavedSearch) => saveSearch(requireUser(userId), search),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function useUpdateSavedSearch() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SavedSearchChanges }) =>
      changeSearch(requireUser(userId), id, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}

export function useDeleteSavedSearch() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeSearch(requireUser(userId), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
}
