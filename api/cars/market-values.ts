/** Market values of stored listings: the store's comparables (findComparables) put through market-value.ts. */
import type { DealRating, MarketValue } from '@contract/market-value';
import type { ListingRepository } from './listing-repository';
import { comparableQuery, marketValueOf, type ComparableSubject } from './market-value';

export class MarketValues {
  constructor(private readonly listings: Pick<ListingRepository, 'findComparables'>) {}

  async of(listing: ComparableSubject): Promise<MarketValue> {
    return marketValueOf(listing, await this.listings.findComparables(comparableQuery(listing)));
  }

  /** The deal rating of each listing (a results page), by id. */
  async ratings(listings: ComparableSubject[]): Promise<Map<number, DealRating>> {
    const values = await Promise.all(listings.map((listing) => this.of(listing)));
    return new Map(listings.map((listing, index) => [listing.id, values[index]!.rating]));
  }
}
