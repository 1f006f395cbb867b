/**
 * /api/dealer: the seller's own profile (any signed-in account: saving it makes the account a dealer), and
 * for dealer, premium_dealer and admin accounts their own listings and statistics, each their own only.
 */
import { DEALER_AREA_USER_TYPES } from '@contract/auth';
import { carIdParamSchema } from '@contract/cars-api';
import {
  MAX_IMPORT_BYTES,
  dealerBulkSchema,
  dealerImportQuerySchema,
  dealerImportUrlSchema,
  dealerListingInputSchema,
  dealerListingPatchSchema,
  dealerListingsQuerySchema,
} from '@contract/dealer-api';
import { sellerProfileInputSchema } from '@contract/seller-profile';
import express, { Router } from 'express';
import { requireRole, requireUser } from '../auth/require-role';
import { parseOrThrow } from '../http/http-error';
import type { DealerImport } from './dealer-import';
import type { DealerService } from './dealer-service';
import type { SellerProfileService } from './seller-profile-service';

export function dealerRouter(dealer: DealerService, profiles: SellerProfileService, importer: DealerImport): Router {
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

  router.post('/import', express.text({ type: ['text/csv', 'text/plain', 'application/csv'], limit: MAX_IMPORT_BYTES }), async (req, res) => {
    const { dryRun } = parseOrThrow(dealerImportQuerySchema, req.query, 'query');
    const source =
      typeof req.body === 'string'
        ? { text: req.body, contentType: req.get('content-type') ?? null }
        : { url: new URL(parseOrThrow(dealerImportUrlSchema, req.body).url) };
    res.json(await importer.run(req.user!.id, source, dryRun));
  });

  router.get('/stats', async (req, res) => {
    res.json(await dealer.stats(req.user!.id));
  });

  return router;
}
