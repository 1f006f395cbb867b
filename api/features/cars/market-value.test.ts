import { describe, expect, it } from 'vitest';
import {
  DEAL_THRESHOLDS,
  MEDIUM_CONFIDENCE_ERROR,
  RISK_MIN_COMPARABLES,
  RISK_PRICE_RATIO,
  dealRating,
  isLikeForLike,
  type ComparableListing,
} from '@contract/market-value';
import { generateListings } from '../seed/generate-listings';
import { dealRatingOf, marketValueOf, selectComparables, subjectOf, type ComparableSubject } from './market-value';
import { ValueModel, type ValueSample } from './value-model';

const base: Omit<ComparableListing, 'id' | 'price'> = {
  brand: 'Škoda',
  model: 'Octavia',
  year: 2019,
  mileage: 100_000,
  fuelType: 'diesel',
  transmission: 'manual',
  powerKw: 110,
  condition: 'used',
  featureCount: 8,
  registered: 2019.5,
  owners: 1,
  serviceHistory: true,
  allWheelDrive: false,
  generationId: 'skoda-octavia-mk3',
};
const subject: ComparableSubject = { ...base, id: 1, price: 15_000 };

let nextId = 100;
function comparable(overrides: Partial<ComparableListing> = {}): ComparableListing {
  return { ...base, id: nextId++, price: 15_000, ...overrides };
}

/**
 * A made-up catalogue whose prices follow known rules: 10 % less a year of age, 3 % less per 10,000 km,
 * 1.5 % more per equipment feature, in ±4 % noise (deterministic).
 */
function catalogue(count = 400): ValueSample[] {
  return Array.from({ length: count }, (_, index) => {
    const year = 2014 + (index % 9);
    const mileage = 20_000 + ((index * 7919) % 200_000);
    const featureCount = 4 + (index % 7);
    const noise = Math.sin(index * 12.9898) * 0.04;
    const price = 40_000 * Math.exp(-0.1 * (2023 - year) - 0.03 * (mileage / 10_000) + 0.015 * featureCount + noise);
    return {
      ...base,
      id: 1000 + index,
      year,
      registered: year + 0.5,
      mileage,
      featureCount,
      generationId: null,
      price,
    };
  });
}
const model = ValueModel.fit(catalogue());

describe('like-for-like comparables', () => {
  it('keeps only the same fuel, gearbox, condition and generation, power within ±20 % and years within the span', () => {
    const alike = [
      comparable(),
      comparable({ powerKw: 88 }),
      comparable({ powerKw: 132 }),
      comparable({ year: 2016 }),
      comparable({ year: 2022 }),
      comparable({ generationId: null }),
    ];
    const others = [
      comparable({ fuelType: 'petrol' }),
      comparable({ transmission: 'automatic' }),
      comparable({ condition: 'demo' }),
      comparable({ condition: 'new' }),
      comparable({ powerKw: 87 }),
      comparable({ powerKw: 133 }),
      comparable({ year: 2015 }),
      comparable({ year: 2023 }),
      comparable({ generationId: 'skoda-octavia-mk4' }),
      comparable({ model: 'Superb' }),
      comparable({ id: 1 }),
    ];
    expect(
      selectComparables(subject, [...others, ...alike])
        .map((c) => c.id)
        .sort(),
    ).toEqual(alike.map((c) => c.id).sort());
    for (const other of others) expect(isLikeForLike(subject, other)).toBe(false);
  });

  it('answers the nearest in mileage first and never compares a listing with itself', () => {
    const near = [95_000, 130_000, 102_000].map((mileage) => comparable({ mileage }));
    expect(selectComparables(subject, near).map((c) => c.mileage)).toEqual([102_000, 95_000, 130_000]);
    expect(marketValueOf(subject, [comparable({ id: 1 })], model)).toMatchObject({
      count: 0,
      median: null,
      rating: 'notEnoughData',
      riskNote: false,
      comparables: [],
    });
  });

  it('values a new car against new cars only', () => {
    const fresh = { ...subject, condition: 'new' as const, mileage: 10 };
    expect(
      selectComparables(fresh, [comparable({ mileage: 20 }), comparable({ condition: 'new', mileage: 50 })]).map(
        (c) => c.condition,
      ),
    ).toEqual(['new']);
  });
});

