/**
 * The embedded default: each message becomes an .eml file under DATA_DIR/outbox (open it in any mail
 * program) and a log line with its link. Files are written under a temporary name and renamed, so a
 * reader never sees half a message; an email delivered again (same messageId) replaces its own file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { messageIdHeader, type MailMessage, type Mailer } from './mailer';

export function createOutboxMailer(options: { outboxDir: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        cc: message.cc,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.messageId ? { messageId: messageIdHeader(message.messageId, options.from) } : {}),
      });
      await fs.mkdir(options.outboxDir, { recursive: true });
      // The mail queue's ids start with the time they were queued, so the files sort by time either way.
      const name = `${message.messageId ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`}.eml`;
      const file = path.join(options.outboxDir, name);
      const temporary = `${file}.tmp`;
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, file);
      options.logger.info(
        { file, subject: message.subject, ...(message.link ? { link: message.link } : {}) },
        message.link ? `mail written to the outbox; its link: ${message.link}` : 'mail written to the outbox',
      );
    },
  };
}
