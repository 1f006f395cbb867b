import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarPage } from '@contract/car';
import { PAGE_SIZE } from '@contract/catalog/vehicle';
import type { SearchRequest } from '@contract/search-semantics';
import { makeCar } from '@contract/testing/listing-fixture';
import { db } from '../../lib/db/db';
import { makeUser, stubApi, type RecordedRequest } from '../auth/testing/auth-test-kit';
import { FILTERS_CLEARED_EVENT, PAGE_STORAGE_KEY, RESET_PAGINATION_EVENT } from '../search';
import SearchSection from './search-section';

/** A search API with `total` matches for any search without a brand, none for 'Porsche'. */
function searchHandler(total: number) {
  return (request: RecordedRequest) => {
    if (request.method !== 'POST' || request.path !== '/api/cars/search') return undefined;
    const body = request.body as SearchRequest;
    const matches = body.brand?.includes('Porsche') ? 0 : total;
    const first = (body.page - 1) * body.pageSize;
    const count = Math.max(0, Math.min(body.pageSize, matches - first));
    return {
      cars: Array.from({ length: count }, (_, index) =>
        makeCar({ id: first + index + 1, brand: body.brand?.[0] ?? 'Škoda', model: 'Octavia' }),
      ),
      total: matches,
      page: body.page,
      pageSize: body.pageSize,
    } satisfies CarPage;
  };
}

