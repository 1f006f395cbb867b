import { describe, expect, it } from 'vitest';
import { carAnalysisSchema } from '@contract/car-analysis';
import type { MarketValue } from '@contract/market-value';
import { makeCar } from '@contract/testing/listing-fixture';
import { builtinCarAnalysis } from './car-analysis-builtin';
import { ANALYSIS_TEXTS } from './car-analysis-text';
import { KNOWN_ISSUES } from './car-knowledge';

const now = new Date('2026-11-24T00:00:00Z');
const market: MarketValue = {
  price: 15_000, median: 15_000, low: 14_000, high: 16_000, percentile: 50, count: 8, enough: true, rating: 'fair', comparableIds: [],
  criteria: { brand: 'x', model: 'y', minYear: 1, maxYear: 2 },
};
const details = (engineCc: number | null, powerKw = 85) => ({ ...makeCar({ id: 1 }).additionalDetails, engineCc, powerKw });
const CARS = [
  makeCar({ id: 1, brand: 'Volkswagen', model: 'Golf', fuelType: 'petrol', year: 2023, mileage: 15_000, additionalDetails: details(1498, 110) }),
  makeCar({ id: 2, brand: 'Škoda', model: 'Octavia', fuelType: 'diesel', year: 2013, mileage: 240_000, additionalDetails: details(1968, 110) }),
  makeCar({ id: 3, brand: 'Toyota', model: 'Yaris', fuelType: 'hybrid', year: 2015, mileage: 160_000, transmission: 'automatic', additionalDetails: details(1497, 74) }),
  makeCar({ id: 4, brand: 'Nissan', model: 'Leaf', fuelType: 'electric', year: 2016, mileage: 80_000, transmission: 'automatic', additionalDetails: details(null, 80) }),
];

describe('the built-in car analysis', () => {
  for (const language of ['en', 'hr', 'de'] as const) {
    it(`answers every section for petrol, diesel, hybrid and electric cars of different ages (${language})`, () => {
      for (const car of CARS) {
        const analysis = carAnalysisSchema.parse(builtinCarAnalysis({ car, marketValue: market, language, now }));
        expect(analysis.fuelConsumption.join(' ')).toMatch(car.fuelType === 'electric' ? /kWh\/100 km/ : /l\/100 km/);
        expect(analysis.maintenanceCosts.join(' ')).toMatch(/15[.,]000/);
      }
    });
  }

  it('states a model-specific issue only from a knowledge-base entry, and says so when there is none', () => {
    const claims = (car: (typeof CARS)[number]) => builtinCarAnalysis({ car, marketValue: market, language: 'en', now }).commonProblems;
    const known = new Set(KNOWN_ISSUES.map((issue) => issue.text.en));
    const golf = claims(CARS[0]!);
    expect(golf.some((claim) => claim.startsWith('No model-specific data'))).toBe(true);
    expect(golf.some((claim) => known.has(claim))).toBe(false);
    expect(claims(CARS[1]!)).toContain(KNOWN_ISSUES.find((issue) => issue.id === 'vw-ea189-emissions-recall')!.text.en);
    expect(claims(CARS[3]!)).toContain(KNOWN_ISSUES.find((issue) => issue.id === 'nissan-leaf-battery-capacity')!.text.en);
    for (const issue of KNOWN_ISSUES) expect(issue.source).toMatch(/^.+: https:\/\//);
  });

  it('makes up no owner impressions, flags a suspicious price and checks age and mileage', () => {
    const analysis = builtinCarAnalysis({ car: CARS[1]!, marketValue: { ...market, rating: 'tooLow' }, language: 'en', now });
    expect(analysis.ownerImpressions).toEqual([ANALYSIS_TEXTS.en.ownersNone({ car: 'Škoda Octavia' })]);
    expect(analysis.prosAndCons.cons.join(' ')).toMatch(/scams/);
    expect(analysis.commonProblems.join(' ')).toMatch(/clutch and dual-mass flywheel/);
    expect(analysis.commonProblems.join(' ')).toMatch(/particulate filter/);
    const hybrid = builtinCarAnalysis({ car: CARS[2]!, marketValue: market, language: 'de', now });
    expect(hybrid.commonProblems.join(' ')).toMatch(/Hochvoltbatterie/);
  });
});
