/**
 * The stricter rule for accounts made on the command line (admins, dealers): registration keeps its
 * minimum of 8; an account created by hand with extra powers must not have a guessable password.
 */
import { PASSWORD_MAX_LENGTH } from '@contract/auth';

export const STRONG_PASSWORD_MIN_LENGTH = 12;

const COMMON = [
  'password',
  'passw0rd',
  'qwerty',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'autotrzni',
  'lozinka',
  'passwort',
  'changeme',
  'iloveyou',
  'monkey',
  'dragon',
  '123456',
  '12345678',
  '123456789',
  '1234567890',
  'abc123',
  'zaporka',
];

/** Why the password is too weak, or null when it will do. */
export function passwordWeakness(password: string, account: { username: string; email: string }): string | null {
  if (password.length < STRONG_PASSWORD_MIN_LENGTH) {
    return `Use at least ${STRONG_PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return 'Use more different characters.';
  const personal = [account.username, account.email.split('@')[0]!]
    .map((part) => part.toLowerCase())
    .filter((part) => part.length >= 3);
  if (personal.some((part) => lower.includes(part))) return 'Do not include the username or the email address.';
  const letters = lower.replace(/[^\p{L}]/gu, '');
  if (COMMON.some((word) => letters === word || lower.replace(/[\d\W_]+$/u, '') === word)) {
    return 'This is a commonly used password; choose another.';
  }
  return null;
}
