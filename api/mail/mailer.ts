/** What features send email through. `createMailer` picks SMTP or the outbox folder from the config. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  cc?: string;
  /** The message's main link; the outbox logs it so a developer can follow it without opening the file. */
  link?: string;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, else `outbox` (.eml files under DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
