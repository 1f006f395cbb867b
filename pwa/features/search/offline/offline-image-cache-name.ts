/**
 * The Cache Storage cache holding the images of listings saved for offline. Shared with the service worker
 * (pwa/sw.ts answers /api/images/ from it first), so this module must stay free of DOM-only code.
 */
export const OFFLINE_IMAGE_CACHE = 'offline-images-v1';
