/**
 * The one way the PWA talks to the API: same origin, credentials included, JSON in and
 * out, the CSRF token on every non-GET request, and errors thrown as "<status>: <body or status text>".
 */
import { reportNetworkFailure, reportServerAnswer } from './connectivity';
import { isNetworkFailure } from './network-status';
import type { ApiErrorBody } from '@contract/api-error';

const CSRF_TIMEOUT_MS = 5000;
/** After a failed token fetch, callers within this window share the failure instead of retrying. */
const CSRF_RETRY_AFTER_MS = 1000;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The parsed `{ code, message, fields? }` body when the API sent one. */
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** The fetch to use; tests inject a fake. Defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  csrfTimeoutMs?: number;
}

/** A request the API answered with a 5xx (for the error log; see features/errors/capture-errors.ts). */
export interface ServerErrorEvent {
  method: string;
  path: string;
  status: number;
  /** The API's X-Request-Id, the reference its message names. */
  requestId: string | null;
  /** The JSON body that was sent (the reporter strips secrets). */
  body: unknown;
  error: ApiError;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** The cached CSRF token, fetching it once for all concurrent callers; null when it could not be had. */
  csrfToken(): Promise<string | null>;
  /** Forget the cached token (e.g. after the session changed). */
  resetCsrfToken(): void;
  /** Use this token from now on (e.g. the one a sign-in answered with; the old one stops working). */
  setCsrfToken(token: string): void;
  /** Called for every 5xx answer except to `ERROR_REPORT_PATH` (so a failing report never reports itself). */
  onServerError(listener: ((event: ServerErrorEvent) => void) | null): void;
}

/** Where captured errors are sent. */
export const ERROR_REPORT_PATH = '/api/errors/log';

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'code' in value && 'message' in value) return value as ApiErrorBody;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return null;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const csrfTimeoutMs = options.csrfTimeoutMs ?? CSRF_TIMEOUT_MS;

  let token: string | null = null;
  let serverErrorListener: ((event: ServerErrorEvent) => void) | null = null;
  let inFlight: Promise<string | null> | null = null;

  async function fetchCsrfToken(): Promise<string | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), csrfTimeoutMs);
    try {
      const response = await doFetch('/api/csrf-token', {
        credentials: 'include',
        cache: 'no-store',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) {
        console.warn('CSRF token fetch failed', response.status);
        return null;
      }
      const body = (await response.json()) as { csrfToken?: unknown };
      return typeof body.csrfToken === 'string' ? body.csrfToken : null;
    } catch (error) {
      console.warn(controller.signal.aborted ? 'CSRF token fetch timed out' : 'CSRF token fetch failed', error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  function csrfToken(): Promise<string | null> {
    if (token) return Promise.resolve(token);
    if (!inFlight) {
      const pending = fetchCsrfToken().then((value) => {
        token = value;
        const release = () => {
          if (inFlight === pending) inFlight = null;
        };
        if (value) release();
        else setTimeout(release, CSRF_RETRY_AFTER_MS);
        return value;
      });
      inFlight = pending;
    }
    return inFlight;
  }

  async function request<T>(path: string, options: RequestOptions = {}, isRetry = false): Promise<T> {
    const { method = 'GET', body, signal, headers = {} } = options;
    const sendHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    if (body !== undefined) sendHeaders['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const csrf = await csrfToken();
      if (csrf) sendHeaders['X-CSRF-Token'] = csrf;
    }

    let response: Response;
    let text: string;
    try {
      response = await doFetch(path, {
        method,
        credentials: 'include',
        headers: sendHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      // A GET may be answered by the browser's HTTP cache while offline; any other answer came from the server.
      if (method !== 'GET') reportServerAnswer();
      text = await response.text();
    } catch (error) {
      if (isAbort(error) || signal?.aborted) throw new DOMException('Request cancelled', 'AbortError');
      if (isNetworkFailure(error)) reportNetworkFailure();
      throw error;
    }

    if (!response.ok) {
      const errorBody = parseErrorBody(text);
      // A token from an expired session: fetch a fresh one and try once more.
      if (response.status === 403 && errorBody?.code === 'csrf_invalid' && method !== 'GET') {
        token = null;
        inFlight = null;
        if (!isRetry) return request<T>(path, options, true);
      }
      const error = new ApiError(response.status, `${response.status}: ${text || response.statusText}`, errorBody);
      if (response.status >= 500 && path !== ERROR_REPORT_PATH) {
        try {
          serverErrorListener?.({
            method,
            path,
            status: response.status,
            requestId: response.headers.get('X-Request-Id'),
            body,
            error,
          });
        } catch {
          // The listener's trouble is not the caller's.
        }
      }
      throw error;
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
    csrfToken,
    resetCsrfToken: () => {
      token = null;
      inFlight = null;
    },
    setCsrfToken: (value) => {
      token = value;
      inFlight = null;
    },
    onServerError: (listener) => {
      serverErrorListener = listener;
    },
  };
}

/** The app's client. */
export const api = createApiClient();
