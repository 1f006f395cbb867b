import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { rememberListings } from '../../../lib/db';
import { db } from '../../../lib/db/db';
import { setLanguage } from '../../../lib/i18n';
import { restoreBrowserOnline, setBrowserOnline } from '../../../lib/testing/fake-fetch';
import type { ComparisonStore } from '../comparison-store';
import { ComparisonDialog } from './comparison-dialog';
import { freshStore, renderCompare, stubCompareApi } from './compare-test-kit';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  restoreBrowserOnline();
  await setLanguage('en');
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const octavia = makeCar({
  id: 1,
  brand: 'Škoda',
  model: 'Octavia',
  year: 2018,
  price: 12_000,
  mileage: 60_000,
  fuelType: 'diesel',
  countryId: 4,
});
const golf = makeCar({
  id: 2,
  brand: 'Volkswagen',
  model: 'Golf',
  year: 2020,
  price: 15_000,
  mileage: 90_000,
  fuelType: 'petrol',
  countryId: 1,
});

const dialog = () => screen.findByRole('dialog', { name: 'Compare cars' });

/** The row whose header starts with `label`: its header text and its two cells' texts. */
function row(label: string) {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${label}( \\(.+\\))?$`) });
  const cells = within(header.closest('tr')!).getAllByRole('cell');
  const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');
  return { header: text(header), a: text(cells[0]!), b: text(cells[1]!) };
}

/** Makes the copies kept with the selection `age` old (chosen that long ago). */
function chosenAgo(store: ComparisonStore, age: number) {
  const addedAt = Object.fromEntries(store.getState().cars.map((car) => [car.id, Date.now() - age]));
  store.setState({ addedAt });
}

describe('the comparison dialog', () => {
  it('shows every field of both cars side by side and marks the cheaper, newer and less driven one in words', async () => {
    stubCompareApi();
    const store = await freshStore(octavia, golf);
    renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
    const table = within(await dialog()).getByRole('table');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([expect.stringMatching(/Škoda Octavia.*€12,000/), expect.stringMatching(/Volkswagen Golf.*€15,000/)]);
    // The car offered abroad also shows its estimated price with import to Croatia, once that is worked out.
    await waitFor(() => expect(row('Price').b).toMatch(/With import/));
    expect(row('Price')).toEqual({
      header: 'Price (differs)',
      a: '€12,000Cheaper',
      b: expect.stringMatching(/^€15,000With import: €[\d,]+Estimated price with import to Croatia: €[\d,]+$/),
    });
    expect(row('Year')).toEqual({ header: 'Year (differs)', a: '2018', b: '2020Newer' });
    expect(row('Mileage')).toEqual({ header: 'Mileage (differs)', a: '60,000 kmFewer km', b: '90,000 km' });
    expect(row('Fuel')).toMatchObject({ a: 'Diesel', b: 'Petrol' });
    expect(row('Transmission')).toEqual({ header: 'Transmission', a: 'Manual', b: 'Manual' });
    expect(row('Power')).toMatchObject({ a: '110 kW (150 hp)' });
    expect(row('Features')).toMatchObject({ a: 'Air conditioningNavigation' });
    expect(row('Service history')).toMatchObject({ a: 'Yes' });
    expect(row('Seller type')).toMatchObject({ a: 'Dealer' });
    await waitFor(() => expect(row('Country')).toMatchObject({ a: 'Croatia', b: 'Austria' }));
    for (const label of [
      'Brand',
      'Model',
      'Version',
      'Body type',
      'Colour',
      'Engine',
      'Doors',
      'Seats',
      'Previous owners',
      'First registration',
      'VIN',
      'Location',
      'Listing type',
      'Listed',
      'Valid until',
      'Views',
      'Seller',
      'Description',
    ]) {
      expect(row(label).a, label).not.toBe('');
    }
    // Fresh copies carry no age.
    expect(screen.queryByText(/^Saved /)).toBeNull();
  });

  it('can hide the rows in which the cars are the same', async () => {
    stubCompareApi();
    const store = await freshStore(octavia, golf);
    renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
    await dialog();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Show differences only' }));
    expect(screen.queryByRole('rowheader', { name: /^Transmission/ })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: /^Technical details/ })).toBeNull();
    expect(row('Price').a).toBe('€12,000Cheaper');
    expect(row('Brand')).toMatchObject({ a: 'Škoda', b: 'Volkswagen' });
  });

  it('offline, compares the copies on the device and says how old each one is', async () => {
    const { compareRequests } = stubCompareApi();
    const store = await freshStore(octavia, golf);
    chosenAgo(store, 3 * HOUR);
    await rememberListings([{ ...octavia, price: 11_500 }], Date.now() - 2 * HOUR - 5 * MINUTE);
    setBrowserOnline(false);
    renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
    const opened = await dialog();

    await waitFor(() =>
      expect(
        within(opened).getByText('You are offline. The comparison shows the copies saved on this device.'),
      ).toBeTruthy(),
    );
    await waitFor(() =>
      expect(
        within(opened)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual([
        expect.stringMatching(/Škoda Octavia.*€11,500.*Saved 2 hours ago/),
        expect.stringMatching(/Volkswagen Golf.*Saved 3 hours ago/),
      ]),
    );
    expect(compareRequests()).toEqual([]);
  });

  it('says the age in the interface language', async () => {
    await setLanguage('de');
    stubCompareApi();
    const store = await freshStore(octavia, golf);
    chosenAgo(store, 2 * HOUR);
    setBrowserOnline(false);
    renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
    const opened = await screen.findByRole('dialog', { name: 'Fahrzeugvergleich' });
    await waitFor(() => expect(within(opened).getAllByText('Gespeichert: vor 2 Stunden')).toHaveLength(2));
    expect(row('Preis').a).toBe('12.000 €Günstiger');
  });

  it('when the refresh fails, keeps showing the chosen copies with their age and offers to try again', async () => {
    let fail = true;
    const { compareRequests } = stubCompareApi(() =>
      fail ? new Response('Server error', { status: 500 }) : [{ ...octavia, price: 11_000 }, golf],
    );
    const store = await freshStore(octavia, golf);
    chosenAgo(store, 10 * MINUTE);
    renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
    const opened = await dialog();

    const alert = await within(opened).findByRole('alert');
    expect(alert.textContent).toContain('The latest details could not be loaded.');
    expect(within(opened).getAllByText('Saved 10 minutes ago')).toHaveLength(2);
    expect(row('Price').a).toBe('€12,000Cheaper');

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(row('Price').a).toBe('€11,000Cheaper'));
    expect(within(opened).queryByRole('alert')).toBeNull();
    expect(within(opened).queryByText(/^Saved /)).toBeNull();
    expect(compareRequests()).toHaveLength(2);
  });

  it('shows a loading placeholder until the stored selection has loaded', async () => {
    stubCompareApi();
    const store = await freshStore(octavia, golf);
    store.setState({ hydrated: false });
    renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
    const opened = await dialog();
    expect(within(opened).getByRole('status').textContent).toBe('Loading the comparison…');
    expect(within(opened).queryByRole('table')).toBeNull();

    act(() => store.setState({ hydrated: true }));
    expect(within(opened).getByRole('table')).toBeTruthy();
    expect(within(opened).queryByText('Loading the comparison…')).toBeNull();
  });

  it('asks for two cars when fewer are chosen', async () => {
    stubCompareApi();
    const store = await freshStore(octavia);
    renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
    const opened = await dialog();
    expect(within(opened).getByRole('heading', { name: 'Choose two cars' })).toBeTruthy();
    expect(within(opened).queryByRole('table')).toBeNull();
  });

  it('offers to remove a chosen car the server no longer has', async () => {
    stubCompareApi(() => [golf]);
    const store = await freshStore(octavia, golf);
    chosenAgo(store, 10 * MINUTE);
    renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
    const opened = await dialog();
    expect(
      await within(opened).findByText(
        'Škoda Octavia (2018) is no longer listed. Remove it and choose another car to compare.',
      ),
    ).toBeTruthy();
    await userEvent.setup().click(within(opened).getByRole('button', { name: 'Remove Škoda Octavia (2018)' }));
    expect(store.getState().cars.map((car) => car.id)).toEqual([2]);
    expect(await within(opened).findByRole('heading', { name: 'Choose two cars' })).toBeTruthy();
  });
});
