/** The built-in parser against the labelled queries (builtin-parser.cases.ts), each with its full filter set. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFiltersSchema } from '@contract/search';
import { parseSearchQuery } from './builtin-parser';
import { CASES_NOW, PARSER_CASES } from './builtin-parser.cases';
import { PHRASES } from './search-vocabulary';

describe('built-in parser: labelled queries', () => {
  it('has at least 150 cases, in every language, including some with nothing to extract', () => {
    expect(PARSER_CASES.length).toBeGreaterThanOrEqual(150);
    for (const language of ['en', 'hr', 'de'] as const) {
      const cases = PARSER_CASES.filter((testCase) => testCase.language === language);
      expect(cases.length).toBeGreaterThanOrEqual(40);
      expect(cases.some((testCase) => Object.keys(testCase.expected).length === 0)).toBe(true);
    }
    expect(new Set(PARSER_CASES.map((testCase) => testCase.query)).size).toBe(PARSER_CASES.length);
  });

  it.each(PARSER_CASES.map((testCase) => [testCase.language, testCase.query, testCase] as const))(
    '%s: %s',
    (_language, query, testCase) => {
      const filters = parseSearchQuery(query, { now: CASES_NOW });
      expect(filters).toEqual(testCase.expected);
      // What the parser gives is valid under the classic search's schema, and already canonical.
      expect(searchFiltersSchema.parse(filters)).toEqual(filters);
    },
  );
});

describe('built-in parser: more', () => {
  it('reads the language given for words whose meaning depends on it', () => {
    expect(parseSearchQuery('kombi', { language: 'de' })).toEqual({ bodyType: 'wagon' });
    expect(parseSearchQuery('kombi', { language: 'hr' })).toEqual({ bodyType: 'van' });
  });

  it('reads number words only before a thousands word, and maker names only where they mean the body', () => {
    expect(parseSearchQuery('one owner Golf')).toEqual({ brand: ['Volkswagen'], model: ['Golf'] });
    expect(parseSearchQuery('ein Auto mit fünf Türen')).toEqual({});
    expect(parseSearchQuery('pet vrata do dvadeset i pet tisuća')).toEqual({ maxPrice: 25000 });
    expect(parseSearchQuery('fünfundzwanzigtausend Kilometer')).toEqual({ maxMileage: 25000 });
    expect(parseSearchQuery('st')).toEqual({});
    expect(parseSearchQuery('BMW 330e')).toEqual({ brand: ['BMW'], model: ['3 Series'], fuelTypes: ['plugin_hybrid'] });
    expect(parseSearchQuery('Audi e-tron')).toEqual({ brand: ['Audi'], model: ['e-tron'] });
  });

  it('counts ages back from its clock', () => {
    expect(parseSearchQuery('not older than 3 years', { now: new Date('2030-03-01T00:00:00Z') })).toEqual({
      minYear: 2027,
    });
  });

  it('never gives a year after next year, and drops out-of-range numbers', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(parseSearchQuery('newer than 2031', { now })).toEqual({});
    expect(parseSearchQuery('BMW od 2008', { now })).toEqual({ brand: ['BMW'], minYear: 2008 });
    expect(parseSearchQuery('do 500 eura', { now })).toEqual({ maxPrice: 500 });
    expect(parseSearchQuery('under 999999999999 euros', { now })).toEqual({});
  });

  it('survives odd input', () => {
    for (const query of [
      '',
      '   ',
      '€€€ --- +++',
      '0',
      '-1',
      '1e9',
      '١٢٣',
      '🚗 BMW 🚗',
      'x'.repeat(2000),
      '1.2.3.4.5',
      '10 - - 20',
      'od do između i',
    ]) {
      const filters = parseSearchQuery(query);
      expect(searchFiltersSchema.safeParse(filters).success).toBe(true);
    }
    expect(parseSearchQuery('🚗 BMW 🚗')).toEqual({ brand: ['BMW'] });
  });

  it('always answers filters valid under the classic search schema, whatever the words and numbers', () => {
    const words = [...PHRASES.keys()];
    const pieces = fc.oneof(
      fc.constantFrom(...words),
      fc.integer({ min: 0, max: 3_000_000 }).map(String),
      fc.integer({ min: 1, max: 999 }).map((n) => `${n}.000`),
      fc.integer({ min: 1, max: 999 }).map((n) => `${n} 000`),
      fc.integer({ min: 1, max: 99 }).map((n) => `${n},5`),
      fc.integer({ min: 1940, max: 2040 }).map(String),
      fc.constantFrom('-', '–', ',', '.', '€', '+', '<', '>=', 'k', 'km', '!', '?', '(', ')'),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 14 }), (parts) => {
        const filters = parseSearchQuery(parts.join(' '));
        const parsed = searchFiltersSchema.safeParse(filters);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(filters);
      }),
      { numRuns: 2000 },
    );
  });
});
