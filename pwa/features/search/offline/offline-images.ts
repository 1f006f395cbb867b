/** Downloading listing images into the offline image cache, and removing them again. */
import { IMAGE_SIZES, carImagePath, type ImageSize } from '@contract/car-image';
import { OFFLINE_IMAGE_CACHE } from './offline-image-cache-name';

/**
 * What an <img> asks for, minus AVIF (slow for the server to encode in bulk); the API answers WebP. The
 * service worker matches the cached copy ignoring Vary: Accept, so the page's own image requests find it.
 */
const IMAGE_ACCEPT = 'image/webp,image/*;q=0.8,*/*;q=0.5';

export interface ImageEnvironment {
  fetch: typeof fetch;
  caches: CacheStorage;
}

export function defaultImageEnvironment(): ImageEnvironment | null {
  if (typeof caches === 'undefined' || typeof fetch === 'undefined') return null;
  return { fetch: (input, init) => fetch(input, init), caches };
}

/** The card and detail image paths of a listing, the two the app shows. */
export function listingImagePaths(id: number): string[] {
  return (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => carImagePath(id, size));
}

export class ImageDownloadError extends Error {
  override readonly name = 'ImageDownloadError';
}

/** Stores one image unless the cache has it; answers its size in bytes. */
export async function storeOfflineImage(
  cache: Cache,
  path: string,
  env: ImageEnvironment,
  signal?: AbortSignal,
): Promise<number> {
  const existing = await cache.match(path);
  if (existing) {
    const length = Number(existing.headers.get('content-length'));
    return Number.isFinite(length) && length > 0 ? length : (await existing.arrayBuffer()).byteLength;
  }
  const response = await env.fetch(path, { headers: { Accept: IMAGE_ACCEPT }, credentials: 'same-origin', signal });
  if (!response.ok) throw new ImageDownloadError(`${response.status}: image ${path}`);
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.delete('content-encoding'); // the body is already decoded
  headers.set('content-length', String(body.byteLength));
  await cache.put(path, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  return body.byteLength;
}

export async function openOfflineImageCache(env: ImageEnvironment): Promise<Cache> {
  return env.caches.open(OFFLINE_IMAGE_CACHE);
}

export async function deleteOfflineImages(
  ids: readonly number[],
  env: ImageEnvironment | null = defaultImageEnvironment(),
): Promise<void> {
  if (!env || ids.length === 0) return;
  const cache = await openOfflineImageCache(env);
  await Promise.all(ids.flatMap(listingImagePaths).map((path) => cache.delete(path)));
}

export async function deleteOfflineImageCache(env: ImageEnvironment | null = defaultImageEnvironment()): Promise<void> {
  if (env) await env.caches.delete(OFFLINE_IMAGE_CACHE);
}
