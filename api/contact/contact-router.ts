import { contactRequestSchema, type ContactResponse } from '@contract/contact';
import { DEFAULT_BUSINESS_HOURS, type SiteInfo } from '@contract/site-info';
import { Router } from 'express';
import { parseOrThrow } from '../http/http-error';
import type { FixedWindowLimiter, RateRule } from '../rate-limit/fixed-window-limiter';
import { clientSubject, enforceRateLimit } from '../rate-limit/rate-limits';
import type { ContactService } from './contact-service';

const HOUR = 60 * 60 * 1000;

/** Contact messages per client address. */
export const CONTACT_RATE_LIMIT: RateRule = { limit: 5, windowMs: HOUR };

export interface ContactRouterOptions {
  contact: ContactService;
  limiter: FixedWindowLimiter;
  rule?: RateRule;
}

/** POST /api/contact. */
export function contactRouter({ contact, limiter, rule = CONTACT_RATE_LIMIT }: ContactRouterOptions): Router {
  const router = Router();
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
