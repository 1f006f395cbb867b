/**
 * Answering a listing's picture without letting anyone burn the CPU with it:
 * - drawings depend on the look (brand, model, body type, color), not on the car: every car that looks
 *   alike shares one render per size and format, and the pre-warm job renders the looks of the listings
 *   in the background before anyone asks;
 * - a cache hit reads one file; a miss renders through the RenderQueue (a few at a time, bounded queue,
 *   503 with Retry-After when full);
 * - an AVIF (slow to encode) that is not ready yet is not waited for: a WebP or JPEG of the same picture
 *   (fast) is sent at once with a short cache lifetime, and the AVIF is made in the background;
 * - misses are counted per client (FixedWindowLimiter, IMAGE_RENDERS_PER_MINUTE): over the limit a client
 *   gets 429 with Retry-After for pictures not rendered yet, while rendered ones keep coming.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Request, Response } from 'express';
import { IMAGE_SIZES, type ImageSize } from '@contract/car';
import { RateLimitedError, clientSubject } from '../../platform/rate-limit/rate-limits';
import type { FixedWindowLimiter, RateRule } from '../../platform/rate-limit/fixed-window-limiter';
import { DRAWING_VERSION, type DrawableCar } from './car-drawing';
import { ImageCache, type CacheKey } from '../../platform/images/image-cache';
import { IMAGE_FORMATS, RENDER_VERSION, renderDrawing, renderPhoto, transcode, type ImageFormat } from './render-image';
import { DEFAULT_IMAGES_CONFIG } from './images-config';
import { ImagesBusyError, RenderQueue, type RenderPriority } from '../../platform/images/render-queue';
import { fetchRemoteImage } from './remote-image';

/** Rendered pictures never change under their key (the key hashes what they depend on). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800';
/** A picture only its owner (or an admin) may see, such as a draft's: never kept by shared caches. */
export const PRIVATE_IMAGE_CACHE_CONTROL = 'private, no-cache';
/** Who may see an answered picture: everyone (shared caches keep it) or the signed-in owner only. */
export type ImageAudience = 'public' | 'private';
/** A fast stand-in sent while the AVIF is made: asked for again soon, then the AVIF is there. */
export const INTERIM_CACHE_CONTROL = 'public, max-age=30';

const MINUTE = 60_000;
const DEFAULT_FETCH_TIMEOUT_MS = 8000;
/** After a failed fetch, the drawing is served for this long before the photo is tried again. */
const RETRY_FAILED_FETCH_AFTER_MS = 5 * 60 * 1000;
const MAX_REMEMBERED_FAILURES = 1000;
const RATE_BUCKET = 'image-render-ip';
/** Pre-warming renders only while the event loop was busy less than this share of the time … */
const QUIET_LOOP_SHARE = 0.5;
/** … checked this often while it waits. */
const QUIET_CHECK_MS = 250;
/** What the pre-warm job renders for each look, cards (every list) first. */
const PREWARM_RENDERS: { size: ImageSize; format: ImageFormat }[] = [
  { size: 'card', format: 'avif' },
  { size: 'detail', format: 'avif' },
];

export interface CarImagesOptions {
  /** Where rendered images are kept, e.g. path.join(config.dataDir, 'image-cache'). Created if missing. */
  cacheDir: string;
  /** Hosts (`host` or `host:port`) that listing photos may be fetched from: config.imageHosts. */
  allowedImageHosts: string[];
  render?: { concurrency: number; maxQueued: number };
  /** Counts renders per client; without it, misses are not limited per client (the queue still bounds them). */
  limiter?: FixedWindowLimiter;
  rendersPerClient?: RateRule;
  fetchTimeoutMs?: number;
  /** Told why a listing's photo could not be used (the drawing is served instead). */
  logger?: { warn: (details: object, message: string) => void };
  /** The drawing renderer (tests wrap the real one to watch renders). */
  renderDrawing?: typeof renderDrawing;
}

/** One picture in every format: its cache key, bytes that need no render, and how to render it. */
export interface ImageSource {
  key(format: ImageFormat): CacheKey;
  /** Bytes available without a render in this format (an upload's own JPEG); null to look in the cache. */
  stored?(format: ImageFormat): Buffer | null;
  /** Renders through the queue; null when a background render was dropped because the queue is full. */
  render(format: ImageFormat, priority: RenderPriority): Promise<Buffer | null>;
  /** The fast format sent while the AVIF is made. */
  interim(acceptsWebp: boolean): ImageFormat;
}

export class PhotoUnusableError extends Error {
  override name = 'PhotoUnusableError';
}

function hashOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
}

