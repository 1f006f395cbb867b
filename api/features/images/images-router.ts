/**
 * GET /api/images/cars/:id/:size — a listing's picture at the card or detail size, in the best
 * format the client accepts. External photos come only from allowlisted hosts; everything else
 * (and every failure) gets the drawn picture. How pictures are cached, queued, limited per client and
 * stood in for while an AVIF is made: car-images.ts. A listing whose page is not public (a draft, a suspended
 * seller's) shows its pictures only to the dealer who owns it and to admins, never to shared caches.
 */
import express from 'express';
import { z } from 'zod';
import { IMAGE_SIZES, type Car, type ImageSize } from '@contract/car';
import { CAR_NOT_FOUND_MESSAGE, type ApiErrorBody } from '@contract/api-error';
import { CarImages, PhotoUnusableError, type CarImagesOptions, type ImageAudience } from './car-images';
import { allowedImageUrl } from './remote-image';
import { isPublic } from '../cars/listing-collection';

export { IMAGE_CACHE_CONTROL, INTERIM_CACHE_CONTROL, pickImageFormat } from './car-images';

/** A stored listing as far as its pictures care: the car, and whether and to whom it is shown. */
export type ImageListing = Car & { hidden?: boolean; dealerId?: string | null };

export interface ImagesRouterDeps extends CarImagesOptions {
  listings: { findById(id: number): Promise<ImageListing | null> };
  /** The photos dealers uploaded, rendered at every size as JPEG (api/features/dealer/listing-photos). */
  photos?: { read(carId: number, photoId: string, size: ImageSize): Promise<Buffer | null> };
  /** The cache, queue and limits to use (the app shares them with the pre-warm job); made from the options otherwise. */
  images?: CarImages;
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

const photoParamsSchema = paramsSchema.extend({
  photoId: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'must be a photo id'),
});

function invalidRequest(response: express.Response, error: z.ZodError): void {
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const message = Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ');
  sendError(response, 400, { code: 'invalid_request', message: `Invalid image request: ${message}.`, fields });
}

function sendError(response: express.Response, status: number, body: ApiErrorBody): void {
  response.status(status).json(body);
}

/**
 * Who may see this listing's pictures: everyone when its page is public (as GET /api/cars/:id decides:
 * not a draft, seller not suspended), the owning dealer and admins otherwise; null for anyone else.
 */
function audienceOf(listing: ImageListing, request: express.Request): ImageAudience | null {
  if (isPublic({ status: listing.status ?? 'active', hidden: listing.hidden })) return 'public';
  const user = request.user;
  if (!user) return null;
  return user.userType === 'admin' || (listing.dealerId != null && listing.dealerId === user.id) ? 'private' : null;
}

export function createImagesRouter(deps: ImagesRouterDeps): express.Router {
  const images = deps.images ?? new CarImages(deps);
  const router = express.Router();

  router.get('/cars/:id/photos/:photoId/:size', async (request, response) => {
    const parsed = photoParamsSchema.safeParse(request.params);
    if (!parsed.success) {
      invalidRequest(response, parsed.error);
      return;
    }
    const { id, photoId, size } = parsed.data;
    const car = await deps.listings.findById(id);
    const audience = car ? audienceOf(car, request) : null;
    const jpeg =
      audience && car?.photos?.some((photo) => photo.id === photoId)
        ? await deps.photos?.read(id, photoId, size)
        : null;
    if (!audience || !jpeg) {
      sendError(response, 404, { code: 'not_found', message: 'There is no such photo of this car.' });
      return;
    }
    await images.answer(request, response, images.upload(id, photoId, size, jpeg), audience);
  });

  router.get('/cars/:id/:size', async (request, response) => {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success) {
      invalidRequest(response, parsed.error);
      return;
    }
    const { id, size } = parsed.data;
    const car = await deps.listings.findById(id);
    const audience = car ? audienceOf(car, request) : null;
    if (!car || !audience) {
      sendError(response, 404, { code: 'not_found', message: CAR_NOT_FOUND_MESSAGE });
      return;
    }
    // The cover (the first uploaded photo) comes before a linked photo and the drawing.
    const cover = car.photos?.[0];
    const coverJpeg = cover ? await deps.photos?.read(id, cover.id, size) : null;
    if (cover && coverJpeg) {
      await images.answer(request, response, images.upload(id, cover.id, size, coverJpeg), audience);
      return;
    }
    const photoUrl = car.imageUrl ? allowedImageUrl(car.imageUrl, deps.allowedImageHosts) : null;
    const photo = photoUrl ? images.remotePhoto(id, photoUrl, size) : null;
    if (photo) {
      try {
        await images.answer(request, response, photo, audience);
        return;
      } catch (error) {
        if (!(error instanceof PhotoUnusableError)) throw error;
      }
    }
    await images.answer(request, response, images.drawing(car, size), audience);
  });

  return router;
}
