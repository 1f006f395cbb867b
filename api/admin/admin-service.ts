import type { ListingRepository } from '../cars/listing-repository';
import { HttpError } from '../http/http-error';
import type { Leases } from '../jobs/leases';
import { generateListings } from '../seed/generate-listings';

/** How long a reset may hold its lock before another may start (a crashed reset frees it by then). */
const RESET_LEASE_MS = 10 * 60 * 1000;

export class AdminService {
  constructor(
    private readonly listings: ListingRepository,
    private readonly leases: Leases,
    private readonly demoListingCount: number,
  ) {}

  /**
   * Spec section 7, POST /api/cars/reset: the demo listings replaced by a fresh set. One reset at a time
   * (a lease in the store, across instances: 409 while one runs); dealers' own and imported listings stay;
   * search shows the old demo listings until the new ones replace them at once.
   */
  async resetListings(): Promise<{ message: string; count: number }> {
    const lease = await this.leases.acquire('admin-reset-listings', RESET_LEASE_MS);
    if (!lease) throw new HttpError(409, 'reset_running', 'A reset of the demo listings is already running. Please wait until it has finished.');
    try {
      const count = await this.listings.replaceDemoListings(generateListings({ count: this.demoListingCount, seed: Date.now() % 2 ** 31, now: new Date() }));
      return { message: `The demo listings were replaced by ${count.toLocaleString('en')} new ones.`, count };
    } finally {
      await lease.release();
    }
  }
}
