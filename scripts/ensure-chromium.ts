/**
 * Run by `npm run test:e2e` before Playwright: makes sure a system Chromium exists (Playwright's own
 * browser download cannot work without internet). As root with apt-get it installs Debian's package.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** The Chromium to drive: $CHROMIUM_PATH, else Debian's binary, else its wrapper script. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function main(): number {
  const found = findChromium();
  if (found) {
    console.log(`Chromium: ${found}`);
    return 0;
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log('Chromium not found: installing it with apt-get…');
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) {
      const installed = findChromium();
      if (installed) {
        console.log(`Chromium: ${installed}`);
        return 0;
      }
    }
  }
  console.error(
    process.env.CHROMIUM_PATH
      ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist: point it at a Chromium binary.`
      : 'Chromium not found: install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to its binary.',
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
