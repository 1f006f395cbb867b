/** The built-in letter writer: every topic in three languages, with the car's facts, greeting and signature. */
import { describe, expect, it } from 'vitest';
import {
  EMAIL_LANGUAGES,
  EMAIL_TOPICS,
  writeSellerLetter,
  type EmailLanguage,
  type LetterInput,
} from './letter-writer';

const base: Omit<LetterInput, 'language' | 'topics'> = {
  car: { brand: 'Škoda', model: 'Octavia', year: 2019, price: 15_900, mileage: 89_500 },
  seller: { name: 'Auto Centar Zagreb', type: 'dealer' },
  listingUrl: 'https://autotrzni.example/car/skoda-octavia-2019-diesel-MTIz',
  userName: 'Ana Horvat',
};

/** Words only the language's own letters use, one per topic. */
const TOPIC_MARKERS: Record<EmailLanguage, Record<(typeof EMAIL_TOPICS)[number], RegExp>> = {
  en: {
    availability: /still available/,
    price: /negotiation/,
    testDrive: /test drive/,
    serviceHistory: /service history/,
    importPapers: /registration papers/,
    financing: /financing or leasing/,
    tradeIn: /part exchange/,
  },
  hr: {
    availability: /još uvijek dostupno/,
    price: /dogovora oko cijene/,
    testDrive: /probnu vožnju/,
    serviceHistory: /servisnu knjižicu/,
    importPapers: /uvoz i registraciju/,
    financing: /kredita ili leasinga/,
    tradeIn: /na zamjenu/,
  },
  de: {
    availability: /noch verfügbar/,
    price: /Verhandlungsspielraum/,
    testDrive: /Probe fahren/,
    serviceHistory: /Scheckheft/,
    importPapers: /Zulassung/,
    financing: /Finanzierung/,
    tradeIn: /in Zahlung/,
  },
};

const GREETING: Record<EmailLanguage, RegExp> = {
  en: /^Dear Auto Centar Zagreb team,\n\nI am writing/,
  hr: /^Poštovani,\n\njavljam Vam se/,
  de: /^Sehr geehrte Damen und Herren,\n\nich interessiere mich/,
};

const SIGN_OFF: Record<EmailLanguage, string> = {
  en: 'Kind regards,\nAna Horvat',
  hr: 'S poštovanjem,\nAna Horvat',
  de: 'Mit freundlichen Grüßen\nAna Horvat',
};

const FACTS: Record<EmailLanguage, RegExp[]> = {
  en: [/2019 Škoda Octavia/, /€15,900/, /89,500 km/],
  hr: [/Škoda Octavia iz 2019\. godine/, /15\.900\s€/, /89\.500 km/],
  de: [/Škoda Octavia \(Baujahr 2019/, /15\.900\s€/, /89\.500 km/],
};

describe('writeSellerLetter', () => {
  describe.each(EMAIL_LANGUAGES)('in %s', (language) => {
    it.each(EMAIL_TOPICS)('covers the topic %s with the car, greeting, link and signature', (topic) => {
      const letter = writeSellerLetter({ ...base, language, topics: [topic] });
      expect(letter.body).toMatch(GREETING[language]);
      expect(letter.body).toMatch(TOPIC_MARKERS[language][topic]);
      for (const fact of FACTS[language]) expect(letter.body).toMatch(fact);
      expect(letter.body).toContain(base.listingUrl);
      expect(letter.body.endsWith(SIGN_OFF[language])).toBe(true);
      expect(letter.subject).toContain('Škoda Octavia');
      // No other topic slips in, and no other language.
      for (const other of EMAIL_TOPICS.filter((item) => item !== topic))
        expect(letter.body).not.toMatch(TOPIC_MARKERS[language][other]);
      for (const otherLanguage of EMAIL_LANGUAGES.filter((item) => item !== language)) {
        expect(letter.body).not.toContain(SIGN_OFF[otherLanguage].split('\n')[0]);
      }
    });

    it('lists several topics after an introduction, in a fixed order, and adds the note', () => {
      const letter = writeSellerLetter({
        ...base,
        language,
        topics: ['financing', 'availability'],
        note: 'I can come on Saturday.',
      });
      const availability = letter.body.search(TOPIC_MARKERS[language].availability);
      const financing = letter.body.search(TOPIC_MARKERS[language].financing);
      expect(availability).toBeGreaterThan(0);
      expect(financing).toBeGreaterThan(availability);
      expect(letter.body).toContain('I can come on Saturday.');
    });

    it('asks about availability and a viewing when no topic was chosen', () => {
      const letter = writeSellerLetter({ ...base, language, topics: [] });
      expect(letter.body).toMatch(TOPIC_MARKERS[language].availability);
    });
  });

  it('greets a private seller formally, without guessing a gender from the name', () => {
    const seller = { name: 'Kristina Lovrić', type: 'private' as const };
    expect(writeSellerLetter({ ...base, seller, language: 'en', topics: [] }).body).toMatch(/^Dear Kristina Lovrić,/);
    expect(writeSellerLetter({ ...base, seller, language: 'hr', topics: [] }).body).toMatch(/^Poštovani,\n/);
    expect(writeSellerLetter({ ...base, seller, language: 'de', topics: [] }).body).toMatch(
      /^Guten Tag Kristina Lovrić,/,
    );
    expect(
      writeSellerLetter({ ...base, seller: { ...seller, gender: 'female' }, language: 'de', topics: [] }).body,
    ).toMatch(/^Sehr geehrte Frau Lovrić,/);
  });

  it('adds the buyer’s note as a sentence of its own, not glued to an introduction', () => {
    const letter = writeSellerLetter({
      ...base,
      language: 'hr',
      topics: ['availability'],
      note: 'mogla bih doći u subotu',
    });
    expect(letter.body).toContain('\n\nMogla bih doći u subotu.\n\n');
    expect(letter.body).not.toMatch(/Također,/);
  });

  it('leaves a price that is not a number out instead of inventing one', () => {
    const letter = writeSellerLetter({
      ...base,
      car: { ...base.car, price: 'on request' },
      language: 'en',
      topics: [],
    });
    expect(letter.body).not.toMatch(/€/);
    expect(letter.body).toContain('89,500 km');
  });

  it('writes the German model name with its gender ("die … angebotene Mercedes-Benz A-Klasse")', () => {
    const car = { brand: 'Mercedes-Benz', model: 'A-Class', year: 2019, price: 21_000, mileage: 60_000 };
    const letter = writeSellerLetter({ ...base, car, language: 'de', topics: [] });
    expect(letter.body).toContain('für die von Ihnen angebotene Mercedes-Benz A-Klasse (Baujahr 2019');
    expect(letter.subject).toContain('Mercedes-Benz A-Klasse');
    expect(
      writeSellerLetter({ ...base, car: { ...car, brand: 'Volkswagen', model: 'Golf' }, language: 'de', topics: [] })
        .body,
    ).toContain('für den von Ihnen angebotenen Volkswagen Golf');
  });

  it('is the same letter for the same input (the PWA drafts offline with it)', () => {
    const input: LetterInput = { ...base, language: 'hr', topics: ['price', 'testDrive'] };
    expect(writeSellerLetter(input)).toEqual(writeSellerLetter(input));
  });
});
