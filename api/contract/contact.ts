/**
 * The contact form (POST /api/contact) as the PWA and the API share it: one schema, so the form and the
 * server apply the same rules. The messages are English sentences the API answers with; the PWA shows
 * them translated (look the key up with `contactMessageKey`).
 */
import { z } from 'zod';
import { LANGUAGES } from './car';
import { freeText } from './free-text';

export const CONTACT_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Please enter your full name',
  fullNameTooShort: `Full name must be at least ${CONTACT_LIMITS.fullNameMin} characters`,
  fullNameTooLong: `Full name must be at most ${CONTACT_LIMITS.fullNameMax} characters`,
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please enter a subject',
  subjectTooShort: `Subject must be at least ${CONTACT_LIMITS.subjectMin} characters`,
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
  messageRequired: 'Please enter a message',
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  noControlCharacters: 'Please remove line breaks and special control characters',
} as const;

export type ContactMessageKey = keyof typeof CONTACT_MESSAGES;

/** The key of one of CONTACT_MESSAGES from its text (e.g. from a zod issue or an API `fields` entry). */
export function contactMessageKey(message: string): ContactMessageKey | undefined {
  return (Object.keys(CONTACT_MESSAGES) as ContactMessageKey[]).find((key) => CONTACT_MESSAGES[key] === message);
}

/** Single-line fields end up in mail headers (subject, reply-to name): no line breaks or control characters. */
const singleLine = (required: string) => freeText({ required, message: CONTACT_MESSAGES.noControlCharacters });

export const contactRequestSchema = z.strictObject({
  fullName: singleLine(CONTACT_MESSAGES.fullNameRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.fullNameRequired)
    .min(CONTACT_LIMITS.fullNameMin, CONTACT_MESSAGES.fullNameTooShort)
    .max(CONTACT_LIMITS.fullNameMax, CONTACT_MESSAGES.fullNameTooLong),
  email: z
    .string(CONTACT_MESSAGES.emailInvalid)
    .trim()
    .max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  subject: singleLine(CONTACT_MESSAGES.subjectRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.subjectRequired)
    .min(CONTACT_LIMITS.subjectMin, CONTACT_MESSAGES.subjectTooShort)
    .max(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectTooLong),
  /** The message may have line breaks and tabs, nothing else of the control kind. */
  message: freeText({
    multiline: true,
    required: CONTACT_MESSAGES.messageRequired,
    message: CONTACT_MESSAGES.noControlCharacters,
  })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
  /**
   * The honeypot: a field people never see (hidden from view and from assistive technology) that form-filling
   * bots do fill. Anything in it and the message is quietly dropped (the answer looks like a success).
   */
  website: z.string().max(500).optional(),
  /** The interface language the message was written in. */
  language: z.enum(LANGUAGES).default('en'),
});

export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactForm = z.input<typeof contactRequestSchema>;

/** 201 from POST /api/contact. */
export interface ContactResponse {
  success: true;
}
