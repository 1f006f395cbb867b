/**
 * The built-in letter writer: a buyer's email to a seller about one car, from templates per language and
 * topic. Pure and without zod, so the API's built-in engine and the PWA (drafting offline) run the same
 * code. Croatian and German are written as business letters in their own right (formal address,
 * "Poštovani", "Sehr geehrte…"), not translated sentence by sentence. Nothing is invented: only the car's
 * facts, the topics and the buyer's note go in.
 */

export const EMAIL_LANGUAGES = ['en', 'hr', 'de'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

/** What the buyer may ask about; the letter covers each in a sentence of its own. */
export const EMAIL_TOPICS = [
  'availability',
  'price',
  'testDrive',
  'serviceHistory',
  'importPapers',
  'financing',
  'tradeIn',
] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

export const LETTER_LIMITS = {
  userNameMax: 100,
  noteMax: 1000,
  subjectMax: 200,
  bodyMax: 10_000,
} as const;

/** The facts of the car the letter is about. */
export interface LetterCar {
  brand: string;
  model: string;
  year: number;
  /** Euro; a non-numeric price (imported data) is left out of the letter. */
  price: number | string;
  mileage: number;
}

export interface LetterSeller {
  name: string;
  type: 'dealer' | 'private';
  /** Only when the seller said so; never guessed from a name. */
  gender?: 'female' | 'male';
}

export interface LetterInput {
  language: EmailLanguage;
  car: LetterCar;
  seller: LetterSeller;
  /** The listing's page, in full. */
  listingUrl: string;
  /** The buyer's name, as they sign. */
  userName: string;
  topics: readonly EmailTopic[];
  /** The buyer's own words, added as a paragraph of its own. */
  note?: string;
}

export interface Letter {
  subject: string;
  body: string;
}

import { carName, germanGender } from './language/car-names';
import { noteAsSentence, salutation } from './language/letters';

const LOCALES: Record<EmailLanguage, string> = { en: 'en-IE', hr: 'hr-HR', de: 'de-DE' };

function formatPrice(price: number | string, language: EmailLanguage): string | null {
  const value = typeof price === 'number' ? price : Number(String(price).replace(/[^\d.]/g, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(value);
}

function formatKm(mileage: number, language: EmailLanguage): string {
  return `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(mileage)} km`;
}

interface Template {
  subject(car: string, year: number): string;
  /** The opening paragraph: which car, its facts and the link. */
  opening(facts: {
    car: string;
    gender: 'm' | 'f' | 'n';
    year: number;
    mileage: string;
    price: string | null;
    url: string;
  }): string;
  /** Leads into the questions when there are several. */
  questionsIntro: string;
  topics: Record<EmailTopic, string>;
  /** Without topics: the letter still asks something useful. */
  defaultQuestion: string;
  closing: string;
  signOff: string;
}

const TEMPLATES: Record<EmailLanguage, Template> = {
  en: {
    subject: (car, year) => `Enquiry about your ${car} (${year})`,
    opening: ({ car, year, mileage, price, url }) =>
      `I am writing about the ${year} ${car} you are offering` +
      `${price ? ` for ${price}` : ''}, with ${mileage} on the clock (${url}). It looks like the kind of car I am after.`,
    questionsIntro: 'Before we go further, I would be grateful if you could help me with a few questions:',
    topics: {
      availability: 'Is the car still available?',
      price: 'Is there any room for negotiation on the asking price?',
      testDrive: 'I would like to see the car and take it for a test drive. When would suit you?',
      serviceHistory: 'Does it come with a complete service history, and when was it last serviced?',
      importPapers: 'Are the import and registration papers complete, and would you help with registering the car?',
      financing: 'Do you offer financing or leasing, and on what terms?',
      tradeIn: 'Would you consider taking my current car in part exchange?',
    },
    defaultQuestion: 'Is the car still available, and when could I come and see it?',
    closing: 'Thank you in advance. I look forward to hearing from you.',
    signOff: 'Kind regards,',
  },
  hr: {
    subject: (car, year) => `Upit za Vaš oglas: ${car} (${year}.)`,
    opening: ({ car, year, mileage, price, url }) =>
      `javljam Vam se u vezi s Vašim oglasom za vozilo ${car} iz ${year}. godine s prijeđenih ${mileage}` +
      `${price ? `, po cijeni od ${price}` : ''} (${url}). Vozilo me ozbiljno zanima.`,
    questionsIntro: 'Prije daljnjeg dogovora molim Vas za nekoliko informacija:',
    topics: {
      availability: 'Je li vozilo još uvijek dostupno?',
      price: 'Postoji li mogućnost dogovora oko cijene?',
      testDrive: 'Kada bi bilo moguće pogledati vozilo i dogovoriti probnu vožnju?',
      serviceHistory: 'Ima li vozilo uredno vođenu servisnu knjižicu i kada je obavljen posljednji servis?',
      importPapers: 'Jesu li dokumenti za uvoz i registraciju potpuni te možete li pomoći oko registracije vozila?',
      financing: 'Nudite li mogućnost kredita ili leasinga i pod kojim uvjetima?',
      tradeIn: 'Prihvaćate li moje sadašnje vozilo na zamjenu?',
    },
    defaultQuestion: 'Je li vozilo još uvijek dostupno i kada ga je moguće pogledati?',
    closing: 'Unaprijed zahvaljujem na odgovoru.',
    signOff: 'S poštovanjem,',
  },
  de: {
    subject: (car, year) => `Anfrage zu Ihrem Angebot: ${car} (Baujahr ${year})`,
    // "den von Ihnen angebotenen Golf", "die … angebotene A-Klasse", "das … angebotene Model 3".
    opening: ({ car, gender, year, mileage, price, url }) =>
      `ich interessiere mich für ${gender === 'f' ? 'die von Ihnen angebotene' : gender === 'n' ? 'das von Ihnen angebotene' : 'den von Ihnen angebotenen'} ${car} (Baujahr ${year}, Laufleistung ${mileage}` +
      `${price ? `, Preis ${price}` : ''}): ${url}`,
    questionsIntro: 'Bevor wir einen Termin vereinbaren, hätte ich noch einige Fragen:',
    topics: {
      availability: 'Ist das Fahrzeug noch verfügbar?',
      price: 'Besteht beim Preis noch Verhandlungsspielraum?',
      testDrive: 'Ich würde das Fahrzeug gern besichtigen und Probe fahren. Wann wäre Ihnen ein Termin recht?',
      serviceHistory: 'Ist das Scheckheft lückenlos geführt, und wann war die letzte Inspektion?',
      importPapers:
        'Sind die Fahrzeugpapiere für Ausfuhr und Zulassung vollständig (Zulassungsbescheinigung Teil I und II, COC), und unterstützen Sie mich bei der Zulassung?',
      financing: 'Bieten Sie eine Finanzierung oder ein Leasing an, und zu welchen Konditionen?',
      tradeIn: 'Würden Sie mein derzeitiges Fahrzeug in Zahlung nehmen?',
    },
    defaultQuestion: 'Ist das Fahrzeug noch verfügbar, und wann könnte ich es mir ansehen?',
    closing: 'Über eine kurze Rückmeldung würde ich mich sehr freuen.',
    signOff: 'Mit freundlichen Grüßen',
  },
};

/** Topics in the catalogue's order, each once. */
function orderedTopics(topics: readonly EmailTopic[]): EmailTopic[] {
  return EMAIL_TOPICS.filter((topic) => topics.includes(topic));
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Writes the letter. Deterministic: the same input gives the same letter. */
export function writeSellerLetter(input: LetterInput): Letter {
  const template = TEMPLATES[input.language];
  // The language's own model name: "Mercedes-Benz A-Klasse", "BMW serije 3".
  const car = oneLine(carName(input.language, input.car.brand, input.car.model));
  const seller = { ...input.seller, name: oneLine(input.seller.name) };
  const topics = orderedTopics(input.topics);
  const paragraphs = [
    salutation(input.language, seller),
    template.opening({
      car,
      gender: germanGender(input.car.brand, input.car.model),
      year: input.car.year,
      mileage: formatKm(input.car.mileage, input.language),
      price: formatPrice(input.car.price, input.language),
      url: input.listingUrl,
    }),
  ];
  if (topics.length === 0) paragraphs.push(template.defaultQuestion);
  else if (topics.length === 1) paragraphs.push(template.topics[topics[0]!]);
  else paragraphs.push([template.questionsIntro, ...topics.map((topic) => `- ${template.topics[topic]}`)].join('\n'));
  // The buyer's own words, as a paragraph and a sentence of their own.
  const note = noteAsSentence(input.note ?? '');
  if (note) paragraphs.push(note);
  paragraphs.push(template.closing);
  paragraphs.push(`${template.signOff}\n${oneLine(input.userName)}`);
  return {
    subject: template.subject(car, input.car.year).slice(0, LETTER_LIMITS.subjectMax),
    body: paragraphs.join('\n\n').slice(0, LETTER_LIMITS.bodyMax),
  };
}
