/**
 * Passport with the local strategy (username or email + password). The session keeps only the user id
 * (`req.session.passport.user`); each request loads the user afresh, so a changed role applies at once.
 */
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { User as AccountUser } from '../users/user';
import type { UserRepository } from '../users/user-repository';
import { clientSubject } from '../../platform/rate-limit/rate-limits';
import type { AuthService } from './auth-service';
import type { LoginDevices } from './login-devices';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AccountUser {}
  }
}

/** What the local strategy hands to the failure callback: `message` is the reason code. */
export interface LoginFailureInfo {
  message: 'invalid_credentials' | 'email_not_verified';
}

export function createPassport(
  auth: AuthService,
  users: UserRepository,
  devices: LoginDevices,
): InstanceType<typeof Passport> {
  const passport = new Passport();
  passport.use(
    'local',
    new LocalStrategy(
      { usernameField: 'username', passwordField: 'password', passReqToCallback: true },
      (req, usernameOrEmail, password, done) => {
        auth
          .authenticate(usernameOrEmail, password, {
            address: clientSubject(req),
            trustedAccounts: devices.trustedAccounts(req),
          })
          .then(
            (result) =>
              result.ok
                ? done(null, result.user)
                : done(null, false, { message: result.reason } satisfies LoginFailureInfo),
            (error: unknown) => done(error),
          );
      },
    ),
  );
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser((id: string, done) => {
    users.findById(id).then((user) => done(null, user ?? false), done);
  });
  return passport;
}
