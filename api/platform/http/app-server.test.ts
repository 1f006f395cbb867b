import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, expect, it } from 'vitest';
import { DEFAULT_SERVER_TIMEOUTS, createAppServer } from './app-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

it('builds requests and responses with the prototypes Express gives them, and Express still serves them', async () => {
  const app = express();
  app.use(express.json());
  app.post('/echo', (req, res) => {
    res.status(201).json({ body: req.body as unknown, query: req.query, ip: req.ip, accepts: req.accepts('json') });
  });
  const server = createAppServer(app);
  // Runs before the app's own listener, so it sees the objects as Node made them.
  const born: { request?: object; response?: object } = {};
  server.prependListener('request', (req, res) => {
    born.request = Object.getPrototypeOf(req) as object;
    born.response = Object.getPrototypeOf(res) as object;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;

  const response = await fetch(`http://127.0.0.1:${port}/echo?q=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ hello: 'svijete' }),
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    body: { hello: 'svijete' },
    query: { q: '1' },
    ip: '127.0.0.1',
    accepts: 'json',
  });
  // Express's Object.setPrototypeOf then has nothing to change (changing a live object's prototype is what costs).
  expect(born.request).toBe(app.request);
  expect(born.response).toBe(app.response);
});

/** A raw connection that sends `sent` and then nothing; resolves with how long the server kept it open. */
function stall(port: number, sent: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      if (sent) socket.write(sent);
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Date.now() - started));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the stalled connection was never closed'));
    }, 5_000).unref();
  });
}

it('closes connections that stall before their headers or their body are complete', async () => {
  const app = express();
  app.use(express.json());
  app.post('/echo', (req, res) => void res.json(req.body));
  const server = createAppServer(app, {
    headersTimeoutMs: 400,
    requestTimeoutMs: 800,
    keepAliveTimeoutMs: 300,
    checkIntervalMs: 100,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;

  const [silent, halfHeaders, halfBody] = await Promise.all([
    stall(port, ''),
    stall(port, 'GET /echo HTTP/1.1\r\nHost: x\r\nX-Slow: '),
    stall(port, 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":'),
  ]);
  for (const held of [silent, halfHeaders, halfBody]) expect(held).toBeLessThan(2_000);
  // Node's defaults, which held such connections for minutes, are not what the app's server uses.
  const defaults = createAppServer(app);
  expect(defaults.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headersTimeoutMs);
  expect(defaults.requestTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.requestTimeoutMs);
  expect(defaults.keepAliveTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.keepAliveTimeoutMs);
  expect(DEFAULT_SERVER_TIMEOUTS.headersTimeoutMs).toBeLessThanOrEqual(15_000);
});
