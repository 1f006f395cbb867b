/**
 * The embedded store's search index. NeDB alone sorts every match in JavaScript on each query, far
 * too slow at 100,000 listings; this keeps, in memory, one compact row per listing (only the fields
 * search reads, with strings shared through an intern table) and a pre-sorted order of rows per
 * sort option. A search walks the order for its sort, tests each row with the shared matching
 * function from api/contract, counts the matches and keeps the requested page.
 */
import { SORT_OPTIONS, type SortOption } from '@contract/catalog/vehicle';
import { compareListings, compileListingMatcher, type MatchableListing, type SearchRequest } from '@contract/search';

const MATCHABLE_FIELDS = [
  'id',
  'brand',
  'model',
  'price',
  'year',
  'mileage',
  'fuelType',
  'transmission',
  'bodyType',
  'color',
  'countryId',
  'location',
] as const satisfies readonly (keyof MatchableListing)[];

export interface IndexSearchResult {
  ids: number[];
  total: number;
}

export class ListingIndex {
  private readonly rows = new Map<number, MatchableListing>();
  private readonly strings = new Map<string, string>();
  /** Ids in sort order, per sort option; dropped on writes and rebuilt on the next search. */
  private readonly orders = new Map<SortOption, MatchableListing[]>();

  get size(): number {
    return this.rows.size;
  }

  upsert(listings: Iterable<MatchableListing>): void {
    for (const listing of listings) this.rows.set(listing.id, this.compactRow(listing));
    this.orders.clear();
  }

  remove(ids: Iterable<number>): void {
    for (const id of ids) this.rows.delete(id);
    this.orders.clear();
  }

  clear(): void {
    this.rows.clear();
    this.orders.clear();
  }

  search(request: SearchRequest): IndexSearchResult {
    const order = this.order(request.sort);
    const matches = compileListingMatcher(request);
    const first = (request.page - 1) * request.pageSize;
    const end = first + request.pageSize;
    const ids: number[] = [];
    let total = 0;
    for (const row of order) {
      if (!matches(row)) continue;
      if (total >= first && total < end) ids.push(row.id);
      total++;
    }
    return { ids, total };
  }

  /** Builds every sort order now, so that the first searches after start-up are not the slow ones. */
  warm(): void {
    for (const sort of SORT_OPTIONS) this.order(sort);
  }

  private order(sort: SortOption): MatchableListing[] {
    let order = this.orders.get(sort);
    if (!order) {
      order = [...this.rows.values()].sort(compareListings(sort));
      this.orders.set(sort, order);
    }
    return order;
  }

  private compactRow(listing: MatchableListing): MatchableListing {
    const row = {} as Record<string, unknown>;
    for (const field of MATCHABLE_FIELDS) {
      const value = listing[field];
      row[field] = typeof value === 'string' ? this.intern(value) : value;
    }
    return row as unknown as MatchableListing;
  }

  private intern(value: string): string {
    const existing = this.strings.get(value);
    if (existing !== undefined) return existing;
    this.strings.set(value, value);
    return value;
  }
}
