/**
 * Reading a feed: over HTTP(S) only from allowed hosts (each redirect checked the same way: a redirect to
 * another host is refused), or a local file the operator configured; both with a size limit, HTTP with a
 * time limit for the whole transfer. Failures are FeedSourceError with a code the admin panel translates.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FeedSourceProblem } from '@contract/admin-feeds';
import { GuardedFetchError, guardedFetch } from '../../platform/http/guarded-fetch';

export class FeedSourceError extends Error {
  override name = 'FeedSourceError';
  constructor(
    readonly problem: FeedSourceProblem,
    message: string,
  ) {
    super(message);
  }
}

/** A feed's address: an http(s) URL, or a local .json/.csv file (configured by the operator only). */
export type FeedLocation = { url: URL } | { file: string };

export interface ReadLimits {
  /** Larger bodies are stopped as they arrive (and a larger declared Content-Length at once). */
  maxBytes: number;
  /** For the whole transfer, redirects included. */
  timeoutMs: number;
  /** `host` or `host:port` entries an HTTP feed (and each redirect) may be fetched from. */
  allowedHosts: readonly string[];
  signal?: AbortSignal;
}

export interface FeedDocument {
  text: string;
  /** The Content-Type sent (HTTP) or null (files): a hint for the format. */
  contentType: string | null;
  /** The last URL or the file name: a hint for the format by its extension. */
  name: string;
  bytes: number;
}

const FILE_EXTENSIONS = new Set(['.json', '.csv']);

export function describeLocation(location: FeedLocation): string {
  return 'url' in location ? `${location.url.host}${location.url.pathname}` : path.basename(location.file);
}

export async function readFeed(location: FeedLocation, limits: ReadLimits): Promise<FeedDocument> {
  return 'url' in location ? fetchFeed(location.url, limits) : readFeedFile(location.file, limits);
}

async function readFeedFile(file: string, limits: ReadLimits): Promise<FeedDocument> {
  // Only data files: a mistyped path never sends e.g. a .env file's lines into rejection reports.
  if (!FILE_EXTENSIONS.has(path.extname(file).toLowerCase())) {
    throw new FeedSourceError('file_not_found', `${path.basename(file)} is not a .json or .csv file`);
  }
  let stat;
  try {
    stat = await fs.stat(file);
  } catch {
    throw new FeedSourceError('file_not_found', `the feed file ${path.basename(file)} does not exist`);
  }
  if (!stat.isFile()) throw new FeedSourceError('file_not_found', `${path.basename(file)} is not a file`);
  if (stat.size > limits.maxBytes) throw tooLarge(path.basename(file), limits.maxBytes);
  const data = await fs.readFile(file, { signal: limits.signal });
  return { text: decode(data, null), contentType: null, name: path.basename(file), bytes: data.byteLength };
}

function tooLarge(what: string, maxBytes: number): FeedSourceError {
  return new FeedSourceError(
    'too_large',
    `${what} is larger than ${(maxBytes / 1_048_576).toLocaleString('en', { maximumFractionDigits: 1 })} MB`,
  );
}

/** A refused fetch in the feed's words (the admin's panel shows them). */
function feedSourceError({ refusal, host }: GuardedFetchError): FeedSourceError {
  switch (refusal.problem) {
    case 'host_not_allowed':
      return new FeedSourceError('host_not_allowed', `${host} is not an allowed feed host`);
    case 'too_many_redirects':
      return new FeedSourceError('redirect_not_allowed', `too many or empty redirects from ${host}`);
    case 'redirect_not_allowed':
      return new FeedSourceError(
        'redirect_not_allowed',
        `${host} redirected to ${refusal.target}, which is not an allowed feed host`,
      );
    case 'http_status':
      return new FeedSourceError('http_status', `${host} answered ${refusal.status} ${refusal.statusText}`.trim());
    case 'too_large':
      return tooLarge(`the feed from ${host}`, refusal.maxBytes);
    case 'refused':
      return new FeedSourceError('http_status', `${host} ${refusal.reason}`);
  }
}

async function fetchFeed(url: URL, limits: ReadLimits): Promise<FeedDocument> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = limits.signal ? AbortSignal.any([limits.signal, timeout]) : timeout;
  try {
    const {
      data,
      contentType,
      url: answered,
    } = await guardedFetch(url, {
      allowedHosts: limits.allowedHosts,
      maxBytes: limits.maxBytes,
      signal,
      accept: 'application/json, text/csv;q=0.9, */*;q=0.1',
    });
    return { text: decode(data, contentType), contentType, name: answered.pathname, bytes: data.byteLength };
  } catch (error) {
    if (error instanceof GuardedFetchError) throw feedSourceError(error);
    if (timeout.aborted)
      throw new FeedSourceError('timeout', `${url.host} did not deliver the feed within ${limits.timeoutMs / 1000} s`);
    if (limits.signal?.aborted) throw new FeedSourceError('aborted', 'the import was stopped');
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new FeedSourceError('unreachable', `${url.host} could not be reached${cause ? ` (${cause})` : ''}`);
  }
}

/** UTF-8 unless the Content-Type names another charset Node knows (e.g. windows-1252). */
function decode(data: Buffer, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(data);
  } catch {
    return new TextDecoder('utf-8').decode(data);
  }
}
