/** A fingerprint of everything the PWA build reads, so `npm start` rebuilds only when it is stale. */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = [
  'pwa',
  'public',
  'manifest',
  'prerender',
  'api/contract',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
export const FINGERPRINT_FILE = path.join(root, 'dist', '.build-fingerprint');

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const child of fs.readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}

export function currentFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input))
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')) || !fs.existsSync(FINGERPRINT_FILE)) return false;
  return fs.readFileSync(FINGERPRINT_FILE, 'utf8').trim() === currentFingerprint();
}

export function writeFingerprint(): void {
  fs.writeFileSync(FINGERPRINT_FILE, currentFingerprint() + '\n');
}

/** Runs the production Vite build and stamps it; answers the exit code. */
export function buildPwa(): number {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // The server renderer of the public pages first: the app's build uses it to write their HTML.
  for (const args of [['build', '--ssr', 'prerender.tsx', '--logLevel', 'warn'], ['build']]) {
    // Always a production build: with NODE_ENV=development in the shell, the server renderer would be built
    // with React's development JSX runtime and the prerender would fail ("jsxDEV is not a function").
    const result = spawnSync(process.execPath, [vite, ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) return result.status ?? 1;
  }
  writeFingerprint();
  return 0;
}
