/**
 * The API's own unexpected errors (the 500s) into the same error log as the PWA's reports, with the
 * request id the client was shown as the reference. Recording never throws and never recurses: a failure
 * to record is only written to the server log.
 */
import { ERROR_LOG_LIMITS, stripSecrets, truncateText } from '@contract/error-log';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { UnexpectedErrorListener } from '../http/error-handlers';
import { SITE, type DailyCounters } from '../stats/daily-counters';
import { METRICS } from '../stats/metrics';
import type { ErrorLogRepository } from './error-log-repository';

export type ErrorRecorder = ErrorLogRepository['record'];

/** Every error report, from the PWA or the API itself: grouped in the error log and counted per day. */
export function errorRecorder({
  errorLogs,
  stats,
}: {
  errorLogs: ErrorLogRepository;
  stats: DailyCounters;
}): ErrorRecorder {
  return async (entry, context) => {
    const recorded = await errorLogs.record(entry, context);
    await stats.increment(METRICS.errorReported, SITE);
    return recorded;
  };
}

export function recordServerErrors(record: ErrorRecorder, logger: Logger): UnexpectedErrorListener {
  return (error: unknown, req: Request) => {
    const isError = error instanceof Error;
    const path = req.originalUrl.split('?')[0]!;
    const text = (value: string | null | undefined, max: number) => (value ? truncateText(value, max) : null);
    record(
      {
        errorType: text(isError ? error.name || 'Error' : typeof error, ERROR_LOG_LIMITS.errorType)!,
        message: text(isError ? error.message : String(error), ERROR_LOG_LIMITS.message) ?? '',
        component: 'api',
        stack: text(isError ? error.stack : null, ERROR_LOG_LIMITS.stack),
        route: text(`${req.method} ${path}`, ERROR_LOG_LIMITS.route),
        userAgent: text(req.get('user-agent'), ERROR_LOG_LIMITS.userAgent),
        requestData: null,
      },
      {
        source: 'server',
        userId: req.user?.id ?? null,
        requestId: String(req.id),
        requestData: { method: req.method, path, body: req.body === undefined ? null : stripSecrets(req.body) },
      },
    ).catch((failure: unknown) => logger.error({ err: failure }, 'could not record a server error in the error log'));
  };
}
