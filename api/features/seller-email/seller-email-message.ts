/** The email a seller gets: the buyer's letter as written, Reply-To the buyer, a copy to the team. */
import type { EmailLanguage } from '@contract/seller-email';
import { renderEmail } from '../../platform/mail/email-layout';
import type { MailMessage } from '../../platform/mail/mailer';

const FOOTER: Record<EmailLanguage, (url: string, buyer: string) => string> = {
  en: (url, buyer) => `This message was sent through Autotržni about your listing ${url}. Reply to this email to answer ${buyer} directly.`,
  hr: (url, buyer) => `Ova je poruka poslana putem Autotržnog u vezi s Vašim oglasom ${url}. Odgovorom na ovu poruku javljate se izravno pošiljatelju (${buyer}).`,
  de: (url, buyer) => `Diese Nachricht wurde über Autotržni zu Ihrem Inserat ${url} gesendet. Mit „Antworten“ erreichen Sie ${buyer} direkt.`,
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

export function sellerMail(input: SellerMailInput): MailMessage {
  const [greeting = '', ...paragraphs] = input.body.split(/\r?\n\s*\r?\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const rendered = renderEmail({
    language: input.language,
    subject: input.subject,
    greeting,
    paragraphs,
    notes: [FOOTER[input.language](input.listingUrl, input.buyerName)],
    signOff: [],
  });
  return {
    to: input.sellerEmail,
    cc: input.teamEmail,
    replyTo: `"${displayName(input.buyerName)}" <${input.buyerEmail}>`,
    link: input.listingUrl,
    ...rendered,
  };
}
