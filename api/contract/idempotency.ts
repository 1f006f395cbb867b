/**
 * Replayable writes: a POST with an Idempotency-Key (the PWA's offline outbox sends every entry with one) is
 * answered once; a replay gets the first answer again. These are the refusals, in the error body's `code`,
 * shared by every router that takes such writes and by the outbox's retry rule.
 */
export const IDEMPOTENCY_REFUSALS = {
  /** 409: a request with this key is still being answered: the client retries shortly. */
  inProgress: 'requestInProgress',
  /** 422: the key was used before with another request: retrying never helps. */
  keyReused: 'idempotencyKeyReused',
} as const;

/** The header that carries a replayable write's key (a UUID the client keeps for every retry). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
