/**
 * GET /api/images/cars/:id/:size — a listing's picture at the card or detail size, in the best
 * format the client accepts. External photos come only from allowlisted hosts; everything else
 * (and every failure) gets the drawn picture. Renders are cached on disk; a cache hit reads one file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { IMAGE_SIZES, type Car, type ImageSize } from '@contract/car';
import { CAR_NOT_FOUND_MESSAGE, type ApiErrorBody } from '@contract/api-error';
import { DRAWING_VERSION } from './car-drawing';
import { ImageCache, type CacheKey } from './image-cache';
import { allowedImageUrl, fetchRemoteImage } from './remote-image';
import { IMAGE_FORMATS, RENDER_VERSION, renderDrawing, renderPhoto, transcode, type ImageFormat } from './render-image';

export const IMAGE_CACHE_CONTROL = 'public, max-age=604800';
const DEFAULT_FETCH_TIMEOUT_MS = 8000;
/** After a failed fetch, the drawing is served for this long before the photo is tried again. */
const RETRY_FAILED_FETCH_AFTER_MS = 5 * 60 * 1000;
const MAX_REMEMBERED_FAILURES = 1000;

export interface ImagesRouterDeps {
  listings: { findById(id: number): Promise<Car | null> };
  /** Where rendered images are kept, e.g. path.join(config.dataDir, 'image-cache'). Created if missing. */
  cacheDir: string;
  /** The photos dealers uploaded, rendered at every size as JPEG (api/dealer/listing-photos). */
  photos?: { read(carId: number, photoId: string, size: ImageSize): Promise<Buffer | null> };
  /** Hosts (`host` or `host:port`) that listing photos may be fetched from: config.imageHosts. */
  allowedImageHosts: string[];
  fetchTimeoutMs?: number;
  /** Told why a listing's photo could not be used (the drawing is served instead). */
  logger?: { warn: (details: object, message: string) => void };
}

const paramsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a car id (a positive whole number)')
    .transform(Number)
    .refine((id) => id > 0, 'must be a car id (a positive whole number)'),
  size: z.enum(Object.keys(IMAGE_SIZES) as [ImageSize, ...ImageSize[]], {
    error: `must be one of: ${Object.keys(IMAGE_SIZES).join(', ')}`,
  }),
});

const photoParamsSchema = paramsSchema.extend({ photoId: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'must be a photo id') });

function invalidRequest(response: Response, error: z.ZodError): void {
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const message = Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ');
  sendError(response, 400, { code: 'invalid_request', message: `Invalid image request: ${message}.`, fields });
}

