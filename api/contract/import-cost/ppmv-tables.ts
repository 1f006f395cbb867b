/**
 * The figures of the special tax on motor vehicles (posebni porez na motorna vozila, PPMV) for passenger
 * cars (category M1), as the law publishes them. Only the numbers live here; ppmv.ts applies them.
 *
 * Value and CO₂ components: Uredba o načinu izračuna i visinama sastavnica za izračun posebnog poreza na
 * motorna vozila, Narodne novine 156/2022 (in force from 1 January 2023, amounts in euros):
 * narodne-novine.nn.hr/clanci/sluzbeni/2022_12_156_2525.html, also printed by the customs administration at
 * carina.gov.hr/print.aspx?id=5588. Tables 1–3 are for cars first registered up to 31 December 2020 (CO₂ by
 * NEDC), tables 4–6 for cars first registered from 1 January 2021 (CO₂ by WLTP). Checked against the
 * customs administration's worked examples ("Kako izračunati posebni porez na motorna vozila",
 * carina.gov.hr; amounts in kuna, converted at the fixed rate 7.53450) and against the public transcription
 * in github.com/MarioZitko/carppmv (app/ppmv/tables.py); checked 7 December 2026.
 *
 * Depreciation of a used car by age: Pravilnik o posebnom porezu na motorna vozila, čl. 9 and its Tablica 1
 * (Narodne novine 1/2017, 2/2018, 1/2020, 32/2021; consolidated text at cvh.hr, "Pravilnik o posebnom
 * porezu na motorna vozila"), same checks.
 */

/** One row of a value table: from `from` euros, `fixed` euros plus `rate` of the price above `from`. */
export interface ValueBand {
  from: number;
  fixed: number;
  rate: number;
}

/** One row of a CO₂ table: from `from` g/km, `fixed` euros plus `perGram` euros for each g/km above `from`. */
export interface Co2Band {
  from: number;
  fixed: number;
  perGram: number;
}

/**
 * Uredba NN 156/22, Tablica 1 (first registered up to 31.12.2020). The bands are the old kuna bands
 * (100,000, 150,000 … 600,000 kn) in euros. The fixed amount of a band is what the law prints: it starts
 * the value component with a step at 150,000 kn (19,908.42 €), not a slope.
 */
export const VALUE_TABLE_NEDC: readonly ValueBand[] = [
  { from: 0, fixed: 0, rate: 0 },
  { from: 19908.42, fixed: 265.45, rate: 0.03 },
  { from: 26544.56, fixed: 464.53, rate: 0.05 },
  { from: 33180.7, fixed: 796.34, rate: 0.07 },
  { from: 39816.84, fixed: 1260.87, rate: 0.09 },
  { from: 46452.98, fixed: 1858.12, rate: 0.11 },
  { from: 53089.12, fixed: 2588.1, rate: 0.13 },
  { from: 59725.26, fixed: 3450.79, rate: 0.14 },
  { from: 66361.4, fixed: 4379.85, rate: 0.15 },
  { from: 72997.54, fixed: 5375.27, rate: 0.16 },
  { from: 79633.69, fixed: 6437.05, rate: 0.17 },
];

/** Uredba NN 156/22, Tablica 4 (first registered from 1.1.2021): nothing up to 200,000 kn (26,544.56 €). */
export const VALUE_TABLE_WLTP: readonly ValueBand[] = [
  { from: 0, fixed: 0, rate: 0 },
  { from: 26544.56, fixed: 398.17, rate: 0.03 },
  { from: 33180.7, fixed: 597.25, rate: 0.05 },
  { from: 39816.84, fixed: 929.06, rate: 0.07 },
  { from: 46452.98, fixed: 1393.59, rate: 0.09 },
  { from: 53089.12, fixed: 1990.84, rate: 0.11 },
  { from: 59725.26, fixed: 2720.82, rate: 0.13 },
  { from: 66361.4, fixed: 3583.51, rate: 0.15 },
  { from: 72997.54, fixed: 4578.93, rate: 0.16 },
  { from: 79633.69, fixed: 5640.71, rate: 0.17 },
];

/** Tablica 2: diesel, NEDC. Below 70 g/km nothing. */
export const CO2_DIESEL_NEDC: readonly Co2Band[] = [
  { from: 70, fixed: 24.55, perGram: 7.3 },
  { from: 85, fixed: 134.05, perGram: 23.23 },
  { from: 120, fixed: 947.1, perGram: 152.63 },
  { from: 140, fixed: 3999.7, perGram: 165.9 },
  { from: 170, fixed: 8976.7, perGram: 179.18 },
  { from: 200, fixed: 14352.1, perGram: 192.45 },
];

