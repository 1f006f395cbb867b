/**
 * Market value of a listing from like-for-like listings, and the deal rating derived from it: the rules and
 * thresholds live here, once, for the API (which values and rates) and the PWA (which labels and explains).
 * No zod here: the result cards, part of the home page's first load, import these names
 * (api/contract/zod-free.test.ts).
 */
import type { FuelType, Transmission } from './catalog/vehicle';

/** Comparables are built within this many years of the listing (and of its generation, where both are known). */
export const COMPARABLE_YEAR_SPAN = 3;

/** A comparable's power is within this share of the listing's (±20 %). */
export const POWER_TOLERANCE = 0.2;

/**
 * At most this many comparables (the nearest in mileage) are used: twelve like-for-like cars already make a value
 * as sure as the listings allow (its standard error is then a third of one car's scatter), and every one more
 * costs each result card's deal label time.
 */
export const MAX_COMPARABLES = 12;

/** The comparables the car details show as cards (the closest first); the rest are behind the search link. */
export const SHOWN_COMPARABLES = 4;

/**
 * The risk note's evidence: at least this many like-for-like listings, and the price under RISK_PRICE_RATIO of
 * their adjusted value. Below either, no note, whoever sells the car.
 */
export const RISK_MIN_COMPARABLES = 5;
export const RISK_PRICE_RATIO = 0.6;

/**
 * How sure the value is, from its standard error (relative, on the log scale): the spread the fitted model
 * leaves between like-for-like cars, shrunk by how many comparables there are and how close they are.
 * `low` gives no deal label.
 */
export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];
export const HIGH_CONFIDENCE_ERROR = 0.05;
export const MEDIUM_CONFIDENCE_ERROR = 0.1;

export function confidenceOf(standardError: number): Confidence {
  if (standardError <= HIGH_CONFIDENCE_ERROR) return 'high';
  return standardError <= MEDIUM_CONFIDENCE_ERROR ? 'medium' : 'low';
}

export const DEAL_LABELS = ['great', 'good', 'fair', 'high', 'overpriced'] as const;
export type DealLabel = (typeof DEAL_LABELS)[number];

/**
 * What the price is worth against the market: a deal label; `notEnoughData` when the value is not sure enough
 * to rate (too few or too distant comparables); `tooLow` when the risk note's evidence holds (a question for the
 * buyer to ask, never "great deal").
 */
export const DEAL_RATINGS = [...DEAL_LABELS, 'notEnoughData', 'tooLow'] as const;
export type DealRating = (typeof DEAL_RATINGS)[number];

/**
 * Price ÷ value up to (and including) `maxRatio` earns the label; above the last, "overpriced".
 * great: at least 15 % under the value; good: 5–15 % under; fair: within 5 %; high: 5–15 % over.
 */
export const DEAL_THRESHOLDS: readonly { label: DealLabel; maxRatio: number }[] = [
  { label: 'great', maxRatio: 0.85 },
  { label: 'good', maxRatio: 0.95 },
  { label: 'fair', maxRatio: 1.05 },
  { label: 'high', maxRatio: 1.15 },
];

/** The rating of a price against a value resting on `comparables` like-for-like listings with `confidence`. */
export function dealRating(price: number, value: number, comparables: number, confidence: Confidence): DealRating {
  if (!(value > 0) || comparables === 0) return 'notEnoughData';
  const ratio = price / value;
  if (ratio < RISK_PRICE_RATIO) return comparables >= RISK_MIN_COMPARABLES ? 'tooLow' : 'notEnoughData';
  if (confidence === 'low') return 'notEnoughData';
  return DEAL_THRESHOLDS.find((threshold) => ratio <= threshold.maxRatio)?.label ?? 'overpriced';
}

/** New, demo (pre-registered, few km) and used cars are valued apart: each only against its own kind. */
export type ListingCondition = 'new' | 'demo' | 'used';

export function listingCondition(listingType: string | undefined): ListingCondition {
  return listingType === 'new' || listingType === 'demo' ? listingType : 'used';
}

