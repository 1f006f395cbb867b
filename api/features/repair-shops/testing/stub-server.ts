/**
 * A loopback HTTP server for the repair-shop providers' stand-ins: it records each request and lets the
 * test decide the answer (JSON or raw text with a status, a redirect, or no answer at all).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type StubReply =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'raw'; status?: number; body: string | Buffer; contentType: string; headers?: Record<string, string> }
  | { kind: 'redirect'; location: string }
  /** Never answers (until the client gives up). */
  | { kind: 'stall' };

export interface StubServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startStubServer(reply: (request: RecordedRequest) => StubReply): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = reply(request);
      if (answer.kind === 'stall') return;
      if (answer.kind === 'redirect') {
        res.writeHead(302, { location: answer.location });
        res.end();
        return;
      }
      if (answer.kind === 'json') {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
        res.end(JSON.stringify(answer.body));
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType, ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
