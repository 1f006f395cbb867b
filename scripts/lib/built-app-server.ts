/** Starts the built app (`api/main.ts`) on a free port and a temporary store, for benchmarks that drive a browser. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface BuiltAppServer {
  base: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} in time`);
}

/** CPU seconds a process has used (user + system), from /proc; undefined where there is no /proc. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the fresh server has done its start-up work (seeding, drawing the listings' pictures ahead): a
 * browser measured meanwhile would share the cores with it. Idle: under 5 % of a core for two seconds running.
 */
async function waitUntilIdle(pid: number | undefined, deadline: number): Promise<void> {
  if (pid === undefined || cpuSeconds(pid) === undefined) return;
  let quietSeconds = 0;
  while (quietSeconds < 2 && Date.now() < deadline) {
    const before = cpuSeconds(pid)!;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quietSeconds = (cpuSeconds(pid) ?? before) - before < 0.05 ? quietSeconds + 1 : 0;
  }
}

/** Starts the server on a fresh DATA_DIR (it seeds the demo data) and waits until it answers and is idle. */
export async function startBuiltApp(name: string): Promise<BuiltAppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `autotrzni-${name}-`));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const base = `http://localhost:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${base}/api/countries`, Date.now() + 120_000);
    await waitUntilIdle(server.pid, Date.now() + 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