/** What a listing says that decides what it may be compared with and what is adjusted for. */
export interface ValuedListing {
  id: number;
  brand: string;
  model: string;
  year: number;
  mileage: number;
  fuelType: FuelType | string;
  transmission: Transmission | string;
  powerKw: number;
  condition: ListingCondition;
  /** How many equipment features the listing names. */
  featureCount: number;
  /** First registration as a decimal year (2019.5: June 2019); the model year's middle when not known. */
  registered: number;
  /** Previous owners. */
  owners: number;
  serviceHistory: boolean;
  allWheelDrive: boolean;
  /** The catalogue generation (from its variant), when known. */
  generationId?: string | null;
}

/**
 * Like-for-like: same brand and model, same generation where both are known, same fuel and gearbox, power
 * within ±POWER_TOLERANCE, the same condition (used, new, demo), built within COMPARABLE_YEAR_SPAN years.
 */
export function isLikeForLike(subject: ValuedListing, other: ValuedListing): boolean {
  return (
    other.id !== subject.id &&
    other.brand === subject.brand &&
    other.model === subject.model &&
    other.fuelType === subject.fuelType &&
    other.transmission === subject.transmission &&
    other.condition === subject.condition &&
    Math.abs(other.year - subject.year) <= COMPARABLE_YEAR_SPAN &&
    Math.abs(other.powerKw - subject.powerKw) <= POWER_TOLERANCE * subject.powerKw &&
    (!subject.generationId || !other.generationId || subject.generationId === other.generationId)
  );
}

/** A first registration ("2019-06") as a decimal year (2019.46); the model year's middle when it says none. */
export function registeredAt(firstRegistration: string | undefined, modelYear: number): number {
  const match = /^(\d{4})-(\d{2})/.exec(firstRegistration ?? '');
  if (!match) return modelYear + 0.5;
  return Number(match[1]) + (Number(match[2]) - 0.5) / 12;
}

/** Which listings were compared: what a search for them asks. */
export interface ComparableCriteria {
  brand: string;
  model: string;
  /** Absent in answers kept offline from before comparables were like-for-like. */
  fuelType?: string;
  transmission?: string;
  minYear: number;
  maxYear: number;
  /** Absent without comparables. */
  minMileage?: number;
  maxMileage?: number;
}

/** How a comparable differs from the listing valued (the comparable minus the listing). */
export interface ComparableDifferences {
  years: number;
  km: number;
  kw: number;
  features: number;
}

/** A comparable as the car details show it. */
export interface ComparableCard {
  id: number;
  brand: string;
  model: string;
  year: number;
  mileage: number;
  powerKw: number;
  price: number;
  /** Its price adjusted to the listing valued (age, mileage, power, equipment). */
  adjustedPrice: number;
  differences: ComparableDifferences;
}

export interface MarketValue {
  /** The listing's own price in euros (null when it is not a number, e.g. "on request"). */
  price: number | null;
  /**
   * The value: the comparables' prices adjusted to this car and weighed by closeness, with the fitted model's
   * own estimate counting as one more where it was fitted on enough listings (null without comparables).
   */
  median: number | null;
  /** Where the middle half of such cars' prices lies around the value. */
  low: number | null;
  high: number | null;
  /** Share (0–100) of the comparables, adjusted, priced below the listing; null without a price or comparables. */
  percentile: number | null;
  /** How many like-for-like listings the value rests on. */
  count: number;
  /** Whether the value is sure enough to rate the price (confidence not low). */
  enough: boolean;
  rating: DealRating;
  /** The comparables' ids, nearest in mileage first. */
  comparableIds: number[];
  /*
   * The API always answers the three below; answers kept offline (the PWA's saved analyses) from before they
   * existed lack them.
   */
  /** How sure the value is; null without comparables. */
  confidence?: Confidence | null;
  /** The risk note: the price is under RISK_PRICE_RATIO of the value of at least RISK_MIN_COMPARABLES comparables. */
  riskNote?: boolean;
  /** The closest few, as cards (SHOWN_COMPARABLES). */
  comparables?: ComparableCard[];
  criteria: ComparableCriteria;
}

/** What one comparable contributes (the store's answer). */
export interface ComparableListing extends ValuedListing {
  price: number;
}
