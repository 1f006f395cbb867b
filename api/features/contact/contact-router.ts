import { contactRequestSchema, type ContactResponse } from '@contract/contact';
import { IDEMPOTENCY_REFUSALS } from '@contract/idempotency';
import { DEFAULT_BUSINESS_HOURS, type SiteInfo } from '@contract/site-info';
import { Router } from 'express';
import { z } from 'zod';
import { parseOrThrow } from '../../platform/http/http-error';
import { idempotent, type IdempotencyRecords } from '../../platform/http/idempotency';
import type { FixedWindowLimiter, RateRule } from '../../platform/rate-limit/fixed-window-limiter';
import { clientSubject, enforceRateLimit } from '../../platform/rate-limit/rate-limits';
import type { ContactService } from './contact-service';

const HOUR = 60 * 60 * 1000;

/** Contact messages per client address. */
export const CONTACT_RATE_LIMIT: RateRule = { limit: 5, windowMs: HOUR };

export interface ContactRouterOptions {
  contact: ContactService;
  /** With it, a request carrying an Idempotency-Key (the PWA's offline outbox) is answered once. */
  idempotency?: IdempotencyRecords;
  limiter: FixedWindowLimiter;
  rule?: RateRule;
}

/** POST /api/contact. */
const isUuid = (key: string) => z.uuid().safeParse(key).success;

export function contactRouter({
  contact,
  limiter,
  rule = CONTACT_RATE_LIMIT,
  idempotency,
}: ContactRouterOptions): Router {
  const router = Router();
  if (idempotency) {
    // Replays from the outbox: the first answer again, one message. Visitors' keys share one scope (UUIDs).
    router.post(
      '/',
      idempotent(
        idempotency,
        isUuid,
        {
          invalidKey: (res) =>
            void res.status(400).json({
              code: 'validation_failed',
              message: 'Invalid request: Idempotency-Key (must be a UUID)',
              fields: { 'Idempotency-Key': 'Idempotency-Key must be a UUID' },
            }),
          mismatch: (res) =>
            void res.status(422).json({
              code: IDEMPOTENCY_REFUSALS.keyReused,
              message: 'This Idempotency-Key was already used for another message.',
            }),
          inProgress: (res) =>
            void res.status(409).json({
              code: IDEMPOTENCY_REFUSALS.inProgress,
              message: 'This message is being sent. Please try again in a moment.',
            }),
        },
        { optional: true, subject: (req) => req.user?.id ?? 'contact-visitor' },
      ),
    );
  }
  router.post('/', async (req, res) => {
    // Validated first: a person's typos (caught by the form anyway) do not use up the limit.
    const request = parseOrThrow(contactRequestSchema, req.body);
    await enforceRateLimit(limiter, 'contact-ip', rule, [clientSubject(req)]);
    // The honeypot was filled in: a bot. It is told "sent" and nothing is kept or mailed.
    if (request.website?.trim()) {
      req.log.info('contact message dropped: honeypot filled');
    } else {
      await contact.submit(request, req.user?.id ?? null);
    }
    res.status(201).json({ success: true } satisfies ContactResponse);
  });
  return router;
}

/** GET /api/site-info: the business hours of the contact page (from the configuration). */
export function siteInfoRouter(businessHours: SiteInfo['businessHours'] = DEFAULT_BUSINESS_HOURS): Router {
  const router = Router();
  const body: SiteInfo = { businessHours };
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });
  return router;
}
