/**
 * The contact email as a task of the shared engine pair (ai/engine-pair.ts): the provider writes subject and
 * body as strict JSON-schema structured output, checked by the contract's schema and for the buyer's
 * signature; the built-in engine is the contract's letter writer (the same one the PWA drafts with offline).
 */
import { writeSellerLetter, type EmailTopic, type Letter, type LetterInput } from '@contract/letter-writer';
import { emailContentSchema, LETTER_LIMITS } from '@contract/seller-email';
import { InvalidAiOutput, parseJsonObject, type AiTask } from '../../platform/ai/engine-pair';

const LANGUAGE_NAMES = { en: 'English', hr: 'Croatian', de: 'German' } as const;

const TOPIC_TEXT: Record<EmailTopic, string> = {
  availability: 'whether the car is still available',
  price: 'whether the price is negotiable',
  testDrive: 'arranging a viewing and a test drive',
  serviceHistory: 'the service history and the last service',
  importPapers: 'import papers and registration',
  financing: 'financing or leasing',
  tradeIn: "taking the buyer's current car in part exchange",
};

export const EMAIL_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    subject: { type: 'string', description: `Subject line, at most ${LETTER_LIMITS.subjectMax} characters, one line` },
    body: {
      type: 'string',
      description:
        'The whole email from the greeting to the signature, plain text, paragraphs separated by blank lines',
    },
  },
  required: ['subject', 'body'],
} as const;

function systemPrompt(language: LetterInput['language']): string {
  return [
    `You write a short, polite email from a used-car buyer to a seller, in ${LANGUAGE_NAMES[language]} only,`,
    "whatever language the listing or the buyer's note is in. Write as a native speaker would write a business",
    'letter: formal address (Croatian: "Poštovani", Vi/Vaš capitalised; German: "Sehr geehrte…", Sie/Ihr).',
    "Greet the seller by the given name, mention the car's brand, model, year, price and mileage and include the",
    "listing link verbatim, cover every topic asked about in natural prose, include the buyer's note in substance,",
    "and sign with the buyer's name exactly as given. Use only the facts given; invent nothing (no equipment, no",
    'history, no phone numbers). Plain text, no markdown. At most 1500 characters.',
  ].join(' ');
}

/** The provider's JSON as an email, or InvalidAiOutput. */
export function letterFromProviderOutput(content: string, input: LetterInput): Letter {
  const parsed = emailContentSchema.safeParse(parseJsonObject(content));
  if (!parsed.success) throw new InvalidAiOutput(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  if (!parsed.data.body.includes(input.userName.trim())) throw new InvalidAiOutput("not signed with the buyer's name");
  return parsed.data;
}

export const sellerEmailTask: AiTask<LetterInput, Letter> = {
  name: 'seller_email',
  jsonSchema: EMAIL_JSON_SCHEMA,
  messages: (input) => [
    { role: 'system', content: systemPrompt(input.language) },
    {
      role: 'user',
      content: JSON.stringify({
        seller: input.seller,
        car: input.car,
        listingUrl: input.listingUrl,
        buyerName: input.userName,
        topics: input.topics.map((topic) => TOPIC_TEXT[topic]),
        buyerNote: input.note ?? null,
      }),
    },
  ],
  parse: letterFromProviderOutput,
  builtin: (input) => writeSellerLetter(input),
};
