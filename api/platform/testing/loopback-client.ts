/**
 * An HTTP client that sends from a chosen loopback address (127.0.0.2, 127.0.0.3 …: the whole 127/8 is
 * this machine), so per-address limits are tested on real connections without a proxy. Keeps cookies.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createAppServer } from '../http/app-server';

export interface LoopbackResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  text: string;
}

export class LoopbackClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly port: number,
    readonly localAddress: string,
  ) {}

  /** Another client sharing this one's cookies (the same browser) from another address. */
  from(localAddress: string): LoopbackClient {
    return this.on(this.port, localAddress);
  }

  /** Another client sharing this one's cookies (the same browser) talking to the server on `port`. */
  on(port: number, localAddress = this.localAddress): LoopbackClient {
    const other = new LoopbackClient(port, localAddress);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  /** `body` goes as JSON; `raw` as it is, with its content type (a multipart form, say). */
  request(
    method: string,
    path: string,
    options: { body?: unknown; raw?: { data: Buffer; contentType: string }; headers?: Record<string, string> } = {},
  ): Promise<LoopbackResponse> {
    const payload = options.raw?.data ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = { ...options.headers };
    if (options.raw) headers['content-type'] = options.raw.contentType;
    else if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: this.port, localAddress: this.localAddress, method, path, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const equals = pair.indexOf('=');
              const name = pair.slice(0, equals).trim();
              const value = pair.slice(equals + 1).trim();
              if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
              else this.cookies.set(name, value);
            }
            const text = Buffer.concat(chunks).toString();
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              // not JSON
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A non-GET request carrying a fresh CSRF token. */
  async post(path: string, body: unknown): Promise<LoopbackResponse> {
    const token = await this.request('GET', '/api/csrf-token');
    const csrfToken = (token.body as { csrfToken: string }).csrfToken;
    return this.request('POST', path, { body, headers: { 'x-csrf-token': csrfToken } });
  }
}

/** Listens on 127.0.0.1 (any port); clients from any loopback address reach it. */
export async function listenOnLoopback(
  app: Express,
): Promise<{ port: number; close(): Promise<void>; client(localAddress: string): LoopbackClient }> {
  const server = createAppServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    client: (localAddress) => new LoopbackClient(port, localAddress),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
