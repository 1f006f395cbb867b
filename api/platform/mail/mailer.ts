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
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * A stable id for this email (the mail queue's): it becomes the Message-ID, and the outbox file's name,
   * so that delivering the same email again is recognisably the same email.
   */
  messageId?: string;
}

/** The Message-ID header for an email id, in the sender's domain. */
export function messageIdHeader(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'autotrzni.local';
  return `<${id}@${domain}>`;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, else `outbox` (.eml files under DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
