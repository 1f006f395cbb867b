/**
 * /api/dealer: the seller's own profile (any signed-in account: saving it makes the account a dealer), and
 * for dealer, premium_dealer and admin accounts their own listings, each working on their own only.
 */
import { DEALER_AREA_USER_TYPES } from '@contract/auth';
import { carIdParamSchema } from '@contract/cars-api';
import { dealerListingChangesSchema, dealerListingsQuerySchema } from '@contract/dealer-api';
import { sellerProfileInputSchema } from '@contract/seller-profile';
import { Router } from 'express';
import { requireRole, requireUser } from '../auth/require-role';
import { parseOrThrow } from '../http/http-error';
import type { DealerService } from './dealer-service';
import type { SellerProfileService } from './seller-profile-service';

export function dealerRouter(dealer: DealerService, profiles: SellerProfileService): Router {
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

  router.patch('/listings/:id', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    const changes = parseOrThrow(dealerListingChangesSchema, req.body);
    res.json(await dealer.updateOwnListing(req.user!.id, id, changes));
  });

  return router;
}
