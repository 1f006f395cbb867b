/**
 * `npm run bench`: listing search at scale on the embedded store.
 * Seeds 100,000 listings into a temporary DATA_DIR, starts the real server in a child process (one
 * Node process: one core for JavaScript) and measures POST /api/cars/search over HTTP: latency
 * percentiles one request at a time, and throughput with several connections. In the same run it
 * times the same queries in-process through the listing index and the plain NeDB way
 * (find(filter).sort().skip().limit() plus count) and prints the ratio.
 * Last, the market value of a page of 48 result cards (the deal labels search adds) through the index.
 * With two or more cores and `taskset` at hand, the server is pinned to core 0 and this load generator to
 * core 1, so that the throughput does not depend on what else runs (the pinning is printed).
 * Targets: the server ready in ≤ 5 s and ≤ 450 MB resident after the runs; every scenario
 * ≥ 1,000 requests per second with p99 ≤ 15 ms under load.
 * The server draws no listing pictures ahead (IMAGE_PREWARM_LOOKS=0): on a fresh store it would spend minutes doing
 * so on the same core while it is measured (`npm run bench:images` measures pictures).
 * With MONGODB_URI set, the same figures on the MongoDB path: the listings go into a fresh database on that server
 * (dropped afterwards), the server searches it with the query builder (no listing index), and the in-process table
 * times that repository against MongoDB. `--ferretdb` starts a FerretDB for the run (scripts/lib/ferretdb.ts) and
 * uses it as MONGODB_URI. FerretDB has no target: its figures show where the MongoDB path leans on its indexes.
 * Options: --count N (default 100000), --seconds S per throughput run (default 5), --runs N one-at-a-time requests
 * per scenario (default 300; the in-process and market-value runs scale with it: a slow server such as FerretDB
 * wants fewer), --no-pin, --ferretdb.
 * The server runs with the flags `npm start` gives it (scripts/lib/server-node-flags.ts);
 * BENCH_SERVER_NODE_FLAGS adds Node flags to the server only, e.g. `--max-old-space-size=300` to see what a
 * heap limit does to its memory and throughput.
 */
import { resolveNear } from '../api/contract/places/near-point';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchRequestSchema, type SearchRequest } from '../api/contract/search';
import { IndexedListingRepository } from '../api/features/cars/indexed-listing-repository';
import { LISTINGS_COLLECTION, type ListingDoc } from '../api/features/cars/listing-collection';
import type { ListingRepository } from '../api/features/cars/listing-repository';
import { MarketValues } from '../api/features/cars/market-values';
import { QueryListingRepository } from '../api/features/cars/query-listing-repository';
import { seedListings } from '../api/features/seed/seed-demo-data';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags';
import { openServices } from '../api/services';
import { createCounters } from '../api/platform/storage/counters';
import type { DocumentStore } from '../api/platform/storage/document-store';
import { openMongoStore, type MongoStore } from '../api/platform/storage/mongodb/mongodb-store';
import { openNedbStore } from '../api/platform/storage/nedb/nedb-store';
import { startFerretDb, type RunningFerretDb } from './lib/ferretdb';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '300' },
    'no-pin': { type: 'boolean', default: false },
    ferretdb: { type: 'boolean', default: false },
  },
});
const ferretDb: RunningFerretDb | undefined = values.ferretdb ? await startFerretDb() : undefined;
const MONGODB_URI = ferretDb?.uri ?? process.env.MONGODB_URI;
/** The benchmark's own database on the MongoDB server (dropped at the end). */
const MONGODB_DATABASE = `bench_${process.pid}`;

/** MONGODB_URI with the benchmark's database as its path (the server takes the database from the URI). */
function benchDatabaseUri(uri: string): string {
  const url = new URL(uri);
  url.pathname = `/${MONGODB_DATABASE}`;
  return url.toString();
}

function openBenchStore(dataDir: string): Promise<DocumentStore | MongoStore> {
  return MONGODB_URI
    ? openMongoStore(MONGODB_URI, { dbName: MONGODB_DATABASE })
    : openNedbStore({ directory: path.join(dataDir, 'db') });
}
const COUNT = Number(values.count);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const IN_PROCESS_RUNS = Math.max(3, Math.round(RUNS / 15));
const MARKET_VALUE_RUNS = Math.max(3, Math.round((RUNS * 2) / 3));
const CONNECTIONS = 8;
const root = path.resolve(import.meta.dirname, '..');

