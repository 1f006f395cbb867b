/**
 * Car pictures, wired: drawings and remote photos rendered through the shared queue and cache, dealers'
 * photos from the photo store, and, when configured, the pre-warm job that renders new listings' pictures
 * before anyone asks.
 */
import path from 'node:path';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Scheduler } from '../../platform/jobs/scheduler';
import type { PlatformServices } from '../../platform/platform-services';
import type { CarsStores } from '../cars/feature';
import { CarImages, rendersPerClientRule } from './car-images';
import { DEFAULT_IMAGES_CONFIG, type ImagesConfig } from './images-config';
import { IMAGE_PREWARM_JOB, imagePrewarmJob } from './image-prewarm-job';
import { createImagesRouter, type ImagesRouterDeps } from './images-router';

export interface ImagesDeps {
  services: CarsStores & Pick<PlatformServices, 'rateLimiter'>;
  scheduler: Scheduler;
  logger: Logger;
  dataDir: string;
  /** Hosts remote pictures may come from (IMAGE_HOSTS). */
  imageHosts: string[];
  /** When unset (tests): the default limits, without pre-warming. */
  config: ImagesConfig | undefined;
  photos: ImagesRouterDeps['photos'];
}

export function mountImages(
  api: Router,
  { services, scheduler, logger, dataDir, imageHosts, config, photos }: ImagesDeps,
): void {
  const settings = config ?? { ...DEFAULT_IMAGES_CONFIG, prewarmLooks: 0 };
  const images = new CarImages({
    cacheDir: path.join(dataDir, 'image-cache'),
    allowedImageHosts: imageHosts,
    render: { concurrency: settings.renderConcurrency, maxQueued: settings.renderQueue },
    limiter: services.rateLimiter,
    rendersPerClient: rendersPerClientRule(settings.rendersPerClientPerMinute),
    logger,
  });
  if (settings.prewarmLooks > 0) {
    scheduler.add(imagePrewarmJob({ images, listings: services.listings, maxLooks: settings.prewarmLooks, logger }));
    services.listings.onInserted(() => void scheduler.runNow(IMAGE_PREWARM_JOB).catch(() => undefined));
  }
  api.use(
    '/images',
    createImagesRouter({
      listings: services.listings,
      cacheDir: images.cache.directory,
      photos,
      allowedImageHosts: imageHosts,
      images,
    }),
  );
}
