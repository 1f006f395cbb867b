/** Market values of stored listings: the store's comparables (findComparables) put through market-value.ts. */
import type { DealRating, MarketValue } from '@contract/market-value';
import type { ListingRepository } from './listing-repository';
import { comparableQuery, marketValueOf, type ComparableSubject } from './market-value';

/** Deal ratings kept at most (a few hundred kB); the oldest goes first. */
const MAX_KEPT_RATINGS = 20_000;

export class MarketValues {
  /**
   * Deal ratings by listing id, kept while the listings stay as they were (ListingRepository.version): a page of
   * results asks for the same cards' ratings again and again, and each costs a walk through comparables.
   */
  private readonly kept = new Map<number, DealRating>();
  private keptVersion: number | undefined;

  constructor(private readonly listings: Pick<ListingRepository, 'findComparables' | 'version'>) {}

  async of(listing: ComparableSubject): Promise<MarketValue> {
    return marketValueOf(listing, await this.listings.findComparables(comparableQuery(listing)));
  }

  /** The deal rating of each listing (a results page), by id. */
  async ratings(listings: ComparableSubject[]): Promise<Map<number, DealRating>> {
    const version = this.listings.version?.();
    if (version !== this.keptVersion) {
      this.kept.clear();
      this.keptVersion = version;
    }
    const ratings = new Map<number, DealRating>();
    const missing: ComparableSubject[] = [];
    for (const listing of listings) {
      const kept = version === undefined ? undefined : this.kept.get(listing.id);
      if (kept) ratings.set(listing.id, kept);
      else missing.push(listing);
    }
    const values = await Promise.all(missing.map((listing) => this.of(listing)));
    missing.forEach((listing, index) => ratings.set(listing.id, values[index]!.rating));
    // Kept only if no write came while they were worked out.
    if (version !== undefined && this.listings.version!() === version) {
      for (const listing of missing) {
        if (this.kept.size >= MAX_KEPT_RATINGS) this.kept.delete(this.kept.keys().next().value!);
        this.kept.set(listing.id, ratings.get(listing.id)!);
      }
    }
    return ratings;
  }
}
