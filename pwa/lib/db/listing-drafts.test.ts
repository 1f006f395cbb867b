import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_DRAFT_PREFIX, MarketplaceDb, db } from './db';
import { loadListingDraft, removeListingDraft, saveListingDraft } from './listing-drafts';

beforeEach(async () => {
  localStorage.clear();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('listing drafts on the device', () => {
  it('keeps a draft per form in IndexedDB until it is removed', async () => {
    await saveListingDraft('new', { brand: 'Škoda', price: '15900' });
    await saveListingDraft('42', { brand: 'Dacia' });
    expect(await loadListingDraft('new')).toEqual({ brand: 'Škoda', price: '15900' });
    expect(await db.listingDrafts.count()).toBe(2);
    expect(localStorage.length).toBe(0);
    await removeListingDraft('new');
    expect(await loadListingDraft('new')).toBeNull();
    expect(await loadListingDraft('42')).toEqual({ brand: 'Dacia' });
  });

  it('carries drafts kept in localStorage by an older version of the app into the database on the update', async () => {
    const name = `drafts-upgrade-${Math.random()}`;
    const older = new Dexie(name);
    older.version(5).stores({
      listings: 'id, seenAt, savedAt, *packIds',
      countries: 'id',
      comparison: 'id, position',
      offlinePacks: 'id, savedAt',
      repairSearches: 'key, savedAt',
      outbox: 'id, status, createdAt, kind',
      analyses: 'key, savedAt',
      savedSearches: 'id, userId',
      watchedCars: 'key, userId',
    });
    await older.open();
    older.close();
    localStorage.setItem(
      `${LEGACY_DRAFT_PREFIX}new`,
      JSON.stringify({ brand: 'Renault', model: 'Clio', price: '7900' }),
    );
    localStorage.setItem('theme', 'summer');

    const updated = new MarketplaceDb(name);
    await updated.open();
    expect(await updated.listingDrafts.get('new')).toMatchObject({
      key: 'new',
      values: { brand: 'Renault', model: 'Clio', price: '7900' },
    });
    expect(localStorage.getItem(`${LEGACY_DRAFT_PREFIX}new`)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('summer');
    updated.close();
  });
});
