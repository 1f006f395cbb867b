/** Guards for protected routes: 401 when signed out, 403 when signed in with the wrong role. */
import type { RequestHandler } from 'express';
import { AUTH_ERROR_CODES, type UserType } from '@contract/auth';
import { HttpError } from './http-error';

export function unauthenticated(): HttpError {
  return new HttpError(401, AUTH_ERROR_CODES.unauthenticated, 'Please sign in to continue.');
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : unauthenticated());
};

export function requireRole(...userTypes: UserType[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthenticated());
    if (!userTypes.includes(req.user.userType)) {
      return next(new HttpError(403, AUTH_ERROR_CODES.forbidden, 'Your account does not have access to this.'));
    }
    next();
  };
}
