/**
 * `npm run bench:lighthouse`: what a cheap phone sees on the first visit, measured by Lighthouse 12 (mobile
 * preset: simulated slow 4G, 4x CPU slowdown) with the system Chromium, on the built app started on a
 * temporary store. Pages: the home page in en, hr and de and one car's details page; --runs each (default 5),
 * every run in a fresh Chromium profile. Prints the medians of the performance score, FCP, LCP, TBT, CLS,
 * request count and bytes, the JavaScript the page's HTML starts (gzip), the other category scores, and
 * Chromium's benchmark index (how fast this machine was during the run).
 *
 * Each page is measured twice: with the preset's 4x, and with a CPU slowdown scaled to a host of benchmark
 * index --reference-index (default 1,000): 4 x (this host's index / 1,000), never under 4. The preset's 4x
 * only stands for a phone on a host of about that speed; the index of these machines varies from about 1,400
 * to 4,000 between sittings, and long tasks grow about in proportion to the slowdown, so a fast idle host
 * flatters the plain figures. Scaled, a run on a 2,000 host uses 8x and a run on a 4,000 host 16x, and the
 * figures compare across sittings and stand closer to PageSpeed Insights and a mid-range phone.
 * Builds nothing: run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './ensure-chromium';
import { initialJavaScriptOfHtml } from './lib/initial-javascript';
import { startBuiltApp } from './lib/built-app-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'reference-index': { type: 'string', default: '1000' },
    'only-scaled': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const REFERENCE_INDEX = Number(values['reference-index']);
/** The mobile preset's CPU slowdown. */
const PRESET_SLOWDOWN = 4;
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
async function measureWithRetry(url: string, chromePath: string, cpuSlowdown: number): Promise<RunFigures> {
  try {
    return await measure(url, chromePath, cpuSlowdown);
  } catch (error) {
    console.warn(`${(error as Error).message}; measuring again`);
    return measure(url, chromePath, cpuSlowdown);
  }
}

async function measure(url: string, chromePath: string, cpuSlowdown: number): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The mobile preset with only its CPU slowdown changed (the CLI's --throttling.cpuSlowdownMultiplier).
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const applied = lhr.configSettings.throttling;
    if (applied.cpuSlowdownMultiplier !== cpuSlowdown || applied.rttMs !== 150)
      throw new Error(`Lighthouse did not apply the throttling asked for: ${JSON.stringify(applied)}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? Number.NaN;
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

function summarise(name: string, runs: RunFigures[], cpuSlowdown: number, initialJsGzip: number): void {
  const m = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  console.log(
    `${name.padEnd(8)} ${`${cpuSlowdown.toFixed(1)}x`.padStart(5)} perf ${String(m('performance')).padStart(3)} (${runs.map((run) => run.performance).join('/')})` +
      `  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0)} ms` +
      `  CLS ${m('cls').toFixed(3)}  requests ${m('requests')}  ${(m('bytes') / 1024).toFixed(0)} KiB` +
      `  initial JS ${(initialJsGzip / 1024).toFixed(1)} kB gzip` +
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
  if (!chromePath)
    throw new Error('No Chromium found (set CHROMIUM_PATH, or run `npm run test:e2e` once to install it)');
  const server = await startBuiltApp('bench-lighthouse');
  try {
    const pages: [string, string][] = [
      ['home en', '/'],
      ['home hr', '/hr'],
      ['home de', '/de'],
      ['car en', await firstCarPath(server.base)],
    ];
    console.log(
      `Lighthouse 12, mobile preset (simulated slow 4G), ${RUNS} runs per page, medians; first with the preset's ${PRESET_SLOWDOWN}x CPU, ` +
        `then scaled to a host of benchmark index ${REFERENCE_INDEX}; Chromium ${chromePath}`,
    );
    for (const [name, pagePath] of pages) {
      const url = `${server.base}${pagePath}`;
      const { gzip } = initialJavaScriptOfHtml(dist, await (await fetch(url)).text());
      const runAll = async (slowdown: number) => {
        const runs: RunFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measureWithRetry(url, chromePath, slowdown));
        return runs;
      };
      // The host's speed for the scaled runs: from the preset's runs, or from one run when those are skipped.
      const presetRuns = values['only-scaled']
        ? [await measureWithRetry(url, chromePath, PRESET_SLOWDOWN)]
        : await runAll(PRESET_SLOWDOWN);
      if (!values['only-scaled']) summarise(name, presetRuns, PRESET_SLOWDOWN, gzip);
      const index = median(presetRuns.map((run) => run.benchmarkIndex));
      const scaled = Math.max(PRESET_SLOWDOWN, (PRESET_SLOWDOWN * index) / REFERENCE_INDEX);
      summarise(name, await runAll(scaled), scaled, gzip);
    }
  } finally {
    await server.stop();
  }
}

await main();
