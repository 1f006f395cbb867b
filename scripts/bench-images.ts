/**
 * `npm run bench:images`: listing images under load. Starts the real server on a temporary embedded store
 * (pre-warming off, so "uncached" means a fresh image cache) and drives CONNECTIONS clients, each from its
 * own loopback address (127.0.0.x, as separate visitors would be), asking like a browser does
 * (`Accept: image/avif,image/webp,…`) for card images:
 *   - uncached: every request a different car id (1, 2, 3 … across all clients), on a fresh cache;
 *   - cached: the first 100 ids over and over, after their AVIF has been rendered.
 * Prints requests per second, p50/p99 and the answers by status and content type for each phase.
 * Options: --connections N (50), --seconds S (15), --listings N (2000), --root DIR (the checkout whose server
 * is started, default this one; point it at another worktree to measure that version in the same sitting).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../api/platform/testing/free-port';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    listings: { type: 'string', default: '2000' },
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const LISTINGS = Number(values.listings);
const ROOT = path.resolve(values.root);
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const CACHED_IDS = 100;

interface Reply {
  status: number;
  type: string;
}

function get(agent: http.Agent, port: number, pathName: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathName, agent, headers: { accept: BROWSER_ACCEPT }, timeout: 60_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? '-') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

function startServer(port: number, dataDir: string): ChildProcess & { ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/main.ts')], {
    cwd: ROOT,
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
  return Object.assign(child, { ready });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function phase(label: string, port: number, nextPath: () => string): Promise<void> {
  const agents = Array.from(
    { length: CONNECTIONS },
    (_, index) =>
      new http.Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`,
      }),
  );
  const latencies: number[] = [];
  const answers = new Map<string, number>();
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    agents.map(async (agent) => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const reply = await get(agent, port, nextPath());
          latencies.push(performance.now() - started);
          const key = reply.status === 200 ? `200 ${reply.type.replace('image/', '')}` : String(reply.status);
          answers.set(key, (answers.get(key) ?? 0) + 1);
        } catch {
          failures++;
        }
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const summary = [...answers]
    .sort()
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ');
  console.log(
    `${label.padEnd(10)} ${(latencies.length / SECONDS).toFixed(0).padStart(5)} req/s   p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms   [${summary}${failures ? `, no answer: ${failures}` : ''}]`,
  );
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'autotrzni-bench-images-'));
  const port = await freePort();
  console.log(
    `Images: ${CONNECTIONS} connections, ${SECONDS} s per phase, ${LISTINGS} listings, server from ${ROOT}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  const server = startServer(port, dataDir);
  try {
    await server.ready;
    let nextId = 0;
    await phase('uncached', port, () => `/api/images/cars/${(nextId++ % LISTINGS) + 1}/card`);

    // Warm the cached set: ask until each answers AVIF (rendered at once, or in the background after a fast stand-in).
    const warmer = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let id = 1; id <= CACHED_IDS; id++) {
      for (let attempt = 0; attempt < 200; attempt++) {
        const reply = await get(warmer, port, `/api/images/cars/${id}/card`);
        if (reply.status === 200 && reply.type === 'image/avif') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    warmer.destroy();
    let cachedId = 0;
    await phase('cached', port, () => `/api/images/cars/${(cachedId++ % CACHED_IDS) + 1}/card`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