describe('the adjustment', () => {
  it('fits the made-up catalogue close to its rules', () => {
    const group = model.groupOf('Škoda', 'Octavia');
    const car = { ...base, id: 1 };
    const older = ValueModel.adjustment(group, car, { ...car, year: 2018, registered: 2018.5 });
    expect(older).toBeCloseTo(-0.1, 1);
    expect(ValueModel.adjustment(group, car, { ...car, mileage: car.mileage + 10_000 })).toBeCloseTo(-0.03, 2);
  });

  it('values the same car with 50,000 km more lower by a plausible amount', () => {
    const twins = [14_800, 15_000, 15_200, 15_000, 14_900].map((price) => comparable({ price }));
    const value = marketValueOf(subject, twins, model).median!;
    const driven = marketValueOf({ ...subject, mileage: 150_000 }, twins, model).median!;
    // 3 % per 10,000 km: about 14 % less.
    expect(driven / value).toBeGreaterThan(0.8);
    expect(driven / value).toBeLessThan(0.9);
  });

  it('values a car by comparables adjusted to it, not by their raw median', () => {
    // Every comparable is two years older and has 40,000 km more: the car is worth more than any of them asks.
    const older = [14_000, 14_500, 15_000, 15_500, 16_000].map((price) =>
      comparable({ price, year: 2017, registered: 2017.5, mileage: 140_000 }),
    );
    const value = marketValueOf(subject, older, model);
    expect(value.median).toBeGreaterThan(16_000);
    expect(value.comparables![0]!.differences).toEqual({ years: -2, km: 40_000, kw: 0, features: 0 });
    expect(value.comparables![0]!.adjustedPrice).toBeGreaterThan(value.comparables![0]!.price);
  });

  it('holds the demo catalogue to the same sense: 50,000 km more is worth 5 to 25 % less', () => {
    const cars = generateListings({ count: 1500, now: new Date('2026-01-15T12:00:00Z') }).map((car, index) => ({
      ...car,
      id: index + 1,
    }));
    const demoModel = ValueModel.fit(cars.map((car) => ({ ...subjectOf(car), price: car.price as number })));
    const car = subjectOf(
      cars.find(
        (listing) => listing.brand === 'Volkswagen' && listing.model === 'Golf' && listing.listingType === 'used',
      )!,
    );
    const ratio = Math.exp(
      ValueModel.adjustment(demoModel.groupOf(car.brand, car.model), car, { ...car, mileage: car.mileage + 50_000 }),
    );
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(0.95);
  });
});

describe('value, range and confidence', () => {
  it('answers a range around the value and the comparables as cards, the closest first', () => {
    const value = marketValueOf(
      subject,
      [15_000, 15_500, 14_500, 15_200, 14_800, 15_100].map((price) => comparable({ price })),
      model,
    );
    expect(value.median).toBeGreaterThan(14_500);
    expect(value.median).toBeLessThan(15_500);
    expect(value.low).toBeLessThan(value.median!);
    expect(value.high).toBeGreaterThan(value.median!);
    expect(value.count).toBe(6);
    expect(value.comparables).toHaveLength(4);
  });

  it('is surer with more comparables and with closer ones', () => {
    const one = marketValueOf(subject, [comparable()], model);
    const six = marketValueOf(
      subject,
      Array.from({ length: 6 }, () => comparable()),
      model,
    );
    expect(['low', 'medium', 'high'].indexOf(six.confidence!)).toBeLessThanOrEqual(
      ['low', 'medium', 'high'].indexOf(one.confidence!),
    );
    expect(six.confidence).toBe('high');
    // Cars three years apart with 120,000 km more: adjusted a long way, so they count less.
    const far = marketValueOf(
      subject,
      Array.from({ length: 2 }, () => comparable({ year: 2016, registered: 2016.5, mileage: 220_000 })),
      model,
    );
    const near = marketValueOf(
      subject,
      Array.from({ length: 2 }, () => comparable()),
      model,
    );
    expect(['high', 'medium', 'low'].indexOf(far.confidence!)).toBeGreaterThanOrEqual(
      ['high', 'medium', 'low'].indexOf(near.confidence!),
    );
  });
});

