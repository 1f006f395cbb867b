/**
 * CSRF protection tied to the session: GET /api/csrf-token hands out the session's token, and every
 * non-GET API request must echo it in X-CSRF-Token (or CSRF-Token, as the spec's reset call sends it).
 */
import crypto from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sessionCsrfToken(req: Parameters<RequestHandler>[0]): string {
  req.session.csrfToken ??= crypto.randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

/** A fresh token, e.g. after sign-in, so a token seen before login is worthless after it. */
export function rotateCsrfToken(req: Parameters<RequestHandler>[0]): string {
  req.session.csrfToken = crypto.randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

function tokensMatch(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export const requireCsrfToken: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const given = req.get('x-csrf-token') ?? req.get('csrf-token');
  if (tokensMatch(req.session.csrfToken, given)) return next();
  next(new HttpError(403, 'csrf_invalid', 'The security token is missing or expired. Reload the page and try again.'));
};

export function csrfRouter(): Router {
  const router = Router();
  router.get('/csrf-token', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ csrfToken: sessionCsrfToken(req) });
  });
  return router;
}
