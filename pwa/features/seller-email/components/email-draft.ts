import type { PublicUser } from '@contract/auth';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { writeSellerLetter } from '@contract/letter-writer';
import type { EmailLanguage, EmailTopic } from '@contract/seller-email';

/** One language's email as the dialog shows it, with what it was written from. */
export interface Draft {
  subject: string;
  body: string;
  source: 'openai' | 'builtin' | 'device';
  fallback: boolean;
  /** AI emails left today and the day's allowance (only for a draft the AI provider wrote; none spends one otherwise). */
  quota: { remaining: number; limit: number } | null;
  topics: EmailTopic[];
  /** The buyer's own words the draft was written with ('' for none). */
  note: string;
}

const LANGUAGE_PREFIX: Record<EmailLanguage, string> = { en: '', hr: '/hr', de: '/de' };

/** The name the email is signed with: the full name when the account has one, else the username. */
export function signature(user: PublicUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

/** The draft written on the device by the built-in letter writer (offline; spends no quota). */
export function deviceDraft(
  car: Car,
  user: PublicUser,
  language: EmailLanguage,
  topics: EmailTopic[],
  note: string,
): Draft {
  const letter = writeSellerLetter({
    language,
    car: { brand: car.brand, model: car.model, year: car.year, price: car.price, mileage: car.mileage },
    seller: { name: car.seller.name, type: car.seller.type },
    listingUrl: `${window.location.origin}${LANGUAGE_PREFIX[language]}${carPath(car)}`,
    userName: signature(user),
    topics,
    note: note || undefined,
  });
  return { ...letter, source: 'device', fallback: false, quota: null, topics, note };
}

/** Whether the topics or the note chosen now differ from those the draft was written with. */
export function draftOutdated(draft: Draft, topics: readonly EmailTopic[], note: string): boolean {
  const sameTopics = draft.topics.length === topics.length && draft.topics.every((topic) => topics.includes(topic));
  return !sameTopics || draft.note !== note.trim();
}
