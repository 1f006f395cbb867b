import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { HttpError } from './http-error';

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `No such API endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/** Told about every unexpected error (the 500s), e.g. to put it into the admin's error log; must not throw. */
export type UnexpectedErrorListener = (error: unknown, req: Request) => void;

/**
 * Known errors as JSON; body-parser's own errors mapped; anything else a logged 500 without internals,
 * passed to `onUnexpected` with its request (whose id the answer names as the reference).
 */
export const errorHandler = (onUnexpected?: UnexpectedErrorListener): ErrorRequestHandler => (error, req, res, next) => {
  if (res.headersSent) return next(error);
  let httpError: HttpError;
  if (error instanceof HttpError) {
    httpError = error;
  } else if (error?.type === 'entity.parse.failed') {
    httpError = new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  } else if (error?.type === 'entity.too.large') {
    httpError = new HttpError(413, 'payload_too_large', 'The request body is too large.');
  } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500 && typeof error.code === 'string') {
    httpError = new HttpError(error.status, error.code, String(error.message));
  } else {
    req.log.error({ err: error }, 'unhandled error');
    onUnexpected?.(error, req);
    httpError = new HttpError(
      500,
      'internal_error',
      `Something went wrong on our side. Please try again. (Reference: ${String(req.id)})`,
    );
  }
  res.status(httpError.status).json(httpError.toBody());
};
