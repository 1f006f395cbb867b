/**
 * A listing's market value from like-for-like listings (@contract/market-value: isLikeForLike and the rules'
 * numbers). The store answers the candidates nearest in mileage (ListingRepository.findComparables: the listing
 * index on the embedded store, two indexed finds on MongoDB); this module keeps the like-for-like ones, adjusts
 * each one's price to the listing with the fitted ValueModel (age, mileage, power, equipment), weighs each by
 * how little it had to be adjusted, and answers the value, a range, a confidence and the deal rating.
 */
import {
  COMPARABLE_YEAR_SPAN,
  MAX_COMPARABLES,
  POWER_TOLERANCE,
  RISK_PRICE_RATIO,
  SHOWN_COMPARABLES,
  confidenceOf,
  dealRating,
  isLikeForLike,
  listingCondition,
  registeredAt,
  type ComparableCard,
  type Confidence,
  type DealRating,
  type ComparableListing,
  type ListingCondition,
  type MarketValue,
  type ValuedListing,
} from '@contract/market-value';
import { variantById } from '@contract/catalog/variants';
import type { Car } from '@contract/car';
import { ValueModel, type ValueGroup } from './value-model';

/** What the market value of a listing depends on: what it is, and its price. */
export interface ComparableSubject extends ValuedListing {
  price: number | string;
}

/** The fields of a stored listing the market value reads. */
export type ValuedCar = Pick<
  Car,
  'id' | 'brand' | 'model' | 'year' | 'mileage' | 'fuelType' | 'transmission' | 'price'
> & {
  listingType?: string;
  additionalDetails?: Partial<
    Pick<
      Car['additionalDetails'],
      'powerKw' | 'features' | 'variantId' | 'firstRegistration' | 'previousOwners' | 'serviceHistory'
    >
  >;
};

/** A stored listing as the market value sees it (its generation from the catalogue variant it carries). */
export function subjectOf(car: ValuedCar): ComparableSubject {
  const details = car.additionalDetails ?? {};
  return {
    id: car.id,
    brand: car.brand,
    model: car.model,
    year: car.year,
    mileage: car.mileage,
    fuelType: car.fuelType,
    transmission: car.transmission,
    price: car.price,
    powerKw: typeof details.powerKw === 'number' ? details.powerKw : 0,
    condition: listingCondition(car.listingType),
    featureCount: details.features?.length ?? 0,
    registered: registeredAt(details.firstRegistration, car.year),
    owners: typeof details.previousOwners === 'number' ? details.previousOwners : 1,
    serviceHistory: details.serviceHistory ?? true,
    allWheelDrive: details.features?.includes('fourWheelDrive') ?? false,
    generationId: generationOf(details.variantId),
  };
}

/** The catalogue generation of a variant id, or null when the listing carries none the catalogue knows. */
export function generationOf(variantId: string | null | undefined): string | null {
  return (variantId && variantById(variantId)?.generation.id) || null;
}

/**
 * The candidates' query: searchable listings with a numeric price of the brand and model, fuel, gearbox and
 * condition, within the years and power, other than the subject, the nearest `limit` in mileage (ties: lower id
 * first). The generation is checked on the answer (isLikeForLike).
 */
export interface ComparableQuery {
  excludeId: number;
  brand: string;
  model: string;
  fuelType: string;
  transmission: string;
  condition: ListingCondition;
  minYear: number;
  maxYear: number;
  minPowerKw: number;
  maxPowerKw: number;
  mileage: number;
  limit: number;
}

export function comparableQuery(subject: ValuedListing): ComparableQuery {
  const slack = POWER_TOLERANCE * subject.powerKw;
  return {
    excludeId: subject.id,
    brand: subject.brand,
    model: subject.model,
    fuelType: subject.fuelType,
    transmission: subject.transmission,
    condition: subject.condition,
    minYear: subject.year - COMPARABLE_YEAR_SPAN,
    maxYear: subject.year + COMPARABLE_YEAR_SPAN,
    // A hair wider than the rule: the rule itself is applied to the answer.
    minPowerKw: Math.floor(subject.powerKw - slack),
    maxPowerKw: Math.ceil(subject.powerKw + slack),
    mileage: subject.mileage,
    limit: MAX_COMPARABLES,
  };
}

