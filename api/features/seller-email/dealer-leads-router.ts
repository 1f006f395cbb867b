/** GET /api/dealer/leads: buyers' messages about the signed-in dealer's own listings, newest first. */
import { DEALER_AREA_USER_TYPES } from '@contract/auth';
import { dealerLeadsQuerySchema, type DealerLeadsResponse } from '@contract/seller-email';
import { Router } from 'express';
import { requireRole } from '../../platform/http/require-role';
import { parseOrThrow } from '../../platform/http/http-error';
import type { SellerEmailService } from './seller-email-service';

export function dealerLeadsRouter(service: SellerEmailService): Router {
  const router = Router();
  router.get('/', requireRole(...DEALER_AREA_USER_TYPES), async (req, res) => {
    const query = parseOrThrow(dealerLeadsQuerySchema, req.query, 'query');
    const { items, total } = await service.leads(req.user!.id, query);
    res.set('Cache-Control', 'no-store').json({ items, total, page: query.page, pageSize: query.pageSize } satisfies DealerLeadsResponse);
  });
  return router;
}
