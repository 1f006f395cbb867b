/** The repair-shop query understanding against its labelled queries (query-understanding.cases.ts). */
import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@contract/repair-shop-constants';
import { placeById } from '@contract/places/gazetteer';
import { REPAIR_QUERY_CASES } from './query-understanding.cases';
import { understandRepairQuery } from './query-understanding';

describe('repair query understanding: labelled queries', () => {
  it('has at least 60 cases in three languages, with typos, near me and queries without a place', () => {
    expect(REPAIR_QUERY_CASES.length).toBeGreaterThanOrEqual(60);
    for (const language of ['en', 'hr', 'de'] as const) {
      const cases = REPAIR_QUERY_CASES.filter((testCase) => testCase.language === language);
      expect(cases.length).toBeGreaterThanOrEqual(20);
      expect(cases.some((testCase) => testCase.nearMe)).toBe(true);
      expect(cases.some((testCase) => /typo/.test(testCase.note ?? ''))).toBe(true);
    }
    expect(new Set(REPAIR_QUERY_CASES.map((testCase) => testCase.query)).size).toBe(REPAIR_QUERY_CASES.length);
    for (const testCase of REPAIR_QUERY_CASES) {
      if (testCase.place) expect(placeById(testCase.place), testCase.place).toBeDefined();
      for (const category of testCase.categories) expect(SERVICE_CATEGORIES).toContain(category);
    }
  });

  it.each(REPAIR_QUERY_CASES.map((testCase) => [testCase.language, testCase.query, testCase] as const))(
    '%s: %s',
    (_language, query, testCase) => {
      const reading = understandRepairQuery(query);
      expect({
        categories: [...reading.categories].sort(),
        place: reading.place?.id ?? null,
        nearMe: reading.nearMe,
        brand: reading.brand,
      }).toEqual({
        categories: [...testCase.categories].sort(),
        place: testCase.place,
        nearMe: testCase.nearMe,
        brand: testCase.brand,
      });
    },
  );
});

describe('repair query understanding: more', () => {
  it('keeps the words nothing took, for matching shop names', () => {
    expect(understandRepairQuery('Autoservis Horvat Zagreb').rest).toEqual(['horvat']);
  });

  it('survives odd input', () => {
    for (const query of ['', '   ', '€€€ --- +++', '12345', '🚗🔧', 'x'.repeat(2000), 'u na za i', '--near--me--']) {
      const reading = understandRepairQuery(query);
      expect(Array.isArray(reading.categories)).toBe(true);
    }
    expect(understandRepairQuery('🔧 vulkanizer 🔧 Split')).toMatchObject({
      categories: ['tyres'],
      place: { id: 'split' },
    });
  });
});
