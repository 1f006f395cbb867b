/** Sends the account emails. Sending happens after the answer, so response times do not reveal accounts. */
import { ACCOUNT_LINK_PAGES, ACCOUNT_LINK_TOKEN_PARAM } from '@contract/auth';
import type { Language } from '@contract/catalog';
import type { Logger } from 'pino';
import type { Mailer } from '../mail/mailer';
import { displayName, type User } from '../users/user';
import { renderAccountEmail, type AccountEmailKind } from './account-email-templates';

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
  constructor(
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** Starts sending and returns at once; a failure is logged (the person can ask for another email). */
  send(kind: AccountEmailKind, user: User, origin: string, token: string): void {
    const link = accountLink(origin, user.language, kind, token);
    const email = renderAccountEmail(kind, user.language, displayName(user), link);
    this.mailer
      .send({ to: user.email, ...email, link })
      .catch((error: unknown) => this.logger.error({ err: error, kind, userId: user.id }, 'account email could not be sent'));
  }
}
