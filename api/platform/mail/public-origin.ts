import type { Request } from 'express';

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where links in emails point: PUBLIC_URL when set (required in production, so a forged Host header
 * can never put someone else's address into a password-reset email), else this request's own origin
 * (development), provided its Host header is a plain host name or address.
 */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST.test(host) ? host : 'localhost'}`;
}
