/**
 * Sends saved-search changes made offline when the connection comes back, wherever the buyer is in the app
 * (and at start, for changes left from an earlier visit); clears the buyer's copies at sign-out. The sync
 * code is loaded only when it runs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearSignedInCopies } from '../../../lib/db';
import { useCurrentUser } from '../../auth';
import { savedKeys } from '../api/saved-searches';

export function SavedSearchSync() {
  const user = useCurrentUser().data;
  const userId = user?.id;
  const queryClient = useQueryClient();
  // Signed out: the buyer's copies leave the device (changes not sent yet stay for their next sign-in).
  useEffect(() => {
    if (user === null) void clearSignedInCopies().catch(() => undefined);
  }, [user]);
  useEffect(() => {
    if (!userId) return;
    const run = () => {
      if (!navigator.onLine) return;
      void import('../state/device-sync')
        .then(({ sendPendingSavedSearches }) => sendPendingSavedSearches(userId))
        .then((sent) => {
          if (sent) void queryClient.invalidateQueries({ queryKey: savedKeys.searches });
        })
        .catch(() => undefined);
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId, queryClient]);
  return null;
}
