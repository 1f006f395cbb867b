/** A dealer's own listings. Someone else's listing answers "not found", so listing ids cannot be probed. */
import { CAR_NOT_FOUND_MESSAGE } from '@contract/api-error';
import type { Car, CarPage } from '@contract/car';
import type { DealerListingChanges, DealerListingsQuery } from '@contract/dealer-api';
import type { ListingRepository } from '../cars/listing-repository';
import { notFound } from '../http/http-error';

export class DealerService {
  constructor(private readonly listings: ListingRepository) {}

  async ownListings(dealerId: string, query: DealerListingsQuery): Promise<CarPage> {
    const { cars, total } = await this.listings.findByDealer(dealerId, query);
    return { cars, total, page: query.page, pageSize: query.pageSize };
  }

  async updateOwnListing(dealerId: string, id: number, changes: DealerListingChanges): Promise<Car> {
    const updated = await this.listings.updateOwnedBy(id, dealerId, {
      ...(changes.price !== undefined ? { price: changes.price } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
    });
    if (!updated) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return updated;
  }
}
