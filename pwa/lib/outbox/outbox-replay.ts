/**
 * Sends what waits in the outbox, from the page or from the service worker
 * (Background Sync): no React, no app singletons beyond the database, its own fetch of the CSRF token.
 *
 * - One replay at a time across tabs and the service worker: a Web Lock (`navigator.locks`) named
 *   OUTBOX_LOCK; where the browser has none, a replay in this context only.
 * - Each entry is POSTed with its Idempotency-Key; the server answers a replay with its first answer, so
 *   an entry whose answer got lost is simply sent again.
 * - 2xx: sent. 401: stays queued, marked to ask for sign-in. 408, 409 "still being answered"
 *   (IDEMPOTENCY_REFUSALS.inProgress, the same code from every router), 425, 429,
 *   5xx and network errors: stays queued with backoff. Any other 4xx will never succeed: failed, with the
 *   server's reason.
 */
import { IDEMPOTENCY_REFUSALS } from '@contract/idempotency';
import { db, type OutboxEntry } from '../db/db';

const OUTBOX_LOCK = 'autotrzni-outbox-replay';
export const OUTBOX_SYNC_TAG = 'autotrzni-outbox';

/** Backoff after a failed try: 2 s, 4 s, 8 s … up to 5 minutes, with a little jitter. */
function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5 * 60_000, 2000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type ReplayOutcome = 'sent' | 'queued' | 'needsSignIn' | 'failed' | 'skipped';

export interface ReplayOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Try every queued entry now, backoff or not (the network just came back, the person signed in). */
  force?: boolean;
  /** Only this entry (the page's Send). */
  onlyId?: string;
}

export interface ReplayResult {
  outcomes: Record<string, ReplayOutcome>;
}

