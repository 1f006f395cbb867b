/**
 * `npm run soak`: the API under mixed load with crashes. Starts the real server on a temporary embedded store,
 * drives CONNECTIONS clients (each from its own loopback address, 127.0.0.x, so per-address limits apply
 * as they would to real people) for SECONDS of reads (search, lists, car details) and writes (registrations,
 * contact messages, car views), kills the server with SIGKILL three times while writes are under way and
 * restarts it at once, then checks every write the server acknowledged: each acknowledged registration and
 * contact message must have its email in DATA_DIR/outbox once the mail queue is delivered (an acknowledged
 * write lost, or an email promised and then dropped, counts as lost). Prints requests, errors (connections
 * refused or reset while the server was down), 5xx, latency p50/p99/max, restart times and lost writes, and
 * the slowest `GET /api/cars` requests with their query and the server's own timing of them (Server-Timing:
 * app = arrival to handler, parse, store, rate = view counts and deal ratings, serialise; "outside" is the
 * rest of what the client waited: the request waiting to be read, the answer waiting to be written).
 * Then an admin reset killed mid-way (--reset-kills times, each at another moment of the reset): after the restart
 * the searchable count must be one catalogue (not doubled, not empty), and a new reset must be accepted within
 * seconds (the dead reset's lock runs out) and leave one catalogue too.
 * Options: --connections N (200), --seconds S (60), --kills K (3), --listings N (2000), --slowest N (10),
 * --reset-kills N (3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../api/platform/testing/free-port';
import { Client, type Reply } from './lib/load-client';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    kills: { type: 'string', default: '3' },
    listings: { type: 'string', default: '2000' },
    slowest: { type: 'string', default: '10' },
    'reset-kills': { type: 'string', default: '3' },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const KILLS = Number(values.kills);
const LISTINGS = Number(values.listings);
const SLOWEST = Number(values.slowest);
const RESET_KILLS = Number(values['reset-kills']);
const root = path.resolve(import.meta.dirname, '..');

const stats = {
  requests: 0,
  errors: 0,
  serverErrors: 0,
  byStatus: new Map<number, number>(),
  latencies: [] as number[],
};
/** Every answered GET /api/cars: its query, what the client waited and the server's phases. */
const listRequests: { path: string; ms: number; serverTiming: string }[] = [];
const acknowledged = { registrations: [] as string[], contacts: [] as string[] };
let writesInFlight = 0;

const lastFailed = new Set<Client>();

async function timed(client: Client, method: string, pathName: string, body?: unknown): Promise<Reply | null> {
  const started = performance.now();
  try {
    const reply = await client.request(method, pathName, body);
    lastFailed.delete(client);
    stats.requests++;
    const took = performance.now() - started;
    stats.latencies.push(took);
    if (method === 'GET' && pathName.startsWith('/api/cars?'))
      listRequests.push({ path: pathName, ms: took, serverTiming: reply.serverTiming });
    stats.byStatus.set(reply.status, (stats.byStatus.get(reply.status) ?? 0) + 1);
    if (reply.status >= 500) stats.serverErrors++;
    if (reply.status === 403 && reply.body.includes('csrf')) client.forgetCsrf();
    return reply;
  } catch {
    stats.errors++;
    lastFailed.add(client);
    return null;
  }
}

const SEARCHES = [
  { brand: 'Volkswagen', maxPrice: 25_000 },
  { fuelTypes: ['diesel'], minYear: 2016, sort: 'mileage_asc' },
  { bodyType: 'suv', transmission: ['automatic'], sort: 'year_desc' },
  {},
];

