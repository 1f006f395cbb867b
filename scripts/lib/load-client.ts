/**
 * A simulated visitor for the load scripts (soak, bench:views): its own loopback address and keep-alive
 * connection, its cookies and CSRF token, over plain node:http so that the load costs little next to the server.
 */
import http from 'node:http';

export interface Reply {
  status: number;
  body: string;
  setCookies: string[];
  serverTiming: string;
}

/** One simulated visitor: its own address, connection and cookies. */
export class Client {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();
  private csrf: string | null = null;

  /** `port` may be a function: the soak restarts its server on another port. */
  constructor(
    private readonly port: number | (() => number),
    readonly address: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  }

  request(method: string, pathName: string, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (payload !== undefined)
      Object.assign(headers, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(payload)),
      });
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && this.csrf) headers['x-csrf-token'] = this.csrf;
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: typeof this.port === 'number' ? this.port : this.port(),
          path: pathName,
          method,
          agent: this.agent,
          headers,
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const setCookies = response.headers['set-cookie'] ?? [];
            for (const cookie of setCookies) {
              const [pair] = cookie.split(';');
              const at = pair!.indexOf('=');
              this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
            }
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              setCookies,
              serverTiming: String(response.headers['server-timing'] ?? ''),
            });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
      request.end(payload);
    });
  }

  async ensureCsrf(): Promise<void> {
    if (this.csrf) return;
    const reply = await this.request('GET', '/api/csrf-token');
    if (reply.status === 200) this.csrf = (JSON.parse(reply.body) as { csrfToken: string }).csrfToken;
  }

  useCsrf(token: string): void {
    this.csrf = token;
  }

  /** After a 403 (e.g. a session lost with the store), fetch a new token. */
  forgetCsrf(): void {
    this.csrf = null;
  }

  close(): void {
    this.agent.destroy();
  }
}
