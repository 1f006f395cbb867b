import type { LatLon } from '@contract/distance';
import type { ComparableListing } from '@contract/market-value';
import type { SearchFilters, SearchRequest } from '@contract/search';
import type { ComparableQuery } from './market-value';
import type { ListingDoc, NewListing } from './listing-collection';

export interface ListingSearchResult {
  cars: ListingDoc[];
  total: number;
}

/**
 * The listings one import owns and may expire: a feed's (feedKey `<feed id>:<external id>`) or a dealer's
 * own (by owner; keyed by stockNumber). See api/features/listing-import/.
 */
export type ImportScope = { feedId: string } | { dealerId: string };

/** Fields to set on one listing (imports: the row's new values, expiry). */
export interface ListingChange {
  id: number;
  set: Partial<Omit<ListingDoc, 'id'>>;
}

/** What a dealer may change on their own listing (the service decides which fields a request may set). */
export type OwnedListingChanges = Partial<Omit<ListingDoc, 'id' | 'dealerId' | 'source'>>;

/** The stock of listings now: per status, and the searchable ones per country and brand (most first). */
export interface ListingStockFigures {
  byStatus: Record<ListingDoc['status'], number>;
  byCountry: { countryId: number; count: number }[];
  byBrand: { brand: string; count: number }[];
}

/** A page of a dealer's own listings, optionally of one status. */
export interface DealerListingsPage {
  page: number;
  pageSize: number;
  status?: ListingDoc['status'];
}

/**
 * The listings collection as the features see it, whatever store is behind it. It answers stored
 * listings (ListingDoc); what the public may see of them is public-listing.ts's job.
 */
export interface ListingRepository {
  /**
   * Searchable listings only (active, seller not suspended). The cars may be the store's own documents (the
   * embedded store lends them, to spare a copy of each): read them, never change them.
   */
  search(request: SearchRequest, origin?: LatLon): Promise<ListingSearchResult>;
  /** Market value's candidates: see ComparableQuery (api/features/cars/market-value.ts), nearest in mileage first. */
  findComparables(query: ComparableQuery): Promise<ComparableListing[]>;
  /**
   * What the market value's model is fitted on: every searchable used listing with a numeric price above 0, as
   * ComparableListing (api/features/cars/value-model.ts). From memory on the embedded store; one projected read on MongoDB.
   */
  findValueSamples(): Promise<ComparableListing[]>;
  /**
   * Where this process makes every write of the listings (the embedded store): a number that changes with each,
   * so that what is worked out from the listings may be kept until it changes. Absent on MongoDB, which other
   * processes write too.
   */
  version?(): number;
  /** How many searchable listings the filters find (the live counts of the search forms). */
  countMatching(filters: SearchFilters, origin?: LatLon): Promise<number>;
  findById(id: number): Promise<ListingDoc | null>;
  /** The listings with these ids, in the order of `ids`; unknown ids are left out. */
  findByIds(ids: number[]): Promise<ListingDoc[]>;
  /** Stores new listings under fresh ids from the shared counter and answers them with their ids. */
  insertMany(listings: NewListing[]): Promise<ListingDoc[]>;
  /** Called after every insertMany with how many listings it stored (the statistics count new listings). */
  onInserted(listener: (count: number) => void): () => void;
  count(): Promise<number>;
  /** The admin's stock figures, answered from indexes (MongoDB) or the in-memory listing index, never a scan. */
  stockFigures(): Promise<ListingStockFigures>;
  /** Every listing of the import scope, whatever its status. */
  findInScope(scope: ImportScope): Promise<ListingDoc[]>;
  /** Sets the fields of each listing (search follows: a listing set to expired leaves it); answers how many existed. */
  updateListings(changes: ListingChange[]): Promise<number>;
  /** The dealer's own listings, newest first. */
  findByDealer(dealerId: string, page: DealerListingsPage): Promise<ListingSearchResult>;
  /** A seller's searchable listings (their public page), newest first. */
  findActiveBySeller(sellerId: string, page: { page: number; pageSize: number }): Promise<ListingSearchResult>;
  /** Changes the listing only when it belongs to the dealer; null when it does not exist or is someone else's. */
  updateOwnedBy(id: number, dealerId: string, changes: OwnedListingChanges): Promise<ListingDoc | null>;
  /** Deletes the listing only when it belongs to the dealer; answers whether it did. */
  deleteOwnedBy(id: number, dealerId: string): Promise<boolean>;
  /**
   * Replaces every demo listing (source 'demo') by these, leaving dealers' and imported listings alone.
   * Search answers the old demo listings or the new ones, never a mixture or none (see the adapters).
   * Answers how many demo listings there are now.
   */
  replaceDemoListings(listings: NewListing[], options?: DemoResetOptions): Promise<number>;
  /**
   * Finishes an admin reset that a crash interrupted (it had committed: the new demo listings replace the old)
   * or undoes it (it had not: its staged listings go). Answers whether there was one. Only while no reset runs.
   */
  recoverDemoReset(): Promise<boolean>;
  /** Whether an interrupted admin reset waits for recoverDemoReset. */
  hasInterruptedDemoReset(): Promise<boolean>;
  /** Removes every listing (the seed script's --reset). */
  deleteAll(): Promise<void>;
}

export interface DemoResetOptions {
  /** Asked just before the reset commits; throwing stops it there (its staged listings are undone later). */
  beforeCommit?: () => void;
}
