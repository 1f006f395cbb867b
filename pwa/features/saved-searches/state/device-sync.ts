/**
 * Saved searches on the device as well as on the server. Every change goes to the server first; when the
 * network fails it is kept on the device (marked as pending) and sent when the connection is back. The
 * server decides with its sync rules: the later edit wins (by the time it was made on the device), a delete
 * wins over any edit, a replayed creation answers the stored search. The device then takes the server's list.
 */
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_ERROR_CODES } from '@contract/saved-search-constants';
import type { SavedSearch, SavedSearchList } from '@contract/saved-searches';
import {
  getLocalSavedSearch,
  getLocalSavedSearches,
  getPendingSavedSearches,
  putLocalSavedSearch,
  removeLocalSavedSearch,
  replaceLocalSavedSearches,
  type StoredSavedSearch,
} from '../../../lib/db';
import { ApiError, api } from '../../../lib/api-client';
import {
  createSavedSearch,
  deleteSavedSearch,
  isNetworkFailure,
  updateSavedSearch,
  type NewSavedSearch,
  type SavedSearchChanges,
} from '../api/saved-searches';

/** The list as the page shows it: `offline` when the server could not be reached (the device's copies). */
export interface DeviceSavedSearchList extends SavedSearchList {
  offline: boolean;
  /** The searches with changes made on the device that the server has not got yet. */
  pendingIds: string[];
  /** Searches made offline that the server refused when they were sent (e.g. over the limit). */
  rejected: string[];
}

export interface DeviceResult {
  search: SavedSearch;
  /** Kept on the device only, for now; sent when back online. */
  offline: boolean;
}

const nameKey = (name: string) => name.trim().normalize('NFC').toLowerCase();

function refused(status: number, code: string, message: string): ApiError {
  return new ApiError(status, `${status}: ${message}`, { code, message });
}

async function checkName(userId: string, name: string, exceptId?: string): Promise<void> {
  const taken = (await getLocalSavedSearches(userId)).some(
    (search) => search.id !== exceptId && nameKey(search.name) === nameKey(name),
  );
  if (taken) throw refused(409, SAVED_SEARCH_ERROR_CODES.nameTaken, 'You already have a saved search with this name.');
}

const newId = () => crypto.randomUUID();

/** Saves a new search: on the server, or on the device when offline (with the same checks the server makes). */
export async function saveSearch(userId: string, input: NewSavedSearch): Promise<DeviceResult> {
  const id = input.id ?? newId();
  const updatedAt = new Date().toISOString();
  try {
    const search = await createSavedSearch({ ...input, id, updatedAt });
    await putLocalSavedSearch({ id, userId, search });
    return { search, offline: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
  }
  await checkName(userId, input.name);
  if ((await getLocalSavedSearches(userId)).length >= MAX_SAVED_SEARCHES) {
    throw refused(409, SAVED_SEARCH_ERROR_CODES.limitReached, 'Saved-search limit reached.');
  }
  const search: SavedSearch = {
    id,
    name: input.name.trim(),
    filters: input.filters,
    alerts: input.alerts,
    createdAt: updatedAt,
    updatedAt,
    lastRunAt: updatedAt,
    newMatches: 0,
  };
  await putLocalSavedSearch({ id, userId, search, pending: 'create' });
  return { search, offline: true };
}

/** Renames it or changes its filters or alerts: on the server, or on the device when offline. */
export async function changeSearch(userId: string, id: string, changes: SavedSearchChanges): Promise<DeviceResult> {
  const updatedAt = new Date().toISOString();
  const row = await getLocalSavedSearch(id);
  try {
    // A search made offline that the server has not got yet is changed on the device (the creation carries it).
    if (row?.pending !== 'create') {
      const search = await updateSavedSearch(id, { ...changes, updatedAt });
      await putLocalSavedSearch({ id, userId, search });
      return { search, offline: false };
    }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) await removeLocalSavedSearch(id);
    if (!isNetworkFailure(error)) throw error;
  }
  if (!row || row.pending === 'delete') throw refused(404, 'not_found', 'This saved search does not exist.');
  if (changes.name !== undefined) await checkName(userId, changes.name, id);
  const search: SavedSearch = { ...row.search, updatedAt };
  if (changes.name !== undefined) search.name = changes.name.trim();
  if (changes.filters !== undefined) search.filters = changes.filters;
  if (changes.alerts !== undefined) search.alerts = changes.alerts;
  const changed = new Set(row.changed ?? []);
  for (const field of ['name', 'filters', 'alerts'] as const) if (changes[field] !== undefined) changed.add(field);
  await putLocalSavedSearch({ id, userId, search, pending: row.pending ?? 'update', changed: [...changed] });
  return { search, offline: true };
}