async function visitor(client: Client, index: number, until: number): Promise<void> {
  let step = 0;
  while (Date.now() < until) {
    step++;
    await client.ensureCsrf().catch(() => undefined);
    const roll = (index * 7919 + step * 104729) % 100;
    if (roll < 35) {
      await timed(client, 'POST', '/api/cars/search', { ...SEARCHES[step % SEARCHES.length], page: 1 + (step % 5) });
    } else if (roll < 55) {
      await timed(client, 'GET', `/api/cars?page=${1 + (step % 20)}`);
    } else if (roll < 75) {
      await timed(client, 'GET', `/api/cars/${1 + ((index * 31 + step) % LISTINGS)}`);
    } else if (roll < 90) {
      await timed(client, 'POST', `/api/cars/${1 + ((index * 17 + step) % LISTINGS)}/view`);
    } else if (roll < 95) {
      const username = `soak-${index}-${step}-${Date.now().toString(36)}`;
      writesInFlight++;
      const reply = await timed(client, 'POST', '/api/register', {
        username,
        email: `${username}@soak.test`,
        password: 'soak-password-1',
        firstName: 'Soak',
        lastName: '',
      });
      writesInFlight--;
      if (reply?.status === 201) acknowledged.registrations.push(`${username}@soak.test`);
    } else {
      const subject = `Soak ${index}-${step}-${Date.now().toString(36)}`;
      writesInFlight++;
      const reply = await timed(client, 'POST', '/api/contact', {
        fullName: 'Soak Test',
        email: 'soak@soak.test',
        subject,
        message: 'A message written by the soak test.',
        language: 'en',
      });
      writesInFlight--;
      if (reply?.status === 201) acknowledged.contacts.push(subject);
    }
    // While the server is down, try again every 100 ms rather than spinning.
    if (lastFailed.has(client)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The phases of a Server-Timing header, e.g. { app: 0.3, parse: 0.1, store: 2.5, rate: 1.2, serialise: 0.4 }. */
function phasesOf(header: string): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const duration = parameters.find((parameter) => parameter.startsWith('dur='));
    if (name && duration) phases[name] = Number(duration.slice(4));
  }
  return phases;
}

function printSlowestLists(): void {
  const PHASES = ['app', 'parse', 'store', 'rate', 'serialise'];
  /** Parts of `rate` that run at once (not added up). */
  const PARTS = ['views', 'view-counts', 'premium', 'deals', 'impressions'];
  const sorted = [...listRequests].sort((a, b) => b.ms - a.ms);
  const row = (label: string, ms: number, phases: Record<string, number>) => {
    const inside = PHASES.reduce((sum, phase) => sum + (phases[phase] ?? 0), 0);
    return `${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms  ${PHASES.map((phase) => `${phase} ${(phases[phase] ?? 0).toFixed(1).padStart(6)}`).join('  ')}  outside ${(ms - inside).toFixed(0).padStart(6)}  (${PARTS.map((part) => `${part} ${(phases[part] ?? 0).toFixed(1)}`).join(', ')})`;
  };
  const times = sorted.map((request) => request.ms).sort((a, b) => a - b);
  console.log('');
  console.log(
    `GET /api/cars: ${listRequests.length} answered, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; the slowest ${SLOWEST} (ms):`,
  );
  for (const request of sorted.slice(0, SLOWEST))
    console.log(row(request.path, request.ms, phasesOf(request.serverTiming)));
  // The slowest 1 % on average: where their time went.
  const worst = sorted.slice(0, Math.max(1, Math.ceil(sorted.length / 100)));
  const mean: Record<string, number> = {};
  for (const request of worst)
    for (const [phase, ms] of Object.entries(phasesOf(request.serverTiming)))
      mean[phase] = (mean[phase] ?? 0) + ms / worst.length;
  console.log(
    row(
      `mean of the slowest ${worst.length} (1 %)`,
      worst.reduce((sum, request) => sum + request.ms, 0) / worst.length,
      mean,
    ),
  );
}

function startServer(port: number, dataDir: string): { child: ChildProcess; ready: Promise<number> } {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_LISTINGS: String(LISTINGS),
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Listening on')) resolve(performance.now() - started);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  ready.catch(() => undefined);
  return { child, ready };
}

async function outboxRecipientsAndSubjects(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const parts = await Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => fs.readFile(path.join(dir, name), 'utf8')),
  );
  return parts.join('\n');
}

/** The searchable listings, as a buyer's search counts them. */
async function searchableCount(client: Client): Promise<number> {
  const reply = await client.request('GET', '/api/cars?pageSize=1');
  if (reply.status !== 200) throw new Error(`GET /api/cars answered ${reply.status}`);
  return (JSON.parse(reply.body) as { total: number }).total;
}

interface ResetKillResult {
  killedAfterMs: number;
  before: number;
  afterRestart: number;
  acceptedAfterMs: number;
  afterNewReset: number;
}

/**
 * An admin reset killed (SIGKILL) `killAfterMs` into its work; the server restarted; the searchable count
 * compared with the one before; then resets tried until one is accepted.
 */
