/** GET /api/dealers/:id (a seller's public page), and the admin's suspension of a seller. */
import { ADMIN_AREA_USER_TYPES } from '@contract/auth';
import {
  ADMIN_SELLERS_LIMIT,
  adminSellersQuerySchema,
  publicSellerQuerySchema,
  sellerIdParamSchema,
  sellerSuspensionSchema,
  type AdminSellerList,
} from '@contract/seller-profile';
import { Router } from 'express';
import { requireRole } from '../../platform/http/require-role';
import { parseOrThrow } from '../../platform/http/http-error';
import type { SellerProfileService } from './seller-profile-service';

export function publicSellersRouter(profiles: SellerProfileService): Router {
  const router = Router();
  router.get('/:id', async (req, res) => {
    const id = parseOrThrow(sellerIdParamSchema, req.params.id, 'params');
    const { page } = parseOrThrow(publicSellerQuerySchema, req.query, 'query');
    res.json(await profiles.publicProfile(id, page));
  });
  return router;
}

/** /api/admin/sellers: the admin panel's controls over sellers. */
export function adminSellersRouter(profiles: SellerProfileService): Router {
  const router = Router();
  router.use(requireRole(...ADMIN_AREA_USER_TYPES));
  router.get('/', async (req, res) => {
    const { q } = parseOrThrow(adminSellersQuerySchema, req.query, 'query');
    res.set('Cache-Control', 'no-store');
    res.json({ sellers: await profiles.listForAdmin(q, ADMIN_SELLERS_LIMIT) } satisfies AdminSellerList);
  });
  router.put('/:id/suspension', async (req, res) => {
    const id = parseOrThrow(sellerIdParamSchema, req.params.id, 'params');
    const { suspended } = parseOrThrow(sellerSuspensionSchema, req.body);
    res.json({ profile: await profiles.setSuspended(id, suspended) });
  });
  return router;
}