function renderSection(url = '/', { signedIn = false } = {}) {
  const api = stubApi({ user: signedIn ? makeUser() : null, handle: searchHandler(50) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={<p>Loading texts</p>}>
            <SearchSection />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const searches = () => api.posted('/api/cars/search').map((request) => request.body as SearchRequest);
  return { api, router, searches, user: userEvent.setup() };
}

const results = () => screen.getByRole('region', { name: 'Results' });
/** A range's input: the fieldset names the range, the label says which end. */
const rangeInput = (range: string | RegExp, end: 'From' | 'To') =>
  within(screen.getByRole('group', { name: range })).getByRole<HTMLInputElement>('textbox', { name: end });

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  await Promise.all(db.tables.map((table) => table.clear()));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home search section', () => {
  it('shows the default results with their count, and no Clear Filters while no filter is set', async () => {
    const { searches } = renderSection();
    expect(await screen.findByText(`Showing 1–${PAGE_SIZE} of 50 results`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(results()).getAllByRole('article')).toHaveLength(PAGE_SIZE);
    expect(within(results()).queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    expect(searches()[0]).toEqual({ sort: 'listed_desc', page: 1, pageSize: PAGE_SIZE });
  });

  it('searches with several brands, their models (grouped by brand), a price sent as an integer and a fuel type, in the URL too', async () => {
    const { searches, router, user } = renderSection();
    await screen.findByText(`Showing 1–${PAGE_SIZE} of 50 results`, {}, { timeout: 10_000 });

    const model = screen.getByRole('button', { name: /^Model/ });
    expect(
      model.hasAttribute('disabled') ||
        model.getAttribute('aria-disabled') === 'true' ||
        model.hasAttribute('data-disabled'),
    ).toBe(true);
    expect(model.textContent).toContain('Select a brand first');

    await user.click(screen.getByRole('button', { name: /^Brand/ }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search brands' }), 'bm');
    await user.click(await screen.findByRole('option', { name: 'BMW' }));
    // The list stays open for more picks.
    const search = screen.getByRole('searchbox', { name: 'Search brands' });
    await user.clear(search);
    await user.type(search, 'audi');
    await user.click(await screen.findByRole('option', { name: 'Audi' }));
    expect(screen.getByRole('option', { name: 'Audi' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}{Escape}'); // the first clears the search text
    await waitFor(() => expect(screen.queryByRole('searchbox', { name: 'Search brands' })).toBeNull());
    const chosen = screen.getByRole('grid', { name: 'Chosen brands' });
    expect(
      within(chosen)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['BMW', 'Audi']);

    await user.click(screen.getByRole('button', { name: /^Model/ }));
    await screen.findByRole('searchbox', { name: 'Search models' });
    const list = await screen.findByRole('listbox', { name: /Model/ });
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['BMW', 'Audi']);
    await user.click(within(groups[0]!).getByRole('option', { name: '3 Series' }));
    await user.click(within(groups[1]!).getByRole('option', { name: 'A4' }));
    await user.keyboard('{Escape}');

    await user.type(rangeInput(/^Price/, 'To'), '25000.9');
    await user.click(screen.getByRole('checkbox', { name: 'Diesel' }));
    expect(screen.getByRole('checkbox', { name: 'All' })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: /^(Search|Show)/ }));

    await waitFor(() =>
      expect(searches().at(-1)).toEqual({
        brand: ['BMW', 'Audi'],
        model: ['3 Series', 'A4'],
        maxPrice: 25000,
        fuelTypes: ['diesel'],
        sort: 'listed_desc',
        page: 1,
        pageSize: PAGE_SIZE,
      }),
    );
    expect(router.state.location.search).toBe(
      '?brand=BMW&brand=Audi&model=3+Series&model=A4&maxPrice=25000&fuelTypes=diesel',
    );
  }, 90_000);

  it('removing a brand (picked again, or by its chip) takes its models along; an old single-brand link still reads', async () => {
    const { user } = renderSection('/?brand=BMW&brand=Audi&model=X3&model=A4');
    await screen.findByText(`Showing 1–${PAGE_SIZE} of 50 results`, {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /^Model/ }).textContent).toContain('X3, A4');
    await user.click(screen.getByRole('button', { name: /^Brand/ }));
    await user.click(await screen.findByRole('option', { name: 'BMW' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /^Brand/ }).textContent).toContain('Audi');
    expect(screen.getByRole('button', { name: /^Model/ }).textContent).toContain('A4');
    expect(screen.getByRole('button', { name: /^Model/ }).textContent).not.toContain('X3');
    await user.click(screen.getByRole('button', { name: 'Remove Audi' }));
    expect(screen.getByRole('button', { name: /^Brand/ }).textContent).toContain('All brands');
    expect(screen.getByRole('button', { name: /^Model/ }).textContent).toContain('Select a brand first');
  });

  it('removes a chosen country by its chip from the keyboard', async () => {
    const { user } = renderSection('/?countryId=4');
    await screen.findByText(`Showing 1–${PAGE_SIZE} of 50 results`, {}, { timeout: 10_000 });
    const chips = screen.getByRole('grid', { name: 'Chosen countries' });
    expect(
      within(chips)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Croatia']);
    within(chips).getAllByRole('row')[0]!.focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('grid', { name: 'Chosen countries' })).toBeNull();
  });

  it('refuses a year before 1900 with a message and sends nothing', async () => {
    const { searches, user } = renderSection();
    await screen.findByText(`Showing 1–${PAGE_SIZE} of 50 results`, {}, { timeout: 10_000 });
    const sent = searches().length;
    await user.type(rangeInput('Year', 'From'), '1850');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Must be at least 1900')).toBeTruthy();
    expect(searches()).toHaveLength(sent);
  });

  it('Clear Filters empties the form, reloads the default results, forgets the page and tells the page', async () => {
    const { searches, router, user } = renderSection('/?brand=BMW&minYear=2015');
    await screen.findByText(`Showing 1–${PAGE_SIZE} of 50 results`, {}, { timeout: 10_000 });
    sessionStorage.setItem(PAGE_STORAGE_KEY, '2');
    const events: string[] = [];
    window.addEventListener(RESET_PAGINATION_EVENT, () => events.push(RESET_PAGINATION_EVENT));
    window.addEventListener(FILTERS_CLEARED_EVENT, () => events.push(FILTERS_CLEARED_EVENT));

    await user.click(within(results()).getByRole('button', { name: 'Clear Filters' }));

    expect(router.state.location.search).toBe('');
    expect(rangeInput('Year', 'From').value).toBe('');
    expect(screen.getByRole('button', { name: /^Brand/ }).textContent).toContain('All brands');
    expect(sessionStorage.getItem(PAGE_STORAGE_KEY)).toBeNull();
    expect(events).toEqual([RESET_PAGINATION_EVENT, FILTERS_CLEARED_EVENT]);
    await waitFor(() => expect(searches().at(-1)).toEqual({ sort: 'listed_desc', page: 1, pageSize: PAGE_SIZE }));
  });

  it('pages on the server and keeps the page in session storage', async () => {
    const { searches, user } = renderSection();
    await screen.findByText(`Showing 1–${PAGE_SIZE} of 50 results`, {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(
      await screen.findByText(`Showing ${2 * PAGE_SIZE + 1}–${Math.min(50, 3 * PAGE_SIZE)} of 50 results`),
    ).toBeTruthy();
    expect(searches().at(-1)).toMatchObject({ page: 3 });
    expect(sessionStorage.getItem(PAGE_STORAGE_KEY)).toBe('3');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when nothing matches', async () => {
    renderSection('/?brand=Porsche');
    expect(await screen.findByRole('heading', { name: 'No cars found' })).toBeTruthy();
    expect(screen.getByText('Try different search criteria to find cars.')).toBeTruthy();
  });

  it('locks the AI and voice tabs for signed-out visitors and offers to sign in', async () => {
    const { user } = renderSection();
    await screen.findByText(`Showing 1–${PAGE_SIZE} of 50 results`, {}, { timeout: 10_000 });
    const aiTab = await screen.findByRole('tab', { name: /AI search/ });
    await waitFor(() => expect(within(aiTab).getByLabelText('Sign-in required')).toBeTruthy());
    expect(within(screen.getByRole('tab', { name: /Voice search/ })).getByLabelText('Sign-in required')).toBeTruthy();
    await user.click(aiTab);
    const panel = await screen.findByRole('region', { name: 'Registration required' });
    expect(within(panel).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?next=%2F%23search-section',
    );
  });

  it('shows a signed-out visitor the sign-in panel in the repair tab, with the way back to it', async () => {
    const { user } = renderSection('/?repair=servis+klime+Split');
    const repairTab = await screen.findByRole('tab', { name: /Repair shops/, selected: true });
    expect(within(repairTab).queryByLabelText('Sign-in required')).toBeNull();
    await user.click(repairTab);
    const panel = await screen.findByRole('region', { name: 'Registration required' });
    expect(within(panel).getByText(/Repair-shop search finds garages/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?next=%2Frepair%3Fq%3Dservis%2520klime%2520Split',
    );
    expect(within(panel).queryByRole('textbox')).toBeNull();
  });

  it('leaves a shared repair search out of the address when another tab is chosen', async () => {
    const { router, user } = renderSection('/?repair=vulkanizer+Osijek');
    await screen.findByRole('tab', { name: /Repair shops/, selected: true });
    await user.click(screen.getByRole('tab', { name: /Classic search/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the tab that /repair stored, once', async () => {
    sessionStorage.setItem('selectedTab', 'repair');
    renderSection();
    expect(await screen.findByRole('tab', { name: /Repair shops/, selected: true })).toBeTruthy();
    expect(sessionStorage.getItem('selectedTab')).toBeNull();
    await act(async () => {});
  });
});
