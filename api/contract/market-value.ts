/**
 * Market value of a listing from comparable listings, and the deal rating derived from it: the thresholds
 * live here, once, for the API (which rates) and the PWA (which labels). No zod here: the result cards,
 * part of the home page's first load, import these names (api/contract/zod-free.test.ts).
 */
import type { FuelType, Transmission } from './catalog/vehicle';

/** Fewer comparables than this and the market value says "not enough data" instead of rating the price. */
export const MIN_COMPARABLES = 5;

/** Comparables are of the same brand and model, built within this many years of the listing. */
export const COMPARABLE_YEAR_SPAN = 1;

/**
 * Mileage bands around the listing's mileage (km either side), tried in turn until one holds at least
 * MIN_COMPARABLES listings; `null`: any mileage.
 */
export const MILEAGE_BANDS: readonly (number | null)[] = [15_000, 30_000, 60_000, 120_000, null];

/** How much a comparable counts when its fuel or transmission differs from the listing's (same: 1). */
export const OTHER_FUEL_WEIGHT = 0.3;
export const OTHER_TRANSMISSION_WEIGHT = 0.6;

/** At most this many comparables (the nearest in mileage) are used and answered. */
export const MAX_COMPARABLES = 60;

export const DEAL_LABELS = ['great', 'good', 'fair', 'high', 'overpriced'] as const;
export type DealLabel = (typeof DEAL_LABELS)[number];

/**
 * What the price is worth against the market: a deal label; `notEnoughData` when comparables are too few;
 * `tooLow` when the price is under SCAM_RISK_RATIO of the median (a risk flag, never "great deal").
 */
export const DEAL_RATINGS = [...DEAL_LABELS, 'notEnoughData', 'tooLow'] as const;
export type DealRating = (typeof DEAL_RATINGS)[number];

/** Under this share of the median price, the listing is flagged: be careful of scams. */
export const SCAM_RISK_RATIO = 0.6;

/**
 * Price ÷ median up to (and including) `maxRatio` earns the label; above the last, "overpriced".
 * great: at least 15 % under the market; good: 5–15 % under; fair: within 5 %; high: 5–15 % over.
 */
export const DEAL_THRESHOLDS: readonly { label: DealLabel; maxRatio: number }[] = [
  { label: 'great', maxRatio: 0.85 },
  { label: 'good', maxRatio: 0.95 },
  { label: 'fair', maxRatio: 1.05 },
  { label: 'high', maxRatio: 1.15 },
];

/** The rating of a price against a median from `comparables` listings. */
export function dealRating(price: number, median: number, comparables: number): DealRating {
  if (comparables < MIN_COMPARABLES || !(median > 0)) return 'notEnoughData';
  const ratio = price / median;
  if (ratio < SCAM_RISK_RATIO) return 'tooLow';
  return DEAL_THRESHOLDS.find((threshold) => ratio <= threshold.maxRatio)?.label ?? 'overpriced';
}

/** Which listings were compared: what a search for them asks (brand, model, years, mileage range). */
export interface ComparableCriteria {
  brand: string;
  model: string;
  minYear: number;
  maxYear: number;
  /** Absent when every mileage was needed. */
  minMileage?: number;
  maxMileage?: number;
}

export interface MarketValue {
  /** The listing's own price in euros (null when it is not a number, e.g. "on request"). */
  price: number | null;
  /** Weighted median of the comparables' prices (null without comparables). */
  median: number | null;
  /** Weighted lower and upper quartiles: the middle half of the market. */
  low: number | null;
  high: number | null;
  /** Share (0–100) of comparable weight priced below the listing; null without a price or comparables. */
  percentile: number | null;
  /** How many comparables (other listings) were used. */
  count: number;
  /** Whether `count` reaches MIN_COMPARABLES. */
  enough: boolean;
  rating: DealRating;
  /** The comparables' ids, nearest in mileage first. */
  comparableIds: number[];
  criteria: ComparableCriteria;
}

/** What one comparable contributes. */
export interface ComparableListing {
  id: number;
  price: number;
  year: number;
  mileage: number;
  fuelType: FuelType | string;
  transmission: Transmission | string;
}
