/** `npm run create-user` against a temporary embedded store. */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openNedbStore } from '../api/platform/storage/nedb/nedb-store';
import { DocumentUserRepository } from '../api/features/users/document-user-repository';
import { verifyPassword } from '../api/features/users/password-hashing';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'create-user-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

function run(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [tsx, 'scripts/create-user.ts', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '', NODE_ENV: 'development' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin ?? '');
  });
}

async function storedUsers() {
  const store = await openNedbStore({ directory: path.join(dataDir, 'db') });
  const users = await DocumentUserRepository.open(store);
  return { users, close: () => store.close() };
}

describe('create-user', () => {
  it('creates a verified admin with the password given, and refuses the same name again', async () => {
    const created = await run([
      '--type',
      'admin',
      '--username',
      'Chief',
      '--email',
      'Chief@Example.hr',
      '--password',
      'plavi-tramvaj-42',
    ]);
    expect(created).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Created admin "Chief" <chief@example.hr>'),
    });

    const again = await run([
      '--type',
      'dealer',
      '--username',
      'chief',
      '--email',
      'other@example.hr',
      '--password',
      'plavi-tramvaj-42',
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('username is already taken');

    const { users, close } = await storedUsers();
    const credentials = await users.findCredentials('chief');
    expect(credentials?.user).toMatchObject({ userType: 'admin', emailVerified: true, email: 'chief@example.hr' });
    expect(await verifyPassword(credentials!.passwordHash, 'plavi-tramvaj-42')).toBe(true);
    expect(await users.count()).toBe(1);
    await close();
  }, 30_000);

  it('reads the password from stdin when not given and not on a terminal', async () => {
    const created = await run(
      ['--type', 'premium_dealer', '--username', 'autokuca', '--email', 'prodaja@autokuca.hr'],
      'zeleni-kombi-2019\n',
    );
    expect(created.code).toBe(0);
    const { users, close } = await storedUsers();
    const credentials = await users.findCredentials('prodaja@autokuca.hr');
    expect(await verifyPassword(credentials!.passwordHash, 'zeleni-kombi-2019')).toBe(true);
    await close();
  }, 30_000);

  it('refuses a weak password and creates nothing', async () => {
    const result = await run([
      '--type',
      'admin',
      '--username',
      'boss',
      '--email',
      'boss@example.hr',
      '--password',
      'Password1234!',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('commonly used');
    await expect(fs.readdir(dataDir)).resolves.toEqual([]);
  }, 30_000);

  it('refuses an unknown type and an invalid email with the usage', async () => {
    const result = await run([
      '--type',
      'superuser',
      '--username',
      'x1x',
      '--email',
      'nope',
      '--password',
      'plavi-tramvaj-42',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--type');
    expect(result.stderr).toContain('--email: Invalid email address');
    expect(result.stderr).toContain('Usage: npm run create-user');
  }, 30_000);
});
