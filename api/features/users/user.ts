/** Accounts as the server holds them. The password hash lives only in the stored document. */
import type { PublicUser, UserType } from '@contract/auth';
import type { Language } from '@contract/catalog';

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: UserType;
  emailVerified: boolean;
  /** The language of the account's emails. */
  language: Language;
  createdAt: Date;
  /** The latest successful sign-in; null before the first. */
  lastSignInAt: Date | null;
}

/** The lookup key that makes usernames unique regardless of case ("Ana" and "ana" are one name). */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFC').toLowerCase();
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the API answers about a user: named fields only, so nothing stored slips out by accident. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

/** How a user is greeted in emails. */
export function displayName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName ?? user.username;
}
