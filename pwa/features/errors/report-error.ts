/**
 * Sends a captured error to POST /api/errors/log (spec section 7) for the admin's error log. Failures are
 * only logged to the console: reporting must never cause another error on screen.
 */
import type { ErrorLogRequest } from '@contract/error-log';
import { api } from '../../lib/api-client';

/** The first component of a React component stack ("\n    at CarCard (…)" -> "CarCard"). */
export function componentFromStack(componentStack: string | null | undefined): string | null {
  const match = /^\s*(?:at\s+)?([A-Z][\w$.]*)/m.exec(componentStack ?? '');
  return match?.[1] ?? null;
}

export function errorReport(error: unknown, component: string | null, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): ErrorLogRequest {
  const isError = error instanceof Error;
  return {
    errorType: isError ? error.name || 'Error' : typeof error,
    message: isError ? error.message : String(error),
    component,
    stack: isError ? (error.stack ?? null) : null,
    route: `${location.pathname}${location.search}${location.hash}`,
    userAgent: navigator.userAgent,
  };
}

export async function reportError(error: unknown, component: string | null = null): Promise<void> {
  try {
    await api.post('/api/errors/log', errorReport(error, component));
  } catch (failure) {
    console.error('Could not report the error', failure);
  }
}
