/**
 * A listing's market value from comparable listings (same brand and model, built within a year of it; see
 * @contract/market-value for the rules' numbers). The store answers the candidates nearest in mileage
 * (ListingRepository.findComparables: the listing index on the embedded store, an aggregation on MongoDB);
 * this module picks the narrowest mileage band holding enough of them and weighs each by fuel and
 * transmission, then answers the weighted median, quartiles, the listing's percentile and its deal rating.
 */
import {
  COMPARABLE_YEAR_SPAN,
  MAX_COMPARABLES,
  MILEAGE_BANDS,
  MIN_COMPARABLES,
  OTHER_FUEL_WEIGHT,
  OTHER_TRANSMISSION_WEIGHT,
  dealRating,
  type ComparableListing,
  type MarketValue,
} from '@contract/market-value';

/** What the market value of a listing depends on. */
export interface ComparableSubject {
  id: number;
  brand: string;
  model: string;
  year: number;
  mileage: number;
  fuelType: string;
  transmission: string;
  price: number | string;
}

/** The candidates' query: searchable listings of the brand and model within the years, other than the subject. */
export interface ComparableQuery {
  excludeId: number;
  brand: string;
  model: string;
  minYear: number;
  maxYear: number;
  mileage: number;
  /** The nearest `limit` in mileage (ties: lower id first) with a numeric price. */
  limit: number;
}

export function comparableQuery(subject: ComparableSubject): ComparableQuery {
  return {
    excludeId: subject.id,
    brand: subject.brand,
    model: subject.model,
    minYear: subject.year - COMPARABLE_YEAR_SPAN,
    maxYear: subject.year + COMPARABLE_YEAR_SPAN,
    mileage: subject.mileage,
    limit: MAX_COMPARABLES,
  };
}

/** Orders candidates nearest in mileage first, ties by id: both store paths answer in this order. */
export function byMileageDistance(mileage: number) {
  return (a: ComparableListing, b: ComparableListing) => Math.abs(a.mileage - mileage) - Math.abs(b.mileage - mileage) || a.id - b.id;
}

interface Weighted {
  price: number;
  weight: number;
}

/**
 * The price at which the cumulative weight reaches `share` of the total (prices sorted); when it reaches it
 * exactly between two prices, their mean (so an unweighted even count gives the usual median).
 */
function weightedQuantile(sorted: Weighted[], total: number, share: number): number {
  const target = share * total;
  let cumulative = 0;
  for (let index = 0; index < sorted.length; index++) {
    cumulative += sorted[index]!.weight;
    if (Math.abs(cumulative - target) < 1e-9 && index + 1 < sorted.length) return (sorted[index]!.price + sorted[index + 1]!.price) / 2;
    if (cumulative > target) return sorted[index]!.price;
  }
  return sorted[sorted.length - 1]!.price;
}

/** The comparables the market value uses: within the narrowest mileage band holding enough of them. */
export function selectComparables(subject: ComparableSubject, candidates: ComparableListing[]): ComparableListing[] {
  const nearest = candidates
    .filter((candidate) => candidate.id !== subject.id && Number.isFinite(candidate.price))
    .sort(byMileageDistance(subject.mileage))
    .slice(0, MAX_COMPARABLES);
  for (const band of MILEAGE_BANDS) {
    const within = band === null ? nearest : nearest.filter((candidate) => Math.abs(candidate.mileage - subject.mileage) <= band);
    if (within.length >= MIN_COMPARABLES || band === null) return within;
  }
  return nearest;
}

export function weightOf(subject: ComparableSubject, comparable: ComparableListing): number {
  return (
    (comparable.fuelType === subject.fuelType ? 1 : OTHER_FUEL_WEIGHT) *
    (comparable.transmission === subject.transmission ? 1 : OTHER_TRANSMISSION_WEIGHT)
  );
}

/** The market value of `subject` from the store's candidates (see ComparableQuery). */
export function marketValueOf(subject: ComparableSubject, candidates: ComparableListing[]): MarketValue {
  const comparables = selectComparables(subject, candidates);
  const price = typeof subject.price === 'number' && Number.isFinite(subject.price) ? subject.price : null;
  const mileages = comparables.map((comparable) => comparable.mileage);
  const criteria = {
    brand: subject.brand,
    model: subject.model,
    minYear: subject.year - COMPARABLE_YEAR_SPAN,
    maxYear: subject.year + COMPARABLE_YEAR_SPAN,
    ...(comparables.length > 0 ? { minMileage: Math.min(...mileages), maxMileage: Math.max(...mileages) } : {}),
  };
  const base = { price, count: comparables.length, enough: comparables.length >= MIN_COMPARABLES, comparableIds: comparables.map((c) => c.id), criteria };
  if (comparables.length === 0) {
    return { ...base, median: null, low: null, high: null, percentile: null, rating: 'notEnoughData' };
  }
  const weighted = comparables
    .map((comparable) => ({ price: comparable.price, weight: weightOf(subject, comparable) }))
    .sort((a, b) => a.price - b.price);
  const total = weighted.reduce((sum, item) => sum + item.weight, 0);
  const median = Math.round(weightedQuantile(weighted, total, 0.5));
  let percentile: number | null = null;
  if (price !== null) {
    const below = weighted.reduce((sum, item) => sum + (item.price < price ? item.weight : item.price === price ? item.weight / 2 : 0), 0);
    percentile = Math.round((below / total) * 100);
  }
  return {
    ...base,
    median,
    low: Math.round(weightedQuantile(weighted, total, 0.25)),
    high: Math.round(weightedQuantile(weighted, total, 0.75)),
    percentile,
    rating: price === null ? 'notEnoughData' : dealRating(price, median, comparables.length),
  };
}
