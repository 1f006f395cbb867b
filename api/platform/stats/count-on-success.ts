import type { RequestHandler } from 'express';
import type { DailyCounters } from './daily-counters';

/** Middleware: counts the request once its answer was a success (2xx), e.g. a search or a registration. */
export function countOnSuccess(
  stats: DailyCounters,
  metric: string,
  subject: string,
  when: (body: unknown) => boolean = () => true,
): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    res.on('finish', () => {
      if (res.statusCode >= 200 && res.statusCode < 300 && when(body)) stats.add(metric, subject);
    });
    next();
  };
}

/** A search's first page (later pages of the same search are not new searches). */
export function isFirstPage(body: unknown): boolean {
  const page = (body as { page?: unknown } | null)?.page;
  return page === undefined || page === 1 || page === '1';
}
