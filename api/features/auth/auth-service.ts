/** Registration, sign-in checks, email verification and password reset. */
import {
  AUTH_ERROR_CODES,
  RESET_PASSWORD_TOKEN_TTL_HOURS,
  VERIFY_EMAIL_TOKEN_TTL_HOURS,
  type RegisterRequest,
} from '@contract/auth';
import { HttpError } from '../../platform/http/http-error';
import type { FixedWindowLimiter } from '../../platform/rate-limit/fixed-window-limiter';
import { enforceRateLimit, type RateLimits } from '../../platform/rate-limit/rate-limits';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../users/password-hashing';
import { usernameKey, normaliseEmail, type User } from '../users/user';
import { DuplicateUserError, type UserRepository } from '../users/user-repository';
import type { UsersService } from '../users/users-service';
import type { AccountEmails } from './account-emails';
import type { AccountTokens, RedeemResult, TokenPurpose } from './account-tokens';
import { LoginGuard, type LoginClient } from './login-guard';

const HOUR_MS = 60 * 60 * 1000;

export type AuthenticationResult =
  { ok: true; user: User } | { ok: false; reason: 'invalid_credentials' | 'email_not_verified' };

/** Ends a user's sessions (the session store, through a narrow port). */
export interface UserSessions {
  destroyAllForUser(userId: string, exceptSessionId?: string): Promise<number>;
}

export interface AuthServiceDeps {
  users: UserRepository;
  usersService: UsersService;
  tokens: AccountTokens;
  emails: AccountEmails;
  sessions: UserSessions;
  limiter: FixedWindowLimiter;
  limits: RateLimits;
}

export const AUTH_TEXT = {
  registered: 'Registration successful. Please verify your email to continue.',
  invalidCredentials: 'Invalid credentials',
  emailNotVerified:
    'Please verify your email address before signing in. Check your inbox for the link, or ask for a new one.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  emailTaken:
    'An account with this email address already exists. Sign in, or reset your password if you have forgotten it.',
  verified: 'Your email address is verified. You can now sign in.',
  verificationResent: 'If an account with this email address is waiting for verification, we have sent it a new link.',
  resetRequested: 'If an account exists for this email address, we have sent it a link to reset the password.',
  passwordReset: 'Your password has been changed. Please sign in with the new password.',
} as const;

const TOKEN_ERRORS: Record<TokenPurpose, Record<Exclude<RedeemResult, { ok: true }>['reason'], string>> = {
  verify_email: {
    invalid: 'This verification link is not valid. Please ask for a new one.',
    expired: 'This verification link has expired. Please ask for a new one.',
    used: 'This verification link has already been used. If your email address is verified, you can sign in.',
  },
  reset_password: {
    invalid: 'This password reset link is not valid. Please ask for a new one.',
    expired: 'This password reset link has expired. Please ask for a new one.',
    used: 'This password reset link has already been used. Please ask for a new one if you still need to reset your password.',
  },
};

const TOKEN_CODES = {
  invalid: AUTH_ERROR_CODES.tokenInvalid,
  expired: AUTH_ERROR_CODES.tokenExpired,
  used: AUTH_ERROR_CODES.tokenUsed,
} as const;

export class AuthService {
  private readonly loginGuard: LoginGuard;

  constructor(private readonly deps: AuthServiceDeps) {
    this.loginGuard = new LoginGuard(deps.limiter, deps.limits.login);
  }

  /** Creates an unverified account and emails its verification link. */
  async register(input: RegisterRequest, origin: string): Promise<void> {
    let user: User;
    try {
      user = await this.deps.usersService.createUser({ ...input, userType: 'user', emailVerified: false });
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
      // A taken username is said (usernames are shown to others anyway); a taken address is not, as reset and
      // resend do not say it: the page answers as for a new account, and the address's owner is told by email.
      if (error.fields.includes('username')) throw usernameTakenError();
      await this.tellOwnerOfAttempt(input.email, origin);
      return;
    }
    await this.sendVerification(user, origin);
  }

