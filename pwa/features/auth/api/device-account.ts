/**
 * Who was last signed in on this device, kept so that the app opened without a connection (a basement
 * garage, a dealership's dead spot) still knows its person: the account's public details only (who, role,
 * address for the sender line), never the password, the session cookie or a CSRF token, so nothing here
 * lets anyone act as them. The server stays the judge: the copy is replaced or dropped as soon as it answers
 * GET /api/user again. Local storage rather than the device database: the header reads it on every start,
 * and the database is the biggest lazy chunk.
 */
import type { PublicUser } from '@contract/auth';
import { USER_TYPES } from '@contract/user-roles';
import { readStorage, removeStorage, writeStorage } from '../../../lib/safe-storage';

export const DEVICE_ACCOUNT_KEY = 'signedInAccount';

/** The user as the app knows it: from the server, or (`fromDevice`) the copy kept here while it cannot ask. */
export type CurrentUser = PublicUser & { fromDevice?: true };

const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Only these fields are kept: whatever else an answer carries (a CSRF token after sign-in) never is. */
function publicPart(user: PublicUser): PublicUser {
  const { id, username, email, firstName, lastName, userType, emailVerified, createdAt } = user;
  return { id, username, email, firstName, lastName, userType, emailVerified, createdAt };
}

function isPublicUser(value: unknown): value is PublicUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    text(user.id) &&
    text(user.username) &&
    text(user.email) &&
    textOrNull(user.firstName) &&
    textOrNull(user.lastName) &&
    (USER_TYPES as readonly unknown[]).includes(user.userType) &&
    typeof user.emailVerified === 'boolean' &&
    text(user.createdAt)
  );
}

/** The server said who is signed in: keep that copy. */
export function keepAccountOnDevice(user: PublicUser): void {
  writeStorage(DEVICE_ACCOUNT_KEY, JSON.stringify(publicPart(user)));
}

/** Signed out, or the server said nobody is signed in any more. */
export function forgetAccountOnDevice(): void {
  removeStorage(DEVICE_ACCOUNT_KEY);
}

/** The kept copy, marked as such; null when there is none (or it is unreadable, then it is dropped). */
export function accountOnDevice(): CurrentUser | null {
  const stored = readStorage(DEVICE_ACCOUNT_KEY);
  if (stored === null) return null;
  try {
    const parsed = JSON.parse(stored) as unknown;
    if (isPublicUser(parsed)) return { ...publicPart(parsed), fromDevice: true };
  } catch {
    // Fall through: not ours to trust.
  }
  forgetAccountOnDevice();
  return null;
}
