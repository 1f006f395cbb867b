import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarPage } from '@contract/car';
import { PAGE_SIZE } from '@contract/catalog/vehicle';
import type { SearchRequest } from '@contract/search-semantics';
import { db } from '../../../lib/db/db';
import { makeCar } from '@contract/testing/listing-fixture';
import { fakeFetch } from '../../../lib/testing/fake-fetch';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { FILTERS_CLEARED_EVENT, PAGE_STORAGE_KEY, RESET_PAGINATION_EVENT } from './search-page';
import { useClassicSearch } from './use-classic-search';

/** A server with `total` results for every search, answering the page asked for. */
function serverWith(total: number) {
  const fetch = fakeFetch(({ body }) => {
    const { page, pageSize } = body as SearchRequest;
    const first = (page - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - first));
    return {
      cars: Array.from({ length: count }, (_, index) => makeCar({ id: first + index + 1 })),
      total,
      page,
      pageSize,
    } satisfies CarPage;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSearch(url = '/') {
  return renderWithProviders(() => ({ search: useClassicSearch(), location: useLocation(), navigate: useNavigate() }), {
    url,
  });
}

const lastBody = (fetch: ReturnType<typeof serverWith>) => fetch.requests.at(-1)?.body as SearchRequest | undefined;

beforeEach(async () => {
  sessionStorage.clear();
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => vi.unstubAllGlobals());

describe('the classic search state', () => {
  it('searches with the filters and sort in the URL', async () => {
    const fetch = serverWith(2 * PAGE_SIZE + 4);
    const { result } = renderSearch('/hr?brand=skoda&fuelTypes=diesel&sort=year_desc');
    await waitFor(() => expect(result.current.search.results.data?.total).toBe(2 * PAGE_SIZE + 4));
    expect(result.current.search).toMatchObject({
      filters: { brand: ['Škoda'], fuelTypes: ['diesel'] },
      sort: 'year_desc',
      page: 1,
      pageCount: 3,
      hasActiveFilters: true,
    });
    expect(lastBody(fetch)).toEqual({
      brand: ['Škoda'],
      fuelTypes: ['diesel'],
      sort: 'year_desc',
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });

  it('puts a new search in the URL as a history entry, so back restores the previous one', async () => {
    const fetch = serverWith(20);
    const { result } = renderSearch('/?brand=BMW');
    await waitFor(() => expect(result.current.search.results.isSuccess).toBe(true));
    act(() => result.current.search.search({ brand: ['Audi'], minPrice: 5000 }));
    expect(result.current.location.search).toBe('?brand=Audi&minPrice=5000');
    await waitFor(() => expect(lastBody(fetch)).toMatchObject({ brand: ['Audi'], minPrice: 5000 }));
    act(() => void result.current.navigate(-1));
    expect(result.current.search.filters).toEqual({ brand: ['BMW'] });
    expect(result.current.search.request).toEqual({
      brand: ['BMW'],
      sort: 'listed_desc',
      page: 1,
      pageSize: PAGE_SIZE,
    });
    // The earlier answer is still fresh in the cache: shown again without a request.
    expect(result.current.search.results.isPlaceholderData).toBe(false);
    expect(fetch.requests).toHaveLength(2);
  });

  it('stores the page, and goes back to page 1 when the sort or the search changes', async () => {
    const fetch = serverWith(5 * PAGE_SIZE);
    const { result } = renderSearch();
    await waitFor(() => expect(result.current.search.results.isSuccess).toBe(true));
    act(() => result.current.search.setPage(3));
    expect(sessionStorage.getItem(PAGE_STORAGE_KEY)).toBe('3');
    await waitFor(() => expect(lastBody(fetch)).toMatchObject({ page: 3 }));

    act(() => result.current.search.setSort('price_desc'));
    expect(result.current.search.page).toBe(1);
    expect(sessionStorage.getItem(PAGE_STORAGE_KEY)).toBeNull();
    expect(result.current.location.search).toBe('?sort=price_desc');

    act(() => result.current.search.setPage(2));
    act(() => result.current.search.search({ fuelTypes: ['petrol'] }));
    expect(result.current.search.page).toBe(1);
    expect(result.current.location.search).toBe('?fuelTypes=petrol&sort=price_desc');
  });

  it('restores a stored page above 1 when the search has results there', async () => {
    sessionStorage.setItem(PAGE_STORAGE_KEY, '3');
    const fetch = serverWith(5 * PAGE_SIZE);
    const { result } = renderSearch();
    await waitFor(() => expect(result.current.search.results.data?.page).toBe(3));
    expect(result.current.search.page).toBe(3);
    expect(fetch.requests.map((request) => (request.body as SearchRequest).page)).toEqual([3]);
  });

  it('falls back to page 1 when the stored page has no results', async () => {
    sessionStorage.setItem(PAGE_STORAGE_KEY, '5');
    const fetch = serverWith(10);
    const { result } = renderSearch();
    await waitFor(() => expect(result.current.search.results.data?.page).toBe(1));
    expect(fetch.requests.map((request) => (request.body as SearchRequest).page)).toEqual([5, 1]);
    expect(sessionStorage.getItem(PAGE_STORAGE_KEY)).toBeNull();
  });

  it('Clear resets the search, removes the stored page and fires reset-pagination and filters-cleared', async () => {
    const fetch = serverWith(5 * PAGE_SIZE);
    const events: string[] = [];
    const listen = (name: string) => window.addEventListener(name, () => events.push(name), { once: true });
    listen(RESET_PAGINATION_EVENT);
    listen(FILTERS_CLEARED_EVENT);
    const { result } = renderSearch('/de?brand=BMW&sort=year_desc&car=MTIz');
    await waitFor(() => expect(result.current.search.results.isSuccess).toBe(true));
    act(() => result.current.search.setPage(2));
    act(() => result.current.search.clear());
    expect(events).toEqual([RESET_PAGINATION_EVENT, FILTERS_CLEARED_EVENT]);
    expect(sessionStorage.getItem(PAGE_STORAGE_KEY)).toBeNull();
    expect(result.current.location).toMatchObject({ pathname: '/de', search: '?car=MTIz' });
    expect(result.current.search).toMatchObject({ filters: {}, sort: 'listed_desc', page: 1, hasActiveFilters: false });
    await waitFor(() => expect(lastBody(fetch)).toEqual({ sort: 'listed_desc', page: 1, pageSize: PAGE_SIZE }));
  });

  it('goes to page 1 on a reset-pagination event from elsewhere', async () => {
    serverWith(5 * PAGE_SIZE);
    const { result } = renderSearch();
    act(() => result.current.search.setPage(4));
    act(() => void window.dispatchEvent(new Event(RESET_PAGINATION_EVENT)));
    expect(result.current.search.page).toBe(1);
  });
});
