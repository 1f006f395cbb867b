/**
 * The page's side of the outbox: putting a write in (stored before the first try), cancelling it, reading
 * it, and replaying it: at once after Send, on `online`, at start-up, when the page becomes visible, after
 * a backoff, and through the service worker's Background Sync where the browser has it.
 */
import { db, type OutboxEntry, type OutboxKind } from '../db/db';
import { markOutboxEmpty, markOutboxPending } from './outbox-hint';
import { OUTBOX_SYNC_TAG, replayOutbox, type ReplayOutcome } from './outbox-replay';

export type { OutboxEntry, OutboxKind, OutboxStatus } from '../db/db';
export { replayOutbox } from './outbox-replay';

export interface NewOutboxEntry {
  kind: OutboxKind;
  path: string;
  body: unknown;
  userId: string;
  summary: OutboxEntry['summary'];
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Stores the write with a new Idempotency-Key, queued; returns the entry. Nothing is sent yet. */
export async function addToOutbox(entry: NewOutboxEntry, now = Date.now()): Promise<OutboxEntry> {
  const stored: OutboxEntry = {
    ...entry,
    id: newKey(),
    status: 'queued',
    needsSignIn: false,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  };
  markOutboxPending(); // before the write: a crash in between leaves "may have", never "empty"
  await db.outbox.add(stored);
  return stored;
}

/**
 * Stores the write and tries to send it at once. The answer says what became of it: `sent`, or `queued`
 * (offline, network error, 5xx, 401: replayed later), or `failed` (a refusal that will never succeed).
 */
export async function sendThroughOutbox(
  entry: NewOutboxEntry,
): Promise<{ entry: OutboxEntry; outcome: ReplayOutcome }> {
  const stored = await addToOutbox(entry);
  let outcome: ReplayOutcome = 'queued';
  if (typeof navigator === 'undefined' || navigator.onLine !== false) {
    outcome = (await replayOutbox({ onlyId: stored.id })).outcomes[stored.id] ?? 'queued';
  }
  if (outcome !== 'sent' && outcome !== 'failed') {
    void requestBackgroundSync();
    // Replays on 'online', on becoming visible and after the backoff (a start-up with an empty outbox did not start them).
    startOutboxReplay({ replayNow: false });
    void scheduleReplay();
  }
  return { entry: (await db.outbox.get(stored.id)) ?? stored, outcome };
}

/** Takes a queued write out before it is sent. False when it is already on its way or sent. */
export async function cancelOutboxEntry(id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.status !== 'queued') return false;
    await db.outbox.delete(id);
    return true;
  });
}

/** Removes a failed entry the person has read. */
export async function dismissOutboxEntry(id: string): Promise<void> {
  await db.outbox.where({ id, status: 'failed' }).delete();
}

/** Removes a sent entry whose record the device need not keep (a contact message: the team has it). */
export async function forgetSentOutboxEntry(id: string): Promise<void> {
  await db.outbox.where({ id, status: 'sent' }).delete();
}

export function getOutboxEntry(id: string): Promise<OutboxEntry | undefined> {
  return db.outbox.get(id);
}

/** Newest first. */
export async function getOutboxEntries(kind?: OutboxKind): Promise<OutboxEntry[]> {
  const all = await db.outbox.orderBy('createdAt').reverse().toArray();
  return kind ? all.filter((entry) => entry.kind === kind) : all;
}

/** Asks the service worker to replay when the browser is back online (Chromium's Background Sync). */
async function requestBackgroundSync(): Promise<boolean> {
  try {
    if (!('serviceWorker' in navigator)) return false;
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3000)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Replays what is due (all that waits when `force`), then sets a timer for the earliest backoff left. */
async function runReplay(force: boolean): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    await replayOutbox({ force });
  } catch (error) {
    console.warn('Outbox replay failed', error);
  }
  await scheduleReplay().catch(() => undefined);
}

/** While the page is open: wakes up when the earliest queued entry's backoff ends. */
export async function scheduleReplay(): Promise<void> {
  if (typeof window === 'undefined') return;
  clearTimeout(timer);
  const waiting = await db.outbox.where('status').equals('queued').toArray();
  // Another tab may add an entry meanwhile: it marks the hint again when its entry stays queued.
  if (waiting.length === 0) {
    markOutboxEmpty();
    return;
  }
  markOutboxPending();
  const next = Math.min(...waiting.map((entry) => entry.nextAttemptAt));
  timer = setTimeout(() => void runReplay(false), Math.max(1000, Math.min(next - Date.now(), 5 * 60_000)));
}

/**
 * Replays the outbox at start-up, on `online` (ignoring backoff), when the page becomes visible, and when
 * the earliest backoff ends while the page is open. Call once.
 */
export function startOutboxReplay({ replayNow = true }: { replayNow?: boolean } = {}): () => void {
  if (started || typeof window === 'undefined') return () => {};
  started = true;
  const onOnline = () => void runReplay(true);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void runReplay(false);
  };
  // The service worker replayed (Background Sync): re-arm the timer for what is left.
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'OUTBOX_REPLAYED') void scheduleReplay();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  if (replayNow) void runReplay(true);

  return () => {
    started = false;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}

/** After signing in: what waited for it is tried at once. */
export function replayAfterSignIn(): void {
  void runReplay(true);
}
