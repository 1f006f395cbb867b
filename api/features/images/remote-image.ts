/**
 * Fetching a listing's external photo, only from the configured hosts. The client never names a
 * URL: it comes from the stored listing, and is fetched only when its host is on the allowlist,
 * redirects included.
 */
import { GuardedFetchError, guardedFetch } from '../../platform/http/guarded-fetch';
import { allowedUrl } from '../../platform/http/host-allowlist';

/** The URL when it is http(s) and its host is on the allowlist (see api/platform/http/host-allowlist.ts). */
export const allowedImageUrl = allowedUrl;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export class RemoteImageError extends Error {
  override name = 'RemoteImageError';
}

export interface FetchImageOptions {
  allowedHosts: readonly string[];
  timeoutMs: number;
}

/** SVG is an image type, but a document that can reference other resources: not taken. */
function notAnImage(response: Response): string | null {
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  return !type.startsWith('image/') || type.startsWith('image/svg')
    ? `sent ${type || 'no content type'}, not an image`
    : null;
}

function describeRefusal({ refusal, host }: GuardedFetchError): string {
  switch (refusal.problem) {
    case 'host_not_allowed':
      return `${host} is not an allowed image host`;
    case 'too_many_redirects':
      return `too many or empty redirects from ${host}`;
    case 'redirect_not_allowed':
      return `redirect from ${host} to a host that is not allowed`;
    case 'http_status':
      return `${host} answered ${refusal.status}`;
    case 'refused':
      return `${host} ${refusal.reason}`;
    case 'too_large':
      return `image from ${host} is larger than ${refusal.maxBytes} bytes`;
  }
}

/** The image's bytes; throws RemoteImageError (or an abort error) for anything not a usable image. */
export async function fetchRemoteImage(url: URL, options: FetchImageOptions): Promise<Buffer> {
  try {
    const { data } = await guardedFetch(url, {
      allowedHosts: options.allowedHosts,
      maxBytes: MAX_IMAGE_BYTES,
      signal: AbortSignal.timeout(options.timeoutMs),
      accept: 'image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8',
      check: notAnImage,
    });
    return data;
  } catch (error) {
    throw error instanceof GuardedFetchError ? new RemoteImageError(describeRefusal(error)) : error;
  }
}
