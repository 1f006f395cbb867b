/**
 * Registers /sw.js in "prompt" mode: a new version installs in the background and waits; the app
 * offers a reload (update-store) and only activates it when the user asks, so nothing reloads under
 * a half-filled form. Production builds only (the dev server has no service worker).
 */
import { useUpdateStore } from './update-store';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    useUpdateStore.getState().offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  try {
    await workbox.register();
  } catch (error) {
    console.warn('Service worker registration failed', error);
  }
}
