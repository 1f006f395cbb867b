import { describe, expect, it } from 'vitest';
import { DEAL_THRESHOLDS, MIN_COMPARABLES, SCAM_RISK_RATIO, dealRating, type ComparableListing } from '@contract/market-value';
import { marketValueOf, selectComparables, type ComparableSubject } from './market-value';

const subject: ComparableSubject = {
  id: 1,
  brand: 'Škoda',
  model: 'Octavia',
  year: 2019,
  mileage: 100_000,
  fuelType: 'diesel',
  transmission: 'manual',
  price: 15_000,
};

let nextId = 100;
function comparable(overrides: Partial<ComparableListing> = {}): ComparableListing {
  return { id: nextId++, price: 15_000, year: 2019, mileage: 100_000, fuelType: 'diesel', transmission: 'manual', ...overrides };
}

describe('comparables', () => {
  it('takes the narrowest mileage band that holds enough listings', () => {
    const near = [95_000, 98_000, 102_000, 105_000, 110_000].map((mileage) => comparable({ mileage }));
    const far = [140_000, 160_000].map((mileage) => comparable({ mileage }));
    expect(selectComparables(subject, [...far, ...near]).map((c) => c.mileage)).toEqual([98_000, 102_000, 95_000, 105_000, 110_000]);
  });

  it('widens the band until there are enough, and says when even every mileage is too few', () => {
    const spread = [70_000, 130_000, 150_000, 40_000, 190_000].map((mileage) => comparable({ mileage }));
    // ±15k, ±30k hold 2; ±60k holds 4; ±120k holds all 5.
    expect(selectComparables(subject, spread)).toHaveLength(5);
    const value = marketValueOf(subject, spread);
    expect(value.enough).toBe(true);
    expect(value.criteria).toMatchObject({ minYear: 2018, maxYear: 2020, minMileage: 40_000, maxMileage: 190_000 });

    const few = marketValueOf(subject, [comparable({ mileage: 10_000 }), comparable({ mileage: 400_000, price: 9_000 })]);
    expect(few).toMatchObject({ count: 2, enough: false, rating: 'notEnoughData' });
    expect(few.median).not.toBeNull();
  });

  it('never compares a listing with itself, and answers nothing but "not enough data" without comparables', () => {
    expect(marketValueOf(subject, [comparable({ id: 1 })])).toMatchObject({ count: 0, median: null, percentile: null, rating: 'notEnoughData', comparableIds: [] });
  });
});

describe('median, range and percentile', () => {
  it('answers the median, quartiles and the share of comparables cheaper than the listing', () => {
    const prices = [10_000, 12_000, 14_000, 16_000, 18_000, 20_000, 22_000, 24_000];
    const value = marketValueOf(subject, prices.map((price) => comparable({ price })));
    expect(value).toMatchObject({ median: 17_000, low: 13_000, high: 21_000, count: 8 });
    // 15,000: three of eight are cheaper.
    expect(value.percentile).toBe(38);
  });

  it('counts a comparable of another fuel or transmission less', () => {
    const same = [14_000, 14_500, 15_000].map((price) => comparable({ price }));
    const petrolAutomatics = [30_000, 31_000, 32_000].map((price) => comparable({ price, fuelType: 'petrol', transmission: 'automatic' }));
    const value = marketValueOf(subject, [...same, ...petrolAutomatics]);
    // Unweighted the median would be 15,000 or above; the petrol automatics weigh 0.18 each.
    expect(value.median).toBe(14_500);
  });
});

describe('deal rating', () => {
  const median = 10_000;
  it('labels each side of each threshold', () => {
    for (const { label, maxRatio } of DEAL_THRESHOLDS) expect(dealRating(median * maxRatio, median, MIN_COMPARABLES)).toBe(label);
    expect(dealRating(8_501, median, 5)).toBe('good');
    expect(dealRating(9_501, median, 5)).toBe('fair');
    expect(dealRating(10_501, median, 5)).toBe('high');
    expect(dealRating(11_501, median, 5)).toBe('overpriced');
  });

  it('flags a price far below the market as a risk instead of a great deal', () => {
    expect(dealRating(median * SCAM_RISK_RATIO, median, 5)).toBe('great');
    expect(dealRating(median * SCAM_RISK_RATIO - 1, median, 5)).toBe('tooLow');
    const value = marketValueOf({ ...subject, price: 5_000 }, [14_000, 15_000, 15_000, 16_000, 17_000].map((price) => comparable({ price })));
    expect(value.rating).toBe('tooLow');
  });

  it('says "not enough data" under the minimum of comparables and for a price that is not a number', () => {
    expect(dealRating(5_000, median, MIN_COMPARABLES - 1)).toBe('notEnoughData');
    const prices = [14_000, 15_000, 15_000, 16_000, 17_000].map((price) => comparable({ price }));
    expect(marketValueOf({ ...subject, price: 'Na upit' }, prices)).toMatchObject({ rating: 'notEnoughData', price: null, percentile: null, median: 15_000 });
  });
});
