/** The language layer, a table of cases per language. */
import { describe, expect, it } from 'vitest';
import {
  NOUNS,
  capitalise,
  carName,
  countOf,
  croatianCarInCase,
  germanCarWithArticle,
  joinList,
  noteAsSentence,
  pluralCategory,
  salutation,
} from './index';

describe('counts agree with their numbers', () => {
  it.each([
    [1, '1 oglas'],
    [2, '2 oglasa'],
    [4, '4 oglasa'],
    [5, '5 oglasa'],
    [11, '11 oglasa'],
    [12, '12 oglasa'],
    [21, '21 oglas'],
    [22, '22 oglasa'],
    [25, '25 oglasa'],
    [101, '101 oglas'],
    [1500, '1.500 oglasa'],
  ])('hr: %i → %s', (count, text) => expect(countOf('hr', count, NOUNS.listing)).toBe(text));

  it.each([
    [1, 'hr', '1 usporediv oglas'],
    [3, 'hr', '3 usporediva oglasa'],
    [7, 'hr', '7 usporedivih oglasa'],
    [1, 'en', '1 comparable listing'],
    [3, 'en', '3 comparable listings'],
    [1, 'de', '1 vergleichbares Angebot'],
    [3, 'de', '3 vergleichbare Angebote'],
    [1, 'hr', '1 godina'],
    [4, 'hr', '4 godine'],
    [14, 'hr', '14 godina'],
    [24, 'hr', '24 godine'],
    [4, 'de', '4 Jahre'],
    [1, 'de', '1 Jahr'],
    [1, 'en', '1 year'],
    [15, 'en', '15 years'],
  ] as const)('%i in %s → %s', (count, language, text) => {
    const noun = /godin|Jahr|year/.test(text) ? NOUNS.year : NOUNS.comparableListing;
    expect(countOf(language, count, noun)).toBe(text);
  });

  it('takes the category from Intl.PluralRules', () => {
    expect([1, 2, 5, 21, 102, 112].map((count) => pluralCategory('hr', count))).toEqual([
      'one',
      'few',
      'other',
      'one',
      'few',
      'other',
    ]);
    expect([1, 2, 5].map((count) => pluralCategory('de', count))).toEqual(['one', 'other', 'other']);
  });

  it('has a Croatian accusative for years ("za 1 godinu")', () => {
    expect([1, 3, 6].map((count) => countOf('hr', count, NOUNS.yearAccusative))).toEqual([
      '1 godinu',
      '3 godine',
      '6 godina',
    ]);
  });
});

describe('car names in sentences', () => {
  it.each([
    ['Mercedes-Benz', 'A-Class', 'acc', 'die Mercedes-Benz A-Klasse'],
    ['Mercedes-Benz', 'C-Class', 'dat', 'der Mercedes-Benz C-Klasse'],
    ['Volkswagen', 'Golf', 'acc', 'den Volkswagen Golf'],
    ['BMW', '3 Series', 'dat', 'dem BMW 3er'],
    ['Tesla', 'Model 3', 'acc', 'das Tesla Model 3'],
    ['Škoda', 'Yeti', 'nom', 'der Škoda Yeti'],
  ] as const)('de: %s %s (%s) → %s', (brand, model, grammaticalCase, text) =>
    expect(germanCarWithArticle(brand, model, grammaticalCase)).toBe(text),
  );

  it.each([
    ['Škoda', 'Yeti', 'acc', 'vozilo Škoda Yeti'],
    ['Škoda', 'Yeti', 'gen', 'vozila Škoda Yeti'],
    ['Škoda', 'Yeti', 'nom', 'Škoda Yeti'],
    ['BMW', '3 Series', 'loc', 'vozilu BMW serije 3'],
    ['Mercedes-Benz', 'E-Class', 'acc', 'vozilo Mercedes-Benz E-klase'],
  ] as const)('hr: %s %s (%s) → %s', (brand, model, grammaticalCase, text) =>
    expect(croatianCarInCase(brand, model, grammaticalCase)).toBe(text),
  );

  it('keeps the catalogue name in English', () => {
    expect(carName('en', 'BMW', '3 Series')).toBe('BMW 3 Series');
  });
});

describe('letters', () => {
  it.each([
    ['hr', { name: 'Kristina Lovrić', type: 'private' }, 'Poštovani,'],
    ['hr', { name: 'Kristina Lovrić', type: 'private', gender: 'female' }, 'Poštovana gospođo,'],
    ['hr', { name: 'Auto Centar Zagreb', type: 'dealer' }, 'Poštovani,'],
    ['de', { name: 'Kristina Lovrić', type: 'private' }, 'Guten Tag Kristina Lovrić,'],
    ['de', { name: 'Kristina Lovrić', type: 'private', gender: 'female' }, 'Sehr geehrte Frau Lovrić,'],
    ['de', { name: 'Ivan Kovač', type: 'private', gender: 'male' }, 'Sehr geehrter Herr Kovač,'],
    ['de', { name: 'Autohaus Weber', type: 'dealer' }, 'Sehr geehrte Damen und Herren,'],
    ['en', { name: 'Autohaus Weber', type: 'dealer' }, 'Dear Autohaus Weber team,'],
    ['en', { name: 'Ivan Kovač', type: 'private' }, 'Dear Ivan Kovač,'],
  ] as const)('%s greets %o with "%s"', (language, to, text) => expect(salutation(language, to)).toBe(text));

  it.each([
    ['mogla bih doći u subotu', 'Mogla bih doći u subotu.'],
    ['  Ich kann am Samstag kommen!  ', 'Ich kann am Samstag kommen!'],
    ['is the price final?', 'Is the price final?'],
    ['', ''],
  ])('makes the note "%s" a sentence', (note, text) => expect(noteAsSentence(note)).toBe(text));

  it('joins lists and capitalises', () => {
    expect(joinList('hr', ['a', 'b', 'c'])).toBe('a, b i c');
    expect(joinList('de', ['a', 'b'])).toBe('a und b');
    expect(joinList('en', ['a'])).toBe('a');
    expect(capitalise('u Zagrebu')).toBe('U Zagrebu');
  });
});
