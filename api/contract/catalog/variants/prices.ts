/**
 * List prices of past years in today's euros. The index is the euro area's harmonised consumer price index
 * (Eurostat HICP, annual averages, 2015 = 100), chained from the published annual average inflation rates
 * (2006 2.2 %, 2007 2.1 %, 2008 3.3 %, 2009 0.3 %, 2010 1.6 %, 2011 2.7 %, 2012 2.5 %, 2013 1.3 %, 2014 0.4 %,
 * 2015 0.2 %, 2016 0.2 %, 2017 1.5 %, 2018 1.8 %, 2019 1.2 %, 2020 0.3 %, 2021 2.6 %, 2022 8.4 %, 2023 5.4 %,
 * 2024 2.4 %, 2025 2.1 %). Car list prices rose a little faster than consumer prices over these years, so a
 * converted price is, if anything, on the low side of what the same car costs new today.
 */
const HICP: Record<number, number> = {
  2005: 84.8,
  2006: 86.7,
  2007: 88.5,
  2008: 91.4,
  2009: 91.7,
  2010: 93.2,
  2011: 95.7,
  2012: 98.1,
  2013: 99.4,
  2014: 99.8,
  2015: 100,
  2016: 100.2,
  2017: 101.7,
  2018: 103.5,
  2019: 104.8,
  2020: 105.1,
  2021: 107.8,
  2022: 116.9,
  2023: 123.2,
  2024: 126.2,
  2025: 128.8,
};

/** The last year the index has: "today" for prices. */
export const PRICE_BASE_YEAR = 2025;

function indexOf(year: number): number {
  const clamped = Math.min(PRICE_BASE_YEAR, Math.max(2005, year));
  return HICP[clamped]!;
}

/** A nominal price of `year` in today's euros, to the nearest hundred. */
export function inTodaysEuros(euros: number, year: number): number {
  return Math.round((euros * indexOf(PRICE_BASE_YEAR)) / indexOf(year) / 100) * 100;
}