function etagOf(key: CacheKey): string {
  return `"${key.hash}-${key.size}-${key.extension}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** The formats the Accept header allows, types refused with q=0 left out. */
function acceptedTypes(accept: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality && !(Number(quality.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  return accepted;
}

/** The best format the Accept header allows: AVIF, then WebP, else JPEG. */
export function pickImageFormat(accept: string | undefined): ImageFormat {
  const accepted = acceptedTypes(accept);
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

export class CarImages {
  readonly cache: ImageCache;
  readonly queue: RenderQueue;
  private readonly draw: typeof renderDrawing;
  private readonly timeoutMs: number;
  /** The event loop's use at the last pre-warm check. */
  private loopMark = performance.eventLoopUtilization();
  /** Photo URLs that failed lately, with the time they may be tried again. */
  private readonly failedUntil = new Map<string, number>();

  constructor(private readonly options: CarImagesOptions) {
    mkdirSync(options.cacheDir, { recursive: true });
    this.cache = new ImageCache(options.cacheDir);
    const render = options.render ?? {
      concurrency: DEFAULT_IMAGES_CONFIG.renderConcurrency,
      maxQueued: DEFAULT_IMAGES_CONFIG.renderQueue,
    };
    this.queue = new RenderQueue(render);
    this.draw = options.renderDrawing ?? renderDrawing;
    this.timeoutMs = options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  }

  /** The drawing of a look: shared by every car that looks alike, whatever its id. */
  drawing(car: DrawableCar, size: ImageSize): ImageSource {
    const look = { brand: car.brand, model: car.model, bodyType: car.bodyType, color: car.color };
    const hash = hashOf([
      'drawing',
      DRAWING_VERSION,
      RENDER_VERSION,
      look.brand,
      look.model,
      look.bodyType,
      look.color,
    ]);
    return {
      key: (format) => ({ owner: 'shared', size, extension: IMAGE_FORMATS[format].extension, hash }),
      render: (format, priority) => this.queue.run(() => this.draw(look, IMAGE_SIZES[size], format), priority),
      interim: (acceptsWebp) => (acceptsWebp ? 'webp' : 'jpeg'),
    };
  }

  /** A dealer's uploaded photo: its stored JPEG as it is, other formats made from it. */
  upload(carId: number, photoId: string, size: ImageSize, jpeg: Buffer): ImageSource {
    const hash = hashOf(['upload', RENDER_VERSION, photoId]);
    return {
      key: (format) => ({
        owner: { carId },
        size: `p${photoId}.${size}`,
        extension: IMAGE_FORMATS[format].extension,
        hash,
      }),
      stored: (format) => (format === 'jpeg' ? jpeg : null),
      render: (format, priority) => this.queue.run(() => transcode(jpeg, format), priority),
      // The JPEG is there already: nothing to encode while the AVIF is made.
      interim: () => 'jpeg',
    };
  }

  /** A listing's photo on an allowlisted host, or null when it failed lately (the drawing stands in). */
  remotePhoto(carId: number, url: URL, size: ImageSize): ImageSource | null {
    if ((this.failedUntil.get(url.href) ?? 0) > Date.now()) return null;
    const hash = hashOf(['photo', RENDER_VERSION, url.href]);
    return {
      key: (format) => ({ owner: { carId }, size, extension: IMAGE_FORMATS[format].extension, hash }),
      render: async (format, priority) => {
        // Fetching takes no CPU slot, but is not started for a render the queue would refuse anyway.
        if (!this.queue.hasRoom(priority)) {
          if (priority === 'background') return null;
          throw new ImagesBusyError(this.queue.retryAfterSeconds());
        }
        try {
          const photo = await fetchRemoteImage(url, {
            allowedHosts: this.options.allowedImageHosts,
            timeoutMs: this.timeoutMs,
          });
          return await this.queue.run(() => renderPhoto(photo, IMAGE_SIZES[size], format), priority);
        } catch (error) {
          if (error instanceof ImagesBusyError) throw error;
          this.rememberFailure(url.href);
          const reason = error instanceof Error ? error.message : String(error);
          this.options.logger?.warn(
            { carId, host: url.host, reason },
            'listing photo not usable; serving the drawn image',
          );
          throw new PhotoUnusableError(reason);
        }
      },
      interim: (acceptsWebp) => (acceptsWebp ? 'webp' : 'jpeg'),
    };
  }

  /**
   * Answers the picture in the best format the client accepts: from the cache, or rendered now (counted
   * against the client's limit), or — for an AVIF not made yet — a fast stand-in now and the AVIF later.
   * Throws RateLimitedError (429), ImagesBusyError (503) or PhotoUnusableError (nothing sent then).
   */
  async answer(
    request: Request,
    response: Response,
    source: ImageSource,
    audience: ImageAudience = 'public',
  ): Promise<void> {
    const lasting = audience === 'public' ? IMAGE_CACHE_CONTROL : PRIVATE_IMAGE_CACHE_CONTROL;
    const interimCacheControl = audience === 'public' ? INTERIM_CACHE_CONTROL : PRIVATE_IMAGE_CACHE_CONTROL;
    const accepted = acceptedTypes(request.get('accept'));
    const format = pickImageFormat(request.get('accept'));
    const key = source.key(format);
    if (this.notModified(request, response, key, lasting)) return;
    const ready = source.stored?.(format) ?? (await this.cache.read(key));
    if (ready) return this.send(response, key, format, ready, lasting);

    if (format !== 'avif') {
      const decision = await this.countRender(request);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
      return this.send(response, key, format, await this.renderNow(key, source, format), lasting);
    }

    // The AVIF is made in the background, after the stand-in (once: a render under way is not counted again).
    const decision = this.cache.isRendering(key) ? null : await this.countRender(request);
    const renderAvifLater = () => {
      if (decision?.allowed) this.renderInBackground(key, () => source.render('avif', 'background'));
    };
    const interim = source.interim(accepted.has('image/webp'));
    const interimKey = source.key(interim);
    if (this.notModified(request, response, interimKey, interimCacheControl)) return renderAvifLater();
    const interimReady = source.stored?.(interim) ?? (await this.cache.read(interimKey));
    if (!interimReady && decision?.allowed === false) throw new RateLimitedError(decision.retryAfterSeconds);
    const data = interimReady ?? (await this.renderNow(interimKey, source, interim));
    this.send(response, interimKey, interim, data, interimCacheControl);
    renderAvifLater();
  }

  /**
   * Renders the drawings of these looks that are not cached yet, in the background lane (after every
   * render someone waits for), one at a time. Answers how many it rendered; stops when `signal` aborts.
   */
  async prewarm(looks: Iterable<DrawableCar>, signal: AbortSignal): Promise<number> {
    const list = [...looks];
    let rendered = 0;
    for (const { size, format } of PREWARM_RENDERS) {
      for (const look of list) {
        if (signal.aborted) return rendered;
        const source = this.drawing(look, size);
        const key = source.key(format);
        if ((await this.cache.has(key)) || this.cache.isRendering(key)) continue;
        for (;;) {
          await this.untilQuiet(signal);
          if (signal.aborted) return rendered;
          const data = await this.cache.getOrRender(key, () => source.render(format, 'background'));
          if (data) break;
        }
        rendered++;
      }
    }
    return rendered;
  }

  /**
   * Pre-warming is the lowest priority: it waits while anyone's picture is rendering or waiting, and while the
   * event loop was busy (over half the time since the last check: requests are being answered).
   */
  private async untilQuiet(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const busyShare = performance.eventLoopUtilization(this.loopMark).utilization;
      this.loopMark = performance.eventLoopUtilization();
      if (
        busyShare < QUIET_LOOP_SHARE &&
        this.queue.active === 0 &&
        this.queue.queued('now') === 0 &&
        this.queue.hasRoom('background')
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, QUIET_CHECK_MS));
    }
  }

  private renderInBackground(key: CacheKey, render: () => Promise<Buffer | null>): void {
    this.cache.getOrRender(key, render).catch(() => undefined); // a failed photo was logged; the next request tries again
  }

  private async renderNow(key: CacheKey, source: ImageSource, format: ImageFormat): Promise<Buffer> {
    const data = await this.cache.getOrRender(key, () => source.render(format, 'now'));
    // A render someone waits for is never dropped (a full queue throws instead).
    if (!data) throw new ImagesBusyError(this.queue.retryAfterSeconds());
    return data;
  }

  /** Counts a render the client causes; over the limit, the caller does not start it. */
  private async countRender(request: Request): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const { limiter, rendersPerClient } = this.options;
    if (!limiter || !rendersPerClient) return { allowed: true, retryAfterSeconds: 0 };
    return limiter.take(RATE_BUCKET, clientSubject(request), rendersPerClient);
  }

  private rememberFailure(url: string): void {
    this.failedUntil.delete(url);
    this.failedUntil.set(url, Date.now() + RETRY_FAILED_FETCH_AFTER_MS);
    if (this.failedUntil.size > MAX_REMEMBERED_FAILURES) {
      const oldest = this.failedUntil.keys().next().value;
      if (oldest !== undefined) this.failedUntil.delete(oldest);
    }
  }

  private headers(response: Response, key: CacheKey, cacheControl: string): string {
    const etag = etagOf(key);
    response.vary('Accept');
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('ETag', etag);
    return etag;
  }

  private notModified(request: Request, response: Response, key: CacheKey, cacheControl: string): boolean {
    if (!matchesEtag(request.get('if-none-match'), etagOf(key))) return false;
    this.headers(response, key, cacheControl);
    response.status(304).end();
    return true;
  }

  private send(response: Response, key: CacheKey, format: ImageFormat, data: Buffer, cacheControl: string): void {
    this.headers(response, key, cacheControl);
    response.setHeader('Content-Type', IMAGE_FORMATS[format].mime);
    response.setHeader('Content-Length', String(data.length));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.status(200).end(data);
  }
}

/** The per-client render rule from the configured figure. */
export function rendersPerClientRule(perMinute: number): RateRule {
  return { limit: perMinute, windowMs: MINUTE };
}
