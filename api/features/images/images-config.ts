/** Settings of listing pictures (read by config.ts from IMAGE_* variables; used by car-images.ts). */
import os from 'node:os';

export interface ImagesConfig {
  /** Renders at a time (IMAGE_RENDER_CONCURRENCY). */
  renderConcurrency: number;
  /** Renders that may wait, per lane (IMAGE_RENDER_QUEUE). */
  renderQueue: number;
  /** Renders one client may cause per minute (IMAGE_RENDERS_PER_MINUTE); rendered pictures do not count. */
  rendersPerClientPerMinute: number;
  /** Looks (of the listings, in the search's default order) the pre-warm job renders; 0 turns it off (IMAGE_PREWARM_LOOKS). */
  prewarmLooks: number;
}

export const DEFAULT_IMAGES_CONFIG: ImagesConfig = {
  renderConcurrency: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
  renderQueue: 64,
  rendersPerClientPerMinute: 240,
  prewarmLooks: 5000,
};
