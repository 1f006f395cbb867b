import {
  ERROR_LOG_LIMITS,
  ERROR_LOG_MAX_BODY_BYTES,
  errorLogRequestSchema,
  truncateText,
  type ErrorLogResponse,
} from '@contract/error-log';
import { Router, type Request } from 'express';
import { HttpError, parseOrThrow } from '../http/http-error';
import type { FixedWindowLimiter, RateRule } from '../rate-limit/fixed-window-limiter';
import { clientSubject, enforceRateLimit } from '../rate-limit/rate-limits';
import type { ErrorRecorder } from './server-errors';

/** Reports per client address: enough for a burst of real errors, not for flooding the log. */
export const ERROR_LOG_RATE_LIMIT: RateRule = { limit: 30, windowMs: 10 * 60 * 1000 };
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ErrorLogsRouterOptions {
  /** Stores a report (ErrorLogRepository.record, counted into the statistics). */
  record: ErrorRecorder;
  limiter: FixedWindowLimiter;
  rule?: RateRule;
  /** New error groups one client address may start a day (ErrorGroupLimits.newPerAddressPerDay). */
  newGroupsPerDay: number;
}

/** The body's size: its Content-Length, else (chunked) the size of what was parsed. */
function bodyBytes(req: Request): number {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) return declared;
  return req.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(req.body));
}

/** POST /api/errors/log (the admin reads them through api/features/admin/admin-error-logs-router.ts). */
export function errorLogsRouter({
  record,
  limiter,
  rule = ERROR_LOG_RATE_LIMIT,
  newGroupsPerDay,
}: ErrorLogsRouterOptions): Router {
  const router = Router();
  router.post('/log', async (req, res) => {
    const size = bodyBytes(req);
    if (size > ERROR_LOG_MAX_BODY_BYTES) {
      throw new HttpError(
        413,
        'payload_too_large',
        `An error report may be at most ${ERROR_LOG_MAX_BODY_BYTES / 1024} kB.`,
      );
    }
    const client = clientSubject(req);
    await enforceRateLimit(limiter, 'error-log-ip', rule, [client]);
    const entry = parseOrThrow(errorLogRequestSchema, req.body);
    const headerAgent = req.get('user-agent');
    const userAgent = entry.userAgent ?? (headerAgent ? truncateText(headerAgent, ERROR_LOG_LIMITS.userAgent) : null);
    const { log } = await record(
      { ...entry, userAgent },
      {
        source: 'client',
        userId: req.user?.id ?? null,
        requestData: {
          client: entry.requestData,
          method: req.method,
          path: req.originalUrl.split('?')[0]!,
          referer: req.get('referer') ?? null,
          acceptLanguage: req.get('accept-language')?.slice(0, 200) ?? null,
          contentLength: size,
        },
        // Each new bug is a new group: an address may start only so many a day (a bounded store, not a bounded rate).
        mayStartGroup: async () =>
          (await limiter.take('error-group-ip', client, { limit: newGroupsPerDay, windowMs: DAY_MS })).allowed,
      },
    );
    res.status(201).json({ success: true, id: log.id } satisfies ErrorLogResponse);
  });
  return router;
}
