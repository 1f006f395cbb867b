/**
 * The browser's location, asked once and only when the person chooses "Use my location" (the browser then
 * asks them for permission; the site's Permissions-Policy allows it for our own pages). The answer says why
 * there is no location, so the page can say what to do instead.
 */
import type { GeoPoint } from '@contract/geo';

export type LocateResult = { ok: true; point: GeoPoint } | { ok: false; reason: 'denied' | 'unavailable' | 'timeout' };

/** Long enough for a phone's first fix indoors; a network location answers far sooner. */
export const LOCATE_TIMEOUT_MS = 15_000;

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 5 * 60_000 };

export function locateOnce(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ ok: false, reason: 'unavailable' });
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, point: { lat: position.coords.latitude, lon: position.coords.longitude } }),
      (error) =>
        resolve({
          ok: false,
          reason:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      OPTIONS,
    );
  });
}