const SCENARIOS: { name: string; body: Record<string, unknown> }[] = [
  {
    name: 'brand + price range, price_asc, page 1',
    body: { brand: 'Volkswagen', minPrice: 8000, maxPrice: 25000, sort: 'price_asc', page: 1 },
  },
  {
    name: 'fuel + year range, mileage_asc, page 3',
    body: { fuelTypes: ['diesel'], minYear: 2016, maxYear: 2021, sort: 'mileage_asc', page: 3 },
  },
  { name: 'no filters, price_asc, page 50', body: { sort: 'price_asc', page: 50 } },
  { name: 'matches almost nothing', body: { brand: 'Porsche', maxPrice: 4000, fuelTypes: ['electric'] } },
  {
    name: 'near Zagreb within 50 km, nearest first, page 1',
    body: { near: 'zagreb', radiusKm: 50, sort: 'distance_asc', page: 1 },
  },
  {
    name: 'diesel within 100 km of Varaždin, price_asc, page 2',
    body: { near: 'varazdin', radiusKm: 100, fuelTypes: ['diesel'], sort: 'price_asc', page: 2 },
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (value: number) => `${value.toFixed(2)} ms`;

// --- HTTP client with keep-alive -----------------------------------------------------------------
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function post(
  port: number,
  pathName: string,
  body: string,
  headers: Record<string, string>,
  retried = false,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathName,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  }).catch((error: NodeJS.ErrnoException) => {
    // A kept-alive connection the server closed just as this request went out: once more on a new one.
    if (error.code === 'ECONNRESET' && !retried) return post(port, pathName, body, headers, true);
    throw error;
  });
}

