import type { Logger } from 'pino';
import type { ListingRepository } from '../cars/listing-repository';
import { HttpError } from '../../platform/http/http-error';
import type { Leases } from '../../platform/jobs/leases';
import { generateListings } from '../seed/generate-listings';

export const RESET_LEASE_NAME = 'admin-reset-listings';
/**
 * How long a reset holds its lock without renewing it; it renews every third of this while it works, so a reset
 * whose process died frees the lock within seconds, and a live one keeps it however long it takes.
 */
export const RESET_LEASE_MS = 15_000;

const resetRunning = () =>
  new HttpError(
    409,
    'reset_running',
    'A reset of the demo listings is already running. Please wait until it has finished.',
  );

export class AdminService {
  private recoveryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly listings: ListingRepository,
    private readonly leases: Leases,
    private readonly demoListingCount: number,
  ) {}

  /**
   * POST /api/cars/reset: the demo listings replaced by a fresh set. One reset at a time
   * (a lease in the store, across instances: 409 while one runs); dealers' own and imported listings stay;
   * search shows the old demo listings until the new ones replace them at once. A reset that a crash
   * interrupted is finished or undone first (see ListingRepository.replaceDemoListings).
   */
  async resetListings(): Promise<{ message: string; count: number }> {
    if (await this.leases.isHeld(RESET_LEASE_NAME)) throw resetRunning();
    const fresh = generateListings({ count: this.demoListingCount, seed: Date.now() % 2 ** 31, now: new Date() });
    const count = await this.whileHolding((stillHeld) =>
      this.listings.replaceDemoListings(fresh, {
        beforeCommit: () => {
          // Another instance took the lock over (this one stalled past the lease): it decides now, not us.
          if (!stillHeld()) throw resetRunning();
        },
      }),
    );
    if (count === null) throw resetRunning();
    return { message: `The demo listings were replaced by ${count.toLocaleString('en')} new ones.`, count };
  }

  /**
   * Finishes or undoes a reset a crash interrupted, once nobody holds the reset lock (the dead process's lock
   * runs out within RESET_LEASE_MS); tries again until done. The embedded store did so as it opened already.
   */
  recoverInBackground(logger: Logger): void {
    const attempt = async () => {
      this.recoveryTimer = undefined;
      if (this.stopped || !(await this.listings.hasInterruptedDemoReset())) return;
      const recovered = await this.whileHolding(() => this.listings.recoverDemoReset());
      if (recovered !== null) logger.warn('finished an admin reset of the demo listings that was interrupted');
      else if (!this.stopped) {
        this.recoveryTimer = setTimeout(() => void run(), RESET_LEASE_MS / 3);
        this.recoveryTimer.unref();
      }
    };
    const run = () =>
      attempt().catch((error: unknown) => logger.error({ err: error }, 'could not finish an interrupted admin reset'));
    void run();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.recoveryTimer);
  }

  /** Runs `work` holding the reset lease, renewed while it runs; null when another holds it. */
  private async whileHolding<T>(work: (stillHeld: () => boolean) => Promise<T>): Promise<T | null> {
    const lease = await this.leases.acquire(RESET_LEASE_NAME, RESET_LEASE_MS);
    if (!lease) return null;
    let held = true;
    const renewal = setInterval(() => {
      lease.renew().then(
        (renewed) => {
          if (!renewed) held = false;
        },
        () => undefined, // the store failed this once; the next renewal tries again
      );
    }, RESET_LEASE_MS / 3);
    renewal.unref();
    try {
      return await work(() => held);
    } finally {
      clearInterval(renewal);
      await lease.release();
    }
  }
}
