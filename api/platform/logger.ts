import crypto from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** Headers that carry credentials: never written to the log. */
const SECRET_HEADERS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-csrf-token"]',
  'req.headers["csrf-token"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: SECRET_HEADERS, censor: '[redacted]' } }, destination);
}

/** Query parameters whose values are secrets (emailed tokens, keys, passwords) or personal data. */
const SECRET_PARAM =
  /^(?:.*token.*|.*secret.*|.*password.*|.*passwd.*|key|api[-_]?key|code|sig|signature|auth|session|sid|email)$/i;

/** The address with the values of secret query parameters replaced, e.g. /reset-password?token=[redacted]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is compared as it was sent.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, equals)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Request logging with an id per request (a sane incoming X-Request-Id is kept), echoed in the response.
 * Client errors are logged at info (they are the client's doing), server errors at error; credentials in
 * headers and secret query parameters are redacted.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req(req: { url?: string; query?: unknown }) {
        if (typeof req.url === 'string') req.url = redactUrl(req.url);
        delete req.query; // the (redacted) address has it
        return req;
      },
    },
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  });
}