interface ErrorBody {
  code?: string;
  errorType?: string;
  message?: string;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const RETRYABLE_4XX = new Set([408, 425, 429]);

/** 409 is "still being answered, retry" or a refusal such as emailAlreadySent. */
function isRetryable(status: number, body: ErrorBody | undefined): boolean {
  return (
    status === 0 ||
    status >= 500 ||
    RETRYABLE_4XX.has(status) ||
    (status === 409 && body?.code === IDEMPOTENCY_REFUSALS.inProgress)
  );
}

/** Who is signed in now: their id, null when nobody is, undefined when that could not be found out. */
async function currentUserId(doFetch: typeof fetch): Promise<string | null | undefined> {
  try {
    const response = await doFetch('/api/user', {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    const user = parseJson(await response.text()) as { id?: unknown } | undefined;
    return typeof user?.id === 'string' ? user.id : undefined;
  } catch {
    return undefined;
  }
}

async function csrfToken(doFetch: typeof fetch): Promise<string | null> {
  try {
    const response = await doFetch('/api/csrf-token', {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = parseJson(await response.text()) as { csrfToken?: unknown } | undefined;
    return typeof body?.csrfToken === 'string' ? body.csrfToken : null;
  } catch {
    return null;
  }
}

async function sendOne(
  entry: OutboxEntry,
  doFetch: typeof fetch,
  token: { value: string | null },
  now: () => number,
): Promise<ReplayOutcome> {
  const stamp = now();
  await db.outbox.update(entry.id, { status: 'sending', updatedAt: stamp });
  const post = (csrf: string | null) =>
    doFetch(entry.path, {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': entry.id,
        ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
      },
      body: JSON.stringify(entry.body),
    });

  let status: number;
  let body: ErrorBody | undefined;
  try {
    token.value ??= await csrfToken(doFetch);
    let response = await post(token.value);
    let text = await response.text();
    body = parseJson(text) as ErrorBody | undefined;
    if (response.status === 403 && body?.code === 'csrf_invalid') {
      token.value = await csrfToken(doFetch);
      response = await post(token.value);
      text = await response.text();
      body = parseJson(text) as ErrorBody | undefined;
    }
    status = response.status;
  } catch {
    status = 0; // The network: no answer at all.
  }

  const attempts = entry.attempts + 1;
  const done = now();
  if (status >= 200 && status < 300) {
    await db.outbox.update(entry.id, {
      status: 'sent',
      attempts,
      needsSignIn: false,
      sentAt: done,
      updatedAt: done,
      failureCode: undefined,
      failureMessage: undefined,
    });
    return 'sent';
  }
  if (status === 401) {
    await db.outbox.update(entry.id, {
      status: 'queued',
      attempts,
      needsSignIn: true,
      updatedAt: done,
      nextAttemptAt: done + backoffMs(attempts),
    });
    return 'needsSignIn';
  }
  if (isRetryable(status, body)) {
    await db.outbox.update(entry.id, {
      status: 'queued',
      attempts,
      updatedAt: done,
      nextAttemptAt: done + backoffMs(attempts),
      failureCode: status === 0 ? 'network' : String(status),
      // The server's words (a 429 says when to try again), for the page that is waiting on it.
      failureMessage: body?.message,
    });
    return 'queued';
  }
  await db.outbox.update(entry.id, {
    status: 'failed',
    attempts,
    needsSignIn: false,
    updatedAt: done,
    failureCode: body?.errorType ?? body?.code ?? String(status),
    failureMessage: body?.message ?? `${status}`,
  });
  return 'failed';
}

async function replayHoldingLock(options: ReplayOptions): Promise<ReplayResult> {
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const now = options.now ?? Date.now;
  const outcomes: Record<string, ReplayOutcome> = {};
  const token = { value: null as string | null };
  let userId: string | null | undefined;
  let userKnown = false;
  const tried = new Set<string>();

  // Entries added while this runs are picked up too: read again until nothing is left to try.
  for (;;) {
    // 'sending' entries found here were left by a context that went away mid-request (we hold the lock).
    const waiting = (await db.outbox.where('status').anyOf('queued', 'sending').sortBy('createdAt')).filter(
      (entry) => !tried.has(entry.id) && (options.onlyId === undefined || entry.id === options.onlyId),
    );
    const due = waiting.filter(
      (entry) => options.force || options.onlyId !== undefined || entry.nextAttemptAt <= now(),
    );
    if (due.length === 0) break;
    for (const entry of due) {
      tried.add(entry.id);
      if (entry.userId) {
        if (!userKnown) {
          userId = await currentUserId(doFetch);
          userKnown = true;
        }
        if (userId === undefined) {
          // The server could not be reached: treat as a network error.
          await db.outbox.update(entry.id, {
            status: 'queued',
            updatedAt: now(),
            nextAttemptAt: now() + backoffMs(entry.attempts + 1),
          });
          outcomes[entry.id] = 'queued';
          continue;
        }
        if (userId === null) {
          await db.outbox.update(entry.id, { status: 'queued', needsSignIn: true, updatedAt: now() });
          outcomes[entry.id] = 'needsSignIn';
          continue;
        }
        if (userId !== entry.userId) {
          // Someone else is signed in on this device: it waits for its writer.
          if (entry.status === 'sending') await db.outbox.update(entry.id, { status: 'queued', updatedAt: now() });
          outcomes[entry.id] = 'skipped';
          continue;
        }
      }
      outcomes[entry.id] = await sendOne(entry, doFetch, token, now);
    }
  }
  return { outcomes };
}

let localChain: Promise<unknown> = Promise.resolve();

/** Sends what is due in the outbox; one replay at a time across tabs and the service worker. */
export function replayOutbox(options: ReplayOptions = {}): Promise<ReplayResult> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks?.request)
    return locks.request(OUTBOX_LOCK, async () => await replayHoldingLock(options)) as unknown as Promise<ReplayResult>;
  const run = localChain.then(() => replayHoldingLock(options));
  localChain = run.catch(() => undefined);
  return run;
}
