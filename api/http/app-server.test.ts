import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, expect, it } from 'vitest';
import { createAppServer } from './app-server';

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
  expect(await response.json()).toEqual({ body: { hello: 'svijete' }, query: { q: '1' }, ip: '127.0.0.1', accepts: 'json' });
  // Express's Object.setPrototypeOf then has nothing to change (changing a live object's prototype is what costs).
  expect(born.request).toBe(app.request);
  expect(born.response).toBe(app.response);
});
