/**
 * FerretDB, a server that speaks MongoDB's wire protocol and stores in PostgreSQL (or SQLite), for the tests'
 * MongoDB legs: built from the Go module proxy into a cache folder outside the repository on first use (about a
 * minute and a half on two cores; later runs reuse the binary), started on a loopback port against the machine's
 * PostgreSQL in a database of its own, and stopped (the database dropped) afterwards. Where no PostgreSQL answers,
 * it stores in SQLite files in a temporary folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/platform/testing/free-port';

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.2';

/** Where the binary is kept: $FERRETDB_CACHE_DIR, else the user's cache folder. */
export function ferretDbCacheDir(): string {
  const base =
    process.env.FERRETDB_CACHE_DIR ??
    path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'autotrzni-ferretdb');
  return path.join(base, FERRETDB_VERSION);
}

/** The Go toolchain: `go` on the PATH, else where Go's own installer puts it; undefined when there is none. */
export function findGo(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v go'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  return ['/usr/local/go/bin/go', '/usr/lib/go/bin/go'].find((candidate) => existsSync(candidate));
}

export class FerretDbUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FerretDbUnavailable';
  }
}

function runGo(go: string, args: string[], cwd: string): string {
  const result = spawnSync(go, args, {
    cwd,
    encoding: 'utf8',
    // -modcacherw: the module cache stays deletable; GOTOOLCHAIN=local: build with the Go that is here.
    env: { ...process.env, GOFLAGS: '-modcacherw', GOTOOLCHAIN: 'local', CGO_ENABLED: process.env.CGO_ENABLED ?? '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new FerretDbUnavailable(
      `\`go ${args.join(' ')}\` failed in ${cwd}:\n${result.stderr || result.error?.message || ''}`,
    );
  }
  return result.stdout;
}

/**
 * The FerretDB binary, built on first use. `go install …@version` would build a binary that refuses to start
 * ("Invalid build/version/version.txt"): the module ships without the version file its release build generates.
 * So the module is downloaded, copied, given that file, and built inside the copy.
 */
export async function ensureFerretDbBinary(log: (line: string) => void = console.log): Promise<string> {
  const dir = ferretDbCacheDir();
  const binary = path.join(dir, 'ferretdb');
  if (existsSync(binary)) return binary;
  const go = findGo();
  if (!go) {
    throw new FerretDbUnavailable(
      'Go is not installed (no `go` on the PATH or in /usr/local/go/bin): it is needed to build FerretDB, the MongoDB ' +
        'wire-protocol server of the MongoDB tests. Install Go 1.24 or newer (https://go.dev/doc/install) and run the tests again.',
    );
  }
  await fs.mkdir(dir, { recursive: true });
  const started = Date.now();
  log(`Building FerretDB ${FERRETDB_VERSION} with ${go} into ${dir} (once; about a minute and a half)…`);
  const download = JSON.parse(
    runGo(go, ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], dir),
  ) as { Dir?: string; Error?: string };
  if (!download.Dir)
    throw new FerretDbUnavailable(`go mod download answered no folder: ${download.Error ?? 'no reason given'}`);
  const source = await fs.mkdtemp(path.join(dir, 'src-'));
  try {
    await fs.cp(download.Dir, source, { recursive: true });
    await fs.chmod(path.join(source, 'build', 'version'), 0o755);
    await fs.writeFile(path.join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    // Built beside it and renamed: a run that starts meanwhile never finds half a binary.
    const partial = `${binary}.${process.pid}.partial`;
    runGo(go, ['build', '-trimpath', '-o', partial, './cmd/ferretdb'], source);
    await fs.rename(partial, binary);
  } finally {
    await fs.rm(source, { recursive: true, force: true });
  }
  log(`FerretDB built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return binary;
}

/** Whether something accepts TCP connections at host:port. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function psql(url: string, sql: string): boolean {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { encoding: 'utf8' });
  return result.status === 0;
}

const DATABASE_PREFIX = 'ferretdb_test_';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Drops the databases of earlier runs whose process is gone (one stopped without its clean-up, say). */
function dropAbandonedDatabases(adminUrl: string): void {
  const listed = spawnSync(
    'psql',
    [adminUrl, '-Atq', '-c', `SELECT datname FROM pg_database WHERE datname LIKE '${DATABASE_PREFIX}%'`],
    { encoding: 'utf8' },
  );
  if (listed.status !== 0) return;
  for (const name of listed.stdout.split('\n').filter(Boolean)) {
    const pid = Number(name.slice(DATABASE_PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && !isRunning(pid)) psql(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
}

export interface RunningFerretDb {
  /** A connection string without a database name (each test names its own). */
  uri: string;
  backend: 'postgresql' | 'sqlite';
  stop(): Promise<void>;
}

/**
 * Starts FerretDB on a free loopback port. PostgreSQL: $FERRETDB_POSTGRESQL_URL's server, else
 * 127.0.0.1:5432 as user postgres (trust auth), in a fresh database dropped at stop().
 */
export async function startFerretDb(options: { log?: (line: string) => void } = {}): Promise<RunningFerretDb> {
  const log = options.log ?? console.log;
  const binary = await ensureFerretDbBinary(log);
  const port = await freePort();
  const stateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ferretdb-'));
  const adminUrl = process.env.FERRETDB_POSTGRESQL_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = new URL(adminUrl);
  const database = `${DATABASE_PREFIX}${process.pid}_${port}`;
  const hasPostgres =
    (await reachable(pg.hostname, Number(pg.port || 5432))) && psql(adminUrl, `CREATE DATABASE ${database}`);
  if (hasPostgres) dropAbandonedDatabases(adminUrl);
  const backendArgs = hasPostgres
    ? [
        '--handler=postgresql',
        `--postgresql-url=${Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString()}`,
      ]
    : ['--handler=sqlite', `--sqlite-url=file:${stateDir}/`];
  if (!hasPostgres) log(`No PostgreSQL answers at ${pg.host}: FerretDB stores in SQLite under ${stateDir}.`);

  const child: ChildProcess = spawn(
    binary,
    [
      ...backendArgs,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      `--state-dir=${stateDir}`,
      '--log-level=WARN',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 20_000;
  while (!(await reachable('127.0.0.1', port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new FerretDbUnavailable(
        `FerretDB did not start (${binary} ${backendArgs[0]}, exit ${child.exitCode}):\n${stderr}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    backend: hasPostgres ? 'postgresql' : 'sqlite',
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
      if (hasPostgres) psql(adminUrl, `DROP DATABASE IF EXISTS ${database}`);
      await fs.rm(stateDir, { recursive: true, force: true });
    },
  };
}
