/**
 * `npm run bench:lighthouse`: what a cheap phone sees on the first visit, measured by Lighthouse 12 (mobile
 * preset: simulated slow 4G, 4x CPU slowdown) with the system Chromium, on the built app started on a
 * temporary store. Pages: the home page in en, hr and de and one car's details page; --runs each (default 3),
 * every run in a fresh Chromium profile. Prints the medians of the performance score, FCP, LCP, TBT, CLS,
 * request count and bytes, the other category scores, and Chromium's benchmark index (how fast this machine
 * was during the run: figures from different machines only compare at a similar index).
 * Builds nothing: run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './ensure-chromium';
import { startBuiltApp } from './lib/built-app-server';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const dist = path.resolve(import.meta.dirname, '..', 'dist');

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  bytes: number;
  benchmarkIndex: number;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** Lighthouse itself asks for another run when Chromium's trace misses the navigation (NO_NAVSTART); one more try. */
async function measureWithRetry(url: string, chromePath: string): Promise<RunFigures> {
  try {
    return await measure(url, chromePath);
  } catch (error) {
    console.warn(`${(error as Error).message}; measuring again`);
    return measure(url, chromePath);
  }
}

async function measure(url: string, chromePath: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      requests,
      bytes: audit('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function summarise(name: string, runs: RunFigures[]): void {
  const m = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  console.log(
    `${name.padEnd(10)} perf ${String(m('performance')).padStart(3)} (${runs.map((run) => run.performance).join('/')})` +
      `  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0)} ms` +
      `  CLS ${m('cls').toFixed(3)}  requests ${m('requests')}  ${(m('bytes') / 1024).toFixed(0)} KiB` +
      `  a11y ${m('accessibility')} bp ${m('bestPractices')} seo ${m('seo')}  benchmark index ${m('benchmarkIndex').toFixed(0)}`,
  );
}

async function firstCarPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/cars?pageSize=1`);
  const id = ((await response.json()) as { cars?: { id: string }[] }).cars?.[0]?.id;
  if (!id) throw new Error(`No car to measure (GET /api/cars answered ${response.status})`);
  return `/car/${id}`;
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first');
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found (set CHROMIUM_PATH, or run `npm run test:e2e` once to install it)');
  const server = await startBuiltApp('bench-lighthouse');
  try {
    const pages: [string, string][] = [
      ['home en', '/'],
      ['home hr', '/hr'],
      ['home de', '/de'],
      ['car en', await firstCarPath(server.base)],
    ];
    console.log(`Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), ${RUNS} runs per page, medians; Chromium ${chromePath}`);
    for (const [name, pagePath] of pages) {
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureWithRetry(`${server.base}${pagePath}`, chromePath));
      summarise(name, runs);
    }
  } finally {
    await server.stop();
  }
}

await main();
