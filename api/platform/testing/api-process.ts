/**
 * The real API (api/main.ts) in a child process on a loopback port, for tests that need what only a process
 * has: several instances on one database, and a `kill -9` in the middle of the work.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ApiProcess {
  port: number;
  base: string;
  /** Ends the process at once (SIGKILL: no shutdown, nothing flushed). */
  kill(): Promise<void>;
  /** Stops it as an operator would (SIGTERM), and removes its DATA_DIR. */
  stop(): Promise<void>;
  /** What it wrote to stderr lately (for a failure's message). */
  stderr(): string;
}

async function waitUntilAnswering(
  base: string,
  exited: () => boolean,
  deadline: number,
  stderr: () => string,
): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/countries`)).ok) return;
    } catch {
      // not listening yet
    }
    if (exited()) throw new Error(`The API process exited before it answered:\n${stderr()}`);
    if (Date.now() > deadline) throw new Error(`The API process did not answer ${base} in time:\n${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts api/main.ts with `env` (on top of a quiet, loopback-only default) and waits until it answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      IMAGE_PREWARM_LOOKS: '0',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  try {
    await waitUntilAnswering(
      base,
      () => child.exitCode !== null,
      Date.now() + 180_000,
      () => stderr,
    );
  } catch (error) {
    await end('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    base,
    kill: () => end('SIGKILL'),
    async stop() {
      await end('SIGTERM');
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    stderr: () => stderr,
  };
}
