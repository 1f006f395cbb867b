/**
 * Whether the outbox may hold writes waiting to be sent, kept in local storage so that a start-up does not
 * load the device database (Dexie, the biggest lazy chunk) only to find the outbox empty. Unknown (never
 * written, or an app version before this hint) counts as "may have".
 */
import { readStorage, writeStorage } from '../safe-storage';

const KEY = 'outbox';

export function markOutboxPending(): void {
  writeStorage(KEY, 'pending');
}

export function markOutboxEmpty(): void {
  writeStorage(KEY, 'empty');
}

export function outboxMayHaveEntries(): boolean {
  return readStorage(KEY) !== 'empty';
}
