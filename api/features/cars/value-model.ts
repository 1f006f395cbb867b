/**
 * The model the market value adjusts comparables with: log(price) as a linear function of the model year,
 * mileage, log power, the number of equipment features and the gearbox, fitted on the catalogue's used
 * listings. Each brand's coefficients are pulled towards the whole catalogue's and each model's towards its
 * brand's (ridge regression towards the parent, worth PRIOR_LISTINGS listings), so a model with few listings
 * borrows from its brand and a brand with few from every listing. Signs are held to what every used-car market
 * shows (newer, fewer km, more power, more equipment: not cheaper); a fit against them is noise and counts as 0.
 */
import type { ValuedListing } from '@contract/market-value';

/** A listing the model is fitted on: used, with a numeric price above 0. */
export interface ValueSample extends ValuedListing {
  price: number;
}

/** How many listings the parent's coefficients count as in a child's fit. */
const PRIOR_LISTINGS = 12;
/** A model's listings the fit reads at most. */
const MAX_MODEL_SAMPLES = 400;
/** A brand or model needs this many listings for coefficients of its own. */
export const MIN_GROUP_LISTINGS = 8;
/** The residual spread (log scale) is never taken to be under this: prices are never that alike. */
const MIN_SPREAD = 0.05;
/** Like-for-like groups must give this many degrees of freedom for a spread of the model's own. */
const MIN_ALIKE_FREEDOM = 10;

/**
 * Intercept, first registration (years), mileage (per 10,000 km), ln kW, features, automatic, previous owners,
 * no service history, all-wheel drive.
 */
const TERMS = 9;
/** The sign each slope must have (0: free). */
const SIGNS = [0, 1, -1, 1, 1, 0, -1, -1, 1];

function termsOf(listing: ValuedListing): number[] {
  return [
    1,
    listing.registered - 2015,
    listing.mileage / 10_000,
    Math.log(Math.max(1, listing.powerKw)),
    listing.featureCount,
    listing.transmission === 'automatic' ? 1 : 0,
    listing.owners,
    listing.serviceHistory ? 0 : 1,
    listing.allWheelDrive ? 1 : 0,
  ];
}

export interface ValueGroup {
  level: 'model' | 'brand' | 'all';
  /** How many listings it was fitted on. */
  listings: number;
  coefficients: number[];
  /** Residual standard deviation of log price around the group's model. */
  spread: number;
  /** How far like-for-like listings' adjusted prices scatter (see alikeSpread); at most `spread`. */
  alikeSpread: number;
  /** The coefficients' covariance (spread² × the inverse of the normal equations): how sure each adjustment is. */
  covariance: number[][];
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / p;
      if (factor !== 0) for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}

interface Design {
  rows: number[][];
  targets: number[];
}

/** The listings' terms and log prices, as they are (a model's own fit, with its intercept). */
function designOf(samples: readonly ValueSample[]): Design {
  return { rows: samples.map(termsOf), targets: samples.map((sample) => Math.log(sample.price)) };
}

/**
 * The terms and log prices less their model's means: what a brand's or the whole catalogue's slopes are fitted
 * on, so that they say what a year or 10,000 km does within a model, not how models differ (big cars run more
 * km and cost more: across models, mileage would look nearly free).
 */
function withinModels(samples: readonly ValueSample[]): Design {
  const byModel = new Map<string, ValueSample[]>();
  for (const sample of samples) {
    const group = key(sample.brand, sample.model);
    (byModel.get(group) ?? byModel.set(group, []).get(group)!).push(sample);
  }
  const rows: number[][] = [];
  const targets: number[] = [];
  for (const members of byModel.values()) {
    if (members.length < 2) continue;
    const design = designOf(members);
    const mean = new Array<number>(TERMS).fill(0);
    let meanTarget = 0;
    design.rows.forEach((row, index) => {
      for (let j = 0; j < TERMS; j++) mean[j]! += row[j]! / members.length;
      meanTarget += design.targets[index]! / members.length;
    });
    design.rows.forEach((row, index) => {
      rows.push(row.map((value, j) => (j === 0 ? 1 : value - mean[j]!)));
      targets.push(design.targets[index]! - meanTarget);
    });
  }
  return { rows, targets };
}

