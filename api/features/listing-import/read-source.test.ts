/**
 * Reading feeds from a real HTTP server on loopback (allowed host, redirects, size and time limits, HTTP
 * errors, charsets) and from files.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedSourceError, readFeed, type ReadLimits } from './read-source';

let server: http.Server;
let base: string;
let host: string;
const stalled = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    switch (url.pathname) {
      case '/feed.json':
        res.setHeader('content-type', 'application/json');
        res.end('[{"id":"A-1"}]');
        break;
      case '/latin1.csv':
        res.setHeader('content-type', 'text/csv; charset=windows-1252');
        res.end(Buffer.from([0x69, 0x64, 0x0a, 0x47, 0xfc, 0x6e, 0x74, 0x68, 0x65, 0x72, 0x0a])); // "id\nGünther\n"
        break;
      case '/moved':
        res.writeHead(302, { location: '/feed.json' }).end();
        break;
      case '/elsewhere':
        res.writeHead(302, { location: `http://127.0.0.2:${(server.address() as AddressInfo).port}/feed.json` }).end();
        break;
      case '/loop':
        res.writeHead(302, { location: '/loop' }).end();
        break;
      case '/declared-huge':
        res.writeHead(200, { 'content-length': String(10_000_000), 'content-type': 'text/csv' });
        res.write('id\n');
        stalled.add(res);
        break;
      case '/streamed-huge': {
        res.writeHead(200, { 'content-type': 'text/csv' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        const pump = () => {
          while (sent < 50 && res.write(chunk)) sent++;
          if (sent < 50) res.once('drain', pump);
          else res.end();
        };
        pump();
        break;
      }
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.write('id\n');
        stalled.add(res);
        break;
      default:
        res.writeHead(404).end('no such feed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `http://${host}`;
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const limits = (overrides: Partial<ReadLimits> = {}): ReadLimits => ({
  maxBytes: 1_000_000,
  timeoutMs: 5000,
  allowedHosts: [host],
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<FeedSourceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedSourceError);
  return error as FeedSourceError;
}

describe('readFeed over HTTP', () => {
  it('fetches from an allowed host, following a redirect on the same host', async () => {
    const feed = await readFeed({ url: new URL(`${base}/moved`) }, limits());
    expect(feed).toMatchObject({
      text: '[{"id":"A-1"}]',
      contentType: 'application/json',
      name: '/feed.json',
      bytes: 14,
    });
  });

  it('decodes the charset the server names', async () => {
    expect((await readFeed({ url: new URL(`${base}/latin1.csv`) }, limits())).text).toBe('id\nGünther\n');
  });

  it('refuses hosts that are not allowed, and redirects to them', async () => {
    expect(
      (await failure(readFeed({ url: new URL(`${base}/feed.json`) }, limits({ allowedHosts: ['feeds.example.hr'] }))))
        .problem,
    ).toBe('host_not_allowed');
    const redirected = await failure(readFeed({ url: new URL(`${base}/elsewhere`) }, limits()));
    expect(redirected.problem).toBe('redirect_not_allowed');
    expect(redirected.message).toContain('127.0.0.2');
    expect((await failure(readFeed({ url: new URL(`${base}/loop`) }, limits()))).problem).toBe('redirect_not_allowed');
  });

  it('stops feeds over the size limit, declared or streamed', async () => {
    const declared = await failure(readFeed({ url: new URL(`${base}/declared-huge`) }, limits()));
    expect(declared.problem).toBe('too_large');
    expect(declared.message).toContain('larger than 1 MB');
    expect((await failure(readFeed({ url: new URL(`${base}/streamed-huge`) }, limits()))).problem).toBe('too_large');
  });

  it('stops a feed that takes longer than the time limit', async () => {
    const started = Date.now();
    const slow = await failure(readFeed({ url: new URL(`${base}/slow`) }, limits({ timeoutMs: 300 })));
    expect(slow.problem).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports HTTP errors and unreachable hosts', async () => {
    const missing = await failure(readFeed({ url: new URL(`${base}/gone`) }, limits()));
    expect(missing.problem).toBe('http_status');
    expect(missing.message).toContain('404');
    const closed = await failure(
      readFeed({ url: new URL('http://127.0.0.1:9/feed.json') }, limits({ allowedHosts: ['127.0.0.1:9'] })),
    );
    expect(closed.problem).toBe('unreachable');
  });
});

describe('readFeed from a file', () => {
  it('reads .json and .csv files within the size limit, and nothing else', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'feed-file-'));
    try {
      await fs.writeFile(path.join(dir, 'stock.csv'), 'id\nA-1\n');
      await fs.writeFile(path.join(dir, '.env'), 'SECRET=1\n');
      expect(await readFeed({ file: path.join(dir, 'stock.csv') }, limits())).toMatchObject({
        text: 'id\nA-1\n',
        name: 'stock.csv',
        contentType: null,
      });
      expect((await failure(readFeed({ file: path.join(dir, 'stock.csv') }, limits({ maxBytes: 4 })))).problem).toBe(
        'too_large',
      );
      expect((await failure(readFeed({ file: path.join(dir, '.env') }, limits()))).problem).toBe('file_not_found');
      expect((await failure(readFeed({ file: path.join(dir, 'missing.json') }, limits()))).problem).toBe(
        'file_not_found',
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
