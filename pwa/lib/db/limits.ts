// The device database's limits and names, apart from Dexie so that the first load can read them.

/** Seen-but-not-saved listings kept; older ones are dropped (saved ones never are). */
export const MAX_SEEN_LISTINGS = 2000;

/** Repair-shop searches kept for reading offline. */
export const MAX_REPAIR_SEARCHES = 10;

/** AI analyses and comparisons kept for reading offline. */
export const MAX_STORED_ANALYSES = 50;

/** The IndexedDB database's name. */
export const DATABASE_NAME = 'autotrzni';

/** The user id under which a visitor's (signed-out) watched cars are kept. */
export const VISITOR = '';
