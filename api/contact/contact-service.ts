import type { ContactRequest } from '@contract/contact';
import type { Logger } from 'pino';
import { HttpError } from '../http/http-error';
import type { Mailer } from '../mail/mailer';
import { CONTACT_ERROR_CODES } from '@contract/contact';
import { contactEmail } from './contact-email';
import type { ContactMessageRepository } from './contact-message-repository';

export interface ContactServiceOptions {
  messages: ContactMessageRepository;
  mailer: Mailer;
  teamEmail: string;
  logger: Logger;
}

/** Keeps every contact message and emails it to the team's address. */
export class ContactService {
  constructor(private readonly options: ContactServiceOptions) {}

  async submit(request: ContactRequest, userId: string | null): Promise<void> {
    const { messages, mailer, teamEmail, logger } = this.options;
    const stored = await messages.create({
      fullName: request.fullName,
      email: request.email,
      subject: request.subject,
      message: request.message,
      language: request.language,
      userId,
    });
    try {
      await mailer.send(contactEmail(stored, teamEmail));
    } catch (error) {
      logger.error({ err: error, contactMessageId: stored.id }, 'sending a contact message to the team failed');
      await messages.setEmailStatus(stored.id, 'failed');
      throw new HttpError(
        502,
        CONTACT_ERROR_CODES.mailFailed,
        'There was a problem sending your message. Please try again later.',
      );
    }
    await messages.setEmailStatus(stored.id, 'sent');
  }
}
