/**
 * CSRF protection. A signed-in visitor's token lives in the session (rotated at sign-in). An anonymous
 * visitor gets a stateless double-submit token instead, so handing one out stores nothing: a random
 * nonce in an HttpOnly cookie and, as the token, an HMAC of that nonce with the server's secret; a page on
 * another site can neither read the token nor make one for the victim's cookie. Every non-GET API request
 * must echo the token in X-CSRF-Token (or CSRF-Token, which the reset call may send instead).
 */
import crypto from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import { readCookie } from './cookies';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_COOKIE = 'csrf';

/** A fresh token, e.g. after sign-in, so a token seen before login is worthless after it. */
export function rotateCsrfToken(req: Request): string {
  req.session.csrfToken = crypto.randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

function tokensMatch(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export interface CsrfOptions {
  /** The HMAC key's source (SESSION_SECRET). */
  secret: string;
  secureCookies: boolean;
}

export function createCsrf({ secret, secureCookies }: CsrfOptions): { router: Router; requireToken: RequestHandler } {
  const key = crypto.createHmac('sha256', secret).update('csrf-double-submit').digest();
  const tokenFor = (nonce: string) => crypto.createHmac('sha256', key).update(nonce).digest('base64url');
  const cookieNonce = (req: Request) => {
    const nonce = readCookie(req, CSRF_COOKIE);
    return nonce && /^[A-Za-z0-9_-]{22,64}$/.test(nonce) ? nonce : undefined;
  };
  const signedIn = (req: Request) => typeof req.session?.passport?.user === 'string';

  const router = Router();
  router.get('/csrf-token', (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (signedIn(req) || req.session.csrfToken) {
      res.json({ csrfToken: req.session.csrfToken ?? rotateCsrfToken(req) });
      return;
    }
    let nonce = cookieNonce(req);
    if (!nonce) {
      nonce = crypto.randomBytes(24).toString('base64url');
      res.cookie(CSRF_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies || req.secure,
        path: '/api',
      });
    }
    res.json({ csrfToken: tokenFor(nonce) });
  });

  const requireToken: RequestHandler = (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const given = req.get('x-csrf-token') ?? req.get('csrf-token');
    if (tokensMatch(req.session.csrfToken, given)) return next();
    // The stateless token serves anonymous visitors only; a signed-in session has its own.
    const nonce = cookieNonce(req);
    if (!signedIn(req) && nonce && tokensMatch(tokenFor(nonce), given)) return next();
    next(
      new HttpError(403, 'csrf_invalid', 'The security token is missing or expired. Reload the page and try again.'),
    );
  };

  return { router, requireToken };
}
