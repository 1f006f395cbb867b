/**
 * The admin reset's lock: a reset whose process died (its lease never renewed again) blocks the next one for
 * seconds, not minutes; and a reset a crash interrupted is finished in the background once the lock is free.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { searchRequestSchema } from '@contract/search';
import { makeListing } from '@contract/testing/listing-fixture';
import { openListingRepository } from '../cars/open-listing-repository';
import { Leases } from '../../platform/jobs/leases';
import { createCounters } from '../../platform/storage/counters';
import { openNedbStore } from '../../platform/storage/nedb/nedb-store';
import { AdminService, RESET_LEASE_MS, RESET_LEASE_NAME } from './admin-service';

async function setUp() {
  const store = await openNedbStore();
  const listings = await openListingRepository(store, await createCounters(store));
  await listings.insertMany(Array.from({ length: 5 }, () => makeListing()));
  const clock = { now: new Date('2026-06-01T10:00:00Z') };
  const leases = await Leases.open(store, () => clock.now);
  return { store, listings, clock, leases, admin: new AdminService(listings, leases, 7) };
}

describe('admin reset lock', () => {
  it('a lock left by a process that died runs out within seconds, and the next reset is accepted', async () => {
    const { store, listings, clock, leases, admin } = await setUp();
    // The dead reset took the lock and will never renew nor release it.
    expect(await leases.acquire(RESET_LEASE_NAME, RESET_LEASE_MS)).not.toBeNull();
    await expect(admin.resetListings()).rejects.toMatchObject({ status: 409, code: 'reset_running' });
    expect(RESET_LEASE_MS).toBeLessThanOrEqual(30_000);
    clock.now = new Date(clock.now.getTime() + RESET_LEASE_MS + 1);
    expect(await admin.resetListings()).toMatchObject({ count: 7 });
    expect((await listings.search(searchRequestSchema.parse({}))).total).toBe(7);
    await store.close();
  });

  it('one reset at a time: a second while one runs is refused', async () => {
    const { store, admin } = await setUp();
    const answers = await Promise.allSettled([admin.resetListings(), admin.resetListings()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    await store.close();
  });

  it('finishes a reset that a crash interrupted once the dead process’s lock has run out', async () => {
    const { store, listings, clock, leases } = await setUp();
    // A reset that staged its listings and died before committing: hidden from search, holding the lock.
    await leases.acquire(RESET_LEASE_NAME, RESET_LEASE_MS);
    await listings.insertMany([{ ...makeListing(), hidden: true, stagedBy: 'dead-reset', demoBatch: 'dead-reset' }]);
    const admin = new AdminService(listings, leases, 7);
    expect(await listings.hasInterruptedDemoReset()).toBe(true);
    admin.recoverInBackground(pino({ level: 'silent' }));
    clock.now = new Date(clock.now.getTime() + RESET_LEASE_MS + 1);
    await expect.poll(() => listings.hasInterruptedDemoReset(), { timeout: RESET_LEASE_MS }).toBe(false);
    expect(await listings.count()).toBe(5);
    admin.stop();
    await store.close();
  });
});
