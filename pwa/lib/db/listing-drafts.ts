/**
 * The dealer's half-filled listing forms on the device (IndexedDB, Dexie version 6), one per new listing or
 * listing being edited. Only additive schema versions are ever added, so an app update keeps them. When
 * IndexedDB cannot be used (some private windows), localStorage stands in.
 */
import { readStorage, removeStorage, writeStorage } from '../safe-storage';
import { LEGACY_DRAFT_PREFIX, db } from './db';

export async function loadListingDraft(key: string): Promise<Record<string, unknown> | null> {
  try {
    const stored = await db.listingDrafts.get(key);
    if (stored) return stored.values;
  } catch {
    // IndexedDB unavailable: the fallback below.
  }
  try {
    const text = readStorage(`${LEGACY_DRAFT_PREFIX}${key}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function saveListingDraft(key: string, values: Record<string, unknown>): Promise<void> {
  try {
    await db.listingDrafts.put({ key, values, updatedAt: Date.now() });
  } catch {
    writeStorage(`${LEGACY_DRAFT_PREFIX}${key}`, JSON.stringify(values));
  }
}

export async function removeListingDraft(key: string): Promise<void> {
  removeStorage(`${LEGACY_DRAFT_PREFIX}${key}`);
  try {
    await db.listingDrafts.delete(key);
  } catch {
    // Nothing stored there.
  }
}
