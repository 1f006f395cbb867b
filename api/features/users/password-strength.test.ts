import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength';

const account = { username: 'boss', email: 'marko.boss@example.hr' };

describe('passwordWeakness (accounts made on the command line)', () => {
  it.each([
    ['short-1', 'at least 12 characters'],
    ['aaaaaaaaaaaaaaaa', 'more different characters'],
    ['Password1234!', 'commonly used'],
    ['lozinka2026!!', 'commonly used'],
    ['the-boss-is-back', 'username'],
    ['marko.boss-1234', 'username or the email'],
    ['x'.repeat(129) + 'abcde', 'at most 128'],
  ])('refuses %s', (password, reason) => {
    expect(passwordWeakness(password, account)).toContain(reason);
  });

  it.each(['plavi-tramvaj-42', 'zeleni kombi 2019', 'Ž3ljezn1čk0-kolodvor'])('accepts %s', (password) => {
    expect(passwordWeakness(password, account)).toBeNull();
  });

  it('ignores a one- or two-letter email name', () => {
    expect(passwordWeakness('plavi-tramvaj-42', { username: 'timer', email: 't@example.hr' })).toBeNull();
  });
});
