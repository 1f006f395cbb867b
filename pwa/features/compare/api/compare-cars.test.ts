import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberListings } from '../../../lib/db';
import { db } from '../../../lib/db/db';
import { makeCar } from '@contract/testing/listing-fixture';
import { fakeFetch, restoreBrowserOnline, setBrowserOnline } from '../../../lib/testing/fake-fetch';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { createComparisonStore } from '../comparison-store';
import { compareCars, useComparedCars } from './compare-cars';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));
afterEach(() => {
  vi.unstubAllGlobals();
  restoreBrowserOnline();
});

describe('compared cars', () => {
  it('asks the server for the chosen cars, in the order chosen, and notes missing ones', async () => {
    const fetch = fakeFetch(() => ({ cars: [makeCar({ id: 2 }), makeCar({ id: 1 })] }));
    vi.stubGlobal('fetch', fetch);
    expect(await compareCars([1, 2, 3])).toMatchObject({
      cars: [{ id: 1 }, { id: 2 }],
      missingIds: [3],
      source: 'network',
    });
    expect(fetch.requests).toEqual([{ method: 'POST', path: '/api/cars/compare', body: { ids: [1, 2, 3] } }]);
  });

  it('offline, answers from the stored listings, else from the copies kept with the selection', async () => {
    await rememberListings([makeCar({ id: 1, price: 1111 })]);
    setBrowserOnline(false);
    const result = await compareCars([1, 2], [makeCar({ id: 1, price: 9999 }), makeCar({ id: 2, price: 2222 })]);
    expect(result).toMatchObject({
      source: 'offline',
      cars: [
        { id: 1, price: 1111 },
        { id: 2, price: 2222 },
      ],
      missingIds: [],
    });
  });

  it('shows the copies kept with a fresh selection without asking the server', async () => {
    const fetch = fakeFetch(() => ({ cars: [] }));
    vi.stubGlobal('fetch', fetch);
    const store = createComparisonStore();
    await expect.poll(() => store.getState().hydrated).toBe(true);
    store.getState().add(makeCar({ id: 1 }));
    store.getState().add(makeCar({ id: 2 }));
    const { result } = renderWithProviders(() => useComparedCars(store));
    expect(result.current.data).toMatchObject({ source: 'selection', cars: [{ id: 1 }, { id: 2 }] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.requests).toEqual([]);
  });

  it('refreshes copies that are older than 5 minutes', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ cars: [makeCar({ id: 1, price: 5 })] })),
    );
    const store = createComparisonStore();
    await expect.poll(() => store.getState().hydrated).toBe(true);
    store.getState().add(makeCar({ id: 1, price: 4 }));
    store.setState({ addedAt: { 1: Date.now() - 10 * 60 * 1000 } });
    const { result } = renderWithProviders(() => useComparedCars(store));
    await waitFor(() => expect(result.current.data).toMatchObject({ source: 'network', cars: [{ price: 5 }] }));
  });
});
