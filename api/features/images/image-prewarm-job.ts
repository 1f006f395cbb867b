/**
 * The background job that draws the listings' looks before anyone asks: at start, after listings are
 * added (a seed, a reset, an import, a dealer's new car) and every ten minutes (changed listings). It walks
 * the searchable listings in the search's default order (what people see first is drawn first), takes at
 * most `maxLooks` distinct looks, and renders those not cached yet in the render queue's background lane,
 * one at a time, so it never delays a picture someone is waiting for by more than one render.
 */
import type { Logger } from 'pino';
import { DEFAULT_SORT, MAX_PAGE_SIZE } from '@contract/catalog/vehicle';
import type { ListingRepository } from '../cars/listing-repository';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import type { DrawableCar } from './car-drawing';
import type { CarImages } from './car-images';

export const IMAGE_PREWARM_JOB = 'image-prewarm';
const INTERVAL_MS = 10 * 60 * 1000;

/** Distinct looks of the searchable listings, in the default search order, at most `maxLooks`. */
export async function listingLooks(
  listings: Pick<ListingRepository, 'search'>,
  maxLooks: number,
  signal?: AbortSignal,
): Promise<DrawableCar[]> {
  const looks = new Map<string, DrawableCar>();
  for (let page = 1; looks.size < maxLooks && !signal?.aborted; page++) {
    const { cars } = await listings.search({ sort: DEFAULT_SORT, page, pageSize: MAX_PAGE_SIZE });
    for (const car of cars) {
      const look = { brand: car.brand, model: car.model, bodyType: car.bodyType, color: car.color };
      const key = JSON.stringify([look.brand, look.model, look.bodyType, look.color]);
      if (!looks.has(key) && looks.size < maxLooks) looks.set(key, look);
    }
    if (cars.length < MAX_PAGE_SIZE) break;
  }
  return [...looks.values()];
}

export function imagePrewarmJob(deps: {
  images: CarImages;
  listings: Pick<ListingRepository, 'search'>;
  maxLooks: number;
  logger: Logger;
}): JobDefinition {
  return {
    name: IMAGE_PREWARM_JOB,
    intervalMs: INTERVAL_MS,
    // Let the server answer its first requests before drawing.
    initialDelayMs: 2000,
    async run({ signal }) {
      const started = performance.now();
      const looks = await listingLooks(deps.listings, deps.maxLooks, signal);
      const rendered = await deps.images.prewarm(looks, signal);
      if (rendered > 0) {
        deps.logger.info(
          { looks: looks.length, rendered, seconds: Math.round((performance.now() - started) / 1000) },
          'listing pictures pre-rendered',
        );
      }
    },
  };
}
