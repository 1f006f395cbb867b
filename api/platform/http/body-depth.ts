/**
 * A bound on how deeply a JSON body nests. Every body the API takes is a few levels deep; one nested ten
 * thousand levels would overflow the stack of whatever walks it recursively (request hashing, validation,
 * the stores), which is a 500 a client could cause at will. Checked once, without recursion, right after
 * the body is parsed.
 */
import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

/** Far above any body of the API (a saved search's filters are 3 levels), far below a stack's limit. */
export const MAX_BODY_DEPTH = 32;

/** Whether arrays and objects in `value` nest deeper than `max` levels (a scalar is depth 0). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  while (pending.length > 0) {
    const { item, depth } = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') pending.push({ item: child, depth: depth + 1 });
    }
  }
  return false;
}

/** Body-parser's own error shape, so the error handler answers it as it answers a malformed body. */
class TooDeepError extends HttpError {
  readonly type = 'entity.too.deep';
  constructor() {
    super(400, 'body_too_deep', `The request body nests deeper than ${MAX_BODY_DEPTH} levels.`);
  }
}

export const limitBodyDepth: RequestHandler = (req, _res, next) => {
  next(nestsDeeperThan(req.body, MAX_BODY_DEPTH) ? new TooDeepError() : undefined);
};
