/**
 * End-to-end tests against the built app served by the real server (`npm start`) on a free port with a
 * fresh DATA_DIR, in the system's Chromium (see scripts/ensure-chromium.ts and docs/NOTES).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/ensure-chromium';

/** A port free on loopback now (asked of a child process: the config is read synchronously). */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ])
    .toString()
    .trim();
}

// Worker processes evaluate this file again: compute the ports and the data directory once, in the
// main process, and hand them down through the environment.
process.env.E2E_PORT ??= freePort();
// The map tile stand-in (e2e/fixtures/tile-server.ts) listens here while a map spec runs; the server is told so.
process.env.E2E_TILES_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autotrzni-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Installing the service worker precaches the whole app (about 160 files) in every new context; only the
    // files that test offline use, its caches or its updates allow it (test.use).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: findChromium() ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/countries`,
    // Alerts run every 5 s (ALERT_INTERVAL_SECONDS), so the alert e2e sees its emails without waiting minutes.
    // Every spec's browser comes from 127.0.0.1: the per-client picture render limit is for one person, not the suite.
    // Map tiles come from the loopback stand-in, never from OpenStreetMap.
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ALERT_INTERVAL_SECONDS: '5',
      IMAGE_RENDERS_PER_MINUTE: '100000',
      // The suite's pages show a few dozen looks, drawn when first asked for. Drawing every seeded listing's
      // look in the background (the pre-warm job) kept about half a core busy for the whole run.
      IMAGE_PREWARM_LOOKS: '0',
      REGISTRATIONS_PER_HOUR: '1000',
      MAP_TILES_URL: `http://127.0.0.1:${process.env.E2E_TILES_PORT}/{z}/{x}/{y}.png`,
      MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors (test tiles)',
    },
    reuseExistingServer: false,
    // The first start may build the app and seeds 2,000 listings.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
