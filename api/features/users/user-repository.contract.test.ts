/**
 * The user repository (and the search counts beside it) on every storage adapter: the embedded store
 * in memory and on disk always, MongoDB where MONGODB_URI is set (otherwise skipped by name).
 */
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../../platform/storage/document-store';
import { adapterIt, describeOnEveryStore } from '../../platform/testing/store-adapters';
import { DocumentUserRepository } from './document-user-repository';
import { DuplicateUserError, type NewUser } from './user-repository';

function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    username: 'Ana_K',
    email: 'ana@example.test',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
    firstName: 'Ana',
    lastName: null,
    userType: 'user',
    emailVerified: false,
    language: 'hr',
    ...overrides,
  };
}

describeOnEveryStore('user repository contract', (adapter, stores) => {
  let store: DocumentStore;

  beforeEach(async () => {
    store = await stores.open();
  });

  it('creates a user and finds it by id, email and either login name, never exposing the hash', async () => {
    const users = await DocumentUserRepository.open(store);
    const created = await users.create(newUser({ email: '  Ana@Example.TEST ' }));
    expect(created).toEqual({
      id: expect.any(String),
      username: 'Ana_K',
      email: 'ana@example.test',
      firstName: 'Ana',
      lastName: null,
      userType: 'user',
      emailVerified: false,
      language: 'hr',
      createdAt: expect.any(Date),
      lastSignInAt: null,
    });
    expect(await users.findById(created.id)).toEqual(created);
    expect(await users.findByEmail('ANA@example.test')).toEqual(created);
    for (const login of ['ana_k', 'ANA_K', ' Ana_K ', 'ana@EXAMPLE.test']) {
      const credentials = await users.findCredentials(login);
      expect(credentials?.user).toEqual(created);
      expect(credentials?.passwordHash).toMatch(/^\$argon2id\$/);
    }
    expect(await users.findCredentials('nobody')).toBeNull();
    expect(await users.findById('nope')).toBeNull();
    expect(created).not.toHaveProperty('passwordHash');
    expect(created).not.toHaveProperty('usernameKey');
    expect(await users.count()).toBe(1);
  });

  adapterIt(adapter, 'atomicUpdates')('tells the first sign-in once only when two arrive at once', async () => {
    const users = await DocumentUserRepository.open(store);
    const created = await users.create(newUser());
    const together = await Promise.all([users.recordSignIn(created.id), users.recordSignIn(created.id)]);
    expect(together.map((result) => result.firstSignIn).sort()).toEqual([false, true]);
  });

  it('tells the first sign-in from later ones and keeps the time', async () => {
    const users = await DocumentUserRepository.open(store);
    const created = await users.create(newUser());
    expect(await users.recordSignIn(created.id)).toEqual({ firstSignIn: true });
    expect(await users.recordSignIn(created.id)).toEqual({ firstSignIn: false });
    expect((await users.findById(created.id))?.lastSignInAt).toBeInstanceOf(Date);
    // Another account's first sign-in is its own.
    const other = await users.create(newUser({ username: 'Marko', email: 'marko@example.test' }));
    expect(await users.recordSignIn(other.id)).toEqual({ firstSignIn: true });
  });

  it('refuses a username taken in another case and an email taken in another spelling', async () => {
    const users = await DocumentUserRepository.open(store);
    await users.create(newUser());
    await expect(users.create(newUser({ username: 'ANA_k', email: 'other@example.test' }))).rejects.toMatchObject({
      fields: ['username'],
    });
    await expect(users.create(newUser({ username: 'someone', email: ' ANA@example.TEST' }))).rejects.toMatchObject({
      fields: ['email'],
    });
    await expect(users.create(newUser({ username: 'ana_k', email: 'ana@example.test' }))).rejects.toBeInstanceOf(
      DuplicateUserError,
    );
    expect(await users.count()).toBe(1);
  });

  it('lets exactly one of concurrent registrations of the same name through', async () => {
    const users = await DocumentUserRepository.open(store);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        users.create(newUser({ username: index % 2 ? 'Race' : 'race', email: `race-${index}@example.test` })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DuplicateUserError);
  });

  it('marks the email verified and replaces the password hash', async () => {
    const users = await DocumentUserRepository.open(store);
    const created = await users.create(newUser());
    expect(await users.markEmailVerified(created.id)).toMatchObject({ id: created.id, emailVerified: true });
    expect(await users.setPasswordHash(created.id, '$argon2id$new')).toMatchObject({ id: created.id });
    expect((await users.findCredentials('ana_k'))?.passwordHash).toBe('$argon2id$new');
    expect(await users.markEmailVerified('missing')).toBeNull();
  });

  if (adapter.reopen) {
    it('keeps users and their uniqueness across a restart', async () => {
      const users = await DocumentUserRepository.open(store);
      const created = await users.create(newUser());
      await store.close();
      store = await stores.reopen();
      const reopened = await DocumentUserRepository.open(store);
      expect(await reopened.findById(created.id)).toEqual(created);
      await expect(reopened.create(newUser({ email: 'x@example.test', username: 'ANA_K' }))).rejects.toBeInstanceOf(
        DuplicateUserError,
      );
    });
  }
});
