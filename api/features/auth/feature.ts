/**
 * The auth feature's wiring: one-time account tokens in the store, the sign-in state on every request
 * (passport over the session) and the account routes (register, sign in and out, verify, reset), with
 * successful registrations counted. Auth builds on users; users never imports auth.
 */
import type { RequestHandler, Router } from 'express';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import type { RateLimits } from '../../platform/rate-limit/rate-limits';
import { countOnSuccess } from '../../platform/stats/count-on-success';
import { SITE } from '../../platform/stats/daily-counters';
import { METRICS } from '../../platform/stats/metrics';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { UsersStores } from '../users/feature';
import { UsersService } from '../users/users-service';
import { AccountEmails } from './account-emails';
import { AccountTokens } from './account-tokens';
import { authRouter } from './auth-router';
import { AuthService } from './auth-service';
import { LoginDevices } from './login-devices';
import { createPassport } from './passport';

export interface AuthStores {
  accountTokens: AccountTokens;
}

export async function openAuthStores(store: DocumentStore, now: () => Date): Promise<FeatureStores<AuthStores>> {
  const accountTokens = await AccountTokens.open(store, now);
  return { stores: { accountTokens }, pruneExpired: () => accountTokens.pruneExpired() };
}

export interface AuthDeps {
  services: AuthStores & UsersStores & Pick<PlatformServices, 'mailQueue' | 'sessionStore' | 'rateLimiter' | 'stats'>;
  limits: RateLimits;
  sessionSecret: string;
  publicUrl: string | undefined;
  https: boolean;
  sessionCookieName: string;
}

export function authFeature({ services, limits, sessionSecret, publicUrl, https, sessionCookieName }: AuthDeps) {
  const auth = new AuthService({
    users: services.users,
    usersService: new UsersService(services.users),
    tokens: services.accountTokens,
    emails: new AccountEmails(services.mailQueue),
    sessions: services.sessionStore,
    limiter: services.rateLimiter,
    limits,
  });
  const devices = new LoginDevices(sessionSecret, https);
  const passport = createPassport(auth, services.users, devices);
  return {
    /** Who is signed in, from the session: after the session middleware, before anything that asks. */
    signInState: [passport.initialize(), passport.session()] as RequestHandler[],
    mount(api: Router) {
      api.post('/register', countOnSuccess(services.stats, METRICS.userRegistered, SITE));
      api.use(
        authRouter({
          auth,
          passport,
          limiter: services.rateLimiter,
          limits,
          publicUrl,
          sessionCookieName,
          devices,
          users: services.users,
        }),
      );
    },
  };
}