/** Deletes it: on the server, or on the device when offline (the delete is sent later and wins over edits). */
export async function removeSearch(userId: string, id: string): Promise<{ offline: boolean }> {
  const row = await getLocalSavedSearch(id);
  try {
    if (row?.pending !== 'create') {
      await deleteSavedSearch(id);
      await removeLocalSavedSearch(id);
      return { offline: false };
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await removeLocalSavedSearch(id);
      return { offline: false };
    }
    if (!isNetworkFailure(error)) throw error;
  }
  if (!row || row.pending === 'create') await removeLocalSavedSearch(id);
  else await putLocalSavedSearch({ ...row, userId, pending: 'delete' });
  return { offline: true };
}

/** Sends one pending change; answers the name of a search the server refused, if it did. */
async function send(userId: string, row: StoredSavedSearch): Promise<string | null> {
  const { id, search } = row;
  try {
    if (row.pending === 'delete') {
      await deleteSavedSearch(id).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
      await removeLocalSavedSearch(id);
      return null;
    }
    if (row.pending === 'create') {
      const body = {
        id,
        name: search.name,
        filters: search.filters,
        alerts: search.alerts,
        updatedAt: search.updatedAt,
      };
      let saved: SavedSearch;
      try {
        saved = await createSavedSearch(body);
      } catch (error) {
        // The name was taken meanwhile (on another device): keep both, this one with a number added.
        if (!(error instanceof ApiError && error.code === SAVED_SEARCH_ERROR_CODES.nameTaken)) throw error;
        saved = await createSavedSearch({ ...body, name: `${search.name} (2)`.slice(0, 80) });
      }
      await putLocalSavedSearch({ id, userId, search: saved });
      return null;
    }
    const changed = new Set(row.changed ?? ['name', 'filters', 'alerts']);
    const changes: SavedSearchChanges = { updatedAt: search.updatedAt };
    if (changed.has('name')) changes.name = search.name;
    if (changed.has('filters')) changes.filters = search.filters;
    if (changed.has('alerts')) changes.alerts = search.alerts;
    const saved = await updateSavedSearch(id, changes);
    await putLocalSavedSearch({ id, userId, search: saved });
    return null;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // The server's version stands: deleted elsewhere (a delete wins), a name taken meanwhile, the limit.
    await removeLocalSavedSearch(id);
    return error instanceof ApiError && (error.status === 404 || error.status === 410) ? null : search.name;
  }
}

/**
 * The server said no to the change itself (gone, deleted, name taken, limit, invalid). Anything else (no
 * connection, signed out, a server error) leaves the change on the device for the next try.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 409, 410, 422].includes(error.status);
}

const running = new Map<string, Promise<DeviceSavedSearchList>>();

/**
 * Sends the device's pending changes, then takes the server's list. Offline, answers the device's copies
 * (`offline: true`). One sync per user at a time; callers during one share it.
 */
export function syncSavedSearches(userId: string): Promise<DeviceSavedSearchList> {
  const current = running.get(userId);
  if (current) return current;
  const run = (async (): Promise<DeviceSavedSearchList> => {
    const rejected: string[] = [];
    try {
      for (const row of await getPendingSavedSearches(userId)) {
        const name = await send(userId, row);
        if (name) rejected.push(name);
      }
      const list = await api.get<SavedSearchList>('/api/saved-searches');
      await replaceLocalSavedSearches(userId, list.savedSearches);
      return { ...list, offline: false, pendingIds: [], rejected };
    } catch (error) {
      if (!isNetworkFailure(error) && !(error instanceof ApiError && error.status !== 401)) throw error;
      const savedSearches = await getLocalSavedSearches(userId);
      const pendingIds = (await getPendingSavedSearches(userId)).map((row) => row.id);
      return {
        savedSearches,
        total: savedSearches.length,
        limit: MAX_SAVED_SEARCHES,
        offline: true,
        pendingIds,
        rejected,
      };
    }
  })().finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

/** Sends the device's pending changes, if there are any; answers whether there were. */
export async function sendPendingSavedSearches(userId: string): Promise<boolean> {
  if ((await getPendingSavedSearches(userId)).length === 0) return false;
  await syncSavedSearches(userId);
  return true;
}