/** Orders candidates nearest in mileage first, ties by id: both store paths answer in this order. */
export function byMileageDistance(mileage: number) {
  return (a: { id: number; mileage: number }, b: { id: number; mileage: number }) =>
    Math.abs(a.mileage - mileage) - Math.abs(b.mileage - mileage) || a.id - b.id;
}

/** The comparables the value uses: like-for-like, with a price, the nearest MAX_COMPARABLES in mileage. */
export function selectComparables(
  subject: ValuedListing,
  candidates: readonly ComparableListing[],
): ComparableListing[] {
  return candidates
    .filter((candidate) => Number.isFinite(candidate.price) && candidate.price > 0 && isLikeForLike(subject, candidate))
    .sort(byMileageDistance(subject.mileage))
    .slice(0, MAX_COMPARABLES);
}

/**
 * The fitted model's own estimate for the car counts where the model has a fit of its own (a brand's or the
 * whole catalogue's slopes say nothing about one model's prices), with the precision of its whole spread.
 */
const MODEL_ESTIMATE_WEIGHT = { model: 1, brand: 0, all: 0 } as const;
/** ±this many standard deviations hold the middle half of a normal distribution. */
const QUARTILE_Z = 0.6745;

interface Adjusted {
  comparable: ComparableListing;
  /** Its price adjusted to the subject (log). */
  logValue: number;
  /** How much it counts, 0–1: less the more unsure its adjustment. */
  weight: number;
}

interface Estimate {
  group: ValueGroup;
  adjusted: Adjusted[];
  logValue: number;
  standardError: number;
  confidence: Confidence;
}

/** The value of `subject` from its like-for-like comparables (at least one) and the fitted model. */
function estimate(subject: ComparableSubject, comparables: readonly ComparableListing[], model: ValueModel): Estimate {
  const group = model.groupOf(subject.brand, subject.model);
  const alike = group.alikeSpread ** 2;
  const subjectTerms = ValueModel.termsOf(subject);
  const adjusted: Adjusted[] = [];
  // Each estimate counts by its precision; the model's own estimate, for used cars only (it is fitted on them),
  // by its whole spread.
  const values: number[] = [];
  const precisions: number[] = [];
  for (const comparable of comparables) {
    const difference = ValueModel.differenceTo(comparable, subjectTerms);
    // A comparable's variance: how alike cars' prices scatter, and how unsure its adjustment is (the fitted
    // coefficients' uncertainty times its differences; nothing for a twin).
    const variance = alike + ValueModel.varianceOf(group, difference);
    const logValue = Math.log(comparable.price) + ValueModel.adjustmentOf(group, difference);
    adjusted.push({ comparable, logValue, weight: alike / variance });
    values.push(logValue);
    precisions.push(1 / variance);
  }
  const estimateWeight = subject.condition === 'used' ? MODEL_ESTIMATE_WEIGHT[group.level] : 0;
  if (estimateWeight > 0) {
    values.push(ValueModel.predict(group, subject));
    precisions.push(estimateWeight / group.spread ** 2);
  }
  // A price as far off the others as the risk note's (a typo, a damaged car, a scam) is no evidence of the market:
  // left out; the rest are held to 2 spreads of the weighted median.
  const centre = weightedMedian(values, precisions);
  const outlier = -Math.log(RISK_PRICE_RATIO);
  const bound = 2 * group.alikeSpread;
  let precision = 0;
  let sum = 0;
  for (let index = 0; index < values.length; index++) {
    const value = values[index]!;
    if (Math.abs(value - centre) > outlier) continue;
    precision += precisions[index]!;
    sum += precisions[index]! * Math.min(centre + bound, Math.max(centre - bound, value));
  }
  const standardError = 1 / Math.sqrt(precision);
  return { group, adjusted, logValue: sum / precision, standardError, confidence: confidenceOf(standardError) };
}

const priceOf = (subject: ComparableSubject) =>
  typeof subject.price === 'number' && Number.isFinite(subject.price) ? subject.price : null;

