/** Records of the searches saved for offline. */
import { db, type OfflinePack } from './db';

export async function putOfflinePack(pack: OfflinePack): Promise<void> {
  await db.offlinePacks.put(pack);
}

export async function updateOfflinePack(id: string, changes: Partial<Omit<OfflinePack, 'id'>>): Promise<void> {
  await db.offlinePacks.update(id, changes);
}

export function getOfflinePack(id: string): Promise<OfflinePack | undefined> {
  return db.offlinePacks.get(id);
}

/** Newest first. */
export async function getOfflinePacks(): Promise<OfflinePack[]> {
  return (await db.offlinePacks.orderBy('savedAt').toArray()).reverse();
}

export async function deleteOfflinePack(id: string): Promise<void> {
  await db.offlinePacks.delete(id);
}

export async function clearOfflinePacks(): Promise<void> {
  await db.offlinePacks.clear();
}
