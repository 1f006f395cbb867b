/**
 * Buyers' emails to sellers on the storage port. One per buyer, vehicle, dealer and language: the
 * `dedupeKey` carries the four and a unique index holds the rule on both adapters. Each message keeps the
 * Idempotency-Key it was sent with, so a replay that reaches the store again is recognised as the same
 * message, and the dealer who owns the listing (for the dealer's leads).
 */
import crypto from 'node:crypto';
import type { EmailCarSummary, EmailLanguage, LeadStatus } from '@contract/seller-email';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../../platform/storage/document-store';
import { DuplicateKeyError } from '../../platform/storage/document-store';

export interface SellerEmailDoc {
  id: string;
  /** `<buyer>|<car>|<dealer>|<language>`: unique. */
  dedupeKey: string;
  idempotencyKey: string;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  carId: number;
  car: EmailCarSummary;
  /** The account that owns the listing (its leads), null for demo and imported listings. */
  dealerId: string | null;
  /** Who the email goes to: the owner account, else the seller's address. */
  dealerKey: string;
  sellerName: string;
  sellerEmail: string;
  language: EmailLanguage;
  subject: string;
  body: string;
  /** The mail queue's id of the email, once queued. */
  mailId: string | null;
  createdAt: Date;
  /** Where the dealer is with it; messages stored before there were statuses have none (new). */
  leadStatus?: LeadStatus;
}

/**
 * A dealer's answer to a lead. `replyKey` (`<lead>|<Idempotency-Key>`) is unique, so a replayed answer is
 * stored once, on both adapters (its email's id is made from the answer's, so it is queued once too).
 */
export interface LeadReplyDoc {
  id: string;
  replyKey: string;
  leadId: string;
  dealerId: string;
  body: string;
  mailId: string | null;
  createdAt: Date;
}

const requiredString = { type: String, required: true };

export const SELLER_EMAILS_COLLECTION: CollectionSpec = {
  name: 'seller_emails',
  indexes: [
    { fields: { id: 1 }, unique: true },
    { fields: { dedupeKey: 1 }, unique: true },
    // The buyer's messages and the dealer's leads, newest first (compound on MongoDB).
    { fields: { buyerId: 1, createdAt: -1 } },
    { fields: { dealerId: 1, createdAt: -1 } },
  ],
  mongooseFields: {
    id: requiredString,
    dedupeKey: requiredString,
    idempotencyKey: requiredString,
    buyerId: requiredString,
    buyerName: requiredString,
    buyerEmail: requiredString,
    carId: { type: Number, required: true },
    car: { type: Object, required: true },
    dealerId: { type: String, default: null },
    dealerKey: requiredString,
    sellerName: requiredString,
    sellerEmail: requiredString,
    language: requiredString,
    subject: requiredString,
    body: requiredString,
    mailId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    leadStatus: { type: String },
  },
};

