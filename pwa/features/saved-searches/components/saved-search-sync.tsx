/**
 * Sends saved-search changes made offline when the connection comes back, wherever the buyer is in the app
 * (and at start, for changes left from an earlier visit); clears the buyer's copies at sign-out. Everything
 * that touches the device database is loaded only when it runs, so a visitor's first load carries none of it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../auth';
import { savedKeys } from '../api/saved-keys';

/** Set while a signed-in buyer's copies may be on this device, so that a visitor's start need not look. */
const COPIES_MARKER = 'autotrzni.signedInCopies';

function markCopies(present: boolean): void {
  try {
    if (present) localStorage.setItem(COPIES_MARKER, '1');
    else localStorage.removeItem(COPIES_MARKER);
  } catch {
    // Without localStorage the copies are cleared at every signed-out start instead.
  }
}

function copiesMayBeStored(): boolean {
  try {
    return localStorage.getItem(COPIES_MARKER) !== null;
  } catch {
    return true;
  }
}

export function SavedSearchSync() {
  const user = useCurrentUser().data;
  const userId = user?.id;
  const queryClient = useQueryClient();
  // Signed out: the buyer's copies leave the device (changes not sent yet stay for their next sign-in).
  useEffect(() => {
    if (user !== null || !copiesMayBeStored()) return;
    void import('../../../lib/db')
      .then(({ clearSignedInCopies }) => clearSignedInCopies())
      .then(() => markCopies(false))
      .catch(() => undefined);
  }, [user]);
  useEffect(() => {
    if (!userId) return;
    markCopies(true);
    const run = () => {
      if (!navigator.onLine) return;
      void import('../state/device-sync')
        .then(({ sendPendingSavedSearches }) => sendPendingSavedSearches(userId))
        .then(async (sent) => {
          if (!sent) return;
          await queryClient.invalidateQueries({ queryKey: savedKeys.searches });
        })
        .catch(() => undefined);
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId, queryClient]);
  return null;
}
