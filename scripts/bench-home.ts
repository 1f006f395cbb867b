/**
 * `npm run bench:home`: what a buyer waits for on the home page of the built app.
 * - The home route's initial JavaScript: the entry script and every module it preloads, gzip-compressed
 *   (what index.html makes the browser download before anything is lazy-loaded).
 * - The time from navigation start to the first result card (`#search-results article`, or for builds
 *   before the search UI `#search-section article`) in Chromium, against `npm start` on a fresh DATA_DIR:
 *   cold (new browser context, no service worker, empty caches) and warm (same context, reloaded, with
 *   the service worker's precache). Median and worst of --runs (default 7).
 * Build first (`npm run build`, or `npm start` builds when stale).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from './ensure-chromium';
import { startBuiltApp } from './lib/built-app-server';
import { initialJavaScript } from './lib/initial-javascript';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const FIRST_CARD = '#search-results article, #search-section article';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first');
  const js = initialJavaScript(dist);
  console.log(`Home route initial JavaScript: ${js.files} files, ${kB(js.raw)} raw, ${kB(js.gzip)} gzip`);

  const server = await startBuiltApp('bench-home');
  const { base } = server;
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // The moment the first card is in the page, noted by the page itself: asking afterwards (waitForSelector, then
    // evaluate) adds Playwright's polling and whatever keeps the page's main thread busy by then (0.3 s on a reload).
    const firstResults = async (page: Page) => {
      await page.waitForSelector(FIRST_CARD, { state: 'visible', timeout: 30_000 });
      return page.evaluate(() => (window as unknown as { firstCardAt?: number }).firstCardAt ?? performance.now());
    };

    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((selector) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          (window as unknown as { firstCardAt?: number }).firstCardAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { subtree: true, childList: true });
      }, FIRST_CARD);
      const page = await context.newPage();
      await page.goto(base, { waitUntil: 'commit' });
      cold.push(await firstResults(page));
      // Let the service worker install and precache, then measure a reload.
      await page.evaluate(() => navigator.serviceWorker?.ready);
      await page.reload({ waitUntil: 'commit' });
      warm.push(await firstResults(page));
      await context.close();
    }
    const line = (name: string, times: number[]) =>
      `${name}: median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms`;
    console.log(`Navigation start → first result card (${RUNS} runs, 1280x900):`);
    console.log(`  ${line('cold (no cache, no service worker)', cold)}`);
    console.log(`  ${line('warm (reload with service worker)', warm)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
