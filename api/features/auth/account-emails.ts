/**
 * Queues the account emails in the durable mail queue before the request answers (a crash after the answer
 * never loses one); the delivery job sends them, so response times do not reveal accounts.
 */
import { ACCOUNT_LINK_PAGES, ACCOUNT_LINK_TOKEN_PARAM } from '@contract/auth';
import type { Language } from '@contract/catalog';
import type { MailQueue } from '../../platform/mail/mail-queue';
import { displayName, type User } from '../users/user';
import { renderAccountEmail, renderRegistrationAttemptEmail, type AccountEmailKind } from './account-email-templates';

const PAGES: Record<AccountEmailKind, string> = {
  verify: ACCOUNT_LINK_PAGES.verifyEmail,
  reset: ACCOUNT_LINK_PAGES.resetPassword,
};

/** The PWA page for the token, under the account's language prefix (none for English). */
export function accountLink(origin: string, language: Language, kind: AccountEmailKind, token: string): string {
  const prefix = language === 'en' ? '' : `/${language}`;
  return `${origin}${prefix}${PAGES[kind]}?${ACCOUNT_LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

export class AccountEmails {
  constructor(private readonly queue: MailQueue) {}

  /** Queues the email; resolves once it is stored for delivery. */
  async send(kind: AccountEmailKind, user: User, origin: string, token: string): Promise<void> {
    const link = accountLink(origin, user.language, kind, token);
    const email = renderAccountEmail(kind, user.language, displayName(user), link);
    await this.queue.enqueue({ to: user.email, ...email, link }, { ref: `account:${user.id}` });
  }

  /** Queues the note that someone tried to register with the account's address, with sign-in and reset links. */
  async sendRegistrationAttempt(user: User, origin: string): Promise<void> {
    const prefix = user.language === 'en' ? '' : `/${user.language}`;
    const signIn = `${origin}${prefix}/auth`;
    const forgot = `${origin}${prefix}/auth?mode=forgot`;
    const email = renderRegistrationAttemptEmail(user.language, displayName(user), signIn, forgot);
    await this.queue.enqueue({ to: user.email, ...email, link: signIn }, { ref: `account:${user.id}` });
  }
}
