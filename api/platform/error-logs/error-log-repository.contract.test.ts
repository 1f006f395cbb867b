/** Error grouping on every storage adapter: one bug is one group, regressions reopen, resolve-all, clean-up. */
import { beforeEach, describe, expect, it } from 'vitest';
import { errorGroupFilterSchema, errorGroupListQuerySchema, KEPT_OCCURRENCES } from '@contract/admin-error-logs';
import { errorLogRequestSchema, type ErrorLogRequest } from '@contract/error-log';
import type { DocumentStore } from '../storage/document-store';
import { adapterIt, describeOnEveryStore } from '../testing/store-adapters';
import { ErrorLogRepository, type RecordContext } from './error-log-repository';
import { maskMessage } from './fingerprint';

const DAY_MS = 24 * 60 * 60 * 1000;

const carCardBug = (carId: string, host = 'https://autotrzni.hr'): ErrorLogRequest => ({
  errorType: 'TypeError',
  message: `Cannot read properties of undefined (reading 'price') for car ${carId}`,
  component: 'CarCard',
  stack: `TypeError: Cannot read properties of undefined\n    at CarCard (${host}/assets/index-B7xk2Qa9.js:12:340)\n    at renderWithHooks (${host}/assets/index-B7xk2Qa9.js:40:22)`,
  route: `/car/${carId}`,
  userAgent: 'Mozilla/5.0',
});

const context = (userId: string | null): RecordContext => ({
  source: 'client',
  userId,
  requestData: { method: 'POST', path: '/api/errors/log' },
});
const list = (input: Record<string, unknown> = {}) => errorGroupListQuerySchema.parse(input);

