/** Creating accounts: registration, the create-user script and the demo accounts all come through here. */
import type { UserType } from '@contract/auth';
import type { Language } from '@contract/catalog';
import { hashPassword } from './password-hashing';
import type { User } from './user';
import type { UserRepository } from './user-repository';

export interface CreateUserInput {
  username: string;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  userType: UserType;
  emailVerified: boolean;
  language?: Language;
}

export class UsersService {
  constructor(private readonly users: UserRepository) {}

  /** Throws DuplicateUserError when the username or email is taken. */
  async createUser(input: CreateUserInput): Promise<User> {
    return this.users.create({
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      userType: input.userType,
      emailVerified: input.emailVerified,
      language: input.language ?? 'en',
    });
  }
}
