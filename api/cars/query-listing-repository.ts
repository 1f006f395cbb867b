/**
 * Listing search by the shared query builder: the MongoDB filter and sort run by the store itself.
 * The MongoDB adapter's listing repository; on NeDB it is "the plain NeDB way" the benchmark compares.
 */
import type { Car, NewCar } from '@contract/car';
import { buildListingFilter, buildListingSort, type SearchRequest } from '@contract/search';
import type { Counters } from '../storage/counters';
import type { DocumentCollection } from '../storage/document-store';
import type { ListingRepository, ListingSearchResult } from './listing-repository';
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

  count(): Promise<number> {
    return this.listings.count({});
  }

  async deleteAll(): Promise<void> {
    await this.listings.deleteMany({});
  }
}
