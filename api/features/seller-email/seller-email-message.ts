/**
 * The emails between a buyer and a seller: the buyer's letter to the seller (Reply-To the buyer, a copy to the
 * team), and the seller's answer from the dashboard to the buyer (Reply-To the seller), each as written.
 */
import type { EmailLanguage } from '@contract/seller-email';
import { renderEmail } from '../../platform/mail/email-layout';
import type { MailMessage } from '../../platform/mail/mailer';

const FOOTER: Record<EmailLanguage, (url: string, buyer: string) => string> = {
  en: (url, buyer) =>
    `This message was sent through Autotržni about your listing ${url}. Reply to this email to answer ${buyer} directly.`,
  hr: (url, buyer) =>
    `Ova je poruka poslana putem Autotržnog u vezi s Vašim oglasom ${url}. Odgovorom na ovu poruku javljate se izravno pošiljatelju (${buyer}).`,
  de: (url, buyer) =>
    `Diese Nachricht wurde über Autotržni zu Ihrem Inserat ${url} gesendet. Mit „Antworten“ erreichen Sie ${buyer} direkt.`,
};

export interface SellerMailInput {
  sellerEmail: string;
  teamEmail: string;
  buyerName: string;
  buyerEmail: string;
  language: EmailLanguage;
  subject: string;
  body: string;
  listingUrl: string;
}

/** A name fit for an address header: no quotes, backslashes or line breaks. */
function displayName(name: string): string {
  return name.replace(/["\\\r\n]/g, '').trim();
}

/** A letter as written: its first paragraph is the greeting, the rest its paragraphs, and a note under it. */
function renderLetter(language: EmailLanguage, subject: string, body: string, note: string) {
  const [greeting = '', ...paragraphs] = body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return renderEmail({ language, subject, greeting, paragraphs, notes: [note], signOff: [] });
}

export function sellerMail(input: SellerMailInput): MailMessage {
  const rendered = renderLetter(
    input.language,
    input.subject,
    input.body,
    FOOTER[input.language](input.listingUrl, input.buyerName),
  );
  return {
    to: input.sellerEmail,
    cc: input.teamEmail,
    replyTo: `"${displayName(input.buyerName)}" <${input.buyerEmail}>`,
    link: input.listingUrl,
    ...rendered,
  };
}

const REPLY_FOOTER: Record<EmailLanguage, (seller: string, car: string) => string> = {
  en: (seller, car) =>
    `${seller} answered your message about the ${car} through Autotržni. Reply to this email to write to ${seller} directly.`,
  hr: (seller, car) =>
    `Prodavatelj ${seller} odgovorio je putem Autotržnog na Vašu poruku o vozilu ${car}. Odgovorom na ovu poruku javljate se izravno prodavatelju.`,
  de: (seller, car) =>
    `${seller} hat über Autotržni auf Ihre Nachricht zum Fahrzeug ${car} geantwortet. Mit „Antworten“ erreichen Sie ${seller} direkt.`,
};

export interface LeadReplyMailInput {
  buyerEmail: string;
  sellerName: string;
  sellerEmail: string;
  /** The buyer's language: the answer's note is in it. */
  language: EmailLanguage;
  /** The buyer's subject, answered with "Re:". */
  subject: string;
  body: string;
  /** The car the buyer asked about, e.g. "BMW X1 (2019)". */
  car: string;
}

export function leadReplyMail(input: LeadReplyMailInput): MailMessage {
  const subject = /^re:/i.test(input.subject) ? input.subject : `Re: ${input.subject}`;
  const rendered = renderLetter(
    input.language,
    subject,
    input.body,
    REPLY_FOOTER[input.language](input.sellerName, input.car),
  );
  return {
    to: input.buyerEmail,
    replyTo: `"${displayName(input.sellerName)}" <${input.sellerEmail}>`,
    ...rendered,
  };
}
