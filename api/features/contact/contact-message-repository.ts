/** Contact-form messages on the storage port; their email to the team goes through the mail queue. */
import crypto from 'node:crypto';
import type { Language } from '@contract/catalog';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../../platform/storage/document-store';

export interface ContactMessage {
  id: string;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  /** The signed-in user who wrote it, if any. */
  userId: string | null;
  createdAt: Date;
}

export type NewContactMessage = Omit<ContactMessage, 'id' | 'createdAt'>;

const requiredString = { type: String, required: true };

export const CONTACT_MESSAGES_COLLECTION: CollectionSpec = {
  name: 'contact_messages',
  indexes: [{ fields: { id: 1 }, unique: true }, { fields: { createdAt: -1 } }],
  mongooseFields: {
    id: requiredString,
    fullName: requiredString,
    email: requiredString,
    subject: requiredString,
    message: requiredString,
    language: requiredString,
    userId: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
};

export class ContactMessageRepository {
  constructor(
    private readonly messages: DocumentCollection<ContactMessage>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<ContactMessageRepository> {
    return new ContactMessageRepository(await store.collection<ContactMessage>(CONTACT_MESSAGES_COLLECTION), now);
  }

  async create(message: NewContactMessage): Promise<ContactMessage> {
    const doc: ContactMessage = { ...message, id: crypto.randomUUID(), createdAt: this.now() };
    await this.messages.insertOne(doc);
    return doc;
  }

  /** Newest first. */
  list(options: { limit?: number } = {}): Promise<ContactMessage[]> {
    return this.messages.find({}, { sort: { createdAt: -1 }, limit: options.limit ?? 50 });
  }
}
