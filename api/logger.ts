import crypto from 'node:crypto';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string): Logger {
  return pino({ level, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers["csrf-token"]'] });
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Request logging with an id per request (a sane incoming X-Request-Id is kept), echoed in the response. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}