/** Tablica 3: petrol, LPG, CNG and every other fuel but diesel (hybrids included), NEDC. Below 75 g/km nothing. */
export const CO2_OTHER_NEDC: readonly Co2Band[] = [
  { from: 75, fixed: 12.61, perGram: 4.65 },
  { from: 90, fixed: 82.36, perGram: 17.92 },
  { from: 120, fixed: 619.96, perGram: 59.73 },
  { from: 140, fixed: 1814.56, perGram: 92.91 },
  { from: 170, fixed: 4601.86, perGram: 159.27 },
  { from: 200, fixed: 9379.96, perGram: 172.54 },
];

/** Tablica 5: diesel, WLTP. Below 95 g/km nothing. */
export const CO2_DIESEL_WLTP: readonly Co2Band[] = [
  { from: 95, fixed: 11.28, perGram: 13.94 },
  { from: 125, fixed: 429.48, perGram: 24.55 },
  { from: 155, fixed: 1165.98, perGram: 146 },
  { from: 190, fixed: 6275.98, perGram: 165.9 },
  { from: 215, fixed: 10423.48, perGram: 179.18 },
  { from: 255, fixed: 17590.68, perGram: 205.72 },
];

/** Tablica 6: petrol and every other fuel but diesel, WLTP. Below 95 g/km nothing. */
export const CO2_OTHER_WLTP: readonly Co2Band[] = [
  { from: 95, fixed: 3.32, perGram: 5.97 },
  { from: 125, fixed: 182.42, perGram: 18.58 },
  { from: 155, fixed: 739.82, perGram: 73.66 },
  { from: 175, fixed: 2213.02, perGram: 96.22 },
  { from: 200, fixed: 4618.52, perGram: 129.4 },
  { from: 240, fixed: 9794.52, perGram: 218.99 },
];

/**
 * Pravilnik, Tablica 1: the share of the as-new tax a used car owes, by its age in complete months: each
 * row holds from `months` up to the next row. 0 months is 96 %; 168–179 months 19.32 %.
 */
export const DEPRECIATION: readonly { months: number; share: number }[] = [
  { months: 0, share: 0.96 },
  { months: 1, share: 0.93 },
  { months: 2, share: 0.9 },
  { months: 3, share: 0.88 },
  { months: 4, share: 0.86 },
  { months: 5, share: 0.84 },
  { months: 6, share: 0.82 },
  { months: 7, share: 0.81 },
  { months: 8, share: 0.8 },
  { months: 9, share: 0.79 },
  { months: 10, share: 0.78 },
  { months: 11, share: 0.77 },
  { months: 12, share: 0.7604 },
  { months: 13, share: 0.7508 },
  { months: 14, share: 0.7412 },
  { months: 15, share: 0.7316 },
  { months: 16, share: 0.722 },
  { months: 17, share: 0.7124 },
  { months: 18, share: 0.7028 },
  { months: 19, share: 0.6932 },
  { months: 20, share: 0.6836 },
  { months: 21, share: 0.674 },
  { months: 22, share: 0.6644 },
  { months: 23, share: 0.65 },
  { months: 24, share: 0.6358 },
  { months: 26, share: 0.6216 },
  { months: 28, share: 0.6074 },
  { months: 30, share: 0.5932 },
  { months: 32, share: 0.579 },
  { months: 34, share: 0.5648 },
  { months: 36, share: 0.5506 },
  { months: 38, share: 0.5364 },
  { months: 40, share: 0.5222 },
  { months: 42, share: 0.508 },
  { months: 44, share: 0.4938 },
  { months: 46, share: 0.4796 },
  { months: 48, share: 0.4636 },
  { months: 51, share: 0.4476 },
  { months: 54, share: 0.4316 },
  { months: 57, share: 0.4156 },
  { months: 60, share: 0.4006 },
  { months: 64, share: 0.3856 },
  { months: 68, share: 0.3706 },
  { months: 72, share: 0.3526 },
  { months: 78, share: 0.3346 },
  { months: 84, share: 0.3166 },
  { months: 90, share: 0.2986 },
  { months: 96, share: 0.2806 },
  { months: 102, share: 0.2626 },
  { months: 108, share: 0.2446 },
  { months: 114, share: 0.2266 },
  { months: 120, share: 0.2172 },
  { months: 132, share: 0.2112 },
  { months: 144, share: 0.2052 },
  { months: 156, share: 0.1992 },
  { months: 168, share: 0.1932 },
];

/**
 * Pravilnik čl. 9 st. 3: past 180 months the last share is lowered by 0.6 percentage points for every
 * complete 12 months, up to 360 months (10.32 % from then on).
 */
export const PAST_TABLE = { fromMonths: 180, stepMonths: 12, stepShare: 0.006, untilMonths: 360 } as const;

/** From this first-registration date the WLTP tables (4–6) apply; before it the NEDC tables (1–3). */
export const WLTP_TABLES_FROM = '2021-01-01';
