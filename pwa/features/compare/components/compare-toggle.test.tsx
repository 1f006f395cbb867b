import 'fake-indexeddb/auto';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { db } from '../../../lib/db/db';
import { setLanguage } from '../../../lib/i18n';
import { dismissToast, useToastStore } from '../../../ui/toast/toast-store';
import { CompareToggle } from './compare-toggle';
import { freshStore, renderCompare, stubCompareApi } from './compare-test-kit';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));
afterEach(async () => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const octavia = makeCar({ id: 1, brand: 'Škoda', model: 'Octavia', year: 2019 });
const golf = makeCar({ id: 2, brand: 'Volkswagen', model: 'Golf', year: 2020 });
const clio = makeCar({ id: 3, brand: 'Renault', model: 'Clio', year: 2021 });
const ids = (store: Awaited<ReturnType<typeof freshStore>>) => store.getState().cars.map((car) => car.id);

async function renderToggles() {
  stubCompareApi();
  const store = await freshStore();
  renderCompare(
    <>
      {[octavia, golf, clio].map((car) => (
        <CompareToggle key={car.id} car={car} store={store} />
      ))}
    </>,
  );
  const toggle = (name: string) => screen.findByRole('button', { name: `Compare ${name}` });
  return { store, toggle };
}

describe('the compare toggle on a result card', () => {
  it('adds the car and takes it out again, showing the state as pressed', async () => {
    const { store, toggle } = await renderToggles();
    const user = userEvent.setup();
    const button = await toggle('Škoda Octavia (2019)');
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await user.click(button);
    expect(ids(store)).toEqual([1]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // The name stays the same; the state is the pressed state.
    expect(await toggle('Škoda Octavia (2019)')).toBe(button);

    await user.click(button);
    expect(ids(store)).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses a third car with the limit notice and leaves the two chosen ones alone', async () => {
    const { store, toggle } = await renderToggles();
    const user = userEvent.setup();
    await user.click(await toggle('Škoda Octavia (2019)'));
    await user.click(await toggle('Volkswagen Golf (2020)'));
    expect(useToastStore.getState().current).toBeNull();

    const third = await toggle('Renault Clio (2021)');
    await user.click(third);
    expect(ids(store)).toEqual([1, 2]);
    expect(third.getAttribute('aria-pressed')).toBe('false');
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Comparison Limit Reached',
      description: 'You can compare up to 2 cars at a time',
    });
    expect((await toggle('Škoda Octavia (2019)')).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a car chosen elsewhere (another card, the stored selection) as pressed', async () => {
    const { store, toggle } = await renderToggles();
    act(() => void store.getState().add(golf));
    expect((await toggle('Volkswagen Golf (2020)')).getAttribute('aria-pressed')).toBe('true');
    expect((await toggle('Renault Clio (2021)')).getAttribute('aria-pressed')).toBe('false');
  });

  it('speaks Croatian in Croatian, the limit notice included', async () => {
    await setLanguage('hr');
    stubCompareApi();
    const store = await freshStore(octavia, golf);
    renderCompare(<CompareToggle car={clio} store={store} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Usporedi Renault Clio (2021)' }));
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Dosegnuto ograničenje usporedbe',
      description: 'Istodobno možete usporediti najviše 2 automobila',
    });
  });
});
