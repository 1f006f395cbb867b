import type { UserType } from '@contract/auth';
import type { Language } from '@contract/catalog';
import type { User } from './user';

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  userType: UserType;
  emailVerified: boolean;
  language: Language;
}

export interface UserCredentials {
  user: User;
  passwordHash: string;
}

/** The account fields another account already holds. */
export class DuplicateUserError extends Error {
  constructor(readonly fields: ('username' | 'email')[]) {
    super(`Already taken: ${fields.join(', ')}`);
    this.name = 'DuplicateUserError';
  }
}

/** The users collection as the account features see it, whatever store is behind it. */
export interface UserRepository {
  /** Stores a new account; throws DuplicateUserError when the username (any case) or the email is taken. */
  create(user: NewUser): Promise<User>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** For sign-in: by username (any case) or email, with the stored hash to check the password against. */
  findCredentials(usernameOrEmail: string): Promise<UserCredentials | null>;
  markEmailVerified(id: string): Promise<User | null>;
  setPasswordHash(id: string, passwordHash: string): Promise<User | null>;
  /**
   * Records a successful sign-in now. `firstSignIn` is true for exactly one sign-in of an account (one
   * conditional write, so two browsers signing in at once cannot both be told it is their first).
   */
  recordSignIn(id: string): Promise<{ firstSignIn: boolean }>;
  /** Gives the account the type `to` when it is one of `from` now (a user who becomes a seller); answers the account as it is then. */
  upgradeUserType(id: string, from: UserType[], to: UserType): Promise<User | null>;
  /** Which of the accounts `ids` have the type `userType` now (one indexed query; unknown ids are left out). */
  idsOfType(ids: readonly string[], userType: UserType): Promise<Set<string>>;
  count(): Promise<number>;
  /** Accounts per role (one indexed count each). */
  countByType(): Promise<Record<UserType, number>>;
}
