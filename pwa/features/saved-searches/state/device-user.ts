/**
 * Who the saved-searches and watched-cars pages are for. Normally the signed-in user; when the app was opened
 * offline and the server cannot say who is signed in, the buyer whose copies this device keeps (they are
 * cleared at sign-out), so both pages still work from the stored copies.
 */
import { createContext, useContext } from 'react';
import { getDeviceUserId, useLiveQuery } from '../../../lib/db';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useCurrentUser } from '../../auth';

export const DeviceUserContext = createContext<string | null>(null);

const noUser = () => Promise.resolve(null);

/** For the routes: the device's buyer when who is signed in could not be asked (undefined while looking). */
export function useOfflineUserId(): string | null | undefined {
  const user = useCurrentUser();
  const online = useOnlineStatus();
  // Once asking failed (or waits, offline), until an answer comes: asking again resets the query to pending,
  // and this must not flip back to the sign-in guard meanwhile.
  const failed = user.data === undefined && (user.errorUpdateCount > 0 || user.fetchStatus === 'paused' || !online);
  const deviceUser = useLiveQuery(failed ? getDeviceUserId : noUser);
  return failed ? deviceUser : null;
}

/** The user whose saved searches and watched cars are shown and changed. */
export function useSavedUserId(): string | undefined {
  const signedIn = useCurrentUser().data?.id;
  const offline = useContext(DeviceUserContext);
  return signedIn ?? offline ?? undefined;
}
