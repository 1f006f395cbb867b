/** Telling "the network is down" apart from other failures, to know when to answer from the device. */

/** The browser says it has no network at all. */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A request that never got an answer: fetch rejects with a TypeError when the network is down or the
 * server cannot be reached. HTTP errors (ApiError) and cancellations (AbortError) are not this.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** Asked for something offline that the device has not stored. */
export class NotAvailableOfflineError extends Error {
  override readonly name = 'NotAvailableOfflineError';
  readonly code = 'not_available_offline';
}

export function isNotAvailableOffline(error: unknown): error is NotAvailableOfflineError {
  return error instanceof NotAvailableOfflineError;
}
