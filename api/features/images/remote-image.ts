/**
 * Fetching a listing's external photo, only from the configured hosts. The client never names a
 * URL: it comes from the stored listing, and is fetched only when its host is on the allowlist,
 * redirects included.
 */
import { allowedUrl } from '../../platform/http/host-allowlist';

/** The URL when it is http(s) and its host is on the allowlist (see api/platform/http/host-allowlist.ts). */
export const allowedImageUrl = allowedUrl;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class RemoteImageError extends Error {
  override name = 'RemoteImageError';
}

export interface FetchImageOptions {
  allowedHosts: readonly string[];
  timeoutMs: number;
}

/** The image's bytes; throws RemoteImageError (or an abort error) for anything not a usable image. */
export async function fetchRemoteImage(url: URL, options: FetchImageOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const response = await fetch(current, {
      redirect: 'manual',
      signal,
      headers: { accept: 'image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8' },
    });
    if (REDIRECT_STATUSES.has(response.status)) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location || hop >= MAX_REDIRECTS) throw new RemoteImageError(`too many or empty redirects from ${current.host}`);
      const next = allowedUrl(new URL(location, current).href, options.allowedHosts);
      if (!next) throw new RemoteImageError(`redirect from ${current.host} to a host that is not allowed`);
      current = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RemoteImageError(`${current.host} answered ${response.status}`);
    }
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    // SVG is an image type, but a document that can reference other resources: not taken.
    if (!type.startsWith('image/') || type.startsWith('image/svg')) {
      await response.body?.cancel();
      throw new RemoteImageError(`${current.host} sent ${type || 'no content type'}, not an image`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > MAX_IMAGE_BYTES) {
      await response.body?.cancel();
      throw new RemoteImageError(`image from ${current.host} is larger than ${MAX_IMAGE_BYTES} bytes`);
    }
    return readLimited(response, MAX_IMAGE_BYTES, current.host);
  }
}

async function readLimited(response: Response, limit: number, host: string): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new RemoteImageError(`image from ${host} is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
