/**
 * /api/dealer/leads: buyers' messages about the signed-in dealer's own listings, newest first; the dealer's
 * answer by email (POST /:id/reply, with an Idempotency-Key: one email however often it is replayed) and the
 * lead's status (PUT /:id/status). Another seller's lead answers 403; CSRF as every non-GET.
 */
import { DEALER_AREA_USER_TYPES } from '@contract/auth';
import {
  dealerLeadsQuerySchema,
  idempotencyKeySchema,
  leadReplyRequestSchema,
  leadStatusRequestSchema,
  type DealerLeadResponse,
  type DealerLeadsResponse,
} from '@contract/seller-email';
import { Router } from 'express';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@contract/idempotency';
import { requireRole } from '../../platform/http/require-role';
import { HttpError, parseOrThrow } from '../../platform/http/http-error';
import type { SellerEmailService } from './seller-email-service';

const leadIdSchema = z.uuid('must be a message id');

export function dealerLeadsRouter(service: SellerEmailService): Router {
  const router = Router();
  router.use(requireRole(...DEALER_AREA_USER_TYPES), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/', async (req, res) => {
    const query = parseOrThrow(dealerLeadsQuerySchema, req.query, 'query');
    const { items, total } = await service.leads(req.user!.id, query);
    res.json({ items, total, page: query.page, pageSize: query.pageSize } satisfies DealerLeadsResponse);
  });

  router.put('/:id/status', async (req, res) => {
    const id = parseOrThrow(leadIdSchema, req.params.id, 'params');
    const { status } = parseOrThrow(leadStatusRequestSchema, req.body);
    res.json({ lead: await service.setLeadStatus(req.user!.id, id, status) } satisfies DealerLeadResponse);
  });

  router.post('/:id/reply', async (req, res) => {
    const id = parseOrThrow(leadIdSchema, req.params.id, 'params');
    const key = req.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
    if (!idempotencyKeySchema.safeParse(key).success) {
      throw new HttpError(400, 'validation_failed', `Invalid request: ${IDEMPOTENCY_HEADER} (must be a UUID)`, {
        [IDEMPOTENCY_HEADER]: 'Idempotency-Key must be a UUID',
      });
    }
    const { body } = parseOrThrow(leadReplyRequestSchema, req.body);
    const lead = await service.replyToLead(req.user!.id, id, body, key);
    res.status(201).json({ lead } satisfies DealerLeadResponse);
  });

  return router;
}