  /** At most a few such emails per address and quarter hour, silently (a refusal would reveal the account). */
  private async tellOwnerOfAttempt(email: string, origin: string): Promise<void> {
    const owner = await this.deps.users.findByEmail(normaliseEmail(email));
    if (!owner) return;
    const decision = await this.deps.limiter.hit(
      'registration-attempt-account',
      `user:${owner.id}`,
      this.deps.limits.accountRecovery,
    );
    if (decision.allowed) await this.deps.emails.sendRegistrationAttempt(owner, origin);
  }

  /**
   * Checks a sign-in. The account's failure limit holds back only clients that failed against it
   * themselves (LoginGuard, throws RateLimitedError); a wrong password counts, a right one does not.
   */
  async authenticate(usernameOrEmail: string, password: string, client: LoginClient): Promise<AuthenticationResult> {
    const found = await this.deps.users.findCredentials(usernameOrEmail);
    const account = found
      ? `user:${found.user.id}`
      : `name:${usernameOrEmail.includes('@') ? normaliseEmail(usernameOrEmail) : usernameKey(usernameOrEmail)}`;
    await this.loginGuard.check(account, found?.user.id, client);
    const passwordMatches = found
      ? await verifyPassword(found.passwordHash, password)
      : await verifyAgainstNothing(password);
    if (!found || !passwordMatches) {
      await this.loginGuard.recordFailure(account, client);
      return { ok: false, reason: 'invalid_credentials' };
    }
    if (!found.user.emailVerified) return { ok: false, reason: 'email_not_verified' };
    return { ok: true, user: found.user };
  }

  async verifyEmail(token: string): Promise<void> {
    const userId = await this.redeem(token, 'verify_email');
    await this.deps.users.markEmailVerified(userId);
  }

  /** Answers the same whether or not the account exists or is verified already. */
  async resendVerification(email: string, origin: string): Promise<void> {
    await enforceRateLimit(this.deps.limiter, 'verification-account', this.deps.limits.accountRecovery, [
      `email:${email}`,
    ]);
    const user = await this.deps.users.findByEmail(email);
    if (user && !user.emailVerified) await this.sendVerification(user, origin);
  }

  /** Answers the same whether or not the account exists. */
  async requestPasswordReset(email: string, origin: string): Promise<void> {
    await enforceRateLimit(this.deps.limiter, 'reset-account', this.deps.limits.accountRecovery, [`email:${email}`]);
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const token = await this.deps.tokens.issue(user.id, 'reset_password', RESET_PASSWORD_TOKEN_TTL_HOURS * HOUR_MS);
    await this.deps.emails.send('reset', user, origin, token);
  }

  /**
   * Sets the new password and signs the account out everywhere else. Following the emailed link also
   * proves the address, so an unverified account becomes verified.
   */
  async resetPassword(token: string, password: string, currentSessionId: string | undefined): Promise<void> {
    const userId = await this.redeem(token, 'reset_password');
    await this.deps.users.setPasswordHash(userId, await hashPassword(password));
    await this.deps.users.markEmailVerified(userId);
    await this.deps.tokens.revokeAll(userId, 'reset_password');
    await this.deps.sessions.destroyAllForUser(userId, currentSessionId);
  }

  private async sendVerification(user: User, origin: string): Promise<void> {
    const token = await this.deps.tokens.issue(user.id, 'verify_email', VERIFY_EMAIL_TOKEN_TTL_HOURS * HOUR_MS);
    await this.deps.emails.send('verify', user, origin, token);
  }

  private async redeem(token: string, purpose: TokenPurpose): Promise<string> {
    const result = await this.deps.tokens.redeem(token, purpose);
    if (result.ok) return result.userId;
    throw new HttpError(400, TOKEN_CODES[result.reason], TOKEN_ERRORS[purpose][result.reason]);
  }
}

function usernameTakenError(): HttpError {
  return new HttpError(409, AUTH_ERROR_CODES.usernameTaken, AUTH_TEXT.usernameTaken, {
    username: AUTH_TEXT.usernameTaken,
  });
}
