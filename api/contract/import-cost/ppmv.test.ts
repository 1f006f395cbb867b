import { describe, expect, it } from 'vitest';
import { completeMonths, registrationDate } from './months';
import { computePpmv, depreciationShare } from './ppmv';

/**
 * Worked examples of the customs administration ("Kako izračunati posebni porez na motorna vozila",
 * carina.gov.hr), published in kuna before the euro: converted at the fixed rate 7.53450, so the euro tables
 * of NN 156/22 reproduce them to within rounding (15 cents).
 */
const HRK = 7.5345;
const kn = (amount: number) => amount / HRK;

describe('PPMV against published worked examples', () => {
  it('example 1: a new petrol car, WLTP 139 g/km, 205,000 kn as new: 6,485 kn', () => {
    const result = computePpmv({
      asNewPrice: kn(205_000),
      co2Grams: 139,
      fuel: 'petrol',
      firstRegistration: '2023-01-01',
      on: '2023-01-01',
      isNew: true,
    });
    expect(result.tables).toBe('WLTP');
    expect(result.share).toBe(1);
    expect(result.tax).toBeCloseTo(kn(6_485), 0);
    expect(Math.abs(result.tax - kn(6_485))).toBeLessThan(0.15);
  });

  it('example 2: a new diesel, WLTP 127 g/km, 195,000 kn: only the CO₂ component, 3,605 kn', () => {
    const result = computePpmv({
      asNewPrice: kn(195_000),
      co2Grams: 127,
      fuel: 'diesel',
      firstRegistration: '2023-01-01',
      on: '2023-01-01',
      isNew: true,
    });
    expect(result.valueComponent).toBe(0);
    expect(Math.abs(result.tax - kn(3_605))).toBeLessThan(0.15);
  });

  it('example 4: a new plug-in hybrid, 59 g/km, 418,000 kn, 59 km electric range: 6,961.80 kn', () => {
    const result = computePpmv({
      asNewPrice: kn(418_000),
      co2Grams: 59,
      fuel: 'plugin_hybrid',
      firstRegistration: '2023-01-01',
      on: '2023-01-01',
      isNew: true,
      electricRangeKm: 59,
    });
    expect(result.co2Component).toBe(0);
    expect(Math.abs(result.asNewTax - kn(16_980))).toBeLessThan(0.15);
    expect(Math.abs(result.tax - kn(6_961.8))).toBeLessThan(0.15);
  });

  it('example 9: a used diesel registered 15.4.2019 (NEDC 99 g/km, 285,000 kn), 20 months old: 8,141.68 kn', () => {
    const result = computePpmv({
      asNewPrice: kn(285_000),
      co2Grams: 99,
      fuel: 'diesel',
      firstRegistration: '2019-04-15',
      on: '2020-12-15',
    });
    expect(result.tables).toBe('NEDC');
    expect(result.ageMonths).toBe(20);
    expect(result.share).toBe(0.6836);
    expect(Math.abs(result.asNewTax - kn(11_910))).toBeLessThan(0.15);
    expect(Math.abs(result.tax - kn(8_141.68))).toBeLessThan(0.15);
  });

  it('example 10: a used petrol car registered 4.1.2021 (WLTP 145 g/km, 215,000 kn), 4 months old: 6,557.50 kn', () => {
    const result = computePpmv({
      asNewPrice: kn(215_000),
      co2Grams: 145,
      fuel: 'petrol',
      firstRegistration: '2021-01-04',
      on: '2021-05-04',
    });
    expect(result.tables).toBe('WLTP');
    expect(result.ageMonths).toBe(4);
    expect(result.share).toBe(0.86);
    expect(Math.abs(result.asNewTax - kn(7_625))).toBeLessThan(0.15);
    expect(Math.abs(result.tax - kn(6_557.5))).toBeLessThan(0.15);
  });

  it('a customs decision in euros: Audi A5 40 TDI, NEDC 136 g/km, registered 17.8.2020, assessed 10.7.2025: 3,475.50 €', () => {
    // The decision (KLASA UP/I-410-22/25-09/50070) as transcribed in github.com/MarioZitko/carppmv tests.
    const result = computePpmv({
      asNewPrice: 70_318.61,
      co2Grams: 136,
      fuel: 'diesel',
      firstRegistration: '2020-08-17',
      on: '2025-07-10',
    });
    expect(result.ageMonths).toBe(58);
    expect(result.share).toBe(0.4156);
    expect(result.valueComponent).toBe(4973.43);
    expect(result.co2Component).toBe(3389.18);
    expect(result.tax).toBe(3475.5);
  });

  it('an electric car owes nothing, whatever its price', () => {
    const result = computePpmv({
      asNewPrice: 90_000,
      co2Grams: 0,
      fuel: 'electric',
      firstRegistration: '2023-05-10',
      on: '2026-12-07',
    });
    expect(result.exempt).toBe(true);
    expect(result.tax).toBe(0);
  });

  it('a petrol car past 180 months: the last share less 0.6 points per complete year', () => {
    // Registered 31.3.2008, assessed 7.12.2026: 224 complete months, three years past 180: 19.32 − 1.8 = 17.52 %.
    const result = computePpmv({
      asNewPrice: 20_000,
      co2Grams: 160,
      fuel: 'petrol',
      firstRegistration: '2008-03-31',
      on: '2026-12-07',
    });
    expect(result.ageMonths).toBe(224);
    expect(result.share).toBe(0.1752);
    // Value: 265.45 + 3 % of (20,000 − 19,908.42); CO₂: 1,814.56 + 92.91 × 20.
    expect(result.valueComponent).toBe(268.2);
    expect(result.co2Component).toBe(3672.76);
    expect(result.tax).toBe(690.46);
  });

  it('hybrids without a plug and LPG cars are taxed on the petrol tables', () => {
    const petrol = computePpmv({
      asNewPrice: 30_000,
      co2Grams: 110,
      fuel: 'petrol',
      firstRegistration: '2022-02-01',
      on: '2026-12-07',
    });
    expect(
      computePpmv({
        asNewPrice: 30_000,
        co2Grams: 110,
        fuel: 'hybrid',
        firstRegistration: '2022-02-01',
        on: '2026-12-07',
      }).tax,
    ).toBe(petrol.tax);
    expect(
      computePpmv({ asNewPrice: 30_000, co2Grams: 110, fuel: 'lpg', firstRegistration: '2022-02-01', on: '2026-12-07' })
        .tax,
    ).toBe(petrol.tax);
    expect(
      computePpmv({
        asNewPrice: 30_000,
        co2Grams: 110,
        fuel: 'diesel',
        firstRegistration: '2022-02-01',
        on: '2026-12-07',
      }).tax,
    ).toBeGreaterThan(petrol.tax);
  });

  it('a plug-in hybrid without a known electric range gets no reduction', () => {
    const withRange = computePpmv({
      asNewPrice: 50_000,
      co2Grams: 100,
      fuel: 'plugin_hybrid',
      firstRegistration: '2022-02-01',
      on: '2026-12-07',
      electricRangeKm: 120,
    });
    const without = computePpmv({
      asNewPrice: 50_000,
      co2Grams: 100,
      fuel: 'plugin_hybrid',
      firstRegistration: '2022-02-01',
      on: '2026-12-07',
    });
    expect(withRange.tax).toBe(0);
    expect(without.reduction).toBe(0);
    expect(without.tax).toBeGreaterThan(0);
  });
});

