/**
 * How an AI or voice search ended when it did not answer: cancelled by the person,
 * aborted after 30 s, refused at the daily limit (429 or a message with 'Search limit reached'), or
 * another failure with the server's message when there is one.
 */
import { ApiError } from '../../../lib/api-client';
import { LIMIT_REACHED_PHRASE, QUOTA_EXCEEDED_CODE } from '../constants';

/** Why the search's request was aborted on this side. */
export type AbortReason = 'cancel' | 'timeout' | 'unmount';

export type SearchFailure =
  | { kind: 'cancelled' }
  | { kind: 'timeout' }
  | { kind: 'unmounted' }
  | { kind: 'limit' }
  /** `message` is the server's (or the error's) message; undefined when there is none to show. */
  | { kind: 'error'; message: string | undefined; offline: boolean };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function classifyFailure(error: unknown, abortReason: AbortReason | null): SearchFailure {
  if (abortReason === 'cancel') return { kind: 'cancelled' };
  if (abortReason === 'timeout') return { kind: 'timeout' };
  if (abortReason === 'unmount' || isAbort(error)) return { kind: 'unmounted' };
  if (error instanceof ApiError) {
    const message = error.body?.message;
    if (
      error.status === 429 ||
      error.code === QUOTA_EXCEEDED_CODE ||
      (message ?? error.message).includes(LIMIT_REACHED_PHRASE)
    ) {
      return { kind: 'limit' };
    }
    return { kind: 'error', message: message?.trim() || undefined, offline: false };
  }
  if (error instanceof Error && error.message.includes(LIMIT_REACHED_PHRASE)) return { kind: 'limit' };
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return { kind: 'error', message: undefined, offline: true };
  return {
    kind: 'error',
    message: error instanceof Error && error.message ? error.message : undefined,
    offline: false,
  };
}
