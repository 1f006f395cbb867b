/**
 * The one way the API fetches an address that came from data (a listing's photo, a dealer's feed): only from
 * the hosts the operator allowed (host-allowlist.ts), redirects followed by hand and each checked the same
 * way, at most three of them, and the body stopped as soon as it is larger than allowed (a larger declared
 * Content-Length at once). What went wrong is a GuardedFetchError; each caller words it for its people.
 */
import { allowedUrl } from './host-allowlist';

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type GuardedFetchRefusal =
  /** The first address's host is not allowed. */
  | { problem: 'host_not_allowed' }
  /** A redirect without a Location, or one too many. */
  | { problem: 'too_many_redirects' }
  /** A redirect to a host that is not allowed. */
  | { problem: 'redirect_not_allowed'; target: string }
  | { problem: 'http_status'; status: number; statusText: string }
  | { problem: 'too_large'; maxBytes: number }
  /** The caller's `accept` check refused the answer (e.g. not an image). */
  | { problem: 'refused'; reason: string };

export class GuardedFetchError extends Error {
  override name = 'GuardedFetchError';
  constructor(
    readonly refusal: GuardedFetchRefusal,
    /** The host that answered (or was asked) last. */
    readonly host: string,
  ) {
    super(`${host}: ${refusal.problem}`);
  }
}

export interface GuardedFetchOptions {
  allowedHosts: readonly string[];
  maxBytes: number;
  /** For the whole transfer, redirects included (a timeout, the client going away …). */
  signal: AbortSignal;
  /** The request's Accept header. */
  accept: string;
  /** Refuses an answer by its headers before the body is read: why, or null to read it. */
  check?: (response: Response) => string | null;
}

export interface GuardedFetchResult {
  data: Buffer;
  contentType: string | null;
  /** The address that answered, after redirects. */
  url: URL;
}

export async function guardedFetch(url: URL, options: GuardedFetchOptions): Promise<GuardedFetchResult> {
  const first = allowedUrl(url.href, options.allowedHosts);
  if (!first) throw new GuardedFetchError({ problem: 'host_not_allowed' }, url.host);
  let current = first;
  for (let hop = 0; ; hop += 1) {
    const response = await fetch(current, {
      redirect: 'manual',
      signal: options.signal,
      headers: { accept: options.accept },
    });
    const refuse = async (refusal: GuardedFetchRefusal): Promise<never> => {
      await response.body?.cancel();
      throw new GuardedFetchError(refusal, current.host);
    };
    if (REDIRECT_STATUSES.has(response.status)) {
      const location = response.headers.get('location');
      if (!location || hop >= MAX_REDIRECTS) return refuse({ problem: 'too_many_redirects' });
      const target = new URL(location, current);
      const next = allowedUrl(target.href, options.allowedHosts);
      if (!next) return refuse({ problem: 'redirect_not_allowed', target: target.host });
      await response.body?.cancel();
      current = next;
      continue;
    }
    if (!response.ok)
      return refuse({ problem: 'http_status', status: response.status, statusText: response.statusText });
    const reason = options.check?.(response);
    if (reason) return refuse({ problem: 'refused', reason });
    if (Number(response.headers.get('content-length')) > options.maxBytes)
      return refuse({ problem: 'too_large', maxBytes: options.maxBytes });
    return {
      data: await readLimited(response, options.maxBytes, current.host),
      contentType: response.headers.get('content-type'),
      url: current,
    };
  }
}

async function readLimited(response: Response, maxBytes: number, host: string): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new GuardedFetchError({ problem: 'too_large', maxBytes }, host);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
