/**
 * Sends a captured error to POST /api/errors/log for the admin's error log. Failures are
 * only logged to the console: reporting must never cause another error on screen, and a failing report
 * is never reported (the API client leaves the report path out of its 5xx listener). The same error
 * object is reported once; the same error again within a few seconds, or more than a page's share of
 * reports, is dropped.
 */
import type { ErrorLogRequest } from '@contract/error-log';
import { stripSecrets } from '@contract/strip-secrets';
import { api, ERROR_REPORT_PATH } from '../../lib/api-client';

/** At most this many reports per page load (a render loop must not flood the log). */
const MAX_REPORTS_PER_PAGE = 25;
/** The same type, message and component again within this time is not sent again. */
const REPEAT_WINDOW_MS = 10_000;

const reportedErrors = new WeakSet<object>();
const recentlySent = new Map<string, number>();
let sentThisPage = 0;

/** The first component of a React component stack ("\n    at CarCard (…)" -> "CarCard"). */
export function componentFromStack(componentStack: string | null | undefined): string | null {
  const match = /^\s*(?:at\s+)?([A-Z][\w$.]*)/m.exec(componentStack ?? '');
  return match?.[1] ?? null;
}

function errorReport(
  error: unknown,
  component: string | null,
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  requestData: Record<string, unknown> | null = null,
): ErrorLogRequest {
  const isError = error instanceof Error;
  return {
    errorType: isError ? error.name || 'Error' : typeof error,
    message: isError ? error.message : String(error),
    component,
    stack: isError ? (error.stack ?? null) : null,
    route: `${location.pathname}${location.search}${location.hash}`,
    userAgent: navigator.userAgent,
    requestData: requestData ? (stripSecrets(requestData) as Record<string, unknown>) : null,
  };
}

/** Whether this error object was reported already (e.g. a 5xx, then the same error unhandled). */
export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reportedErrors.has(error);
}

export async function reportError(
  error: unknown,
  component: string | null = null,
  requestData: Record<string, unknown> | null = null,
): Promise<void> {
  try {
    if (wasReported(error)) return;
    if (typeof error === 'object' && error !== null) reportedErrors.add(error);
    const report = errorReport(error, component, window.location, requestData);
    const key = `${report.errorType}|${report.message}|${component ?? ''}`;
    const now = Date.now();
    if ((recentlySent.get(key) ?? -Infinity) > now - REPEAT_WINDOW_MS || sentThisPage >= MAX_REPORTS_PER_PAGE) return;
    recentlySent.set(key, now);
    sentThisPage += 1;
    await api.post(ERROR_REPORT_PATH, report);
  } catch (failure) {
    console.error('Could not report the error', failure);
  }
}

/** Tests: forget what was sent. */
export function resetReportLimits(): void {
  recentlySent.clear();
  sentThisPage = 0;
}
