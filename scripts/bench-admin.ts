/**
 * `npm run bench:admin`: the admin panel's figures.
 *  1. "Fetch real cars" for a 10,000-row feed (JSON, then CSV) through the whole path: HTTP on loopback, parse,
 *     validate, plan, chunked writes into the embedded store on disk (every write fdatasync'ed), then a re-import
 *     of the changed feed (10 % changed, 5 % gone) and an unchanged one.
 *  2. The error log's list (GET /api/admin/error-logs' query) with 100,000 stored reports: the reports recorded
 *     through the real path (grouping, affected users), then the default page, a later page, filters and a text
 *     search, each the median of 15 runs.
 * Options: --rows N (default 10000), --reports N (default 100000), --bugs N (distinct bugs, default 10000).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { errorGroupListQuerySchema } from '@contract/admin-error-logs';
import { openListingRepository } from '../api/features/cars/open-listing-repository';
import { ErrorLogRepository } from '../api/platform/error-logs/error-log-repository';
import { Leases } from '../api/platform/jobs/leases';
import {
  FEED_IMPORT_RUNS_COLLECTION,
  FeedImports,
  type FeedImportRunDoc,
} from '../api/features/listing-import/feed-imports';
import { feedRows, toCsv, toJson } from '../api/features/listing-import/testing/feed-rows';
import { startFeedServer } from '../api/features/listing-import/testing/feed-server';
import { createCounters } from '../api/platform/storage/counters';
import { openNedbStore } from '../api/platform/storage/nedb/nedb-store';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    reports: { type: 'string', default: '100000' },
    bugs: { type: 'string', default: '10000' },
  },
});
const ROWS = Number(values.rows);
const REPORTS = Number(values.reports);
const BUGS = Number(values.bugs);
const logger = pino({ level: 'silent' });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function benchImport(): Promise<void> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-admin-'));
  const store = await openNedbStore({ directory });
  const server = await startFeedServer();
  const rows = feedRows(ROWS, 'B-');
  const feeds = [
    { id: 'json', location: { url: new URL(`${server.origin}/feed.json`) }, refreshMinutes: 0 },
    { id: 'csv', location: { url: new URL(`${server.origin}/feed.csv`) }, refreshMinutes: 0 },
  ];
  const imports = new FeedImports({
    runs: await store.collection<FeedImportRunDoc>(FEED_IMPORT_RUNS_COLLECTION),
    leases: await Leases.open(store),
    listings: await openListingRepository(store, await createCounters(store)),
    feeds,
    limits: { maxBytes: 200 * 1_048_576, timeoutMs: 120_000 },
    logger,
  });
  const run = async (feedId: string) => {
    const started = performance.now();
    const { id } = await imports.start({ feedIds: [feedId] });
    await imports.idle();
    const elapsed = performance.now() - started;
    const result = await imports.get(id);
    const feed = result!.feeds[0]!;
    if (feed.status !== 'done') throw new Error(`${feedId}: ${feed.error?.message}`);
    return { elapsed, figures: feed.figures! };
  };
  const show = (label: string, { elapsed, figures }: Awaited<ReturnType<typeof run>>) =>
    console.log(
      `  ${label.padEnd(38)} ${seconds(elapsed).padStart(8)}  ${Math.round(figures.rows / (elapsed / 1000))
        .toLocaleString('en')
        .padStart(7)} rows/s  ` +
        `(created ${figures.created}, updated ${figures.updated}, unchanged ${figures.unchanged}, expired ${figures.expired}, rejected ${figures.rejected})`,
    );
  const json = toJson(rows);
  const csv = toCsv(rows);
  console.log(
    `Feed import, ${ROWS.toLocaleString('en')} rows (JSON ${(json.length / 1_048_576).toFixed(1)} MB, CSV ${(csv.length / 1_048_576).toFixed(1)} MB), embedded store on disk (${os.tmpdir()}):`,
  );
  server.set('/feed.json', { body: json, contentType: 'application/json' });
  server.set('/feed.csv', { body: csv, contentType: 'text/csv' });
  show('JSON, first import', await run('json'));
  const changed = rows
    .slice(0, Math.round(ROWS * 0.95))
    .map((row, index) => (index % 10 === 0 ? { ...row, price: Number(row.price) + 100 } : row));
  server.set('/feed.json', { body: toJson(changed), contentType: 'application/json' });
  show('JSON, re-import (10 % changed, 5 % gone)', await run('json'));
  show('JSON, re-import unchanged', await run('json'));
  show('CSV, first import (its own feed)', await run('csv'));
  await server.close();
  await store.close();
  await fs.rm(directory, { recursive: true, force: true });
}

async function benchErrorLog(): Promise<void> {
  const store = await openNedbStore();
  const errorLogs = await ErrorLogRepository.open(store);
  const components = [
    'SearchForm',
    'CarDetails',
    'ContactForm',
    'AdminPanel',
    'SavedSearches',
    'DealerDashboard',
    'ImageGallery',
    'AuthForm',
  ];
  const started = performance.now();
  const BATCH = 200;
  for (let start = 0; start < REPORTS; start += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, REPORTS - start) }, (_, offset) => {
        const index = start + offset;
        const bug = (index * 7919) % BUGS;
        return errorLogs.record(
          {
            errorType: ['TypeError', 'RangeError', 'ApiError', 'SyntaxError'][bug % 4]!,
            message: `Cannot read properties of undefined (reading 'field${bug}') at step ${index}`,
            component: components[bug % components.length]!,
            route: `/cars/${index}`,
            stack: `Error: x\n    at fn${bug} (app.js:${bug}:1)\n    at render (react.js:1:1)`,
            userAgent: 'Mozilla/5.0 (bench)',
            requestData: null,
          } as never,
          {
            source: 'client',
            userId: `user-${index % 5000}`,
            requestData: { method: 'POST', path: '/api/errors/log' },
          },
        );
      }),
    );
  }
  const recorded = performance.now() - started;
  const total = (await errorLogs.list(errorGroupListQuerySchema.parse({ status: 'all' }))).total;
  console.log(
    `\nError log: ${REPORTS.toLocaleString('en')} reports recorded in ${seconds(recorded)} (${Math.round(REPORTS / (recorded / 1000)).toLocaleString('en')}/s) into ${total.toLocaleString('en')} groups; list query, median of 15:`,
  );
  const cases: [string, Record<string, string>][] = [
    ['default (unresolved, page 1 of 20)', {}],
    ['all, page 100', { status: 'all', page: '100' }],
    ['type + component filter', { errorType: 'RangeError', component: 'CarDetails' }],
    ['last 24 hours', { period: '24h' }],
    ['text search "field42"', { q: 'field42' }],
  ];
  for (const [label, input] of cases) {
    const query = errorGroupListQuerySchema.parse(input);
    const times: number[] = [];
    let found = 0;
    for (let round = 0; round < 15; round++) {
      const at = performance.now();
      found = (await errorLogs.list(query)).total;
      times.push(performance.now() - at);
    }
    console.log(
      `  ${label.padEnd(38)} ${median(times).toFixed(1).padStart(7)} ms  (${found.toLocaleString('en')} groups match)`,
    );
  }
  await store.close();
}

console.log(`bench:admin on ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}\n`);
await benchImport();
await benchErrorLog();
