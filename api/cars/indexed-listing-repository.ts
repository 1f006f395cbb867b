/**
 * The embedded store's listing repository: NeDB is the durable record, the in-memory ListingIndex
 * answers searches. Every write goes through here, so the index stays in step with the store.
 */
import type { Car, NewCar } from '@contract/car';
import type { SearchRequest } from '@contract/search';
import type { Counters } from '../storage/counters';
import type { DocumentCollection } from '../storage/document-store';
import { ListingIndex } from './listing-index';
import type { ListingSearchResult, OwnedListingChanges } from './listing-repository';
import type { ListingDoc } from './listing-collection';
import { QueryListingRepository } from './query-listing-repository';

export class IndexedListingRepository extends QueryListingRepository {
  private readonly index = new ListingIndex();

  static async open(listings: DocumentCollection<ListingDoc>, counters: Counters): Promise<IndexedListingRepository> {
    const repository = new IndexedListingRepository(listings, counters);
    repository.index.upsert(await listings.find({}));
    repository.index.warm();
    return repository;
  }

  override async search(request: SearchRequest): Promise<ListingSearchResult> {
    const { ids, total } = this.index.search(request);
    return { cars: await this.findByIds(ids), total };
  }

  override async insertMany(newListings: NewCar[]): Promise<Car[]> {
    const cars = await super.insertMany(newListings);
    this.index.upsert(cars);
    return cars;
  }

  override async updateOwnedBy(id: number, dealerId: string, changes: OwnedListingChanges): Promise<Car | null> {
    const car = await super.updateOwnedBy(id, dealerId, changes);
    if (car) this.index.upsert([car]);
    return car;
  }

  override async deleteAll(): Promise<void> {
    await super.deleteAll();
    this.index.clear();
  }
}