/** Ridge regression of log price towards `prior` (slopes only; the intercept is free). */
function fit({ rows, targets }: Design, prior: ValueGroup | null, level: ValueGroup['level']): ValueGroup {
  const n = rows.length;
  const mean = new Array<number>(TERMS).fill(0);
  for (const row of rows) for (let j = 0; j < TERMS; j++) mean[j]! += row[j]! / n;
  const variance = new Array<number>(TERMS).fill(0);
  for (const row of rows) for (let j = 0; j < TERMS; j++) variance[j]! += (row[j]! - mean[j]!) ** 2 / n;
  const a = Array.from({ length: TERMS }, () => new Array<number>(TERMS).fill(0));
  const b = new Array<number>(TERMS).fill(0);
  rows.forEach((row, index) => {
    for (let i = 0; i < TERMS; i++) {
      b[i]! += row[i]! * targets[index]!;
      for (let j = 0; j < TERMS; j++) a[i]![j]! += row[i]! * row[j]!;
    }
  });
  for (let j = 1; j < TERMS; j++) {
    // The prior is worth PRIOR_LISTINGS listings of this group's spread in the term; the whole catalogue's fit
    // only gets a trace, to stay solvable when a term never varies.
    const strength = prior ? PRIOR_LISTINGS * Math.max(variance[j]!, 1e-6) : 1e-6 * n;
    a[j]![j]! += strength;
    b[j]! += strength * (prior ? prior.coefficients[j]! : 0);
  }
  const coefficients = solve(a, b);
  const inverse = Array.from({ length: TERMS }, (_, column) =>
    solve(
      a,
      Array.from({ length: TERMS }, (_, row) => (row === column ? 1 : 0)),
    ),
  );
  for (let j = 1; j < TERMS; j++) if (SIGNS[j]! * coefficients[j]! < 0) coefficients[j] = 0;
  // The intercept again, for the slopes as held.
  let offset = 0;
  rows.forEach((row, index) => {
    let predicted = 0;
    for (let j = 1; j < TERMS; j++) predicted += coefficients[j]! * row[j]!;
    offset += (targets[index]! - predicted) / n;
  });
  coefficients[0] = offset;
  let squares = 0;
  rows.forEach((row, index) => {
    let predicted = 0;
    for (let j = 0; j < TERMS; j++) predicted += coefficients[j]! * row[j]!;
    squares += (targets[index]! - predicted) ** 2;
  });
  const spread = prior
    ? Math.sqrt((squares + PRIOR_LISTINGS * prior.spread ** 2) / (n + PRIOR_LISTINGS))
    : Math.sqrt(squares / Math.max(1, n - TERMS));
  const held = Math.max(MIN_SPREAD, spread);
  const covariance = inverse.map((column) => column.map((value) => value * held ** 2));
  return { level, listings: n, coefficients, spread: held, alikeSpread: held, covariance };
}

/**
 * How far like-for-like listings' prices scatter once adjusted: the residuals' spread within groups of one
 * generation, fuel, gearbox and power (pooled), which is what a comparable's adjusted price is off by. Lower
 * than the model's whole spread, which also holds what tells variants and trims apart.
 */
function alikeSpread(samples: readonly ValueSample[], group: ValueGroup): number | null {
  const cells = new Map<string, number[]>();
  for (const sample of samples) {
    const cell = `${sample.generationId ?? sample.year}|${sample.fuelType}|${sample.transmission}|${sample.powerKw}`;
    const residual = Math.log(sample.price) - ValueModel.predict(group, sample);
    (cells.get(cell) ?? cells.set(cell, []).get(cell)!).push(residual);
  }
  let squares = 0;
  let freedom = 0;
  for (const residuals of cells.values()) {
    if (residuals.length < 2) continue;
    const mean = residuals.reduce((sum, value) => sum + value, 0) / residuals.length;
    for (const residual of residuals) squares += (residual - mean) ** 2;
    freedom += residuals.length - 1;
  }
  return freedom >= MIN_ALIKE_FREEDOM ? Math.max(MIN_SPREAD, Math.sqrt(squares / freedom)) : null;
}

const key = (brand: string, model?: string) => (model === undefined ? brand : `${brand}\u0000${model}`);

export class ValueModel {
  private constructor(
    private readonly all: ValueGroup,
    private readonly groups: ReadonlyMap<string, ValueGroup>,
  ) {}

