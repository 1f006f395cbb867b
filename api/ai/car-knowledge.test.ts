/**
 * Every model-specific claim of the built-in AI analysis and comparison comes from the curated knowledge base
 * (car-knowledge.ts), and every entry there names a source a reader can check. A claim is model-specific when
 * it changes with the make and model alone: the test analyses each car again as an unknown make and model,
 * with every other fact the same, and reads where each sentence that differs came from.
 */
import { describe, expect, it } from 'vitest';
import type { Car } from '@contract/car';
import type { MarketValue } from '@contract/market-value';
import { makeCar } from '@contract/testing/listing-fixture';
import { generateListings } from '../seed/generate-listings';
import { builtinCarAnalysis } from './car-analysis-builtin';
import { ANALYSIS_TEXTS } from './car-analysis-text';
import { builtinCarComparison } from './car-comparison-builtin';
import { COMPARISON_TEXTS } from './car-comparison-text';
import { KNOWN_ISSUES, knownIssuesFor } from './car-knowledge';

const now = new Date('2026-06-15T12:00:00Z');
const LANGUAGES = ['en', 'hr', 'de'] as const;
const market: MarketValue = {
  price: 10_000, median: 10_000, low: 9_000, high: 11_000, percentile: 50, count: 8, enough: true, rating: 'fair', comparableIds: [],
  criteria: { brand: 'x', model: 'y', minYear: 1, maxYear: 2 },
};
// Generated listings, plus a car for every knowledge-base entry.
const ENTRY_CARS: Car[] = KNOWN_ISSUES.map((issue, index) =>
  makeCar({
    id: 10_000 + index,
    brand: issue.brands[0]!,
    model: issue.models[0]!,
    fuelType: issue.fuelTypes[0] as Car['fuelType'],
    year: issue.fromYear,
    additionalDetails: { ...makeCar({ id: 1 }).additionalDetails, engineCc: issue.engineCc ? issue.engineCc.min : null },
  }),
);
const CARS: Car[] = [...generateListings({ count: 300, seed: 7, now }).map((listing, index) => ({ ...listing, id: index + 1 })), ...ENTRY_CARS];
const anonymous = (car: Car): Car => ({ ...car, brand: 'Nomake', model: 'Nomodel' });
const SOURCE = /^[^:]+: https:\/\/[^\s]+$/;

describe('model-specific claims and their sources', () => {
  it('gives every knowledge-base entry a source with a link, a text in every language and a unique id', () => {
    expect(new Set(KNOWN_ISSUES.map((issue) => issue.id)).size).toBe(KNOWN_ISSUES.length);
    for (const issue of KNOWN_ISSUES) {
      expect(issue.source, issue.id).toMatch(SOURCE);
      for (const language of LANGUAGES) expect(issue.text[language].length, `${issue.id} ${language}`).toBeGreaterThan(20);
      expect(issue.fromYear).toBeLessThanOrEqual(issue.toYear);
    }
  });

  it('states in the single-car analysis no model-specific claim that is not a sourced entry for that car', () => {
    let claims = 0;
    for (const car of CARS) {
      const entries = knownIssuesFor({ ...car, engineCc: car.additionalDetails.engineCc });
      for (const language of LANGUAGES) {
        const analysis = builtinCarAnalysis({ car, marketValue: market, language, now });
        const unknown = builtinCarAnalysis({ car: anonymous(car), marketValue: market, language, now });
        const generic = new Set(unknown.commonProblems);
        const noData = ANALYSIS_TEXTS[language].noModelData({ car: `${car.brand} ${car.model}` });
        for (const line of analysis.commonProblems) {
          if (generic.has(line) || line === noData) continue;
          const entry = entries.find((issue) => issue.text[language] === line);
          expect(entry, `${car.brand} ${car.model} ${car.year} (${language}): "${line}" has no knowledge-base entry`).toBeDefined();
          expect(entry!.source).toMatch(SOURCE);
          claims++;
        }
        // No entry for the car: it says so instead.
        if (entries.length === 0) expect(analysis.commonProblems).toContain(noData);
        // Owner impressions never depend on the make and model beyond its name.
        expect(analysis.ownerImpressions).toEqual([ANALYSIS_TEXTS[language].ownersNone({ car: `${car.brand} ${car.model}` })]);
      }
    }
    // Every entry was stated at least once (its own car), in every language.
    expect(claims).toBeGreaterThanOrEqual(KNOWN_ISSUES.length * LANGUAGES.length);
  });

  it('states in the comparison no model-specific claim that is not a sourced entry for one of the two cars', () => {
    for (let index = 0; index < CARS.length; index++) {
      const pair: [Car, Car] = [CARS[index]!, CARS[(index + 7) % CARS.length]!];
      // Two cars of one model are named with their year; the pairs of different models are enough here.
      if (pair[0].brand === pair[1].brand && pair[0].model === pair[1].model) continue;
      for (const language of LANGUAGES) {
        const analysis = builtinCarComparison({ cars: pair, marketValues: [market, market], language, now });
        for (const [position, car] of pair.entries()) {
          const name = `${car.brand} ${car.model}`;
          const prefix = `${name}: `;
          const entries = knownIssuesFor({ ...car, engineCc: car.additionalDetails.engineCc });
          const noData = COMPARISON_TEXTS[language].noKnownIssues({ car: name });
          const claims = analysis.mainDifferences.filter((line) => line.startsWith(prefix) && !line.includes(' kW.') && line !== noData);
          for (const claim of claims) {
            const entry = entries.find((issue) => claim === `${prefix}${issue.text[language]}`);
            expect(entry, `${name} (${language}, car ${position + 1}): "${claim}" has no knowledge-base entry`).toBeDefined();
          }
          if (entries.length === 0) expect(analysis.mainDifferences).toContain(noData);
        }
      }
    }
  });
});
