import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from './connectivity';

/** Whether the app can reach its server: the browser has a network and requests get answers. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
