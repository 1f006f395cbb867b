/**
 * The service worker (vite-plugin-pwa injectManifest, built as a classic IIFE script).
 * - precaches the app shell (the build's manifest of files) and drops caches of older builds;
 * - answers every in-app navigation, under every language prefix, with its precached prerendered page (home,
 *   static pages, the import guide) or the precached shell; a page's old address, even offline, with the
 *   permanent redirect the server gives to its present one;
 * - never caches /api/ responses (data lives in IndexedDB), except listing images: those saved for offline
 *   answer from their own cache first (filled by the page, never expired), the rest cache-first with a limit;
 * - leaves map tiles alone (they come from the tile server's origin): the browser caches them as usual and
 *   nothing fetches tiles ahead, as OpenStreetMap's tile usage policy asks;
 * - activates a new version only when the page asks (SKIP_WAITING), so updates never interrupt anyone.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { movedPath, pageFileFor } from '@contract/prerendered-pages';
import { OFFLINE_IMAGE_CACHE } from './features/search/offline/offline-image-cache-name';
import { OUTBOX_SYNC_TAG, replayOutbox } from './lib/outbox/outbox-replay';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const IMAGE_CACHE = 'listing-images';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pageHandlers = new Map<string, ReturnType<typeof createHandlerBoundToURL>>();
const pageHandler = (file: string) => {
  let handler = pageHandlers.get(file);
  if (!handler) pageHandlers.set(file, (handler = createHandlerBoundToURL(`/${file}`)));
  return handler;
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && movedPath(url.pathname) !== null,
  ({ url }) =>
    Promise.resolve(Response.redirect(new URL(`${movedPath(url.pathname)}${url.search}`, url.origin).href, 301)),
);

registerRoute(
  new NavigationRoute((options) => pageHandler(pageFileFor(options.url.pathname))(options), {
    // API calls and direct visits to files (icons, sw.js, the manifest) are not app pages.
    denylist: [/^\/api(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

const listingImages = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/api/images/') && request.method === 'GET',
  async (options) => {
    // The page stored these with its own Accept header; the image is the same whatever format it came in.
    const saved = await caches
      .open(OFFLINE_IMAGE_CACHE)
      .then((cache) => cache.match(options.request, { ignoreVary: true }))
      .catch(() => undefined);
    return saved ?? listingImages.handle(options);
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): the browser wakes us when it is back online, even with no tab open; the
// replay shares the pages' Web Lock, so only one sends at a time. A rejection makes the browser retry later.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    replayOutbox({ force: true }).then(async ({ outcomes }) => {
      if (Object.values(outcomes).some((outcome) => outcome === 'queued'))
        throw new Error('Some outbox entries are still queued');
      // Tell open pages (their live queries see the change anyway; this wakes a page waiting on a timer).
      for (const client of await self.clients.matchAll({ type: 'window' }))
        client.postMessage({ type: 'OUTBOX_REPLAYED' });
    }),
  );
});

// The first install takes control at once (offline works without a reload); later versions wait for SKIP_WAITING.
clientsClaim();
