/** The email the team gets for a contact-form message: the sender as Reply-To, the message verbatim. */
import { renderEmail } from '../../platform/mail/email-layout';
import type { MailMessage } from '../../platform/mail/mailer';
import type { ContactMessage } from './contact-message-repository';

const LANGUAGE_NAMES = { en: 'English', hr: 'Croatian', de: 'German' } as const;

export function contactEmail(message: ContactMessage, teamEmail: string): MailMessage {
  const rendered = renderEmail({
    language: 'en',
    subject: `[Contact] ${message.subject}`,
    greeting: `New message from the contact form of Autotržni.`,
    paragraphs: [
      `From: ${message.fullName} <${message.email}>`,
      `Subject: ${message.subject}`,
      `Written in: ${LANGUAGE_NAMES[message.language]}${message.userId ? ` · signed in as user ${message.userId}` : ''}`,
      ...message.message
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    ],
    notes: [`Reply to this email to answer ${message.fullName} directly. Reference: ${message.id}`],
    signOff: ['Autotržni'],
  });
  return { to: teamEmail, replyTo: `"${message.fullName.replace(/["\\]/g, '')}" <${message.email}>`, ...rendered };
}
