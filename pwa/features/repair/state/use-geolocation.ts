/**
 * The browser's location for "near me", asked only when the person presses the button (the browser asks
 * for permission; the site's Permissions-Policy allows it for our own pages). Kept for the tab's life only,
 * never stored.
 */
import { useCallback, useState } from 'react';
import type { GeoPoint } from '@contract/repair-shops';

export type LocationState =
  | { status: 'off' }
  | { status: 'locating' }
  | { status: 'on'; point: GeoPoint }
  | { status: 'denied' }
  | { status: 'unavailable' };

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

export function useGeolocation() {
  const [state, setState] = useState<LocationState>({ status: 'off' });

  /** Asks for the location; answers it, or undefined when refused or unavailable. */
  const locate = useCallback(
    () =>
      new Promise<GeoPoint | undefined>((resolve) => {
        if (typeof navigator === 'undefined' || !navigator.geolocation) {
          setState({ status: 'unavailable' });
          resolve(undefined);
          return;
        }
        setState({ status: 'locating' });
        navigator.geolocation.getCurrentPosition(
          (position) => {
            // About 100 m is plenty for sorting workshops, and all we send.
            const point = {
              lat: Math.round(position.coords.latitude * 1000) / 1000,
              lon: Math.round(position.coords.longitude * 1000) / 1000,
            };
            setState({ status: 'on', point });
            resolve(point);
          },
          (error) => {
            setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
            resolve(undefined);
          },
          OPTIONS,
        );
      }),
    [],
  );

  const forget = useCallback(() => setState({ status: 'off' }), []);

  return { state, point: state.status === 'on' ? state.point : undefined, locate, forget };
}
