import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { db } from '../../../lib/db/db';
import { ComparisonBar } from './comparison-bar';
import { freshStore, renderCompare, stubCompareApi } from './compare-test-kit';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const octavia = makeCar({ id: 1, brand: 'Škoda', model: 'Octavia', year: 2019, price: 15_000 });
const golf = makeCar({ id: 2, brand: 'Volkswagen', model: 'Golf', year: 2020, price: 18_500 });

const bar = () => screen.queryByRole('region', { name: 'Cars selected for comparison' });
const compareButton = () => within(bar()!).getByRole('button', { name: 'Compare' });
const status = () =>
  screen
    .getAllByRole('status')
    .map((element) => element.textContent)
    .join(' ');
const dialog = () => screen.queryByRole('dialog', { name: 'Compare cars' });
const dialogState = () =>
  JSON.parse(screen.getByTestId('location-state').textContent ?? 'null') as { dialogs?: { name: string }[] } | null;

async function renderBar(...cars: (typeof octavia)[]) {
  const api = stubCompareApi((ids) => [octavia, golf].filter((car) => ids.includes(car.id)));
  const store = await freshStore(...cars);
  const view = renderCompare(<ComparisonBar store={store} />);
  // The texts have loaded once the status region is there.
  await screen.findByRole('status');
  return { ...view, ...api, store };
}

describe('the comparison bar', () => {
  it('is not there while no car is chosen, appears with one, and compares only two', async () => {
    const { store } = await renderBar();
    expect(bar()).toBeNull();

    act(() => void store.getState().add(octavia));
    const region = await screen.findByRole('region', { name: 'Cars selected for comparison' });
    expect(within(region).getByText('Škoda Octavia')).toBeTruthy();
    expect(within(region).getByText('2019 · €15,000')).toBeTruthy();
    expect(compareButton()).toHaveProperty('disabled', true);
    // The hint says why, and is tied to the disabled button.
    const hint = within(region).getByText('Select one more car to compare');
    expect(compareButton().getAttribute('aria-describedby')).toBe(hint.id);
    await waitFor(() => expect(status()).toContain('1 of 2 cars selected'));

    act(() => void store.getState().add(golf));
    expect(compareButton()).toHaveProperty('disabled', false);
    expect(within(bar()!).queryByText('Select one more car to compare')).toBeNull();
    expect(within(bar()!).getByText('Volkswagen Golf')).toBeTruthy();
    await waitFor(() => expect(status()).toContain('2 of 2 cars selected'));
  });

  it('removes one car with its own button and empties the selection with Clear', async () => {
    const { store } = await renderBar(octavia, golf);
    const user = userEvent.setup();
    await user.click(within(bar()!).getByRole('button', { name: 'Remove Škoda Octavia (2019) from the comparison' }));
    expect(store.getState().cars.map((car) => car.id)).toEqual([2]);
    expect(within(bar()!).queryByText('Škoda Octavia')).toBeNull();
    expect(compareButton()).toHaveProperty('disabled', true);

    await user.click(within(bar()!).getByRole('button', { name: 'Clear' }));
    expect(store.getState().cars).toEqual([]);
    expect(bar()).toBeNull();
    await waitFor(() => expect(status()).toContain('Comparison cleared'));
  });

  it('does not announce the selection loaded at start', async () => {
    await renderBar(octavia);
    expect(bar()).not.toBeNull();
    expect(status()).toBe('');
  });

  it('keeps the end of the page reachable: bottom padding as tall as the bar while it is shown', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 360, 96));
    const { store } = await renderBar();
    expect(document.body.style.paddingBottom).toBe('');
    act(() => void store.getState().add(octavia));
    await waitFor(() => expect(document.body.style.paddingBottom).toBe('96px'));
    expect(document.documentElement.style.getPropertyValue('--comparison-bar-height')).toBe('96px');
    act(() => store.getState().clear());
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.getPropertyValue('--comparison-bar-height')).toBe('');
  });

  it('opens the comparison in a dialog kept in the history; Escape closes it', async () => {
    const { compareRequests } = await renderBar(octavia, golf);
    const user = userEvent.setup();
    await user.click(compareButton());
    const opened = await screen.findByRole('dialog', { name: 'Compare cars' });
    expect(dialogState()?.dialogs).toEqual([{ name: 'compare' }]);
    expect(
      within(opened)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([expect.stringContaining('Škoda Octavia'), expect.stringContaining('Volkswagen Golf')]);
    // Just chosen: the copies kept with the selection are fresh enough, nothing is asked for.
    expect(compareRequests()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(dialogState()?.dialogs ?? []).toEqual([]);
  });

  it('closes the dialog with the browser’s back and opens it again with forward', async () => {
    const { router } = await renderBar(octavia, golf);
    await userEvent.setup().click(compareButton());
    await waitFor(() => expect(dialog()).not.toBeNull());

    await act(() => router.navigate(-1));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(bar()).not.toBeNull();

    await act(() => router.navigate(1));
    await waitFor(() => expect(dialog()).not.toBeNull());
  });
});
