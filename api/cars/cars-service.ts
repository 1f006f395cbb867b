import { CAR_NOT_FOUND_MESSAGE } from '@contract/api-error';
import type { Car, CarPage } from '@contract/car';
import type { SearchRequest } from '@contract/search';
import { notFound } from '../http/http-error';
import type { ListingRepository } from './listing-repository';

export class CarsService {
  constructor(private readonly listings: ListingRepository) {}

  async search(request: SearchRequest): Promise<CarPage> {
    const { cars, total } = await this.listings.search(request);
    return { cars, total, page: request.page, pageSize: request.pageSize };
  }

  async get(id: number): Promise<Car> {
    const car = await this.listings.findById(id);
    if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return car;
  }

  compare(ids: number[]): Promise<Car[]> {
    return this.listings.findByIds([...new Set(ids)]);
  }

  async recordView(id: number): Promise<number> {
    const viewCount = await this.listings.incrementViewCount(id);
    if (viewCount === null) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return viewCount;
  }
}
