import type { ContactRequest } from '@contract/contact';
import type { MailQueue } from '../../platform/mail/mail-queue';
import { contactEmail } from './contact-email';
import type { ContactMessageRepository } from './contact-message-repository';

export interface ContactServiceOptions {
  messages: ContactMessageRepository;
  mailQueue: MailQueue;
  teamEmail: string;
}

/** Keeps every contact message and queues its email to the team's address (delivered with retries). */
export class ContactService {
  constructor(private readonly options: ContactServiceOptions) {}

  async submit(request: ContactRequest, userId: string | null): Promise<void> {
    const { messages, mailQueue, teamEmail } = this.options;
    const stored = await messages.create({
      fullName: request.fullName,
      email: request.email,
      subject: request.subject,
      message: request.message,
      language: request.language,
      userId,
    });
    await mailQueue.enqueue(contactEmail(stored, teamEmail), { ref: `contact:${stored.id}` });
  }
}
