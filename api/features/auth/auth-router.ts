/**
 * POST /api/register, /login, /logout, /verify-email, /resend-verification, /forgot-password and
 * /reset-password. Request bodies are the contract's strict schemas; answers never carry the hash.
 */
import {
  AUTH_ERROR_CODES,
  emailRequestSchema,
  emptyRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  type LoginResponse,
  type MessageResponse,
} from '@contract/auth';
import { Router, type Request, type Response } from 'express';
import type { Passport } from 'passport';
import { rotateCsrfToken } from '../../platform/http/csrf';
import { HttpError, parseOrThrow } from '../../platform/http/http-error';
import { publicOrigin } from '../../platform/mail/public-origin';
import type { FixedWindowLimiter } from '../../platform/rate-limit/fixed-window-limiter';
import { clientSubject, enforceRateLimit, type RateLimits } from '../../platform/rate-limit/rate-limits';
import { toPublicUser, type User } from '../users/user';
import type { UserRepository } from '../users/user-repository';
import { AUTH_TEXT, type AuthService } from './auth-service';
import type { LoginDevices } from './login-devices';
import type { LoginFailureInfo } from './passport';

export interface AuthRouterDeps {
  auth: AuthService;
  passport: InstanceType<typeof Passport>;
  limiter: FixedWindowLimiter;
  limits: RateLimits;
  publicUrl: string | undefined;
  sessionCookieName: string;
  /** Browsers that signed in before (set at each successful sign-in). */
  devices: LoginDevices;
  /** Where each account's sign-ins are recorded. */
  users: Pick<UserRepository, 'recordSignIn'>;
}

const message = (text: string): MessageResponse => ({ success: true, message: text });

function authenticateLocally(passport: AuthRouterDeps['passport'], req: Request, res: Response): Promise<User> {
  return new Promise((resolve, reject) => {
    passport.authenticate('local', (error: unknown, user: User | false, info?: LoginFailureInfo) => {
      if (error) return reject(error);
      if (user) return resolve(user);
      reject(
        info?.message === 'email_not_verified'
          ? new HttpError(403, AUTH_ERROR_CODES.emailNotVerified, AUTH_TEXT.emailNotVerified)
          : new HttpError(401, AUTH_ERROR_CODES.invalidCredentials, AUTH_TEXT.invalidCredentials),
      );
    })(req, res, reject);
  });
}

/** passport's logIn regenerates the session first (a new id, nothing kept), then stores the user id. */
function logIn(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
}

function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

export function authRouter(deps: AuthRouterDeps): Router {
  const { auth, limiter, limits } = deps;
  const router = Router();
  const origin = (req: Request) => publicOrigin(req, deps.publicUrl);

  router.post('/register', async (req, res) => {
    const input = parseOrThrow(registerRequestSchema, req.body);
    await enforceRateLimit(limiter, 'register-ip', limits.register, [clientSubject(req)]);
    await auth.register(input, origin(req));
    res.status(201).json(message(AUTH_TEXT.registered));
  });

  router.post('/login', async (req, res) => {
    req.body = parseOrThrow(loginRequestSchema, req.body);
    // Every attempt counts against the address; a right password is taken back below, so only failures stay.
    const address = clientSubject(req);
    await enforceRateLimit(limiter, 'login-ip', limits.login, [address]);
    const user = await authenticateLocally(deps.passport, req, res);
    await limiter.refund('login-ip', address, limits.login);
    await logIn(req, user);
    deps.devices.remember(req, res, user.id);
    const { firstSignIn } = await deps.users.recordSignIn(user.id);
    const body: LoginResponse = { ...toPublicUser(user), csrfToken: rotateCsrfToken(req), firstSignIn };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/logout', async (req, res) => {
    parseOrThrow(emptyRequestSchema, req.body);
    await destroySession(req);
    res.clearCookie(deps.sessionCookieName, { path: '/' });
    res.json(message('Logged out successfully'));
  });

  router.post('/verify-email', async (req, res) => {
    const { token } = parseOrThrow(verifyEmailRequestSchema, req.body);
    await enforceRateLimit(limiter, 'verification-ip', limits.accountRecovery, [clientSubject(req)]);
    await auth.verifyEmail(token);
    res.json(message(AUTH_TEXT.verified));
  });

  router.post('/resend-verification', async (req, res) => {
    const { email } = parseOrThrow(emailRequestSchema, req.body);
    await enforceRateLimit(limiter, 'verification-ip', limits.accountRecovery, [clientSubject(req)]);
    await auth.resendVerification(email, origin(req));
    res.json(message(AUTH_TEXT.verificationResent));
  });

  router.post('/forgot-password', async (req, res) => {
    const { email } = parseOrThrow(emailRequestSchema, req.body);
    await enforceRateLimit(limiter, 'reset-ip', limits.accountRecovery, [clientSubject(req)]);
    await auth.requestPasswordReset(email, origin(req));
    res.json(message(AUTH_TEXT.resetRequested));
  });

  router.post('/reset-password', async (req, res) => {
    const { token, password } = parseOrThrow(resetPasswordRequestSchema, req.body);
    await enforceRateLimit(limiter, 'reset-ip', limits.accountRecovery, [clientSubject(req)]);
    await auth.resetPassword(token, password, req.sessionID);
    res.json(message(AUTH_TEXT.passwordReset));
  });

  return router;
}
