/**
 * Error capture: uncaught errors and unhandled rejections are reported and toasted; 5xx answers are reported
 * with the call (secrets removed); a failing report is never reported; one error object is reported once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOVED } from '@contract/strip-secrets';
import { api, createApiClient } from '../../lib/api-client';
import { dismissToast, useToastStore } from '../../ui/toast/toast-store';
import { installErrorCapture } from './capture-errors';
import { resetReportLimits } from './report-error';

interface Call {
  url: string;
  body: unknown;
}
let calls: Call[];
let uninstall: () => void;
let reportStatus = 201;

beforeEach(() => {
  calls = [];
  reportStatus = 201;
  resetReportLimits();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/csrf-token') return new Response(JSON.stringify({ csrfToken: 't' }), { status: 200 });
      if (url === '/api/errors/log')
        return new Response(reportStatus === 201 ? '{"success":true,"id":"x"}' : 'down', { status: reportStatus });
      return new Response(
        JSON.stringify({ code: 'internal_error', message: 'Something went wrong (Reference: abc)' }),
        {
          status: 500,
          headers: { 'X-Request-Id': 'req-12345678' },
        },
      );
    }),
  );
  uninstall = installErrorCapture(window, api);
});
afterEach(() => {
  uninstall();
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reports = () =>
  calls.filter((call) => call.url === '/api/errors/log').map((call) => call.body as Record<string, unknown>);

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

describe('installErrorCapture', () => {
  it('reports an uncaught error and shows it as a destructive toast', async () => {
    const error = new RangeError('Invalid time value');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({
      errorType: 'RangeError',
      message: 'Invalid time value',
      route: '/',
      stack: expect.stringContaining('RangeError'),
    });
    expect(useToastStore.getState().current).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'Invalid time value',
    });
  });

  it('reports an unhandled rejection; ignores cancelled requests', async () => {
    window.dispatchEvent(rejection(new DOMException('Request cancelled', 'AbortError')));
    window.dispatchEvent(rejection(new TypeError("Cannot read properties of null (reading 'map')")));
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({ errorType: 'TypeError' });
  });

  it('reports a 5xx answer once, with the call and without secrets, even when it then goes unhandled', async () => {
    const failure = await api
      .post('/api/cars/123/view', { password: 'hunter22', note: 'x' })
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({
      errorType: 'ApiError',
      component: 'POST /api/cars/:id/view',
      requestData: {
        method: 'POST',
        path: '/api/cars/123/view',
        status: 500,
        requestId: 'req-12345678',
        body: { password: REMOVED, note: 'x' },
      },
    });
    window.dispatchEvent(rejection(failure));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports()).toHaveLength(1);
    expect(useToastStore.getState().current?.variant).toBe('destructive');
  });

  it('never reports a failing report, and drops a repeat of the same error', async () => {
    reportStatus = 503;
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('first'), message: 'first' }));
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports()).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('Could not report the error', expect.anything());

    reportStatus = 201;
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('second'), message: 'second' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('second'), message: 'second' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports().map((report) => report.message)).toEqual(['first', 'second']);
  });

  it('a client of its own tells its listener about 5xx only', async () => {
    const seen: number[] = [];
    const client = createApiClient({ fetch: async () => new Response('nope', { status: 404 }) });
    client.onServerError((event) => seen.push(event.status));
    await client.get('/api/x').catch(() => undefined);
    expect(seen).toEqual([]);
  });
});
