import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { HttpError } from './http-error';

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `No such API endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/** body-parser's error types (error.type), each with the status it has and a stable code and message. */
const BODY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  'entity.parse.failed': { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, code: 'payload_too_large', message: 'The request body is too large.' },
  'charset.unsupported': {
    status: 415,
    code: 'unsupported_charset',
    message: 'The request body uses a character set we do not read. Send UTF-8.',
  },
  'encoding.unsupported': {
    status: 415,
    code: 'unsupported_content_encoding',
    message: 'The request body uses a content encoding we do not read. Send it uncompressed, gzip, deflate or br.',
  },
  'request.aborted': {
    status: 400,
    code: 'request_aborted',
    message: 'The request was aborted before its body arrived.',
  },
  'request.size.invalid': {
    status: 400,
    code: 'invalid_body_size',
    message: 'The request body is not as long as its Content-Length says.',
  },
  'entity.verify.failed': { status: 403, code: 'forbidden', message: 'The request body was refused.' },
  'parameters.too.many': { status: 413, code: 'payload_too_large', message: 'The request has too many parameters.' },
};

/**
 * A body refused before any route read it (too large, not JSON, nested too deep …): no route could answer it in
 * its own shape, so it gets the fullest one, `{code, errorType, message, language}` (the language the client
 * accepts, English otherwise), which every route's callers read.
 */
function isBodyError(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && (Object.hasOwn(BODY_ERRORS, type) || type === 'entity.too.deep');
}

/** A stable code and plain message for a client error that came without one (http-errors, the router …). */
const STATUS_CODES: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request is malformed.' },
  401: { code: 'unauthorized', message: 'Please sign in.' },
  403: { code: 'forbidden', message: 'This is not allowed.' },
  404: { code: 'not_found', message: 'Not found.' },
  405: { code: 'method_not_allowed', message: 'This method is not allowed here.' },
  406: { code: 'not_acceptable', message: 'We cannot answer in a format the request accepts.' },
  408: { code: 'request_timeout', message: 'The request took too long.' },
  411: { code: 'length_required', message: 'The request needs a Content-Length.' },
  412: { code: 'precondition_failed', message: 'A precondition of the request failed.' },
  413: { code: 'payload_too_large', message: 'The request body is too large.' },
  414: { code: 'uri_too_long', message: 'The address is too long.' },
  415: { code: 'unsupported_media_type', message: 'The request body has a type we do not read.' },
  416: { code: 'range_not_satisfiable', message: 'The requested range cannot be served.' },
  429: { code: 'rate_limited', message: 'Too many requests. Please wait a little and try again.' },
  431: { code: 'headers_too_large', message: 'The request headers are too large.' },
};

function clientStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value < 500 ? value : undefined;
}

/**
 * Any error a client caused, as an HttpError with its own status and a stable string code; undefined for
 * the server's own faults. Covers our HttpErrors, body-parser's errors, the router's "Failed to decode
 * param" (a 400 without a code) and a URIError from decoding a malformed percent-encoding.
 */
export function toClientError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && Object.hasOwn(BODY_ERRORS, type)) {
    const known = BODY_ERRORS[type]!;
    return new HttpError(known.status, known.code, known.message);
  }
  if (error instanceof URIError)
    return new HttpError(400, 'invalid_url_encoding', 'The address has a malformed percent-encoding.');
  const status = clientStatusOf(error);
  if (status === undefined) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(code)) {
    const message =
      (error as { expose?: unknown }).expose === true
        ? String((error as Error).message).slice(0, 300)
        : STATUS_CODES[status]?.message;
    return new HttpError(status, code, message ?? 'The request was refused.');
  }
  if (status === 400 && /decode param/i.test(String((error as Error).message))) {
    return new HttpError(400, 'invalid_url_encoding', 'The address has a malformed percent-encoding.');
  }
  const known = STATUS_CODES[status];
  return new HttpError(status, known?.code ?? 'client_error', known?.message ?? 'The request was refused.');
}

/** Told about every unexpected error (the 500s), e.g. to put it into the admin's error log; must not throw. */
export type UnexpectedErrorListener = (error: unknown, req: Request) => void;

/**
 * Every error as JSON with a stable code: a client error answers its own status (logged at info, no
 * stack), anything else is a logged 500 that tells the client nothing about internals, passed to
 * `onUnexpected` with its request (whose id the answer names as the reference).
 */
export const errorHandler =
  (onUnexpected?: UnexpectedErrorListener): ErrorRequestHandler =>
  (error, req, res, next) => {
    if (res.headersSent) return next(error);
    let httpError = toClientError(error);
    if (httpError) {
      if (!(error instanceof HttpError))
        req.log.info(
          { status: httpError.status, code: httpError.code, reason: String(error?.message) },
          'client error',
        );
    } else {
      req.log.error({ err: error }, 'unhandled error');
      onUnexpected?.(error, req);
      httpError = new HttpError(
        500,
        'internal_error',
        `Something went wrong on our side. Please try again. (Reference: ${String(req.id)})`,
      );
    }
    const body = httpError.toBody();
    if (isBodyError(error) && !('errorType' in body)) {
      const language = req.acceptsLanguages('en', 'hr', 'de') || 'en';
      res.status(httpError.status).json({
        code: body.code,
        errorType: body.code,
        message: body.message,
        language,
        ...(body.fields ? { fields: body.fields } : {}),
      });
      return;
    }
    res.status(httpError.status).json(body);
  };