describe('age and depreciation by the Pravilnik', () => {
  it('counts complete months, a short month completing on its last day', () => {
    expect(completeMonths('2020-08-17', '2025-07-10')).toBe(58);
    expect(completeMonths('2021-01-31', '2021-02-28')).toBe(1);
    expect(completeMonths('2021-01-31', '2021-02-27')).toBe(0);
    expect(completeMonths('2024-03-01', '2024-03-01')).toBe(0);
  });

  it('keeps the table to 180 months, then steps down per 12 months and stops at 360', () => {
    expect(depreciationShare(0)).toBe(0.96);
    expect(depreciationShare(25)).toBe(0.6358);
    expect(depreciationShare(179)).toBe(0.1932);
    expect(depreciationShare(191)).toBe(0.1932);
    expect(depreciationShare(192)).toBe(0.1872);
    expect(depreciationShare(360)).toBe(0.1032);
    expect(depreciationShare(500)).toBe(0.1032);
  });

  it('reads a listing month as its last day, never counting a month too many', () => {
    expect(registrationDate('2019-02')).toBe('2019-02-28');
    expect(registrationDate('2020-02')).toBe('2020-02-29');
    expect(registrationDate('2019-13')).toBeUndefined();
    expect(registrationDate('soon')).toBeUndefined();
  });
});
