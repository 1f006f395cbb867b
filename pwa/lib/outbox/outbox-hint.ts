/**
 * Whether the outbox may hold writes waiting to be sent, kept in local storage so that a start-up does not
 * load the device database (Dexie, the biggest lazy chunk) only to find the outbox empty. Unknown (never
 * written, or an app version before this hint): "may have" if the device database exists; a first visit has
 * none (where the browser cannot list its databases, "may have").
 */
import { DATABASE_NAME } from '../db/limits';
import { readStorage, writeStorage } from '../safe-storage';

const KEY = 'outbox';

const listeners = new Set<() => void>();

/** Calls `listener` whenever the hint changes, in this tab or another; returns the way to stop. */
export function onOutboxHintChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function mark(value: 'pending' | 'empty'): void {
  writeStorage(KEY, value);
  for (const listener of listeners) listener();
}

export function markOutboxPending(): void {
  mark('pending');
}

export function markOutboxEmpty(): void {
  mark('empty');
}

export async function outboxMayHaveEntries(): Promise<boolean> {
  const hint = readStorage(KEY);
  if (hint !== null) return hint !== 'empty';
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === DATABASE_NAME);
  } catch {
    return true;
  }
}
