/** /api/dealer: for dealer, premium_dealer and admin accounts, each working on their own listings only. */
import { DEALER_AREA_USER_TYPES } from '@contract/auth';
import { carIdParamSchema } from '@contract/cars-api';
import { dealerListingChangesSchema, dealerListingsQuerySchema } from '@contract/dealer-api';
import { Router } from 'express';
import { requireRole } from '../auth/require-role';
import { parseOrThrow } from '../http/http-error';
import type { DealerService } from './dealer-service';

export function dealerRouter(dealer: DealerService): Router {
  const router = Router();
  router.use(requireRole(...DEALER_AREA_USER_TYPES));

  router.get('/listings', async (req, res) => {
    const query = parseOrThrow(dealerListingsQuerySchema, req.query, 'query');
    res.json(await dealer.ownListings(req.user!.id, query));
  });

  router.patch('/listings/:id', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    const changes = parseOrThrow(dealerListingChangesSchema, req.body);
    res.json(await dealer.updateOwnListing(req.user!.id, id, changes));
  });

  return router;
}
