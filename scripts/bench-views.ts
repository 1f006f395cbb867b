/**
 * `npm run bench:views`: what a car view costs under load, beside a read of the same car, and what refused
 * requests add to the store. Starts the real server (api/main.ts) on a temporary embedded store, pinned to one
 * core where `taskset` exists (this process, the load, to the other), then:
 * - CONNECTIONS clients, each from its own loopback address (127.0.x.y) and so its own visitor, post
 *   `POST /api/cars/:id/view` for SECONDS (each at most VIEWS_PER_CLIENT times: the per-address limit is 120 a
 *   minute), then the same clients read `GET /api/cars/:id` for SECONDS; prints p50/p99 of each;
 * - 1,000 sign-in attempts with a wrong password from one address (the limit refuses all but the first 10), and
 *   the growth of DATA_DIR they caused (NeDB files are append-only: every write shows).
 * Options: --connections N (200), --seconds S (15), --listings N (2000), --logins N (1000).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../api/platform/testing/free-port';
import { Client, type Reply } from './lib/load-client';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    listings: { type: 'string', default: '2000' },
    logins: { type: 'string', default: '1000' },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const LISTINGS = Number(values.listings);
const LOGINS = Number(values.logins);
const VIEWS_PER_CLIENT = 110;
const root = path.resolve(import.meta.dirname, '..');
const hasTaskset = spawnSync('taskset', ['-V']).status === 0 && os.cpus().length > 1;

function startServer(port: number, dataDir: string): { child: ChildProcess; ready: Promise<void> } {
  const command = hasTaskset ? 'taskset' : process.execPath;
  const args = [
    ...(hasTaskset ? ['-c', '0', process.execPath] : []),
    '--import',
    'tsx',
    path.join(root, 'api/main.ts'),
  ];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_LISTINGS: String(LISTINGS),
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      IMAGE_PREWARM_LOOKS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, ready };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

async function load(
  clients: Client[],
  request: (client: Client, index: number, step: number) => Promise<Reply>,
  maxPerClient: number,
) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client, index) => {
      for (let step = 0; step < maxPerClient && Date.now() < until; step++) {
        const started = performance.now();
        const reply = await request(client, index, step);
        latencies.push(performance.now() - started);
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: [...statuses].map(([status, n]) => `${status}: ${n}`).join(', '),
  };
}

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'autotrzni-bench-views-'));
  const port = await freePort();
  console.log(
    `bench:views: ${CONNECTIONS} connections, ${SECONDS} s each, ${LISTINGS} listings${hasTaskset ? ', server on core 0, load on core 1' : ''}`,
  );
  if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)]);
  const server = startServer(port, dataDir);
  try {
    await server.ready;
    const clients = Array.from(
      { length: CONNECTIONS },
      (_, index) => new Client(port, `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`),
    );
    await Promise.all(clients.map((client) => client.ensureCsrf()));
    const carOf = (index: number, step: number) => 1 + ((index * 37 + step * 11) % LISTINGS);
    const views = await load(
      clients,
      (client, index, step) => client.request('POST', `/api/cars/${carOf(index, step)}/view`),
      VIEWS_PER_CLIENT,
    );
    const reads = await load(
      clients,
      (client, index, step) => client.request('GET', `/api/cars/${carOf(index, step)}`),
      Number.POSITIVE_INFINITY,
    );
    for (const client of clients) client.close();
    console.log(
      `POST /api/cars/:id/view  ${views.count} requests, p50 ${views.p50.toFixed(1)} ms, p99 ${views.p99.toFixed(1)} ms  [${views.statuses}]`,
    );
    console.log(
      `GET  /api/cars/:id       ${reads.count} requests, p50 ${reads.p50.toFixed(1)} ms, p99 ${reads.p99.toFixed(1)} ms  [${reads.statuses}]`,
    );

    // Wait for background writes (view counts) to settle before measuring the store.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const guesser = new Client(port, '127.0.9.9');
    await guesser.ensureCsrf();
    const sizeBefore = await directorySize(dataDir);
    const logins = new Map<number, number>();
    for (let attempt = 0; attempt < LOGINS; attempt++) {
      const reply = await guesser.request('POST', '/api/login', {
        username: `guess-${attempt}`,
        password: 'wrong password',
      });
      logins.set(reply.status, (logins.get(reply.status) ?? 0) + 1);
    }
    guesser.close();
    const growth = (await directorySize(dataDir)) - sizeBefore;
    const answered = [...logins].map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(
      `${LOGINS} sign-ins from one address [${answered}]: the store grew by ${(growth / 1024).toFixed(1)} kB`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
