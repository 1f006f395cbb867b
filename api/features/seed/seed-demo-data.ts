import type { Logger } from 'pino';
import type { ListingRepository } from '../cars/listing-repository';
import { generateListings } from './generate-listings';

const CHUNK = 5000;

/** Writes `count` generated listings in chunks (the same listings as one call would give). */
export async function seedListings(
  listings: ListingRepository,
  count: number,
  options: { seed?: number; now?: Date; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  for (let startIndex = 0; startIndex < count; startIndex += CHUNK) {
    const chunk = Math.min(CHUNK, count - startIndex);
    await listings.insertMany(generateListings({ count: chunk, startIndex, seed: options.seed, now }));
    options.onProgress?.(startIndex + chunk);
  }
}

/** On first start an empty store gets demo listings, so a fresh checkout shows something real-looking. */
export async function seedListingsIfEmpty(listings: ListingRepository, count: number, logger: Logger): Promise<void> {
  if (count === 0 || (await listings.count()) > 0) return;
  const started = performance.now();
  await seedListings(listings, count);
  logger.info({ count, ms: Math.round(performance.now() - started) }, 'seeded demo listings into the empty store');
}
