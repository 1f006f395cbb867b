import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Car, CarPage } from '@contract/car';
import { ApiError } from '../../../lib/api-client';
import { getStoredListing, rememberListings } from '../../../lib/db';
import { db } from '../../../lib/db/db';
import { makeCar } from '@contract/testing/listing-fixture';
import { fakeFetch, restoreBrowserOnline, setBrowserOnline } from '../../../lib/testing/fake-fetch';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { startEarly, takeEarly } from '../../../lib/early-answers';
import { DEFAULT_SEARCH_URL } from './first-results';
import { searchCars, useCarSearch } from './search-cars';
import { PAGE_SIZE } from '@contract/catalog/vehicle';

// The default search: newest listings first, the first page.
const request = { sort: 'listed_desc' as const, page: 1, pageSize: PAGE_SIZE };
const page = (cars: Car[]): CarPage => ({ cars, total: cars.length, page: 1, pageSize: PAGE_SIZE });

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));
afterEach(() => {
  vi.unstubAllGlobals();
  restoreBrowserOnline();
});

describe('searchCars', () => {
  it('asks the server and stores what it answers on the device', async () => {
    const fetch = fakeFetch(() => page([makeCar({ id: 1 }), makeCar({ id: 2 })]));
    vi.stubGlobal('fetch', fetch);
    const result = await searchCars({ ...request, brand: ['skoda'], bodyType: 'wagon' });
    expect(result).toMatchObject({ source: 'network', total: 2 });
    expect(fetch.requests).toEqual([
      {
        method: 'POST',
        path: '/api/cars/search',
        body: { brand: ['Škoda'], bodyType: 'wagon', sort: 'listed_desc', page: 1, pageSize: PAGE_SIZE },
      },
    ]);
    await expect.poll(() => getStoredListing(2)).toMatchObject({ id: 2 });
  });

  it('answers from the device, saying so, when the browser is offline', async () => {
    await rememberListings([makeCar({ id: 1, price: 9000 }), makeCar({ id: 2, brand: 'BMW', model: 'X1' })], 1234);
    const fetch = fakeFetch(() => page([]));
    vi.stubGlobal('fetch', fetch);
    setBrowserOnline(false);
    const result = await searchCars({ ...request, brand: ['Škoda'] });
    expect(result).toMatchObject({ source: 'offline', total: 1, searchedCount: 2, oldestSavedAt: 1234 });
    expect(result.cars.map((car) => car.id)).toEqual([1]);
    expect(fetch.requests).toEqual([]);
  });

  it('answers from the device when the server cannot be reached', async () => {
    await rememberListings([makeCar({ id: 1 })]);
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await searchCars(request)).toMatchObject({ source: 'offline', total: 1 });
  });

  it('passes HTTP errors on (the server answered)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => new Response('boom', { status: 500 })),
    );
    await expect(searchCars(request)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('useCarSearch', () => {
  it('replaces an offline answer with the server’s once the connection is back', async () => {
    await rememberListings([makeCar({ id: 1 })]);
    let networkUp = false;
    vi.stubGlobal(
      'fetch',
      fakeFetch(() =>
        networkUp ? page([makeCar({ id: 1 }), makeCar({ id: 2 })]) : Promise.reject(new TypeError('Failed to fetch')),
      ),
    );
    const { result } = renderWithProviders(() => useCarSearch(request));
    await waitFor(() => expect(result.current.data).toMatchObject({ source: 'offline', total: 1 }));

    networkUp = true;
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.data).toMatchObject({ source: 'network', total: 2 }));
  });

  it('shows the default search’s answer started with the page in its first render once it has arrived, and stores it', async () => {
    const fetch = fakeFetch(() => page([makeCar({ id: 3 })]));
    vi.stubGlobal('fetch', fetch);
    startEarly(DEFAULT_SEARCH_URL);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the answer arrives (promises only)

    const { result } = renderWithProviders(() => useCarSearch(request));
    expect(result.current.data).toMatchObject({ source: 'network', total: 1 });
    expect(fetch.requests).toEqual([{ method: 'GET', path: '/api/cars', body: undefined }]);
    await expect.poll(() => getStoredListing(3)).toMatchObject({ id: 3 });
  });

  it('does not show the early answer for another search', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((asked) => (asked.method === 'GET' ? page([makeCar({ id: 3 })]) : page([makeCar({ id: 4 })]))),
    );
    startEarly(DEFAULT_SEARCH_URL);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the answer arrives (promises only)
    const { result } = renderWithProviders(() => useCarSearch({ ...request, brand: ['BMW'] }));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data?.cars.map((car) => car.id)).toEqual([4]));
    expect(await takeEarly(DEFAULT_SEARCH_URL)).toMatchObject({ total: 1 });
  });
});
