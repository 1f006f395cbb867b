/**
 * The signed token of an alert email's unsubscribe link: the saved search's id and an HMAC of it under the
 * server's secret, so the link works without signing in and only for that one search.
 */
import crypto from 'node:crypto';

const PURPOSE = 'saved-search-unsubscribe:';

function signature(secret: string, searchId: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(PURPOSE + searchId)
    .digest('base64url');
}

export function unsubscribeToken(secret: string, searchId: string): string {
  return `${Buffer.from(searchId).toString('base64url')}.${signature(secret, searchId)}`;
}

/** The saved search's id, or null when the token was not made by us. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, given, extra] = token.split('.');
  if (!encoded || !given || extra !== undefined) return null;
  const searchId = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, searchId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? searchId : null;
}
