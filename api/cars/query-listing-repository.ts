/**
 * Listing search by the shared query builder: the MongoDB filter and sort run by the store itself.
 * The MongoDB adapter's listing repository; on NeDB it is "the plain NeDB way" the benchmark compares.
 */
import type { Car, NewCar } from '@contract/car';
import { buildListingFilter, buildListingSort, type SearchRequest } from '@contract/search';
import type { Counters } from '../storage/counters';
import type { DocumentCollection } from '../storage/document-store';
import type { ListingRepository, ListingSearchResult, OwnedListingChanges } from './listing-repository';
import type { ListingDoc } from './listing-collection';

export class QueryListingRepository implements ListingRepository {
  constructor(
    protected readonly listings: DocumentCollection<ListingDoc>,
    private readonly counters: Counters,
  ) {}

  async search(request: SearchRequest): Promise<ListingSearchResult> {
    const filter = buildListingFilter(request);
    const [cars, total] = await Promise.all([
      this.listings.find(filter, {
        sort: buildListingSort(request.sort),
        skip: (request.page - 1) * request.pageSize,
        limit: request.pageSize,
      }),
      this.listings.count(filter),
    ]);
    return { cars, total };
  }

  findById(id: number): Promise<Car | null> {
    return this.listings.findOne({ id });
  }

  async findByIds(ids: number[]): Promise<Car[]> {
    if (ids.length === 0) return [];
    const found = await this.listings.find({ id: { $in: ids } });
    const byId = new Map(found.map((car) => [car.id, car]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async incrementViewCount(id: number): Promise<number | null> {
    const updated = await this.listings.updateOne({ id }, { $inc: { viewCount: 1 } });
    return updated ? updated.viewCount : null;
  }

  async insertMany(newListings: NewCar[]): Promise<Car[]> {
    if (newListings.length === 0) return [];
    const lastId = await this.counters.next('listings', newListings.length);
    const firstId = lastId - newListings.length + 1;
    const cars = newListings.map((listing, index) => ({ ...listing, id: firstId + index }));
    await this.listings.insertMany(cars);
    return cars;
  }

  async findByDealer(dealerId: string, { page, pageSize }: { page: number; pageSize: number }): Promise<ListingSearchResult> {
    const filter = { dealerId };
    const [cars, total] = await Promise.all([
      this.listings.find(filter, { sort: { listedAt: -1, id: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
      this.listings.count(filter),
    ]);
    return { cars, total };
  }

  updateOwnedBy(id: number, dealerId: string, changes: OwnedListingChanges): Promise<Car | null> {
    // The owner is part of the filter, so the check and the write are one atomic step.
    return this.listings.updateOne({ id, dealerId }, { $set: { ...changes } });
  }

  count(): Promise<number> {
    return this.listings.count({});
  }

  async deleteAll(): Promise<void> {
    await this.listings.deleteMany({});
  }
}
