/**
 * POST /api/generate-email, POST /api/send-contact-email (Idempotency-Key), GET /api/seller-emails:
 * signed-in buyers only; CSRF as every non-GET. Every error answers `{code, errorType, message, language}`.
 */
import {
  EMAIL_ERROR_TYPES,
  EMAIL_LANGUAGES,
  generateEmailRequestSchema,
  idempotencyKeySchema,
  sellerEmailsQuerySchema,
  sendContactEmailRequestSchema,
  type EmailLanguage,
  type SellerEmailsResponse,
  type SendContactEmailResponse,
} from '@contract/seller-email';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { AUTH_ERROR_CODES } from '@contract/auth';
import { validationError } from '../../platform/http/http-error';
import { idempotent, type IdempotencyRecords } from '../../platform/http/idempotency';
import { publicOrigin } from '../../platform/mail/public-origin';
import type { FixedWindowLimiter, RateRule } from '../../platform/rate-limit/fixed-window-limiter';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limits';
import { EmailError } from './email-error';
import type { SellerEmailService } from './seller-email-service';
import { abortedWhenClosed } from '../../platform/http/aborted-when-closed';

/** Seller emails sent per buyer and hour (each also needs a different car, dealer or language). */
export const SEND_RATE_LIMIT: RateRule = { limit: 30, windowMs: 60 * 60 * 1000 };

export interface SellerEmailRouterOptions {
  service: SellerEmailService;
  idempotency: IdempotencyRecords;
  limiter: FixedWindowLimiter;
  publicUrl: string | undefined;
  sendRule?: RateRule;
}

/** The language the request asked for, when it named a valid one (errors are answered in it). */
function requestLanguage(req: Request): EmailLanguage {
  const language: unknown = (req.body as { language?: unknown } | undefined)?.language;
  return EMAIL_LANGUAGES.includes(language as EmailLanguage) ? (language as EmailLanguage) : 'en';
}

function parse<S extends z.ZodType>(
  schema: S,
  data: unknown,
  req: Request,
  source: 'body' | 'query' = 'body',
): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const error = validationError(result.error, source);
  throw new EmailError(400, error.code, error.message, requestLanguage(req), error.fields);
}

const requireBuyer: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next(
    req.user
      ? undefined
      : new EmailError(401, AUTH_ERROR_CODES.unauthenticated, 'Please sign in to continue.', requestLanguage(req)),
  );
};

function refuse(res: Response, error: EmailError): void {
  res.status(error.status).json(error.toBody());
}

export function sellerEmailRouter({
  service,
  idempotency,
  limiter,
  publicUrl,
  sendRule = SEND_RATE_LIMIT,
}: SellerEmailRouterOptions): Router {
  const router = Router();

  router.post('/generate-email', requireBuyer, async (req, res) => {
    const request = parse(generateEmailRequestSchema, req.body, req);
    const signal = abortedWhenClosed(res);
    try {
      res.json(await service.generate(req.user!.id, request, publicOrigin(req, publicUrl), signal));
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  });

  router.post(
    '/send-contact-email',
    requireBuyer,
    idempotent(idempotency, (key) => idempotencyKeySchema.safeParse(key).success, {
      invalidKey: (res) =>
        refuse(
          res,
          new EmailError(
            400,
            'validation_failed',
            'Invalid request: Idempotency-Key (must be a UUID)',
            requestLanguage(res.req),
            {
              'Idempotency-Key': 'Idempotency-Key must be a UUID',
            },
          ),
        ),
      mismatch: (res) =>
        refuse(
          res,
          new EmailError(
            422,
            EMAIL_ERROR_TYPES.idempotencyMismatch,
            'This Idempotency-Key was already used for another message.',
            requestLanguage(res.req),
          ),
        ),
      inProgress: (res) =>
        refuse(
          res,
          new EmailError(
            409,
            EMAIL_ERROR_TYPES.idempotencyInProgress,
            'This message is being sent. Please try again in a moment.',
            requestLanguage(res.req),
          ),
        ),
    }),
    async (req, res) => {
      const request = parse(sendContactEmailRequestSchema, req.body, req);
      await enforceRateLimit(limiter, 'seller-email-user', sendRule, [req.user!.id]).catch((error: unknown) => {
        if (error instanceof EmailError || !(error instanceof Error)) throw error;
        throw new EmailError(429, 'rate_limited', error.message, request.language);
      });
      const key = req.get('idempotency-key')!.trim();
      const message = await service.send(req.user!, request, key, publicOrigin(req, publicUrl));
      res.status(201).json({ success: true, message } satisfies SendContactEmailResponse);
    },
  );

  router.get('/seller-emails', requireBuyer, async (req, res) => {
    const query = parse(sellerEmailsQuerySchema, req.query, req, 'query');
    const { items, total } = await service.byBuyer(req.user!.id, query);
    res.json({ items, total, page: query.page, pageSize: query.pageSize } satisfies SellerEmailsResponse);
  });

  return router;
}
