import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { messageIdHeader, type MailMessage, type Mailer } from './mailer';

export function createSmtpMailer(options: { smtpUrl: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
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
      options.logger.info({ messageId: info.messageId, subject: message.subject }, 'mail sent over SMTP');
    },
  };
}
