/** The request log keeps credentials out: cookies, CSRF tokens, authorisation, secret query parameters. */
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl, requestLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('request log', () => {
  it('redacts secret headers, the session cookie set in the answer and secret query parameters', async () => {
    const { lines, logger } = capture();
    const app = express();
    app.use(requestLogger(logger));
    app.get('/api/thing', (_req, res) => {
      res.cookie('sid', 'session-secret-value').status(400).json({ code: 'bad_request', message: 'no' });
    });
    await request(app)
      .get('/api/thing?token=emailed-secret-token&page=2&apiKey=key-secret-value&Password=hunter2')
      .set('Cookie', 'sid=cookie-secret-value')
      .set('Authorization', 'Bearer bearer-secret-value')
      .set('X-CSRF-Token', 'csrf-secret-value')
      .expect(400);
    const log = lines.join('');
    for (const secret of [
      'emailed-secret-token',
      'key-secret-value',
      'hunter2',
      'cookie-secret-value',
      'bearer-secret-value',
      'csrf-secret-value',
      'session-secret-value',
    ]) {
      expect(log).not.toContain(secret);
    }
    const entry = JSON.parse(lines.at(-1)!);
    expect(entry.req.url).toBe('/api/thing?token=[redacted]&page=2&apiKey=[redacted]&Password=[redacted]');
    // A client error is the client's doing: logged at info (30), not as a warning.
    expect(entry.level).toBe(30);
  });

  it('leaves addresses without secrets as they are', () => {
    expect(redactUrl('/api/cars?brand=BMW&page=2')).toBe('/api/cars?brand=BMW&page=2');
    expect(redactUrl('/api/cars/%zz')).toBe('/api/cars/%zz');
    expect(redactUrl('/reset-password?%zz=1&reset%5Ftoken=abc')).toBe('/reset-password?%zz=1&reset%5Ftoken=[redacted]');
  });
});