/** The best format the Accept header allows: AVIF, then WebP, else JPEG. */
export function pickImageFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality && !(Number(quality.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
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

function sendError(response: Response, status: number, body: ApiErrorBody): void {
  response.status(status).json(body);
}

export function createImagesRouter(deps: ImagesRouterDeps): express.Router {
  mkdirSync(deps.cacheDir, { recursive: true });
  const cache = new ImageCache(deps.cacheDir);
  const timeoutMs = deps.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  /** Photo URLs that failed lately, with the time they may be tried again. */
  const failedUntil = new Map<string, number>();

  const rememberFailure = (url: string) => {
    failedUntil.delete(url);
    failedUntil.set(url, Date.now() + RETRY_FAILED_FETCH_AFTER_MS);
    if (failedUntil.size > MAX_REMEMBERED_FAILURES) {
      const oldest = failedUntil.keys().next().value;
      if (oldest !== undefined) failedUntil.delete(oldest);
    }
  };
  const failedLately = (url: string) => (failedUntil.get(url) ?? 0) > Date.now();

  const send = (request: Request, response: Response, key: CacheKey, format: ImageFormat, data?: Buffer) => {
    const etag = etagOf(key);
    response.vary('Accept');
    response.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
    response.setHeader('ETag', etag);
    if (matchesEtag(request.get('if-none-match'), etag)) {
      response.status(304).end();
      return true;
    }
    if (!data) return false;
    response.setHeader('Content-Type', IMAGE_FORMATS[format].mime);
    response.setHeader('Content-Length', String(data.length));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.status(200).end(data);
    return true;
  };

  /** The cached or freshly fetched photo, or null when the drawing has to stand in. */
  const photo = async (car: Car, url: URL, key: CacheKey, size: ImageSize, format: ImageFormat) => {
    const cached = await cache.read(key);
    if (cached) return cached;
    if (failedLately(url.href)) return null;
    try {
      return await cache.getOrRender(key, async () =>
        renderPhoto(
          await fetchRemoteImage(url, { allowedHosts: deps.allowedImageHosts, timeoutMs }),
          IMAGE_SIZES[size],
          format,
        ),
      );
    } catch (error) {
      rememberFailure(url.href);
      deps.logger?.warn(
        { carId: car.id, host: url.host, reason: error instanceof Error ? error.message : String(error) },
        'listing photo not usable; serving the drawn image',
      );
      return null;
    }
  };

  /** A dealer's uploaded photo: the stored JPEG as it is, other formats made from it once and cached. */
  const sendUploaded = async (request: Request, response: Response, carId: number, photoId: string, size: ImageSize): Promise<boolean> => {
    const format = pickImageFormat(request.get('accept'));
    const key: CacheKey = { owner: { carId }, size: `p${photoId}.${size}`, extension: IMAGE_FORMATS[format].extension, hash: hashOf(['upload', RENDER_VERSION, photoId]) };
    if (send(request, response, key, format)) return true;
    const jpeg = await deps.photos?.read(carId, photoId, size);
    if (!jpeg) return false;
    const data = format === 'jpeg' ? jpeg : await cache.getOrRender(key, () => transcode(jpeg, format));
    return send(request, response, key, format, data);
  };

  const router = express.Router();

  router.get('/cars/:id/photos/:photoId/:size', async (request, response) => {
    const parsed = photoParamsSchema.safeParse(request.params);
    if (!parsed.success) {
      invalidRequest(response, parsed.error);
      return;
    }
    const { id, photoId, size } = parsed.data;
    const car = await deps.listings.findById(id);
    if (!car || !car.photos?.some((photo) => photo.id === photoId) || !(await sendUploaded(request, response, id, photoId, size))) {
      sendError(response, 404, { code: 'not_found', message: 'There is no such photo of this car.' });
    }
  });

  router.get('/cars/:id/:size', async (request, response) => {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success) {
      invalidRequest(response, parsed.error);
      return;
    }
    const { id, size } = parsed.data;
    const car = await deps.listings.findById(id);
    if (!car) {
      sendError(response, 404, { code: 'not_found', message: CAR_NOT_FOUND_MESSAGE });
      return;
    }
    // The cover (the first uploaded photo) comes before a linked photo and the drawing.
    const cover = car.photos?.[0];
    if (cover && (await sendUploaded(request, response, id, cover.id, size))) return;
    const format = pickImageFormat(request.get('accept'));
    const extension = IMAGE_FORMATS[format].extension;

    const photoUrl = car.imageUrl ? allowedImageUrl(car.imageUrl, deps.allowedImageHosts) : null;
    if (photoUrl) {
      const key: CacheKey = { owner: { carId: id }, size, extension, hash: hashOf(['photo', RENDER_VERSION, photoUrl.href]) };
      if (send(request, response, key, format)) return;
      const data = await photo(car, photoUrl, key, size, format);
      if (data) {
        send(request, response, key, format, data);
        return;
      }
    }

    const drawn = { brand: car.brand, model: car.model, bodyType: car.bodyType, color: car.color };
    const key: CacheKey = {
      owner: 'shared',
      size,
      extension,
      hash: hashOf(['drawing', DRAWING_VERSION, RENDER_VERSION, drawn.brand, drawn.model, drawn.bodyType, drawn.color]),
    };
    if (send(request, response, key, format)) return;
    const data = await cache.getOrRender(key, () => renderDrawing(drawn, IMAGE_SIZES[size], format));
    send(request, response, key, format, data);
  });

  return router;
}
