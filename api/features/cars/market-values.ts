/**
 * Market values of stored listings: the store's comparables (findComparables) put through market-value.ts,
 * adjusted with the ValueModel fitted on the store's used listings (findValueSamples).
 */
import type { DealRating, MarketValue } from '@contract/market-value';
import type { ListingRepository } from './listing-repository';
import { comparableQuery, dealRatingOf, marketValueOf, subjectOf, type ValuedCar } from './market-value';
import { ValueModel } from './value-model';

/** Deal ratings kept at most (a few hundred kB); the oldest goes first. */
const MAX_KEPT_RATINGS = 20_000;
/**
 * Where other processes write the listings too (MongoDB: no version), the fitted model is refitted after this
 * long: coefficients drift slowly, a few new listings move them little.
 */
const MODEL_REFIT_MS = 10 * 60 * 1000;

export class MarketValues {
  /**
   * Deal ratings by listing id, kept while the listings stay as they were (ListingRepository.version): a page of
   * results asks for the same cards' ratings again and again, and each costs a walk through comparables.
   */
  private readonly kept = new Map<number, DealRating>();
  private keptVersion: number | undefined;
  private fitting:
    { fitted: Promise<ValueModel>; version: number | undefined; at: number; sequence: number } | undefined;
  private settled: { model: ValueModel; version: number | undefined; sequence: number } | undefined;

  constructor(
    private readonly listings: Pick<ListingRepository, 'findComparables' | 'findValueSamples' | 'version'>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The fitted model, refitted when the listings changed (embedded store) or it grew old (MongoDB). While a refit
   * runs, the model fitted last answers (a few listings more or less move the coefficients little, and a page of
   * deal labels should not wait for a fit); only the first fit is waited for.
   */
  valueModel(): Promise<ValueModel> {
    const version = this.listings.version?.();
    const current = this.fitting;
    const fresh =
      current && (version !== undefined ? current.version === version : this.now() - current.at < MODEL_REFIT_MS);
    if (!current || !fresh) {
      const sequence = (current?.sequence ?? 0) + 1;
      const fitted = this.listings.findValueSamples().then((samples) => ValueModel.fit(samples));
      this.fitting = { fitted, version, at: this.now(), sequence };
      fitted.then(
        (model) => {
          if (!this.settled || this.settled.sequence < sequence) this.settled = { model, version, sequence };
        },
        // A failed fit is not kept: the next request tries again.
        () => {
          if (this.fitting?.fitted === fitted) this.fitting = undefined;
        },
      );
    }
    return this.settled ? Promise.resolve(this.settled.model) : this.fitting!.fitted;
  }

  /** Whether the model answering now was fitted on the listings as they are (ratings are kept only then). */
  private modelIsCurrent(version: number | undefined): boolean {
    return version !== undefined && this.settled?.version === version;
  }

  async of(listing: ValuedCar): Promise<MarketValue> {
    const subject = subjectOf(listing);
    const [candidates, model] = await Promise.all([
      this.listings.findComparables(comparableQuery(subject)),
      this.valueModel(),
    ]);
    return marketValueOf(subject, candidates, model);
  }

  /** The deal rating alone: what `of` rates, without the working the car details show. */
  async ratingOf(listing: ValuedCar): Promise<DealRating> {
    const subject = subjectOf(listing);
    const [candidates, model] = await Promise.all([
      this.listings.findComparables(comparableQuery(subject)),
      this.valueModel(),
    ]);
    return dealRatingOf(subject, candidates, model);
  }

  /** The deal rating of each listing (a results page), by id. */
  async ratings(listings: ValuedCar[]): Promise<Map<number, DealRating>> {
    const version = this.listings.version?.();
    if (version !== this.keptVersion) {
      this.kept.clear();
      this.keptVersion = version;
    }
    const ratings = new Map<number, DealRating>();
    const missing: ValuedCar[] = [];
    for (const listing of listings) {
      const kept = version === undefined ? undefined : this.kept.get(listing.id);
      if (kept) ratings.set(listing.id, kept);
      else missing.push(listing);
    }
    const values = await Promise.all(missing.map((listing) => this.ratingOf(listing)));
    missing.forEach((listing, index) => ratings.set(listing.id, values[index]!));
    // Kept only if no write came while they were worked out.
    if (version !== undefined && this.listings.version!() === version && this.modelIsCurrent(version)) {
      for (const listing of missing) {
        if (this.kept.size >= MAX_KEPT_RATINGS) this.kept.delete(this.kept.keys().next().value!);
        this.kept.set(listing.id, ratings.get(listing.id)!);
      }
    }
    return ratings;
  }
}