export const LEAD_REPLIES_COLLECTION: CollectionSpec = {
  name: 'lead_replies',
  indexes: [{ fields: { id: 1 }, unique: true }, { fields: { replyKey: 1 }, unique: true }, { fields: { leadId: 1 } }],
  mongooseFields: {
    id: requiredString,
    replyKey: requiredString,
    leadId: requiredString,
    dealerId: requiredString,
    body: requiredString,
    mailId: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
};

export function dedupeKeyOf(buyerId: string, carId: number, dealerKey: string, language: EmailLanguage): string {
  return [buyerId, carId, dealerKey.toLowerCase(), language].join('|');
}

export type NewSellerEmail = Omit<SellerEmailDoc, 'id' | 'dedupeKey' | 'mailId' | 'createdAt'>;

export type CreateResult = { created: true; doc: SellerEmailDoc } | { created: false; existing: SellerEmailDoc };

export type NewLeadReply = Pick<LeadReplyDoc, 'leadId' | 'dealerId' | 'body'> & { idempotencyKey: string };

export type ReplyResult = { created: true; doc: LeadReplyDoc } | { created: false; existing: LeadReplyDoc };

export interface Page {
  page: number;
  pageSize: number;
  carId?: number;
}

export class SellerEmailRepository {
  constructor(
    private readonly emails: DocumentCollection<SellerEmailDoc>,
    private readonly replies: DocumentCollection<LeadReplyDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<SellerEmailRepository> {
    const [emails, replies] = await Promise.all([
      store.collection<SellerEmailDoc>(SELLER_EMAILS_COLLECTION),
      store.collection<LeadReplyDoc>(LEAD_REPLIES_COLLECTION),
    ]);
    return new SellerEmailRepository(emails, replies, now);
  }

  /** Stores the message, or answers the one already sent for the same buyer, vehicle, dealer and language. */
  async create(email: NewSellerEmail): Promise<CreateResult> {
    const dedupeKey = dedupeKeyOf(email.buyerId, email.carId, email.dealerKey, email.language);
    const doc: SellerEmailDoc = { ...email, id: crypto.randomUUID(), dedupeKey, mailId: null, createdAt: this.now() };
    try {
      await this.emails.insertOne(doc);
      return { created: true, doc };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const existing = await this.emails.findOne({ dedupeKey });
      if (!existing) throw error;
      return { created: false, existing };
    }
  }

  async setMailId(id: string, mailId: string): Promise<SellerEmailDoc | null> {
    return this.emails.updateOne({ id }, { $set: { mailId } });
  }

  /** The languages the buyer already wrote in about this car to this dealer. */
  async sentLanguages(buyerId: string, carId: number, dealerKey: string): Promise<EmailLanguage[]> {
    const found = await this.emails.find({ buyerId, carId, dealerKey });
    return found.map((doc) => doc.language);
  }

  async findSent(
    buyerId: string,
    carId: number,
    dealerKey: string,
    language: EmailLanguage,
  ): Promise<SellerEmailDoc | null> {
    return this.emails.findOne({ dedupeKey: dedupeKeyOf(buyerId, carId, dealerKey, language) });
  }

  async byBuyer(buyerId: string, { page, pageSize, carId }: Page): Promise<{ items: SellerEmailDoc[]; total: number }> {
    const filter = carId === undefined ? { buyerId } : { buyerId, carId };
    return this.paged(filter, page, pageSize);
  }

  async byDealer(
    dealerId: string,
    { page, pageSize, carId }: Page,
  ): Promise<{ items: SellerEmailDoc[]; total: number }> {
    const filter = carId === undefined ? { dealerId } : { dealerId, carId };
    return this.paged(filter, page, pageSize);
  }

  async findById(id: string): Promise<SellerEmailDoc | null> {
    return this.emails.findOne({ id });
  }

  /** Sets the lead's status, only on the dealer's own lead (null when it is not theirs or does not exist). */
  async setLeadStatus(id: string, dealerId: string, status: LeadStatus): Promise<SellerEmailDoc | null> {
    return this.emails.updateOne({ id, dealerId }, { $set: { leadStatus: status } });
  }

  /** Stores the dealer's answer, or answers the one stored before with the same Idempotency-Key. */
  async addReply(reply: NewLeadReply): Promise<ReplyResult> {
    const replyKey = `${reply.leadId}|${reply.idempotencyKey}`;
    const doc: LeadReplyDoc = {
      id: crypto.randomUUID(),
      replyKey,
      leadId: reply.leadId,
      dealerId: reply.dealerId,
      body: reply.body,
      mailId: null,
      createdAt: this.now(),
    };
    try {
      await this.replies.insertOne(doc);
      return { created: true, doc };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const existing = await this.replies.findOne({ replyKey });
      if (!existing) throw error;
      return { created: false, existing };
    }
  }

  async setReplyMailId(id: string, mailId: string): Promise<LeadReplyDoc | null> {
    return this.replies.updateOne({ id }, { $set: { mailId } });
  }

  /** The answers to these leads, oldest first. */
  async repliesTo(leadIds: string[]): Promise<LeadReplyDoc[]> {
    if (leadIds.length === 0) return [];
    return this.replies.find({ leadId: { $in: leadIds } }, { sort: { createdAt: 1 } });
  }

  private async paged(filter: Record<string, unknown>, page: number, pageSize: number) {
    const [items, total] = await Promise.all([
      this.emails.find(filter, { sort: { createdAt: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
      this.emails.count(filter),
    ]);
    return { items, total };
  }
}
