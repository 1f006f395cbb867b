/**
 * /api/dealer: the seller's own profile (any signed-in account: saving it makes the account a dealer), and
 * for dealer, premium_dealer and admin accounts their own listings and statistics, each their own only.
 */
import { DEALER_AREA_USER_TYPES } from '@contract/auth';
import { carIdParamSchema } from '@contract/cars-api';
import {
  MAX_IMPORT_BYTES,
  MAX_PHOTOS_PER_REQUEST,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_FIELD,
  PHOTO_MESSAGES,
  type DealerImportStreamLine,
  dealerBulkSchema,
  dealerPhotosPatchSchema,
  dealerPriceHintQuerySchema,
  photoIdParamSchema,
  dealerImportQuerySchema,
  dealerImportUrlSchema,
  dealerListingInputSchema,
  dealerListingPatchSchema,
  dealerListingsQuerySchema,
} from '@contract/dealer-api';
import { sellerProfileInputSchema } from '@contract/seller-profile';
import express, { Router, type ErrorRequestHandler } from 'express';
import { requireRole, requireUser } from '../../platform/http/require-role';
import { HttpError, parseOrThrow } from '../../platform/http/http-error';
import { MultipartError, multipartBoundary, parseMultipart } from '../../platform/http/multipart';
import type { DealerImport } from './dealer-import';
import type { DealerService } from './dealer-service';
import type { ListingPhotos } from './listing-photos';
import type { MarketValues } from '../cars/market-values';
import type { SellerProfileService } from './seller-profile-service';

/** An upload over the request limit answers 413 with the photo limit, not the generic body message. */
const uploadTooLarge: ErrorRequestHandler = (error: { type?: string }, _req, _res, next) => {
  next(
    error?.type === 'entity.too.large'
      ? new HttpError(413, 'photo_upload_too_large', PHOTO_MESSAGES.uploadTooLarge)
      : error,
  );
};

