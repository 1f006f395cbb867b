/** A dealer's feed server on loopback for tests and benchmarks: each path answers what the test put there. */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FeedRoute =
  | { body: string; contentType: string }
  /** Answers the headers, then never finishes the body (a feed that is too slow). */
  | { stall: true }
  | { redirect: string };

export interface FeedServer {
  origin: string;
  /** host:port, for the allowed-host lists. */
  host: string;
  set(path: string, route: FeedRoute): void;
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (!route) {
      res.writeHead(404).end('not found');
    } else if ('stall' in route) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"listings": [');
    } else if ('redirect' in route) {
      res.writeHead(302, { location: route.redirect }).end();
    } else {
      res.writeHead(200, { 'content-type': route.contentType }).end(route.body);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    set: (path, route) => routes.set(path, route),
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
