import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpError } from './http-error';

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `No such API endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/** Known errors as JSON; body-parser's own errors mapped; anything else a logged 500 without internals. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
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
    httpError = new HttpError(
      500,
      'internal_error',
      `Something went wrong on our side. Please try again. (Reference: ${String(req.id)})`,
    );
  }
  res.status(httpError.status).json(httpError.toBody());
};