/** The deal rating alone (a result card's label): the market value's rating without its working. */
export function dealRatingOf(
  subject: ComparableSubject,
  candidates: readonly ComparableListing[],
  model: ValueModel,
): DealRating {
  const comparables = selectComparables(subject, candidates);
  const price = priceOf(subject);
  if (comparables.length === 0 || price === null) return 'notEnoughData';
  const { logValue, confidence } = estimate(subject, comparables, model);
  return dealRating(price, Math.round(Math.exp(logValue)), comparables.length, confidence);
}

/** The market value of `subject` from the store's candidates (see ComparableQuery) and the fitted model. */
export function marketValueOf(
  subject: ComparableSubject,
  candidates: readonly ComparableListing[],
  model: ValueModel,
): MarketValue {
  const comparables = selectComparables(subject, candidates);
  const price = priceOf(subject);
  const mileages = comparables.map((comparable) => comparable.mileage);
  const criteria = {
    brand: subject.brand,
    model: subject.model,
    fuelType: subject.fuelType,
    transmission: subject.transmission,
    minYear: subject.year - COMPARABLE_YEAR_SPAN,
    maxYear: subject.year + COMPARABLE_YEAR_SPAN,
    ...(comparables.length > 0 ? { minMileage: Math.min(...mileages), maxMileage: Math.max(...mileages) } : {}),
  };
  const base = { price, count: comparables.length, comparableIds: comparables.map((c) => c.id), criteria };
  if (comparables.length === 0) {
    return {
      ...base,
      median: null,
      low: null,
      high: null,
      percentile: null,
      enough: false,
      confidence: null,
      rating: 'notEnoughData',
      riskNote: false,
      comparables: [],
    };
  }
  const { group, adjusted, logValue, standardError, confidence } = estimate(subject, comparables, model);
  const value = Math.round(Math.exp(logValue));
  const halfWidth = QUARTILE_Z * Math.sqrt(group.alikeSpread ** 2 + standardError ** 2);
  let percentile: number | null = null;
  if (price !== null) {
    const comparableWeight = adjusted.reduce((sum, item) => sum + item.weight, 0);
    const logPrice = Math.log(price);
    const below = adjusted.reduce(
      (sum, item) => sum + (item.logValue < logPrice ? item.weight : item.logValue === logPrice ? item.weight / 2 : 0),
      0,
    );
    percentile = Math.round((below / comparableWeight) * 100);
  }
  const rating = price === null ? 'notEnoughData' : dealRating(price, value, comparables.length, confidence);
  const cards: ComparableCard[] = [...adjusted]
    .sort((a, b) => b.weight - a.weight || byMileageDistance(subject.mileage)(a.comparable, b.comparable))
    .slice(0, SHOWN_COMPARABLES)
    .map(({ comparable, logValue: adjustedLog }) => ({
      id: comparable.id,
      brand: comparable.brand,
      model: comparable.model,
      year: comparable.year,
      mileage: comparable.mileage,
      powerKw: comparable.powerKw,
      price: comparable.price,
      adjustedPrice: Math.round(Math.exp(adjustedLog)),
      differences: {
        years: comparable.year - subject.year,
        km: comparable.mileage - subject.mileage,
        kw: comparable.powerKw - subject.powerKw,
        features: comparable.featureCount - subject.featureCount,
      },
    }));
  return {
    ...base,
    median: value,
    low: Math.round(Math.exp(logValue - halfWidth)),
    high: Math.round(Math.exp(logValue + halfWidth)),
    percentile,
    enough: confidence !== 'low',
    confidence,
    rating,
    riskNote: rating === 'tooLow',
    comparables: cards,
  };
}

function weightedMedian(values: readonly number[], weights: readonly number[]): number {
  const order = values.map((_, index) => index).sort((a, b) => values[a]! - values[b]!);
  let total = 0;
  for (const weight of weights) total += weight;
  let cumulative = 0;
  for (const index of order) {
    cumulative += weights[index]!;
    if (cumulative >= total / 2) return values[index]!;
  }
  return values[order[order.length - 1]!]!;
}