async function session(port: number): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/csrf-token`);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, 'x-csrf-token': csrfToken };
}

async function sequentialLatencies(
  port: number,
  headers: Record<string, string>,
  body: string,
  runs: number,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const status = await post(port, '/api/cars/search', body, headers);
    if (status !== 200) throw new Error(`search answered ${status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

async function throughput(
  port: number,
  headers: Record<string, string>,
  body: string,
): Promise<{ rps: number; latencies: number[] }> {
  const deadline = performance.now() + SECONDS * 1000;
  const latencies: number[] = [];
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await post(port, '/api/cars/search', body, headers);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { rps: latencies.length / ((performance.now() - started) / 1000), latencies: latencies.sort((a, b) => a - b) };
}

async function timeInProcess(repository: ListingRepository, request: SearchRequest, runs: number): Promise<number> {
  const times: number[] = [];
  const origin = request.near ? resolveNear(request.near)!.point : undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await repository.search(request, origin);
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

/**
 * Pins this process (every thread) to core 1 and answers the command prefix that starts the server on core 0;
 * no pinning on one core, without taskset or with --no-pin.
 */
function pinning(): { serverPrefix: string[]; note: string } {
  if (values['no-pin']) return { serverPrefix: [], note: 'none (--no-pin)' };
  if (os.availableParallelism() < 2) return { serverPrefix: [], note: 'none (one core)' };
  try {
    execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return { serverPrefix: [], note: 'none (taskset not available)' };
  }
  return { serverPrefix: ['taskset', '-c', '0'], note: 'server on core 0, load generator on core 1 (taskset)' };
}

function startServer(dataDir: string, prefix: string[]): Promise<{ port: number; pid: number; stop(): Promise<void> }> {
  // node itself (with tsx as a loader), so that the pid measured below is the server's.
  // taskset execs node, so the pid stays the server's.
  const flags = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const command = [...prefix, process.execPath, ...flags, '--import', 'tsx', 'api/main.ts'];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      MONGODB_URI: MONGODB_URI ? benchDatabaseUri(MONGODB_URI) : '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_LISTINGS: '0',
      IMAGE_PREWARM_LOOKS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        resolve({
          port: Number(match[1]),
          pid: child.pid!,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** CPU seconds the process has used (user + system, all its threads), from /proc: what the load of other processes does not change much. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function rssMegabytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

// --- run -----------------------------------------------------------------------------------------
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-'));
const pin = pinning();
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(`Pinning: ${pin.note}`);
console.log(
  MONGODB_URI
    ? `Store: MongoDB at ${new URL(MONGODB_URI).host}${ferretDb ? ` (FerretDB, ${ferretDb.backend}; --ferretdb)` : ''}, database ${MONGODB_DATABASE}: searched with the query builder on the database's indexes`
    : 'Store: embedded (NeDB files under a temporary DATA_DIR), searched through the in-memory listing index',
);
// On a fresh store the server would spend minutes drawing listing pictures in the background, on the same core.
console.log('Listing pictures: not drawn ahead (IMAGE_PREWARM_LOOKS=0); `npm run bench:images` measures them');
console.log(
  `Seeding ${COUNT.toLocaleString('en')} listings into ${MONGODB_URI ? `database ${MONGODB_DATABASE}` : dataDir} …`,
);
let started = performance.now();
{
  const services = await openServices(await openBenchStore(dataDir));
  await seedListings(services.listings, COUNT, { now: new Date('2026-11-01T00:00:00Z') });
  await services.close();
}
console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);

started = performance.now();
const server = await startServer(dataDir, pin.serverPrefix);
const startSeconds = (performance.now() - started) / 1000;
console.log(
  `Server ready (store loaded, index built) in ${startSeconds.toFixed(1)} s (target ≤ 5 s), ${(await cpuSeconds(server.pid)).toFixed(1)} s of CPU; RSS ${await rssMegabytes(server.pid)} MB.\n`,
);
const headers = await session(server.port);

console.log(
  `POST /api/cars/search over HTTP (${COUNT.toLocaleString('en')} listings; ${RUNS} requests one at a time per scenario)`,
);
console.log(
  'scenario'.padEnd(42) +
    'total'.padStart(8) +
    'p50'.padStart(11) +
    'p95'.padStart(11) +
    'p99'.padStart(11) +
    `   req/s (${CONNECTIONS} conn.)`.padStart(20) +
    '  p95 under load' +
    '  p99 under load' +
    '  server CPU/req',
);
const totals: number[] = [];
for (const scenario of SCENARIOS) {
  const body = JSON.stringify(scenario.body);
  await sequentialLatencies(server.port, headers, body, Math.max(1, Math.round(RUNS / 10))); // warm-up
  const latencies = await sequentialLatencies(server.port, headers, body, RUNS);
  const cpuBefore = await cpuSeconds(server.pid);
  const load = await throughput(server.port, headers, body);
  const cpuPerRequest = (((await cpuSeconds(server.pid)) - cpuBefore) * 1000) / load.latencies.length;
  const probe = await fetch(`http://127.0.0.1:${server.port}/api/cars/search`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  const total = ((await probe.json()) as { total: number }).total;
  totals.push(total);
  console.log(
    scenario.name.padEnd(42) +
      String(total).padStart(8) +
      ms(percentile(latencies, 50)).padStart(11) +
      ms(percentile(latencies, 95)).padStart(11) +
      ms(percentile(latencies, 99)).padStart(11) +
      Math.round(load.rps).toLocaleString('en').padStart(20) +
      ms(percentile(load.latencies, 95)).padStart(16) +
      ms(percentile(load.latencies, 99)).padStart(16) +
      ms(cpuPerRequest).padStart(16),
  );
}
console.log(
  '(targets under load: ≥ 1,000 req/s and p99 ≤ 15 ms per scenario; a core to itself serves about 1,000 / CPU per request)',
);
console.log(`Server RSS after the runs: ${await rssMegabytes(server.pid)} MB (target ≤ 450 MB).\n`);
await server.stop();
agent.destroy();

if (MONGODB_URI) await inProcessMongo();
else await inProcessEmbedded();

/**
 * The market value of a page of 48 result cards (the deal labels search adds), p50 / p95 of MARKET_VALUE_RUNS
 * runs; first, how long fitting the value model takes (once per change of the listings, or every 10 minutes on
 * MongoDB).
 */
async function marketValueOfPages(repository: ListingRepository): Promise<void> {
  // Without the repository's version, so that no rating is kept between runs: each run works every rating out
  // (the fitted model is kept, as between the requests of a server).
  const marketValues = new MarketValues({
    findComparables: (query) => repository.findComparables(query),
    findValueSamples: () => repository.findValueSamples(),
  });
  const fitStarted = performance.now();
  await marketValues.valueModel();
  console.log(
    `${'fitting the value model (once)'.padEnd(42)}${''.padStart(9)}${ms(performance.now() - fitStarted).padStart(11)}`,
  );
  for (const scenario of SCENARIOS) {
    const request = searchRequestSchema.parse({ ...scenario.body, pageSize: 48 });
    const { cars } = await repository.search(request, request.near ? resolveNear(request.near)!.point : undefined);
    if (cars.length === 0) continue;
    await marketValues.ratings(cars);
    const times: number[] = [];
    for (let run = 0; run < MARKET_VALUE_RUNS; run++) {
      const begun = performance.now();
      await marketValues.ratings(cars);
      times.push(performance.now() - begun);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${scenario.name.padEnd(42)}${`${cars.length} cards`.padStart(9)}${ms(percentile(times, 50)).padStart(11)}${ms(percentile(times, 95)).padStart(11)}`,
    );
  }
}

async function inProcessEmbedded(): Promise<void> {
  console.log(
    `Same queries in-process, p50 of ${IN_PROCESS_RUNS} runs: listing index vs plain NeDB (find().sort().skip().limit() + count)`,
  );
  const store = await openNedbStore({ directory: path.join(dataDir, 'db') });
  const counters = await createCounters(store);
  const collection = await store.collection<ListingDoc>(LISTINGS_COLLECTION);
  const indexed = await IndexedListingRepository.open(collection, counters);
  const plain = new QueryListingRepository(collection, counters);
  console.log('scenario'.padEnd(42) + 'index'.padStart(11) + 'plain NeDB'.padStart(13) + 'ratio'.padStart(9));
  for (const scenario of SCENARIOS) {
    const request = searchRequestSchema.parse(scenario.body);
    if (request.near) {
      // NeDB has no geo queries: the index alone (its radius answers are checked against brute force by the agreement test).
      console.log(
        scenario.name.padEnd(42) +
          ms(await timeInProcess(indexed, request, IN_PROCESS_RUNS)).padStart(11) +
          '—'.padStart(13),
      );
      continue;
    }
    const [a, b] = [await indexed.search(request), await plain.search(request)];
    if (a.total !== b.total || a.cars.map((car) => car.id).join() !== b.cars.map((car) => car.id).join()) {
      throw new Error(`index and plain NeDB disagree on "${scenario.name}"`);
    }
    const indexTime = await timeInProcess(indexed, request, IN_PROCESS_RUNS);
    const plainTime = await timeInProcess(plain, request, IN_PROCESS_RUNS);
    console.log(
      scenario.name.padEnd(42) +
        ms(indexTime).padStart(11) +
        ms(plainTime).padStart(13) +
        `${(plainTime / indexTime).toFixed(0)}×`.padStart(9),
    );
  }
  console.log(
    `\nMarket value of a page of 48 result cards (deal labels), listing index, p50 / p95 of ${MARKET_VALUE_RUNS} runs`,
  );
  await marketValueOfPages(indexed);
  await store.close();
}

async function inProcessMongo(): Promise<void> {
  console.log(
    `Same queries in-process, p50 of ${IN_PROCESS_RUNS} runs: the MongoDB path (find().sort().skip().limit() + count on the database)`,
  );
  const store = (await openBenchStore(dataDir)) as MongoStore;
  const counters = await createCounters(store);
  const repository = new QueryListingRepository(await store.collection<ListingDoc>(LISTINGS_COLLECTION), counters);
  console.log('scenario'.padEnd(42) + 'total'.padStart(8) + 'MongoDB'.padStart(11));
  for (const scenario of SCENARIOS) {
    const request = searchRequestSchema.parse(scenario.body);
    const { total } = await repository.search(request, request.near ? resolveNear(request.near)!.point : undefined);
    console.log(
      scenario.name.padEnd(42) +
        String(total).padStart(8) +
        ms(await timeInProcess(repository, request, IN_PROCESS_RUNS)).padStart(11),
    );
  }
  console.log(
    `\nMarket value of a page of 48 result cards (deal labels), MongoDB (two indexed finds per card), p50 / p95 of ${MARKET_VALUE_RUNS} runs`,
  );
  await marketValueOfPages(repository);
  await store.dropDatabase();
  await store.close();
  await ferretDb?.stop();
}
await fs.rm(dataDir, { recursive: true, force: true });

console.log('');
const { benchAlerts } = await import('./bench-alerts');
await benchAlerts();
