import type { ListingRepository } from '../cars/listing-repository';
import { seedListings } from '../seed/seed-demo-data';

export class AdminService {
  constructor(
    private readonly listings: ListingRepository,
    private readonly demoListingCount: number,
  ) {}

  /** Spec section 7, POST /api/cars/reset: every listing replaced by a fresh set of demo listings. */
  async resetListings(): Promise<{ message: string; count: number }> {
    await this.listings.deleteAll();
    await seedListings(this.listings, this.demoListingCount);
    const count = await this.listings.count();
    return { message: `All listings were replaced by ${count.toLocaleString('en')} demo listings.`, count };
  }
}
