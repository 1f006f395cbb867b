import path from 'node:path';
import type { Logger } from 'pino';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

/** SMTP when SMTP_URL is set; otherwise .eml files under DATA_DIR/outbox. */
export function createMailer(config: MailConfig, logger: Logger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger })
    : createOutboxMailer({ outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger });
}