describe('deal rating', () => {
  const value = 10_000;
  it('labels each side of each threshold', () => {
    for (const { label, maxRatio } of DEAL_THRESHOLDS)
      expect(dealRating(value * maxRatio, value, 5, 'high')).toBe(label);
    expect(dealRating(8_501, value, 5, 'high')).toBe('good');
    expect(dealRating(9_501, value, 5, 'medium')).toBe('fair');
    expect(dealRating(10_501, value, 5, 'high')).toBe('high');
    expect(dealRating(11_501, value, 5, 'high')).toBe('overpriced');
    expect(dealRating(value * RISK_PRICE_RATIO, value, 1, 'medium')).toBe('great');
  });

  it('gives no label without enough confidence, and says so', () => {
    expect(dealRating(8_000, value, 2, 'low')).toBe('notEnoughData');
    expect(dealRating(8_000, value, 0, 'high')).toBe('notEnoughData');
    expect(MEDIUM_CONFIDENCE_ERROR).toBeLessThanOrEqual(0.1);
    const prices = [14_000, 15_000, 15_000, 16_000, 17_000].map((price) => comparable({ price }));
    expect(marketValueOf({ ...subject, price: 'Na upit' }, prices, model)).toMatchObject({
      rating: 'notEnoughData',
      price: null,
      percentile: null,
    });
  });
});

describe("a result card's rating", () => {
  it("is the car details' rating, worked out without the working", () => {
    const cars = generateListings({ count: 800, seed: 3, now: new Date('2026-01-15T12:00:00Z') }).map((car, index) => ({
      ...subjectOf({ ...car, id: index + 1 }),
      price: car.price,
    }));
    const fitted = ValueModel.fit(cars.map((car) => ({ ...car, price: car.price as number })));
    const candidates = cars.map((car) => ({ ...car, price: car.price as number }));
    for (const car of cars.slice(0, 200))
      expect(dealRatingOf(car, candidates, fitted)).toBe(marketValueOf(car, candidates, fitted).rating);
  });
});

describe('the risk note', () => {
  const five = () =>
    Array.from({ length: RISK_MIN_COMPARABLES }, (_, index) => comparable({ price: 15_000 + index * 100 }));

  it('needs at least five like-for-like listings and a price under 60 % of their adjusted value', () => {
    const flagged = marketValueOf({ ...subject, price: 7_000 }, five(), model);
    expect(flagged).toMatchObject({ rating: 'tooLow', riskNote: true, count: 5 });
    expect(flagged.price! / flagged.median!).toBeLessThan(RISK_PRICE_RATIO);
    // Four comparables: no note, and no "great price" either.
    expect(marketValueOf({ ...subject, price: 7_000 }, five().slice(0, 4), model)).toMatchObject({
      rating: 'notEnoughData',
      riskNote: false,
    });
    // Over 60 % of the value: a label, no note.
    expect(marketValueOf({ ...subject, price: 9_800 }, five(), model)).toMatchObject({
      rating: 'great',
      riskNote: false,
    });
  });

  it('does not count comparables that are not like-for-like as evidence', () => {
    const mixed = [
      ...five().slice(0, 4),
      comparable({ fuelType: 'petrol', price: 15_000 }),
      comparable({ condition: 'new', price: 30_000 }),
    ];
    expect(marketValueOf({ ...subject, price: 7_000 }, mixed, model)).toMatchObject({ count: 4, riskNote: false });
  });

  it('follows the rule whoever sells: a dealer listing is flagged only on the same evidence', () => {
    const dealer = {
      id: 2,
      brand: 'Škoda',
      model: 'Octavia',
      year: 2019,
      mileage: 100_000,
      fuelType: 'diesel' as const,
      transmission: 'manual' as const,
      price: 7_000,
      listingType: 'used',
    };
    const withDetails = {
      ...dealer,
      additionalDetails: {
        powerKw: 110,
        features: [],
        firstRegistration: '2019-06',
        previousOwners: 1,
        serviceHistory: true,
      },
    };
    const car = subjectOf(withDetails);
    expect(
      marketValueOf(
        car,
        five()
          .slice(0, 3)
          .map((c) => ({ ...c, generationId: null })),
        model,
      ).riskNote,
    ).toBe(false);
    expect(
      marketValueOf(
        car,
        five().map((c) => ({ ...c, generationId: null })),
        model,
      ).riskNote,
    ).toBe(true);
  });
});
