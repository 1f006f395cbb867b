import type { Car, NewCar } from '@contract/car';
import type { SearchRequest } from '@contract/search';

export interface ListingSearchResult {
  cars: Car[];
  total: number;
}

/** What a dealer may change on their own listing. */
export interface OwnedListingChanges {
  price?: number;
  description?: string;
}

/** The listings collection as the cars feature sees it, whatever store is behind it. */
export interface ListingRepository {
  search(request: SearchRequest): Promise<ListingSearchResult>;
  findById(id: number): Promise<Car | null>;
  /** The cars with these ids, in the order of `ids`; unknown ids are left out. */
  findByIds(ids: number[]): Promise<Car[]>;
  /** Atomically adds one view; answers the new count, or null when the car does not exist. */
  incrementViewCount(id: number): Promise<number | null>;
  /** Stores new listings under fresh ids from the shared counter and answers them with their ids. */
  insertMany(listings: NewCar[]): Promise<Car[]>;
  count(): Promise<number>;
  /** The dealer's own listings, newest first. */
  findByDealer(dealerId: string, page: { page: number; pageSize: number }): Promise<ListingSearchResult>;
  /** Changes the listing only when it belongs to the dealer; null when it does not exist or is someone else's. */
  updateOwnedBy(id: number, dealerId: string, changes: OwnedListingChanges): Promise<Car | null>;
  deleteAll(): Promise<void>;
}
