import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const first = await hashPassword('vozim-golfa-2019');
    const second = await hashPassword('vozim-golfa-2019');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'vozim-golfa-2019')).toBe(true);
    expect(await verifyPassword(first, 'vozim-golfa-2018')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('the stand-in check for a missing account never succeeds', async () => {
    expect(await verifyAgainstNothing('anything')).toBe(false);
    expect(await verifyAgainstNothing('')).toBe(false);
  });
});