  /** Fits the model on used listings (others are left out); the answer depends on the listings, not their order. */
  static fit(listings: readonly ValueSample[]): ValueModel {
    const eligible = listings
      .filter((listing) => listing.condition === 'used' && listing.price > 0 && listing.powerKw > 0)
      .sort((a, b) => a.id - b.id);
    // At most MAX_MODEL_SAMPLES of a model, evenly spread over its ids: more say nothing new about its
    // coefficients, and the fit stays a fraction of a second at 100,000 listings.
    const perModel = new Map<string, ValueSample[]>();
    for (const listing of eligible) {
      const modelKey = key(listing.brand, listing.model);
      (perModel.get(modelKey) ?? perModel.set(modelKey, []).get(modelKey)!).push(listing);
    }
    const used: ValueSample[] = [];
    for (const samples of perModel.values()) {
      if (samples.length <= MAX_MODEL_SAMPLES) used.push(...samples);
      else
        for (let index = 0; index < MAX_MODEL_SAMPLES; index++)
          used.push(samples[Math.floor((index * samples.length) / MAX_MODEL_SAMPLES)]!);
    }
    used.sort((a, b) => a.id - b.id);
    const within = withinModels(used);
    const fallback: ValueGroup = {
      level: 'all',
      listings: used.length,
      coefficients: [0, 0.08, -0.03, 0.6, 0.015, 0, -0.02, -0.05, 0.05],
      spread: 0.15,
      alikeSpread: 0.12,
      covariance: Array.from({ length: TERMS }, (_, i) =>
        Array.from({ length: TERMS }, (_, j) => (i === j ? 0.0004 : 0)),
      ),
    };
    const all = within.rows.length >= 4 * TERMS ? fit(within, null, 'all') : fallback;
    const byBrand = new Map<string, ValueSample[]>();
    const byModel = new Map<string, ValueSample[]>();
    for (const listing of used) {
      (byBrand.get(listing.brand) ?? byBrand.set(listing.brand, []).get(listing.brand)!).push(listing);
      const modelKey = key(listing.brand, listing.model);
      (byModel.get(modelKey) ?? byModel.set(modelKey, []).get(modelKey)!).push(listing);
    }
    const groups = new Map<string, ValueGroup>();
    for (const [brand, samples] of byBrand) {
      const design = withinModels(samples);
      if (design.rows.length >= MIN_GROUP_LISTINGS)
        groups.set(key(brand), { ...fit(design, all, 'brand'), alikeSpread: all.alikeSpread });
    }
    let pooledSquares = 0;
    let pooledCount = 0;
    for (const [modelKey, samples] of byModel) {
      if (samples.length < MIN_GROUP_LISTINGS) continue;
      const parent = groups.get(key(samples[0]!.brand)) ?? all;
      const group = fit(designOf(samples), parent, 'model');
      const alike = alikeSpread(samples, group);
      group.alikeSpread = Math.min(group.spread, alike ?? parent.alikeSpread);
      if (alike !== null) {
        pooledSquares += alike ** 2 * samples.length;
        pooledCount += samples.length;
      }
      groups.set(modelKey, group);
    }
    // Brands and the whole catalogue: the models' like-for-like spread, pooled.
    if (pooledCount > 0) {
      const pooled = Math.sqrt(pooledSquares / pooledCount);
      all.alikeSpread = Math.min(all.spread, pooled);
      for (const group of groups.values())
        if (group.level === 'brand') group.alikeSpread = Math.min(group.spread, pooled);
    }
    return new ValueModel(all, groups);
  }

  /** The coefficients for the brand and model: its own, else its brand's, else the whole catalogue's. */
  groupOf(brand: string, model: string): ValueGroup {
    return this.groups.get(key(brand, model)) ?? this.groups.get(key(brand)) ?? this.all;
  }

  /** A listing's terms, to work out many differences to it (differenceTo). */
  static termsOf(listing: ValuedListing): number[] {
    return termsOf(listing);
  }

  /** The terms `to` has less those of `from` (the intercept's 0). */
  static differenceTo(from: ValuedListing, to: readonly number[]): number[] {
    const a = termsOf(from);
    for (let j = 0; j < TERMS; j++) a[j] = j === 0 ? 0 : to[j]! - a[j]!;
    return a;
  }

  /** The terms of `to` less those of `from` (the intercept's 0): what an adjustment multiplies. */
  static difference(from: ValuedListing, to: ValuedListing): number[] {
    const a = termsOf(from);
    const b = termsOf(to);
    return b.map((value, j) => (j === 0 ? 0 : value - a[j]!));
  }

  /** How much more (log scale) `to` is worth than `from` by the group's coefficients. */
  static adjustment(group: ValueGroup, from: ValuedListing, to: ValuedListing): number {
    return ValueModel.adjustmentOf(group, ValueModel.difference(from, to));
  }

  static adjustmentOf(group: ValueGroup, difference: readonly number[]): number {
    let sum = 0;
    for (let j = 1; j < TERMS; j++) sum += group.coefficients[j]! * difference[j]!;
    return sum;
  }

  /** The variance of an adjustment from the coefficients' uncertainty: small for a close comparable. */
  static varianceOf(group: ValueGroup, difference: readonly number[]): number {
    let sum = 0;
    for (let i = 1; i < TERMS; i++) {
      const di = difference[i]!;
      if (di === 0) continue;
      const row = group.covariance[i]!;
      for (let j = 1; j < TERMS; j++) sum += di * row[j]! * difference[j]!;
    }
    return Math.max(0, sum);
  }

  /** The group's own estimate of a listing's log price. */
  static predict(group: ValueGroup, listing: ValuedListing): number {
    const terms = termsOf(listing);
    let sum = 0;
    for (let j = 0; j < TERMS; j++) sum += group.coefficients[j]! * terms[j]!;
    return sum;
  }
}
