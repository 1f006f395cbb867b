/**
 * Talking to sellers: drafting the email (engine pair, daily quota) and sending it once per buyer, vehicle,
 * dealer and language, durably (stored, then queued for delivery before the answer), with the message's
 * delivery state readable by the buyer and the message readable by the dealer who owns the listing.
 */
import { carPath } from '@contract/car-id';
import type { LetterInput } from '@contract/letter-writer';
import {
  EMAIL_ERROR_TYPES,
  type DealerLead,
  type EmailLanguage,
  type GenerateEmailResponse,
  type LeadStatus,
  type SellerEmailView,
} from '@contract/seller-email';
import { CAR_NOT_FOUND_MESSAGE } from '@contract/api-error';
import type { z } from 'zod';
import type { generateEmailRequestSchema, sendContactEmailRequestSchema } from '@contract/seller-email';
import type { Logger } from 'pino';
import type { AiEnginePair } from '../../platform/ai/engine-pair';
import { isPublic, type ListingDoc } from '../cars/listing-collection';
import type { ListingRepository } from '../cars/listing-repository';
import type { MailQueue, MailStatusView } from '../../platform/mail/mail-queue';
import type { Quotas } from '../../platform/quotas/quotas';
import { withQuotaUnit } from '../../platform/quotas/quota-unit';
import type { DailyCounters } from '../../platform/stats/daily-counters';
import { METRICS } from '../../platform/stats/metrics';
import { HttpError, notFound } from '../../platform/http/http-error';
import { EmailError } from './email-error';
import { leadReplyMail, sellerMail } from './seller-email-message';
import { sellerEmailTask } from './seller-email-task';
import type { Page, SellerEmailDoc, SellerEmailRepository } from './seller-email-repository';

export type GenerateEmailInput = z.output<typeof generateEmailRequestSchema>;
export type SendContactEmailInput = z.output<typeof sendContactEmailRequestSchema>;

export const ALREADY_SENT_MESSAGES: Record<EmailLanguage, string> = {
  en: 'An email about this vehicle has already been sent to this dealer in English.',
  hr: 'E-poruka o ovom vozilu već je poslana ovom prodavatelju na hrvatskom jeziku.',
  de: 'Eine E-Mail zu diesem Fahrzeug wurde bereits auf Deutsch an diesen Händler gesendet.',
};

export interface SellerEmailServiceOptions {
  listings: ListingRepository;
  emails: SellerEmailRepository;
  mailQueue: MailQueue;
  quotas: Quotas;
  stats: DailyCounters;
  engines: AiEnginePair;
  /** AI-generated emails per user and Croatian day. */
  emailsPerDay: number;
  teamEmail: string;
  logger: Logger;
}

const LANGUAGE_PREFIX: Record<EmailLanguage, string> = { en: '', hr: '/hr', de: '/de' };

export const LEAD_MESSAGES = {
  notFound: 'There is no such message',
  notYours: 'This message is about another seller’s listing',
  keyReused: 'This Idempotency-Key was already used for another answer.',
} as const;

export function listingUrl(origin: string, car: ListingDoc, language: EmailLanguage): string {
  return `${origin}${LANGUAGE_PREFIX[language]}${carPath(car)}`;
}

/** Who an email to this listing goes to: the owner account, else the seller's address, else the seller's name. */
function dealerKeyOf(car: ListingDoc): string {
  return car.dealerId
    ? `dealer:${car.dealerId}`
    : car.seller.email
      ? `email:${car.seller.email.toLowerCase()}`
      : `seller:${car.seller.name}`;
}

