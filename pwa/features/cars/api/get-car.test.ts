import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberListings } from '../../../lib/db';
import { db } from '../../../lib/db/db';
import { makeCar } from '@contract/testing/listing-fixture';
import { fakeFetch, restoreBrowserOnline, setBrowserOnline } from '../../../lib/testing/fake-fetch';
import { renderWithProviders, testQueryClient } from '../../../lib/testing/render-with-providers';
import { isNotAvailableOffline } from '../../../lib/network-status';
import { startEarly } from '../../../lib/early-answers';
import { carApiPath } from '@contract/car-id';
import { carQueryOptions, loadCar, prefetchCar, useCar } from './get-car';
import { carKeys } from './query-keys';
import { useRecordCarView } from './record-car-view';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));
afterEach(() => {
  vi.unstubAllGlobals();
  restoreBrowserOnline();
});

describe('loading a car', () => {
  it('shows a car from a cached result page at once, without a request while it is fresh', async () => {
    const fetch = fakeFetch(() => makeCar({ id: 5 }));
    vi.stubGlobal('fetch', fetch);
    const queryClient = testQueryClient();
    const request = { sort: 'price_asc' as const, page: 1, pageSize: 8 };
    queryClient.setQueryData(carKeys.result(request), {
      cars: [makeCar({ id: 5, price: 7777 })],
      total: 1,
      page: 1,
      pageSize: 8,
      source: 'network',
      receivedAt: Date.now(),
    });
    const { result } = renderWithProviders(() => useCar(5), { queryClient });
    expect(result.current.data).toMatchObject({ car: { id: 5, price: 7777 }, source: 'network' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.requests).toEqual([]);
  });

  it('fetches and stores a car not in any result page; prefetching warms the same query', async () => {
    const fetch = fakeFetch(() => makeCar({ id: 6 }));
    vi.stubGlobal('fetch', fetch);
    const queryClient = testQueryClient();
    await prefetchCar(queryClient, 6);
    expect(queryClient.getQueryData(carQueryOptions(6).queryKey)).toMatchObject({ car: { id: 6 }, source: 'network' });
    const { result } = renderWithProviders(() => useCar(6), { queryClient });
    expect(result.current.data?.car.id).toBe(6);
    expect(fetch.requests).toEqual([{ method: 'GET', path: '/api/cars/6', body: undefined }]);
    await expect.poll(() => db.listings.get(6)).toMatchObject({ id: 6 });
  });

  it('shows a shared car page’s car, started with the page, in its first render once it has arrived', async () => {
    const fetch = fakeFetch(() => makeCar({ id: 8, price: 8888 }));
    vi.stubGlobal('fetch', fetch);
    startEarly(carApiPath(8));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the answer arrives (promises only)
    const { result } = renderWithProviders(() => useCar(8));
    expect(result.current.data).toMatchObject({ car: { id: 8, price: 8888 }, source: 'network' });
    expect(fetch.requests).toHaveLength(1);
  });

  it('offline, answers the stored copy, or says it is not saved', async () => {
    await rememberListings([makeCar({ id: 7 })], 99);
    setBrowserOnline(false);
    expect(await loadCar(7)).toMatchObject({ car: { id: 7 }, source: 'offline', seenAt: 99 });
    const missing = await loadCar(8).catch((error: unknown) => error);
    expect(isNotAvailableOffline(missing)).toBe(true);
  });

  it('puts a recorded view into the details and the stored copy', async () => {
    await rememberListings([makeCar({ id: 9, viewCount: 1 })]);
    vi.stubGlobal(
      'fetch',
      fakeFetch(({ path }) =>
        path.endsWith('/view') ? { success: true, viewCount: 2 } : makeCar({ id: 9, viewCount: 1 }),
      ),
    );
    const { result } = renderWithProviders(() => ({ car: useCar(9), view: useRecordCarView() }));
    await waitFor(() => expect(result.current.car.data?.car.viewCount).toBe(1));
    act(() => result.current.view.mutate(9));
    await waitFor(() => expect(result.current.car.data?.car.viewCount).toBe(2));
    await expect.poll(async () => (await db.listings.get(9))?.car.viewCount).toBe(2);
  });
});
