import { describe, expect, it } from 'vitest';
import { annuity } from './loan';
import { croatianVat, isNewMeansOfTransport } from './vat';

describe('a new means of transport owes Croatian VAT', () => {
  it('is new up to six months after first registration, to the day', () => {
    expect(isNewMeansOfTransport('2026-06-07', 20_000, '2026-12-07')).toBe(true);
    expect(isNewMeansOfTransport('2026-06-07', 20_000, '2026-12-08')).toBe(false);
    // 31 August plus six months is the last day of February.
    expect(isNewMeansOfTransport('2025-08-31', 20_000, '2026-02-28')).toBe(true);
    expect(isNewMeansOfTransport('2025-08-31', 20_000, '2026-03-01')).toBe(false);
  });

  it('is new at up to 6,000 km, however old', () => {
    expect(isNewMeansOfTransport('2022-01-01', 6_000, '2026-12-07')).toBe(true);
    expect(isNewMeansOfTransport('2022-01-01', 6_001, '2026-12-07')).toBe(false);
  });

  it('owes 25 %', () => {
    expect(croatianVat(40_000)).toBe(10_000);
    expect(croatianVat(33_333.33)).toBe(8_333.33);
  });
});

describe('annuity', () => {
  it('matches the textbook values', () => {
    // 10,000 at 5 % a year over 60 months: 188.71 a month (standard amortisation tables).
    expect(annuity(10_000, 5, 60).monthly).toBe(188.71);
    // 20,000 at 6 % over 48 months: 469.70.
    expect(annuity(20_000, 6, 48).monthly).toBe(469.7);
    // 100,000 at 12 % over 12 months: 8,884.88.
    expect(annuity(100_000, 12, 12).monthly).toBe(8884.88);
  });

  it('sums the payments and the interest', () => {
    const loan = annuity(10_000, 5, 60);
    expect(loan.totalPaid).toBeCloseTo(11_322.74, 1);
    expect(loan.totalInterest).toBeCloseTo(1_322.74, 1);
  });

  it('divides evenly at 0 % and owes nothing on nothing', () => {
    expect(annuity(12_000, 0, 24)).toEqual({ principal: 12_000, monthly: 500, totalPaid: 12_000, totalInterest: 0 });
    expect(annuity(0, 5, 60).monthly).toBe(0);
  });
});