describeOnEveryStore('error log grouping contract', (adapter, stores) => {
  let store: DocumentStore;
  let now: Date;
  let logs: ErrorLogRepository;
  const record = (report: ErrorLogRequest, userId: string | null = null) =>
    logs.record(errorLogRequestSchema.parse(report), context(userId));

  beforeEach(async () => {
    store = await stores.open();
    now = new Date('2031-05-10T10:00:00Z');
    logs = await ErrorLogRepository.open(store, () => now);
  });

  it('the same bug from two users, about two cars, on two hosts is one group with its count and users', async () => {
    const first = await record(carCardBug('123'), 'user-a');
    now = new Date(now.getTime() + 60_000);
    const second = await record(carCardBug('98765', 'http://localhost:4173'), 'user-b');
    await record(carCardBug('5'), 'user-a');
    await record(carCardBug('6'));
    expect(first.isNew).toBe(true);
    expect(second.isNew).toBe(false);
    expect(second.group.id).toBe(first.group.id);

    const { items, total } = await logs.list(list());
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      count: 4,
      affectedUsers: 2,
      firstSeen: new Date('2031-05-10T10:00:00Z'),
      lastSeen: new Date('2031-05-10T10:01:00Z'),
      status: 'unresolved',
      regression: false,
      message: "Cannot read properties of undefined (reading 'price') for car 6",
    });
    const occurrences = await logs.occurrences(first.group.id);
    expect(occurrences.map((log) => log.route)).toEqual(['/car/6', '/car/5', '/car/98765', '/car/123']);
  });

  adapterIt(adapter, 'atomicUpdates')(
    'counts concurrent reports of a new bug into one group without losing one',
    async () => {
      await Promise.all(
        Array.from({ length: 12 }, (_, index) => record(carCardBug(String(index)), `user-${index % 3}`)),
      );
      const { items } = await logs.list(list());
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ count: 12, affectedUsers: 3 });
    },
  );

  it('another top frame, type or message is another group', async () => {
    await record(carCardBug('1'));
    await record({ ...carCardBug('1'), stack: carCardBug('1').stack!.replace('at CarCard', 'at CompareTable') });
    await record({ ...carCardBug('1'), errorType: 'RangeError' });
    await record({ ...carCardBug('1'), message: 'Failed to fetch' });
    expect((await logs.list(list())).total).toBe(4);
  });

  it('a resolved bug that happens again reopens as a regression; reopen and resolve by hand', async () => {
    const { group } = await record(carCardBug('1'), 'user-a');
    expect((await logs.resolve(group.id))?.status).toBe('resolved');
    expect((await logs.list(list())).total).toBe(0);
    expect((await logs.list(list({ status: 'resolved' }))).total).toBe(1);

    const again = await record(carCardBug('2'), 'user-a');
    expect(again.isRegression).toBe(true);
    expect(again.group).toMatchObject({
      id: group.id,
      status: 'unresolved',
      regression: true,
      count: 2,
      affectedUsers: 1,
      resolvedAt: null,
    });

    await logs.resolve(group.id);
    expect((await logs.reopen(group.id))?.status).toBe('unresolved');
    expect(await logs.reopen('no-such-id')).toBeNull();
  });

  it('filters by type, component, period and words; pages on the server', async () => {
    await record(carCardBug('1'));
    now = new Date(now.getTime() + 3 * DAY_MS);
    await record({ errorType: 'ApiError', message: '500: Internal error', component: 'SearchForm', route: '/hr' });
    await record({ errorType: 'ApiError', message: '502: Bad gateway', component: 'RepairTab', route: '/repair' });
    expect((await logs.list(list({ errorType: 'ApiError' }))).total).toBe(2);
    expect((await logs.list(list({ component: 'CarCard' }))).total).toBe(1);
    expect((await logs.list(list({ period: '24h' }))).total).toBe(2);
    expect((await logs.list(list({ q: 'gateway REPAIR' }))).items.map((group) => group.component)).toEqual([
      'RepairTab',
    ]);
    expect((await logs.list(list({ q: '(reading' }))).total).toBe(1);
    const page = await logs.list(list({ pageSize: 2, page: 2 }));
    expect(page).toMatchObject({ total: 3, items: [{ component: 'CarCard' }] });
  });

  it('Resolve All resolves only what the filter shows', async () => {
    await record({ errorType: 'ApiError', message: '500: a', component: 'A' });
    await record({ errorType: 'ApiError', message: '500: b', component: 'B' });
    await record(carCardBug('1'));
    expect(await logs.resolveAll(errorGroupFilterSchema.parse({ errorType: 'ApiError' }))).toBe(2);
    const { items } = await logs.list(list());
    expect(items.map((group) => group.errorType)).toEqual(['TypeError']);
  });

  it('clean-up deletes resolved groups resolved more than N days ago, with their occurrences', async () => {
    const old = await record(carCardBug('1'), 'user-a');
    await logs.resolve(old.group.id);
    const open = await record({ errorType: 'Error', message: 'still open' });
    now = new Date(now.getTime() + 20 * DAY_MS);
    const recent = await record({ errorType: 'Error', message: 'recent' });
    await logs.resolve(recent.group.id);
    now = new Date(now.getTime() + 11 * DAY_MS);

    expect(await logs.cleanup(30)).toBe(1);
    expect(await logs.get(old.group.id)).toBeNull();
    expect(await logs.occurrences(old.group.id)).toEqual([]);
    expect(await logs.get(open.group.id)).not.toBeNull();
    expect(await logs.get(recent.group.id)).not.toBeNull();
    // The same bug again starts a new group (its users are counted afresh).
    const back = await record(carCardBug('1'), 'user-a');
    expect(back).toMatchObject({ isNew: true, group: { affectedUsers: 1 } });
  });

  it('ages out groups not seen for the limit, unresolved ones too, and keeps no more than the bound (the least recently seen go)', async () => {
    logs = await ErrorLogRepository.open(store, () => now, {
      newPerAddressPerDay: 20,
      maxGroups: 4,
      staleAfterDays: 90,
    });
    const stale = await record({ errorType: 'Error', message: 'stale and never resolved' }, 'user-a');
    now = new Date(now.getTime() + 60 * DAY_MS);
    const older = await record({ errorType: 'Error', message: 'older' });
    now = new Date(now.getTime() + 1 * DAY_MS);
    const newer = await record({ errorType: 'Error', message: 'newer' });
    const newest = await record({ errorType: 'Error', message: 'newest' });
    now = new Date(now.getTime() + 30 * DAY_MS);
    // 91 days after it was last seen.
    expect(await logs.pruneStale()).toBe(1);
    expect(await logs.get(stale.group.id)).toBeNull();
    expect(await logs.occurrences(stale.group.id)).toEqual([]);
    expect((await logs.list(list({ status: 'all', period: 'all' }))).total).toBe(3);

    // Full: a new bug is refused without a trace, a known one still counts (and is seen again now).
    const fourth = await record({ errorType: 'Error', message: 'fourth' });
    await expect(record({ errorType: 'Error', message: 'one too many' })).rejects.toMatchObject({
      status: 429,
      code: 'error_reports_limited',
    });
    expect((await logs.list(list({ status: 'all', period: 'all' }))).total).toBe(4);
    expect((await record({ errorType: 'Error', message: 'older' })).group.count).toBe(2);

    // A smaller bound (configuration changed): the least recently seen go.
    logs = await ErrorLogRepository.open(store, () => now, {
      newPerAddressPerDay: 20,
      maxGroups: 2,
      staleAfterDays: 90,
    });
    expect(await logs.pruneStale()).toBe(2);
    expect(await logs.get(newer.group.id)).toBeNull();
    expect(await logs.get(newest.group.id)).toBeNull();
    expect(await logs.get(older.group.id)).not.toBeNull();
    expect(await logs.get(fourth.group.id)).not.toBeNull();
  });

  it('a sender out of its allowance starts no new group, and nothing is written', async () => {
    const refuse = { ...context(null), mayStartGroup: async () => false };
    await expect(
      logs.record(errorLogRequestSchema.parse({ errorType: 'Error', message: 'flood' }), refuse),
    ).rejects.toMatchObject({ status: 429 });
    expect((await logs.list(list({ status: 'all', period: 'all' }))).total).toBe(0);
    expect(await logs.allOccurrences()).toEqual([]);
    // Reports of a group that exists do not ask.
    await record({ errorType: 'Error', message: 'known' });
    expect(
      (await logs.record(errorLogRequestSchema.parse({ errorType: 'Error', message: 'known' }), refuse)).group.count,
    ).toBe(2);
  });

  it(`keeps the latest ${KEPT_OCCURRENCES} occurrences of a group and counts all`, async () => {
    for (let index = 0; index < KEPT_OCCURRENCES + 20; index++) await record(carCardBug(String(index)));
    const [group] = (await logs.list(list())).items;
    expect(group!.count).toBe(KEPT_OCCURRENCES + 20);
    const kept = await logs.occurrences(group!.id, 1000);
    expect(kept.length).toBeLessThanOrEqual(KEPT_OCCURRENCES + 10);
    expect(kept[0]!.route).toBe(`/car/${KEPT_OCCURRENCES + 19}`);
  });
});

describe('maskMessage', () => {
  it('masks numbers, ids, emails and addresses', () => {
    expect(maskMessage('Car 123 not found (id 5f2b1c9e-1a2b-4c3d-8e9f-001122334455)')).toBe(
      'Car <n> not found (id <id>)',
    );
    expect(maskMessage('Listing 6650f1a2b3c4d5e6f7a8b9c0 failed for ana@example.com at https://x.hr/a?b=1')).toBe(
      'Listing <id> failed for <email> at <url>',
    );
    expect(maskMessage('500: Something went wrong (Reference: req-abc123def456)')).toBe(
      '<n>: Something went wrong (Reference: <id>)',
    );
  });
});
