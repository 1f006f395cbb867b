/** Texts cut to a length and data stripped of secrets, for error reports (zod-free: the PWA's error capture uses it). */

/** Cuts a text to `max` characters, marking the cut with an ellipsis. */
export function truncateText(value: string, max: number): string {
  const characters = [...value];
  return characters.length <= max ? value : `${characters.slice(0, max - 1).join('')}…`;
}

/** Keys whose values are never kept: passwords, tokens, keys, cookies, session ids. */
const SECRET_KEY = /pass(word)?|pwd|secret|token|csrf|authoriz|bearer|cookie|session|api[-_]?key|credential|signature/i;
export const REMOVED = '[removed]';

/**
 * A copy of `value` without secrets (values under secret-looking keys replaced by '[removed]'), at most
 * 6 levels deep, long texts cut. For request bodies in error reports.
 */
export function stripSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return truncateText(value, 500);
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth >= 6) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => stripSecrets(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = SECRET_KEY.test(key) ? REMOVED : stripSecrets(item, depth + 1);
  }
  return result;
}
