/**
 * A reverse proxy on loopback that hands requests to its upstreams in turn, as a load balancer in front of
 * several API instances would: it adds X-Forwarded-For and X-Forwarded-Proto, and sends a request that could
 * not reach an upstream (connection refused: the instance is down) to the next one. A request an upstream
 * accepted and then dropped is answered 502, as a real proxy would: it may have been carried out.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  port: number;
  /** How many requests each upstream (by port) was handed. */
  handled: Map<number, number>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const handled = new Map(upstreamPorts.map((port) => [port, 0]));
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      const attempt = (tries: number) => {
        const port = upstreamPorts[next++ % upstreamPorts.length]!;
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
            agent: false,
          },
          (answer) => {
            handled.set(port, handled.get(port)! + 1);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tries < upstreamPorts.length) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    handled,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
