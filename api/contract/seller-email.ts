/**
 * Emails to sellers as the PWA and the API share them: POST /api/generate-email (an AI- or template-written
 * draft), POST /api/send-contact-email (sent once per vehicle, dealer and language, with an Idempotency-Key),
 * GET /api/seller-emails (the buyer's messages) and GET /api/dealer/leads (the dealer's).
 */
import { z } from 'zod';
import { freeText } from './free-text';
import { IDEMPOTENCY_REFUSALS } from './idempotency';
import type { AiEngine, AiFallbackReason } from './ai-search';
import { EMAIL_LANGUAGES, EMAIL_TOPICS, LETTER_LIMITS, type EmailLanguage, type EmailTopic } from './letter-writer';

export { EMAIL_LANGUAGES, EMAIL_TOPICS, LETTER_LIMITS, type EmailLanguage, type EmailTopic };

/** The errorType values of the email calls, by which the client tells their problems apart. */
export const EMAIL_ERROR_TYPES = {
  quotaExceeded: 'aiQuotaExceeded',
  alreadySent: 'emailAlreadySent',
  generationError: 'emailGenerationError',
  /** The listing has no email address to write to. */
  noSellerEmail: 'noSellerEmail',
  /** 422: the Idempotency-Key was used before with another request. */
  idempotencyMismatch: IDEMPOTENCY_REFUSALS.keyReused,
  /** 409: a request with this Idempotency-Key is still being answered; retry shortly. */
  idempotencyInProgress: IDEMPOTENCY_REFUSALS.inProgress,
} as const;

/** Error bodies of the email calls: the shared `{code, message}` plus the client's `errorType` and `language`. */
export interface EmailErrorBody {
  code: string;
  errorType: string;
  message: string;
  language: EmailLanguage;
  fields?: Record<string, string>;
}

/**
 * Single-line fields end up in mail headers: the shared one-line rule (free-text.ts: no line breaks, U+2028 and
 * U+2029 included) and no format characters either.
 */
const singleLine = /^[^\p{Cc}\p{Cf}]*$/u;
/** Bodies may have line breaks and tabs, nothing else of the control kind. */
const multiLine = /^(?:[^\p{Cc}\p{Cf}]|[\n\r\t])*$/u;

const carId = z.number('Choose a car').int().positive().max(Number.MAX_SAFE_INTEGER);
const language = z.enum(EMAIL_LANGUAGES, 'Choose en, hr or de');
const personName = freeText({
  required: 'Please enter your name',
  message: 'Please remove line breaks and control characters',
})
  .trim()
  .min(1, 'Please enter your name')
  .max(LETTER_LIMITS.userNameMax, `Name must be at most ${LETTER_LIMITS.userNameMax} characters`)
  .regex(singleLine, 'Please remove line breaks and control characters');

export const generateEmailRequestSchema = z.strictObject({
  carId,
  language,
  userName: personName,
  topics: z
    .array(z.enum(EMAIL_TOPICS))
    .max(EMAIL_TOPICS.length)
    .default([])
    .transform((topics) => [...new Set(topics)]),
  note: z
    .string()
    .trim()
    .max(LETTER_LIMITS.noteMax, `Note must be at most ${LETTER_LIMITS.noteMax} characters`)
    .regex(multiLine, 'Please remove control characters')
    .optional(),
});
export type GenerateEmailRequest = z.input<typeof generateEmailRequestSchema>;

export const emailContentSchema = z.strictObject({
  subject: freeText({ required: 'Please enter a subject', message: 'Please remove line breaks from the subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(LETTER_LIMITS.subjectMax, `Subject must be at most ${LETTER_LIMITS.subjectMax} characters`)
    .regex(singleLine, 'Please remove line breaks from the subject'),
  body: z
    .string('Please write a message')
    .trim()
    .min(20, 'The message must be at least 20 characters')
    .max(LETTER_LIMITS.bodyMax, `The message must be at most ${LETTER_LIMITS.bodyMax} characters`)
    .regex(multiLine, 'Please remove control characters'),
});
export type EmailContent = z.output<typeof emailContentSchema>;

export interface GenerateEmailResponse {
  email: EmailContent;
  engine: AiEngine;
  fallbackReason?: AiFallbackReason;
  /** Emails the AI provider may still write for this user today (a draft from the built-in templates spends none). */
  remaining: number;
  limit: number;
}

export const sendContactEmailRequestSchema = z.strictObject({
  carId,
  emailContent: emailContentSchema,
  senderEmail: z
    .string('Please enter a valid email address')
    .trim()
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  senderName: personName,
  language,
});
export type SendContactEmailRequest = z.input<typeof sendContactEmailRequestSchema>;

/** The Idempotency-Key header: a UUID made on the device when the buyer pressed Send. */
export const idempotencyKeySchema = z.uuid('Idempotency-Key must be a UUID');

export const SELLER_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type SellerEmailStatus = (typeof SELLER_EMAIL_STATUSES)[number];

/** The car an email is about, as lists show it. */
export interface EmailCarSummary {
  id: number;
  brand: string;
  model: string;
  year: number;
  fuelType: string;
}

/** One of the buyer's messages to sellers. */
export interface SellerEmailView {
  id: string;
  car: EmailCarSummary;
  sellerName: string;
  language: EmailLanguage;
  subject: string;
  body: string;
  status: SellerEmailStatus;
  /** Why delivery failed (status failed), or the last error while retrying. */
  failureReason: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface SendContactEmailResponse {
  success: true;
  message: SellerEmailView;
}

export const sellerEmailsQuerySchema = z.strictObject({
  carId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export interface SellerEmailsResponse {
  items: SellerEmailView[];
  total: number;
  page: number;
  pageSize: number;
}

/** Where the dealer is with a buyer's message: not yet answered, answered, or done with. */
export const LEAD_STATUSES = ['new', 'answered', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A dealer's answer to a lead, sent by email to the buyer (Reply-To the dealer). */
export interface LeadReplyView {
  id: string;
  body: string;
  /** The delivery state of its email. */
  status: SellerEmailStatus;
  createdAt: string;
}

/** A buyer's message as the dealer who owns the listing sees it. */
export interface DealerLead {
  id: string;
  car: EmailCarSummary;
  buyerName: string;
  buyerEmail: string;
  language: EmailLanguage;
  subject: string;
  body: string;
  createdAt: string;
  status: LeadStatus;
  /** The dealer's answers sent from the dashboard, oldest first. */
  replies: LeadReplyView[];
}

/** PUT /api/dealer/leads/:id/status. */
export const leadStatusRequestSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, 'Choose new, answered or closed'),
});

export const LEAD_REPLY_LIMITS = { bodyMin: 2, bodyMax: LETTER_LIMITS.bodyMax } as const;

/**
 * POST /api/dealer/leads/:id/reply (with an Idempotency-Key): the answer's text; its subject is "Re:" and the
 * buyer's subject, its language the buyer's.
 */
export const leadReplyRequestSchema = z.strictObject({
  body: z
    .string('Please write your answer')
    .trim()
    .min(LEAD_REPLY_LIMITS.bodyMin, 'Please write your answer')
    .max(LEAD_REPLY_LIMITS.bodyMax, `The answer must be at most ${LEAD_REPLY_LIMITS.bodyMax} characters`)
    .regex(multiLine, 'Please remove control characters'),
});

/** The answer of the lead calls: the lead as it is now. */
export interface DealerLeadResponse {
  lead: DealerLead;
}

export const dealerLeadsQuerySchema = z.strictObject({
  carId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export interface DealerLeadsResponse {
  items: DealerLead[];
  total: number;
  page: number;
  pageSize: number;
}
