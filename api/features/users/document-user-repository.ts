/** Users on the storage port: unique indexes on the lowercased username and the normalised email. */
import crypto from 'node:crypto';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
} from '../../platform/storage/document-store';
import { USER_TYPES, type UserType } from '@contract/auth';
import { normaliseEmail, usernameKey, type User } from './user';
import { DuplicateUserError, type NewUser, type UserCredentials, type UserRepository } from './user-repository';

interface UserDoc extends User {
  usernameKey: string;
  passwordHash: string;
  passwordChangedAt: Date;
}

const requiredString = { type: String, required: true };

export const USERS_COLLECTION: CollectionSpec = {
  name: 'users',
  indexes: [
    { fields: { id: 1 }, unique: true },
    { fields: { usernameKey: 1 }, unique: true },
    { fields: { email: 1 }, unique: true },
    { fields: { userType: 1 } },
  ],
  mongooseFields: {
    id: requiredString,
    username: requiredString,
    usernameKey: requiredString,
    email: requiredString,
    passwordHash: requiredString,
    passwordChangedAt: { type: Date, required: true },
    firstName: { type: String, default: null },
    lastName: { type: String, default: null },
    userType: requiredString,
    emailVerified: { type: Boolean, required: true },
    language: { type: String, default: 'en' },
    createdAt: { type: Date, required: true },
    lastSignInAt: { type: Date, default: null },
  },
};

function toUser(doc: UserDoc): User {
  return {
    id: doc.id,
    username: doc.username,
    email: doc.email,
    firstName: doc.firstName ?? null,
    lastName: doc.lastName ?? null,
    userType: doc.userType,
    emailVerified: doc.emailVerified,
    language: doc.language ?? 'en',
    createdAt: doc.createdAt,
    lastSignInAt: doc.lastSignInAt ?? null,
  };
}

/** A username cannot contain '@' (see usernameSchema), so an identifier with one is an email. */
function loginFilter(usernameOrEmail: string) {
  return usernameOrEmail.includes('@')
    ? { email: normaliseEmail(usernameOrEmail) }
    : { usernameKey: usernameKey(usernameOrEmail) };
}

export class DocumentUserRepository implements UserRepository {
  constructor(
    private readonly users: DocumentCollection<UserDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<DocumentUserRepository> {
    return new DocumentUserRepository(await store.collection<UserDoc>(USERS_COLLECTION), now);
  }

  async create(user: NewUser): Promise<User> {
    const now = this.now();
    const doc: UserDoc = {
      id: crypto.randomUUID(),
      username: user.username.trim().normalize('NFC'),
      usernameKey: usernameKey(user.username),
      email: normaliseEmail(user.email),
      passwordHash: user.passwordHash,
      passwordChangedAt: now,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
      emailVerified: user.emailVerified,
      language: user.language,
      createdAt: now,
      lastSignInAt: null,
    };
    try {
      await this.users.insertOne(doc);
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw await this.duplicateOf(doc);
      throw error;
    }
    return toUser(doc);
  }

  async findById(id: string): Promise<User | null> {
    const doc = await this.users.findOne({ id });
    return doc ? toUser(doc) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const doc = await this.users.findOne({ email: normaliseEmail(email) });
    return doc ? toUser(doc) : null;
  }

  async findCredentials(usernameOrEmail: string): Promise<UserCredentials | null> {
    const doc = await this.users.findOne(loginFilter(usernameOrEmail));
    return doc ? { user: toUser(doc), passwordHash: doc.passwordHash } : null;
  }

  async markEmailVerified(id: string): Promise<User | null> {
    const doc = await this.users.updateOne({ id }, { $set: { emailVerified: true } });
    return doc ? toUser(doc) : null;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<User | null> {
    const doc = await this.users.updateOne({ id }, { $set: { passwordHash, passwordChangedAt: this.now() } });
    return doc ? toUser(doc) : null;
  }

  async recordSignIn(id: string): Promise<{ firstSignIn: boolean }> {
    const now = this.now();
    // Accounts stored before sign-ins were recorded have no such field: they count as never signed in.
    const first = await this.users.updateOne(
      { id, $or: [{ lastSignInAt: null }, { lastSignInAt: { $exists: false } }] },
      { $set: { lastSignInAt: now } },
    );
    if (first) return { firstSignIn: true };
    await this.users.updateOne({ id }, { $set: { lastSignInAt: now } });
    return { firstSignIn: false };
  }

  async idsOfType(ids: readonly string[], userType: UserType): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const docs = await this.users.find({ id: { $in: [...new Set(ids)] }, userType });
    return new Set(docs.map((doc) => doc.id));
  }

  count(): Promise<number> {
    return this.users.count({});
  }

  async countByType(): Promise<Record<UserType, number>> {
    const counts = await Promise.all(USER_TYPES.map((userType) => this.users.count({ userType })));
    return Object.fromEntries(USER_TYPES.map((userType, index) => [userType, counts[index]!])) as Record<
      UserType,
      number
    >;
  }

  async upgradeUserType(id: string, from: UserType[], to: UserType): Promise<User | null> {
    // One conditional write: only an account still of one of the `from` types changes.
    const doc = await this.users.updateOne({ id, userType: { $in: from } }, { $set: { userType: to } });
    return doc ? toUser(doc) : this.findById(id);
  }

  /** Which of the unique fields another account holds (the index said one does). */
  private async duplicateOf(doc: UserDoc): Promise<Error> {
    const [byName, byEmail] = await Promise.all([
      this.users.findOne({ usernameKey: doc.usernameKey }),
      this.users.findOne({ email: doc.email }),
    ]);
    const fields: ('username' | 'email')[] = [];
    if (byName) fields.push('username');
    if (byEmail) fields.push('email');
    return fields.length > 0 ? new DuplicateUserError(fields) : new DuplicateKeyError('Duplicate user id');
  }
}
