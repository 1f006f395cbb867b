/**
 * Captures every error a person could hit besides render errors (the ErrorBoundary's): uncaught errors
 * (window 'error'), unhandled promise rejections, and API calls answered with a 5xx. Each is reported
 * (report-error.ts); uncaught ones are also shown as a destructive toast titled 'Error',
 * while a 5xx is left to the code that made the call to tell the user about.
 */
import { ApiError, api, type ApiClient } from '../../lib/api-client';
import { isChunkLoadError, reloadOnceForNewBuild } from '../../lib/chunk-load';
import { i18n } from '../../lib/i18n';
import { toast } from '../../ui/toast/toast-store';
import { reportError, wasReported } from './report-error';

/** Not bugs: a cancelled request, the browser's benign resize-observer note, errors of other origins' scripts. */
function isNoise(error: unknown, message: string): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (error instanceof ApiError && error.status < 500) return false;
  return /^ResizeObserver loop|^Script error\.?$/.test(message);
}

function capture(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (isNoise(error, message)) return;
  const chunkLoad = isChunkLoadError(error);
  if (chunkLoad && reloadOnceForNewBuild()) return;
  const already = wasReported(error);
  if (!already) void reportError(error);
  toast({
    variant: 'destructive',
    title: i18n.t('toast.error'),
    description: chunkLoad ? i18n.t('errorBoundary.chunkLoadFailed') : message,
  });
}

/** Installs the listeners (once, at start-up); answers a function that removes them. */
export function installErrorCapture(target: Window = window, client: ApiClient = api): () => void {
  const onError = (event: ErrorEvent) => capture(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => capture(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  client.onServerError(({ method, path, status, requestId, body, error }) => {
    // The call (ids masked) is the "component": one group per failing endpoint.
    const endpoint = `${method} ${path.split('?')[0]!.replace(/\/[^/]*\d[^/]*/g, '/:id')}`;
    void reportError(error, endpoint, { method, path, status, requestId, body: body ?? null });
  });
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    client.onServerError(null);
  };
}