export function dealerRouter(
  dealer: DealerService,
  profiles: SellerProfileService,
  importer: DealerImport,
  photos: ListingPhotos,
  marketValues: MarketValues,
): Router {
  const router = Router();

  router.get('/profile', requireUser, async (req, res) => {
    res.json({ profile: await profiles.own(req.user!) });
  });

  router.put('/profile', requireUser, async (req, res) => {
    const fields = parseOrThrow(sellerProfileInputSchema, req.body);
    res.json({ profile: await profiles.save(req.user!, fields) });
  });

  router.use(requireRole(...DEALER_AREA_USER_TYPES));

  router.get('/listings', async (req, res) => {
    const query = parseOrThrow(dealerListingsQuerySchema, req.query, 'query');
    res.json(await dealer.ownListings(req.user!.id, query));
  });

  router.post('/listings', async (req, res) => {
    const fields = parseOrThrow(dealerListingInputSchema, req.body);
    res.status(201).json(await dealer.create(req.user!.id, fields));
  });

  router.post('/listings/bulk', async (req, res) => {
    const request = parseOrThrow(dealerBulkSchema, req.body);
    res.json({ changed: await dealer.bulk(req.user!.id, request) });
  });

  router.get('/listings/:id', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    res.json(await dealer.ownListing(req.user!.id, id));
  });

  router.patch('/listings/:id', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    const patch = parseOrThrow(dealerListingPatchSchema, req.body);
    res.json(await dealer.update(req.user!.id, id, patch));
  });

  router.post('/listings/:id/duplicate', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    res.status(201).json(await dealer.duplicate(req.user!.id, id));
  });

  router.delete('/listings/:id', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    await dealer.remove(req.user!.id, id);
    res.status(204).end();
  });

  router.post(
    '/listings/:id/photos',
    express.raw({ type: 'multipart/form-data', limit: MAX_PHOTO_UPLOAD_BYTES }),
    uploadTooLarge,
    async (req: express.Request, res: express.Response) => {
      const id = parseOrThrow(carIdParamSchema, String(req.params.id), 'params');
      const boundary = multipartBoundary(req.get('content-type'));
      if (!boundary || !Buffer.isBuffer(req.body)) throw new HttpError(400, 'no_photo', PHOTO_MESSAGES.noPhoto);
      let files: Buffer[];
      try {
        files = parseMultipart(req.body, boundary, { maxParts: MAX_PHOTOS_PER_REQUEST + 5 })
          .filter((part) => part.name === PHOTO_FIELD && part.filename !== null)
          .map((part) => part.data);
      } catch (error) {
        if (error instanceof MultipartError) throw new HttpError(400, 'malformed_multipart', error.message);
        throw error;
      }
      if (files.length === 0) throw new HttpError(400, 'no_photo', PHOTO_MESSAGES.noPhoto);
      if (files.length > MAX_PHOTOS_PER_REQUEST)
        throw new HttpError(413, 'too_many_photos_in_request', PHOTO_MESSAGES.tooManyInRequest);
      res.status(201).json(await photos.add(req.user!.id, id, files));
    },
  );

  router.patch('/listings/:id/photos', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    const patch = parseOrThrow(dealerPhotosPatchSchema, req.body);
    res.json(await photos.arrange(req.user!.id, id, patch));
  });

  router.delete('/listings/:id/photos/:photoId', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    const photoId = parseOrThrow(photoIdParamSchema, req.params.photoId, 'params');
    res.json(await photos.remove(req.user!.id, id, photoId));
  });

  router.post(
    '/import',
    express.text({ type: ['text/csv', 'text/plain', 'application/csv'], limit: MAX_IMPORT_BYTES }),
    async (req, res) => {
      const { dryRun } = parseOrThrow(dealerImportQuerySchema, req.query, 'query');
      const source =
        typeof req.body === 'string'
          ? { text: req.body, contentType: req.get('content-type') ?? null }
          : { url: new URL(parseOrThrow(dealerImportUrlSchema, req.body).url) };
      if (dryRun || !req.get('accept')?.includes('application/x-ndjson')) {
        res.json(await importer.run(req.user!.id, source, dryRun));
        return;
      }
      // A streamed import: progress lines as listings are written, then the report (or the error) as the last line.
      const line = (value: DealerImportStreamLine) => {
        res.write(`${JSON.stringify(value)}\n`);
        // Through the compression middleware, each line leaves at once.
        (res as { flush?: () => void }).flush?.();
      };
      const start = () => {
        if (res.headersSent) return;
        res.status(200).type('application/x-ndjson').setHeader('Cache-Control', 'no-store');
        res.flushHeaders();
      };
      try {
        const report = await importer.run(req.user!.id, source, false, (progress) => {
          start();
          line({ type: 'progress', ...progress });
        });
        start();
        line({ type: 'report', report });
        res.end();
      } catch (error) {
        if (!res.headersSent) throw error;
        req.log?.error({ err: error }, 'dealer import stopped after it started');
        line({
          type: 'error',
          code: error instanceof HttpError ? error.code : 'import_failed',
          message:
            error instanceof HttpError
              ? error.message
              : 'The import stopped; part of it may have been written. Run it again: rows are matched by stock number.',
        });
        res.end();
      }
    },
  );

  /** How an asking price compares with similar active listings, as the dealer types it (the market-value rules). */
  router.get('/price-hint', async (req, res) => {
    const { id, powerKw, ...car } = parseOrThrow(dealerPriceHintQuerySchema, req.query, 'query');
    res
      .set('Cache-Control', 'no-store')
      .json(await marketValues.of({ ...car, id: id ?? 0, additionalDetails: { powerKw } }));
  });

  router.get('/stats', async (req, res) => {
    res.json(await dealer.stats(req.user!.id));
  });

  router.get('/overview', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await dealer.overview(req.user!.id));
  });

  return router;
}
