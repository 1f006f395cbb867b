/**
 * Demo accounts, one per role, created on start outside production when there are no accounts yet.
 * All share DEMO_PASSWORD (listed in the README); they are verified, so they can sign in at once.
 */
import type { UserType } from '@contract/auth';
import type { Logger } from 'pino';
import type { UserRepository } from '../users/user-repository';
import type { UsersService } from '../users/users-service';

export const DEMO_PASSWORD = 'autotrzni-demo';

export const DEMO_ACCOUNTS: {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}[] = [
  {
    username: 'demo-user',
    email: 'demo-user@autotrzni.local',
    firstName: 'Ana',
    lastName: 'Kovačić',
    userType: 'user',
  },
  {
    username: 'demo-dealer',
    email: 'demo-dealer@autotrzni.local',
    firstName: 'Ivan',
    lastName: 'Horvat',
    userType: 'dealer',
  },
  {
    username: 'demo-premium',
    email: 'demo-premium@autotrzni.local',
    firstName: 'Marija',
    lastName: 'Babić',
    userType: 'premium_dealer',
  },
  // The reset-cars button on the home page is for the user named 'admin'.
  { username: 'admin', email: 'admin@autotrzni.local', firstName: 'Admin', lastName: 'Autotržni', userType: 'admin' },
];

export async function createDemoAccountsIfEmpty(
  users: UserRepository,
  usersService: UsersService,
  logger: Logger,
): Promise<void> {
  if ((await users.count()) > 0) return;
  for (const account of DEMO_ACCOUNTS) {
    await usersService.createUser({ ...account, password: DEMO_PASSWORD, emailVerified: true, language: 'en' });
  }
  logger.info(
    { usernames: DEMO_ACCOUNTS.map((account) => account.username) },
    `created the demo accounts (password "${DEMO_PASSWORD}"; see the README)`,
  );
}
