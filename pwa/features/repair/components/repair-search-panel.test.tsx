import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RepairSearchRequest } from '@contract/repair-shops';
import { db } from '../../../lib/db/db';
import { useToastStore } from '../../../ui/toast/toast-store';
import { apiError, json, stubApi } from '../../auth/testing/auth-test-kit';
import { currentParams, renderPanel } from '../../ai-search/testing/render-panel';
import { answer, hoursAround, makeShop } from '../testing/repair-fixtures';
import { RepairSearchPanel } from './repair-search-panel';
import { startEachTestOnAFreshDevice } from '../../../lib/testing/fresh-device';

vi.setConfig({ testTimeout: 20_000 });

const toastNow = () => useToastStore.getState().current;
const queryBox = () => screen.findByRole('textbox', { name: /What do you need, and where\?/ });
const cards = () => within(screen.getByRole('list', { name: /repair shops? found/ })).getAllByRole('article');

async function search(text: string) {
  fireEvent.change(await queryBox(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search repair shops' }));
}

startEachTestOnAFreshDevice();

describe('the repair search panel', () => {
  it('refuses a query under 3 characters with the fixed message, sending nothing', async () => {
    const api = stubApi({ handle: () => answer([]) });
    renderPanel(<RepairSearchPanel />);
    await search(' ab ');
    expect(await screen.findByText('Query must be at least 3 characters')).toBeTruthy();
    expect(api.posted('/api/repair-shops/search')).toHaveLength(0);
  });

  it('searches, says how many were found, shows the cards, and keeps the query in the address', async () => {
    const now = Date.now();
    const shops = [
      makeShop({ ...hoursAround(now, true) }),
      makeShop({
        id: 'bundled:split-02',
        name: 'Klima servis Grgić',
        ratings: 3.7,
        reviews: 1,
        ...hoursAround(now, false),
      }),
    ];
    const api = stubApi({
      handle: (request) => (request.path === '/api/repair-shops/search' ? answer(shops, { total: 2 }) : undefined),
    });
    renderPanel(<RepairSearchPanel />);
    await search('servis klime Split');

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(api.posted('/api/repair-shops/search')[0]!.body).toEqual({
      query: 'servis klime Split',
      language: 'en',
    } satisfies RepairSearchRequest);
    expect(toastNow()).toMatchObject({
      variant: 'success',
      title: 'Search complete',
      description: '2 repair shops found',
    });
    expect(screen.getByText('Showing 2 of 2 shops')).toBeTruthy();
    expect(currentParams().get('repair')).toBe('servis klime Split');
    const first = cards()[0]!;
    expect(within(first).getByRole('heading', { name: 'Auto klima Vuković' })).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(first).getByText('(212 reviews)')).toBeTruthy();
    expect(within(first).getByText(/^Open now · until \d\d:\d\d$/)).toBeTruthy();
    expect(within(cards()[1]!).getByText(/^Closed · opens (at|tomorrow at) \d\d:\d\d$/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Call Auto klima Vuković' }).getAttribute('href')).toBe(
      'tel:+385212653267',
    );
    expect(
      within(first)
        .getByRole('link', { name: /Auto klima Vuković on Google Maps/ })
        .getAttribute('target'),
    ).toBe('_blank');
    expect(screen.getByText(/These shops are invented for trying out the app/)).toBeTruthy();

    // Details expand in place.
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Services and hours' }));
    expect(within(first).getByText('A/C disinfection')).toBeTruthy();
  });

  it('filters by service and by "open now"', async () => {
    const now = Date.now();
    const shops = [
      makeShop({ id: 'a', name: 'Open klima', ...hoursAround(now, true) }),
      makeShop({ id: 'b', name: 'Closed klima', ...hoursAround(now, false) }),
      makeShop({
        id: 'c',
        name: 'Open tyres',
        categories: ['tyres'],
        services: ['Tyre change'],
        ...hoursAround(now, true),
      }),
    ];
    stubApi({ handle: () => answer(shops) });
    renderPanel(<RepairSearchPanel />);
    await search('Split');
    await waitFor(() => expect(cards()).toHaveLength(3));
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Open now' }));
    expect(cards().map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Open klima',
      'Open tyres',
    ]);
    await user.click(screen.getByRole('button', { name: /^Tyres/ }));
    expect(cards().map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(['Open tyres']);
    expect(screen.getByText('1 of the 3 shops shown match your filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(3);
  });

  it('says No Repair Shops Found for an empty answer', async () => {
    stubApi({ handle: () => answer([]) });
    renderPanel(<RepairSearchPanel />);
    await search('homologacija Knin');
    expect(await screen.findByRole('heading', { name: 'No Repair Shops Found' })).toBeTruthy();
    expect(toastNow()).toMatchObject({ title: 'No Repair Shops Found' });
  });

  it('shows Search Failed with what went wrong when the map service fails, and can try again', async () => {
    let fail = true;
    stubApi({
      handle: () =>
        fail
          ? json(
              {
                code: 'repairSearchFailed',
                message: 'Search Failed: the map service is busy. Please try again in a minute.',
                reason: 'busy',
              },
              502,
            )
          : answer([makeShop()]),
    });
    renderPanel(<RepairSearchPanel />);
    await search('autoservis Zagreb');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Search Failed' })).toBeTruthy();
    expect(within(notice).getByText('The map service is busy right now. Please try again in a minute.')).toBeTruthy();
    expect(toastNow()).toMatchObject({ variant: 'destructive', title: 'Search Failed' });
    fail = false;
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('tells a person over the rate limit to wait', async () => {
    stubApi({
      handle: () => apiError(429, 'rate_limited', 'Too many attempts. Please wait 40 minutes and try again.'),
    });
    renderPanel(<RepairSearchPanel />);
    await search('autoservis Zagreb');
    expect(
      await screen.findByText('You have searched a lot in a short time. Please wait a few minutes and try again.'),
    ).toBeTruthy();
  });

  it('opens the details: stars with a half star and one decimal, services, website, call and map links, the source', async () => {
    stubApi({ handle: () => answer([makeShop({ ratings: 3.5, reviews: 1 })]) });
    renderPanel(<RepairSearchPanel />);
    await search('servis klime Split');
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Details of Auto klima Vuković' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto klima Vuković' });
    expect(within(dialog).getByRole('img', { name: 'Rated 3.5 out of 5' }).querySelectorAll('svg')).toHaveLength(5);
    expect(within(dialog).getByText('3.5')).toBeTruthy();
    expect(within(dialog).getByText('(1 review)')).toBeTruthy();
    expect(within(dialog).getByText('A/C service and recharge')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Website: www\.auto-klima-vukovic\.example/ })
        .getAttribute('href'),
    ).toBe('https://www.auto-klima-vukovic.example');
    expect(within(dialog).getByRole('link', { name: 'Call +385 21 265 3267' })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Open in Google Maps/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    expect(within(dialog).getByRole('link', { name: /Open in OpenStreetMap/ })).toBeTruthy();
    expect(within(dialog).getByText(/These shops are invented for trying out the app/)).toBeTruthy();
  });

  it('says OpenStreetMap has no ratings instead of showing zero stars, and credits it', async () => {
    stubApi({
      handle: () =>
        answer([makeShop({ ratings: undefined, reviews: undefined, id: 'osm:node/1' })], {
          source: {
            provider: 'osm',
            demo: false,
            attribution: '© OpenStreetMap contributors',
            attributionUrl: 'https://www.openstreetmap.org/copyright',
            cached: false,
            fetchedAt: new Date().toISOString(),
          },
        }),
    });
    renderPanel(<RepairSearchPanel />);
    await search('servis klime Split');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('No ratings in OpenStreetMap')).toBeTruthy();
    expect(within(cards()[0]!).queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('loads more shops with the answer’s cursor', async () => {
    const api = stubApi({
      handle: (request) =>
        (request.body as RepairSearchRequest).cursor === 'o:1'
          ? answer([makeShop({ id: 'b', name: 'Second shop' })], { total: 2 })
          : answer([makeShop({ id: 'a', name: 'First shop' })], { total: 2, nextCursor: 'o:1' }),
    });
    renderPanel(<RepairSearchPanel />);
    await search('Split');
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Show more shops' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(api.posted('/api/repair-shops/search')[1]!.body).toEqual({ query: 'Split', language: 'en', cursor: 'o:1' });
    expect(screen.queryByRole('button', { name: 'Show more shops' })).toBeNull();
  });

  it('runs a shared search from the address', async () => {
    const api = stubApi({ handle: () => answer([makeShop()]) });
    renderPanel(<RepairSearchPanel />, { url: '/?repair=servis+klime+Split' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect((await queryBox()).getAttribute('value')).toBe('servis klime Split');
    expect(api.posted('/api/repair-shops/search')).toHaveLength(1);
  });

  it('offline, shows the results of the same search kept on the device, with their age', async () => {
    const online = stubApi({ handle: () => answer([makeShop({ name: 'Kept shop' })]) });
    renderPanel(<RepairSearchPanel />);
    await search('servis klime Split');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await waitFor(async () => expect(await db.repairSearches.count()).toBe(1));
    expect(online.posted('/api/repair-shops/search')).toHaveLength(1);
    cleanup();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPanel(<RepairSearchPanel />);
    expect(await screen.findByRole('heading', { name: 'Recent searches' })).toBeTruthy();
    await search('Servis klime  split');
    expect(await screen.findByText(/^Offline: results saved /)).toBeTruthy();
    expect(within(cards()[0]!).getByRole('heading', { name: 'Kept shop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more shops' })).toBeNull();
    vi.restoreAllMocks();
  });
});
