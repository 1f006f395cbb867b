/**
 * The embedded store's listing repository: NeDB is the durable record, the in-memory ListingIndex
 * answers searches. Every write goes through here, so the index stays in step with the store; the index
 * holds the searchable listings only (active, seller not suspended).
 */
import type { LatLon } from '@contract/distance';
import type { ComparableListing } from '@contract/market-value';
import type { SearchFilters, SearchRequest } from '@contract/search';
import type { Counters } from '../../platform/storage/counters';
import type { DocumentCollection } from '../../platform/storage/document-store';
import { ListingIndex } from './listing-index';
import type { ComparableQuery } from './market-value';
import type {
  ListingChange,
  ListingSearchResult,
  ListingStockFigures,
  OwnedListingChanges,
} from './listing-repository';
import { isSearchable, type DemoResetDoc, type ListingDoc, type NewListing } from './listing-collection';
import { inOrderOf, QueryListingRepository } from './query-listing-repository';

export class IndexedListingRepository extends QueryListingRepository {
  private readonly index = new ListingIndex();
  private loaded = false;

  /**
   * Opens the store's listings (the embedded store belongs to this one process: an admin reset a crash
   * interrupted is finished or undone before the index is built, since no other can be running).
   */
  static async open(
    listings: DocumentCollection<ListingDoc>,
    counters: Counters,
    resets?: DocumentCollection<DemoResetDoc>,
  ): Promise<IndexedListingRepository> {
    const repository = new IndexedListingRepository(listings, counters, resets);
    await repository.migrate();
    await repository.recoverDemoReset();
    await repository.load();
    return repository;
  }

  /** Builds the index from the store. */
  private async load(): Promise<void> {
    const { listings, index } = this;
    index.clear();
    if (listings.scan) {
      // The store's own documents, uncopied: the index keeps only the fields search reads.
      const searchable: ListingDoc[] = [];
      listings.scan((listing) => {
        if (isSearchable(listing)) searchable.push(listing);
      });
      index.upsert(searchable);
    } else {
      index.upsert((await listings.find({})).filter(isSearchable));
    }
    index.warm();
    this.loaded = true;
  }

  /** Puts searchable listings into the index and takes the others out. */
  protected sync(listings: ListingDoc[]): void {
    this.index.upsert(listings.filter(isSearchable));
    this.index.remove(listings.filter((listing) => !isSearchable(listing)).map((listing) => listing.id));
  }

  /** The page's listings are the store's own documents where it lends them (read only: see ListingRepository.search). */
  override async search(request: SearchRequest, origin?: LatLon): Promise<ListingSearchResult> {
    const { ids, total } = this.index.search(request, origin);
    if (!this.listings.peek) return { cars: await this.findByIds(ids), total };
    return { cars: inOrderOf(ids, this.listings.peek('id', ids) as ListingDoc[]), total };
  }

  /** Statuses by the store's counts; countries and brands of the searchable listings from the in-memory index. */
  override async stockFigures(): Promise<ListingStockFigures> {
    const byStatus = await this.countByStatus();
    const countries = [...this.index.tally('countryId')].map(([countryId, count]) => ({
      countryId: Number(countryId),
      count,
    }));
    const brands = [...this.index.tally('brand')].map(([brand, count]) => ({ brand: String(brand), count }));
    const mostFirst = <T extends { count: number }>(rows: T[], key: (row: T) => string) =>
      rows.sort((a, b) => b.count - a.count || key(a).localeCompare(key(b)));
    return {
      byStatus,
      byCountry: mostFirst(countries, (row) => String(row.countryId).padStart(6, '0')),
      byBrand: mostFirst(brands, (row) => row.brand),
    };
  }

  version(): number {
    return this.index.version;
  }

  override findComparables(query: ComparableQuery): Promise<ComparableListing[]> {
    return Promise.resolve(this.index.comparables(query));
  }

  override findValueSamples(): Promise<ComparableListing[]> {
    return Promise.resolve(this.index.valueSamples());
  }

  override countMatching(filters: SearchFilters, origin?: LatLon): Promise<number> {
    return Promise.resolve(this.index.count(filters, origin));
  }

  override async insertMany(newListings: NewListing[]): Promise<ListingDoc[]> {
    const cars = await super.insertMany(newListings);
    this.sync(cars);
    return cars;
  }

  override async updateOwnedBy(id: number, dealerId: string, changes: OwnedListingChanges): Promise<ListingDoc | null> {
    const car = await super.updateOwnedBy(id, dealerId, changes);
    if (car) this.sync([car]);
    return car;
  }

  override async deleteOwnedBy(id: number, dealerId: string): Promise<boolean> {
    const deleted = await super.deleteOwnedBy(id, dealerId);
    if (deleted) this.index.remove([id]);
    return deleted;
  }

  override async updateListings(changes: ListingChange[]): Promise<number> {
    const updated = await this.applyChanges(changes);
    this.sync(updated);
    return updated.length;
  }

  /**
   * Once a reset has committed, the index drops the old demo listings and takes the new ones in one synchronous
   * step (before the store shows and deletes them), so a search sees the old catalogue or the new one.
   */
  protected override async committed(batch: string, staged: ListingDoc[]): Promise<void> {
    const old = await this.listings.find({ source: 'demo', demoBatch: { $ne: batch } });
    this.index.remove(old.map((listing) => listing.id));
    this.index.upsert(staged.map(({ hidden: _hidden, stagedBy: _stagedBy, ...listing }) => listing));
  }

  override async recoverDemoReset(): Promise<boolean> {
    const recovered = await super.recoverDemoReset();
    if (recovered && this.loaded) await this.load();
    return recovered;
  }

  override async deleteAll(): Promise<void> {
    await super.deleteAll();
    this.index.clear();
  }
}
