/**
 * Feed imports across instances (two FeedImports on one store, as two API servers sharing MongoDB): one
 * import at a time by the lease in the store, the other instance sees the running import's progress, a
 * scheduled refresh skips while an import runs, and a run whose instance died is reported as interrupted.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import pino from 'pino';
import { openListingRepository } from '../cars/open-listing-repository';
import { Leases } from '../../platform/jobs/leases';
import { createCounters } from '../../platform/storage/counters';
import type { DocumentStore } from '../../platform/storage/document-store';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { FEED_IMPORT_RUNS_COLLECTION, FeedImportBusyError, FeedImports, type FeedImportRunDoc } from './feed-imports';
import type { ListingFeed } from './feed-config';
import { feedRows, toJson } from './testing/feed-rows';
import { startFeedServer, type FeedServer } from './testing/feed-server';

const logger = pino({ level: 'silent' });

describeOnEveryStore('feed imports across instances', (_adapter, stores) => {
  let store: DocumentStore;
  let server: FeedServer;
  let feeds: ListingFeed[];

  beforeEach(async () => {
    store = await stores.open();
    server = await startFeedServer();
    feeds = [
      { id: 'dealer', location: { url: new URL(`${server.origin}/dealer.json`) }, refreshMinutes: 30 },
      { id: 'stalled', location: { url: new URL(`${server.origin}/stalled.json`) }, refreshMinutes: 0 },
    ];
    server.set('/dealer.json', { body: toJson(feedRows(5, 'D-')), contentType: 'application/json' });
    server.set('/stalled.json', { stall: true });
  });
  afterEach(async () => {
    await server.close();
  });

  const instance = async (timeoutMs = 3000) =>
    new FeedImports({
      runs: await store.collection<FeedImportRunDoc>(FEED_IMPORT_RUNS_COLLECTION),
      leases: await Leases.open(store),
      listings: await openListingRepository(store, await createCounters(store)),
      feeds,
      limits: { maxBytes: 1_048_576, timeoutMs },
      logger,
    });

  it('lets one instance import at a time; the other sees its progress and may start once it has finished', async () => {
    const first = await instance();
    const second = await instance();
    const running = await first.start({ feedIds: ['stalled'] });
    await expect(second.start()).rejects.toBeInstanceOf(FeedImportBusyError);
    expect(await second.latest()).toMatchObject({ id: running.id, status: 'running' });
    await first.idle();
    expect(await second.get(running.id)).toMatchObject({
      status: 'failed',
      feeds: [{ feedId: 'stalled', error: { problem: 'timeout' } }],
    });

    const next = await second.start({ feedIds: ['dealer'] });
    await second.idle();
    expect(await first.get(next.id)).toMatchObject({
      status: 'done',
      feeds: [{ feedId: 'dealer', status: 'done', done: 5, total: 5, figures: { created: 5 } }],
    });
    // A 3 s stalled feed and then an import: over the wire on a busy machine (FerretDB) that outlasts 5 s.
  }, 30_000);

  it('a scheduled refresh imports its feed, and skips while another import runs', async () => {
    const first = await instance();
    const second = await instance();
    const [job] = second.scheduledJobs();
    expect(job).toMatchObject({ name: 'feed-refresh:dealer', intervalMs: 30 * 60_000, initialDelayMs: 30 * 60_000 });
    const controller = new AbortController();
    const context = { signal: controller.signal, progress: { get: async () => undefined, set: async () => undefined } };

    await first.start({ feedIds: ['stalled'] });
    await job!.run(context); // busy: skipped without an error
    expect(server.hits.get('/dealer.json')).toBeUndefined();
    await first.idle();

    await job!.run(context);
    expect(server.hits.get('/dealer.json')).toBe(1);
    expect(await first.latest()).toMatchObject({
      trigger: 'schedule',
      status: 'done',
      feeds: [{ figures: { created: 5 } }],
    });
  });

  it('reports a run whose instance stopped as interrupted', async () => {
    const first = await instance(60_000);
    const run = await first.start({ feedIds: ['stalled'] });
    await first.stop(); // the instance goes away; its lease is released
    const other = await instance();
    const seen = await other.get(run.id);
    expect(seen?.status).toBe('failed');
    expect(seen?.feeds[0]?.error?.problem).toMatch(/^(aborted|interrupted)$/);
  });
});