async function resetKilledMidway(
  state: { server: ReturnType<typeof startServer> },
  port: number,
  dataDir: string,
  killAfterMs: number,
): Promise<ResetKillResult> {
  const admin = new Client(() => port, '127.0.3.1');
  try {
    await admin.ensureCsrf();
    const login = await admin.request('POST', '/api/login', { username: 'admin', password: 'autotrzni-demo' });
    if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${login.body}`);
    admin.useCsrf((JSON.parse(login.body) as { csrfToken: string }).csrfToken);
    const before = await searchableCount(admin);
    const reset = admin.request('POST', '/api/cars/reset', {}).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    const exited = new Promise((resolve) => state.server.child.once('exit', resolve));
    state.server.child.kill('SIGKILL');
    await exited;
    await reset;
    state.server = startServer(port, dataDir);
    await state.server.ready;
    const afterRestart = await searchableCount(admin);
    const started = performance.now();
    let accepted: Reply | null = null;
    let acceptedAfterMs = Number.POSITIVE_INFINITY;
    while (performance.now() - started < 120_000) {
      const sentAt = performance.now() - started;
      const reply = await admin.request('POST', '/api/cars/reset', {});
      if (reply.status === 200) {
        // Accepted when sent (what follows is the reset's own work).
        acceptedAfterMs = sentAt;
        accepted = reply;
        break;
      }
      if (reply.status !== 409) throw new Error(`the reset answered ${reply.status}: ${reply.body}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!accepted) acceptedAfterMs = Number.POSITIVE_INFINITY;
    return {
      killedAfterMs: killAfterMs,
      before,
      afterRestart,
      acceptedAfterMs,
      afterNewReset: await searchableCount(admin),
    };
  } finally {
    admin.close();
  }
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'autotrzni-soak-'));
  const port = await freePort();
  console.log(
    `Soak: ${CONNECTIONS} connections for ${SECONDS} s, ${KILLS} SIGKILLs during writes, ${LISTINGS} listings, store in ${dataDir}`,
  );
  let server = startServer(port, dataDir);
  const firstStart = await server.ready;
  const restarts: number[] = [];

  const clients = Array.from(
    { length: CONNECTIONS },
    (_, index) => new Client(() => port, `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`),
  );
  const until = Date.now() + SECONDS * 1000;
  const load = Promise.all(clients.map((client, index) => visitor(client, index, until)));

  for (let kill = 1; kill <= KILLS; kill++) {
    const at = (SECONDS * 1000 * kill) / (KILLS + 1);
    while (Date.now() < until - SECONDS * 1000 + at) await new Promise((resolve) => setTimeout(resolve, 50));
    // Kill while writes are under way.
    while (writesInFlight === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1));
    const inFlight = writesInFlight;
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = startServer(port, dataDir);
    const took = await server.ready;
    restarts.push(took);
    console.log(`  SIGKILL ${kill} with ${inFlight} writes in flight; back in ${(took / 1000).toFixed(2)} s`);
  }
  await load;
  for (const client of clients) client.close();

  // Let the mail queue deliver what was promised (the server keeps running), then count what arrived.
  const expected = acknowledged.registrations.length + acknowledged.contacts.length;
  let outbox = '';
  let lost: string[] = [];
  const deadline = Date.now() + 60_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    outbox = await outboxRecipientsAndSubjects(dataDir);
    lost = [
      ...acknowledged.registrations.filter((email) => !outbox.includes(email)),
      ...acknowledged.contacts.filter((subject) => !outbox.includes(subject)),
    ];
  } while (lost.length > 0 && Date.now() < deadline);
  const state = { server };
  const resetKills: ResetKillResult[] = [];
  // Moments spread over a reset of LISTINGS listings (generating, staging, switching).
  for (let index = 0; index < RESET_KILLS; index++)
    resetKills.push(await resetKilledMidway(state, port, dataDir, 150 + index * 450));
  server = state.server;
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));

  const sorted = stats.latencies.sort((a, b) => a - b);
  const statuses = [...stats.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log('');
  console.log(
    `requests answered      ${stats.requests.toLocaleString('en')} (${(stats.requests / SECONDS).toFixed(0)}/s)  [${statuses}]`,
  );
  console.log(
    `errors (no answer)     ${stats.errors.toLocaleString('en')} (refused or reset while the server was down)`,
  );
  console.log(`5xx answers            ${stats.serverErrors}`);
  console.log(
    `latency                p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${percentile(sorted, 100).toFixed(0)} ms`,
  );
  console.log(
    `start / restarts       ${(firstStart / 1000).toFixed(2)} s / ${restarts.map((took) => `${(took / 1000).toFixed(2)} s`).join(', ')}`,
  );
  console.log(
    `acknowledged writes    ${acknowledged.registrations.length} registrations, ${acknowledged.contacts.length} contact messages (${expected} emails promised)`,
  );
  console.log(`acknowledged but lost  ${lost.length}${lost.length ? `: ${lost.slice(0, 5).join(', ')}…` : ''}`);
  printSlowestLists();
  const resetKillsFailed = resetKills.filter(
    (result) =>
      result.afterRestart !== result.before ||
      result.afterNewReset !== result.before ||
      result.acceptedAfterMs > 30_000,
  );
  if (resetKills.length > 0) {
    console.log('');
    console.log(
      'admin reset killed mid-way (searchable listings before / after the restart / after the next reset; the next reset accepted after, from the restart)',
    );
    for (const result of resetKills) {
      const verdict = resetKillsFailed.includes(result) ? 'FAILED' : 'ok';
      console.log(
        `  killed ${result.killedAfterMs} ms in: ${result.before} / ${result.afterRestart} / ${result.afterNewReset}; accepted after ${(result.acceptedAfterMs / 1000).toFixed(1)} s  ${verdict}`,
      );
    }
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exitCode = lost.length === 0 && stats.serverErrors === 0 && resetKillsFailed.length === 0 ? 0 : 1;
}

await main();
