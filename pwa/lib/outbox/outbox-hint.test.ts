import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { addToOutbox, scheduleReplay } from './outbox';
import { markOutboxEmpty, markOutboxPending, onOutboxHintChange, outboxMayHaveEntries } from './outbox-hint';

beforeEach(async () => {
  localStorage.clear();
  await db.outbox.clear();
});

describe('the outbox hint (start-up loads the device database only when the outbox may hold something)', () => {
  it('is "may have" when never written but the device database exists (an older app version may have queued writes)', async () => {
    await db.open();
    expect(await outboxMayHaveEntries()).toBe(true);
  });

  it('is empty on a first visit, when the device database does not exist yet', async () => {
    await db.delete();
    expect(await outboxMayHaveEntries()).toBe(false);
    await db.open();
  });

  it('says empty once a replay finds nothing queued, and "may have" again as soon as a write is queued', async () => {
    await scheduleReplay();
    expect(await outboxMayHaveEntries()).toBe(false);

    await addToOutbox({
      kind: 'contact',
      path: '/api/contact',
      body: {},
      userId: 'u1',
      summary: { title: 'Hello' },
    } as never);
    expect(await outboxMayHaveEntries()).toBe(true);
    await scheduleReplay(); // still queued: stays "may have"
    expect(await outboxMayHaveEntries()).toBe(true);

    await db.outbox.clear(); // sent meanwhile (by the service worker or another tab)
    await scheduleReplay();
    expect(await outboxMayHaveEntries()).toBe(false);
  });

  it('tells whoever listens when a write is queued or the outbox empties (a car page then shows or hides its notice)', () => {
    let told = 0;
    const stop = onOutboxHintChange(() => (told += 1));
    markOutboxPending();
    markOutboxEmpty();
    expect(told).toBe(2);
    stop();
    markOutboxPending();
    expect(told).toBe(2);
  });
});