function carSummary(car: ListingDoc) {
  return { id: car.id, brand: car.brand, model: car.model, year: car.year, fuelType: car.fuelType };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export class SellerEmailService {
  constructor(private readonly options: SellerEmailServiceOptions) {}

  private async publicListing(carId: number, language: EmailLanguage): Promise<ListingDoc> {
    const car = await this.options.listings.findById(carId);
    if (!car || !isPublic(car)) throw new EmailError(404, 'not_found', CAR_NOT_FOUND_MESSAGE, language);
    return car;
  }

  private alreadySent(language: EmailLanguage): EmailError {
    return new EmailError(409, EMAIL_ERROR_TYPES.alreadySent, ALREADY_SENT_MESSAGES[language], language);
  }

  /** The languages this buyer already wrote in about this car (to its dealer). */
  async sentLanguages(buyerId: string, carId: number): Promise<EmailLanguage[]> {
    const car = await this.options.listings.findById(carId);
    if (!car) return [];
    return this.options.emails.sentLanguages(buyerId, carId, dealerKeyOf(car));
  }

  async generate(
    userId: string,
    request: GenerateEmailInput,
    origin: string,
    signal?: AbortSignal,
  ): Promise<GenerateEmailResponse> {
    const { quotas, emails, engines, emailsPerDay, logger } = this.options;
    const { language } = request;
    const car = await this.publicListing(request.carId, language);
    // Nothing is spent on a letter that could not be sent.
    if (await emails.findSent(userId, car.id, dealerKeyOf(car), language)) throw this.alreadySent(language);
    const left = (used: number) => ({ remaining: Math.max(0, emailsPerDay - used), limit: emailsPerDay });
    const refused = () =>
      new EmailError(429, EMAIL_ERROR_TYPES.quotaExceeded, 'You have reached your AI usage limit for today', language);
    const input: LetterInput = {
      language,
      car: { brand: car.brand, model: car.model, year: car.year, price: car.price, mileage: car.mileage },
      seller: { name: car.seller.name, type: car.seller.type },
      listingUrl: listingUrl(origin, car, language),
      userName: request.userName,
      topics: request.topics,
      note: request.note || undefined,
    };
    try {
      // Only a letter the paid provider wrote is an "AI email": with no provider configured the built-in
      // templates write it and nothing is spent; when the provider fails and the templates stand in, the unit
      // goes back.
      if (engines.primary === 'builtin') {
        const answer = await engines.run(sellerEmailTask, input, signal);
        const used = (await quotas.current(userId)).email;
        return { email: answer.value, engine: answer.engine, ...left(used) };
      }
      return await withQuotaUnit(
        quotas,
        { userId, kind: 'email', limit: emailsPerDay, refused, signal, logger },
        async (unit) => {
          const answer = await engines.run(sellerEmailTask, input, signal, unit.providerCalled);
          if (answer.engine !== 'openai') await unit.giveBack();
          const used = answer.engine === 'openai' ? unit.used : unit.used - 1;
          return {
            email: answer.value,
            engine: answer.engine,
            ...(answer.fallbackReason ? { fallbackReason: answer.fallbackReason } : {}),
            ...left(used),
          };
        },
      );
    } catch (error) {
      if (error instanceof EmailError || isAbort(error)) throw error;
      logger.error({ err: error }, 'email generation failed');
      throw new EmailError(502, EMAIL_ERROR_TYPES.generationError, 'Failed to generate email', language);
    }
  }

  /**
   * Stores the message and queues its email, before answering. A second message for the same vehicle,
   * dealer and language is refused (409 emailAlreadySent), unless it is the same message replayed with its
   * Idempotency-Key: then the first message is answered (and queued, should a crash have stopped that).
   */
  async send(
    user: { id: string },
    request: SendContactEmailInput,
    idempotencyKey: string,
    origin: string,
  ): Promise<SellerEmailView> {
    const { emails, mailQueue, stats, teamEmail } = this.options;
    const { language } = request;
    const car = await this.publicListing(request.carId, language);
    const sellerEmail = car.seller.email?.trim();
    if (!sellerEmail) {
      throw new EmailError(
        422,
        EMAIL_ERROR_TYPES.noSellerEmail,
        'This seller has no email address. Please call the seller instead.',
        language,
      );
    }
    const result = await emails.create({
      idempotencyKey,
      buyerId: user.id,
      buyerName: request.senderName,
      buyerEmail: request.senderEmail,
      carId: car.id,
      car: carSummary(car),
      dealerId: car.dealerId,
      dealerKey: dealerKeyOf(car),
      sellerName: car.seller.name,
      sellerEmail,
      language,
      subject: request.emailContent.subject,
      body: request.emailContent.body,
    });
    if (!result.created && result.existing.idempotencyKey !== idempotencyKey) throw this.alreadySent(language);
    let doc = result.created ? result.doc : result.existing;
    if (!doc.mailId) {
      const mailId = await mailQueue.enqueue(
        sellerMail({
          sellerEmail,
          teamEmail,
          buyerName: doc.buyerName,
          buyerEmail: doc.buyerEmail,
          language,
          subject: doc.subject,
          body: doc.body,
          listingUrl: listingUrl(origin, car, language),
        }),
        { ref: `seller-email:${doc.id}` },
      );
      doc = (await emails.setMailId(doc.id, mailId)) ?? { ...doc, mailId };
    }
    if (result.created) await stats.increment(METRICS.listingContact, String(car.id));
    return (await this.views([doc]))[0]!;
  }

  async byBuyer(buyerId: string, page: Page): Promise<{ items: SellerEmailView[]; total: number }> {
    const { items, total } = await this.options.emails.byBuyer(buyerId, page);
    return { items: await this.views(items), total };
  }

  async leads(dealerId: string, page: Page): Promise<{ items: DealerLead[]; total: number }> {
    const { items, total } = await this.options.emails.byDealer(dealerId, page);
    return { items: await this.leadViews(items), total };
  }

  /** The lead, when it is about one of the dealer's own listings (403 for another seller's, 404 for none). */
  private async ownLead(dealerId: string, id: string): Promise<SellerEmailDoc> {
    const lead = await this.options.emails.findById(id);
    if (!lead) throw notFound(LEAD_MESSAGES.notFound);
    if (lead.dealerId !== dealerId) throw new HttpError(403, 'forbidden', LEAD_MESSAGES.notYours);
    return lead;
  }

  async setLeadStatus(dealerId: string, id: string, status: LeadStatus): Promise<DealerLead> {
    await this.ownLead(dealerId, id);
    const updated = await this.options.emails.setLeadStatus(id, dealerId, status);
    if (!updated) throw notFound(LEAD_MESSAGES.notFound);
    return (await this.leadViews([updated]))[0]!;
  }

  /**
   * Answers the buyer by email (Reply-To the seller's address the buyer wrote to), stored and queued before the
   * answer, once per Idempotency-Key: the first request with a key stores the answer (a unique index decides);
   * its email has an id made from the answer's, so replays racing it, or one after a crash between storing and
   * queueing, queue nothing more. The lead becomes answered (a closed one stays closed).
   */
  async replyToLead(dealerId: string, id: string, body: string, idempotencyKey: string): Promise<DealerLead> {
    const { emails, mailQueue } = this.options;
    const lead = await this.ownLead(dealerId, id);
    const result = await emails.addReply({ leadId: id, dealerId, body, idempotencyKey });
    const reply = result.created ? result.doc : result.existing;
    if (reply.body !== body) throw new HttpError(422, EMAIL_ERROR_TYPES.idempotencyMismatch, LEAD_MESSAGES.keyReused);
    if (!reply.mailId) {
      const mailId = await mailQueue.enqueue(
        leadReplyMail({
          buyerEmail: lead.buyerEmail,
          sellerName: lead.sellerName,
          sellerEmail: lead.sellerEmail,
          language: lead.language,
          subject: lead.subject,
          body: reply.body,
          car: `${lead.car.brand} ${lead.car.model} (${lead.car.year})`,
        }),
        { ref: `lead-reply:${reply.id}`, key: { at: new Date(reply.createdAt), name: `lead-reply-${reply.id}` } },
      );
      await emails.setReplyMailId(reply.id, mailId);
    }
    const status = lead.leadStatus === 'closed' ? lead : await emails.setLeadStatus(id, dealerId, 'answered');
    return (await this.leadViews([status ?? lead]))[0]!;
  }

  private async leadViews(docs: SellerEmailDoc[]): Promise<DealerLead[]> {
    const replies = await this.options.emails.repliesTo(docs.map((doc) => doc.id));
    const states = await this.options.mailQueue.statusOf(
      replies.flatMap((reply) => (reply.mailId ? [reply.mailId] : [])),
    );
    return docs.map((doc) => ({
      id: doc.id,
      car: doc.car,
      buyerName: doc.buyerName,
      buyerEmail: doc.buyerEmail,
      language: doc.language,
      subject: doc.subject,
      body: doc.body,
      createdAt: new Date(doc.createdAt).toISOString(),
      status: doc.leadStatus ?? 'new',
      replies: replies
        .filter((reply) => reply.leadId === doc.id)
        .map((reply) => ({
          id: reply.id,
          body: reply.body,
          status: (reply.mailId ? states.get(reply.mailId)?.status : undefined) ?? 'queued',
          createdAt: new Date(reply.createdAt).toISOString(),
        })),
    }));
  }

  private async views(docs: SellerEmailDoc[]): Promise<SellerEmailView[]> {
    const states = await this.options.mailQueue.statusOf(docs.flatMap((doc) => (doc.mailId ? [doc.mailId] : [])));
    return docs.map((doc) => view(doc, doc.mailId ? states.get(doc.mailId) : undefined));
  }
}

function view(doc: SellerEmailDoc, mail: MailStatusView | undefined): SellerEmailView {
  return {
    id: doc.id,
    car: doc.car,
    sellerName: doc.sellerName,
    language: doc.language,
    subject: doc.subject,
    body: doc.body,
    status: mail?.status ?? 'queued',
    failureReason: mail?.lastError ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
    sentAt: mail?.sentAt ? new Date(mail.sentAt).toISOString() : null,
  };
}
