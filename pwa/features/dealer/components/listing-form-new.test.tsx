import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../auth/testing/auth-test-kit';
import { renderPanel } from '../../ai-search/testing/render-panel';
import { describedText, field } from '../testing/field-errors';
import { ListingForm } from './listing-form';
import { startEachTestOnAFreshDevice } from '../../../lib/testing/fresh-device';

// The first render waits for the texts and the catalog's lists: room for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const publish = () => screen.findByRole('button', { name: 'Publish' }, { timeout: 30_000 });
/** A select's trigger, named by its value and its label ("Choose… Fuel"). */
const select = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const typeVin = (vin: string) => fireEvent.change(field('vin'), { target: { value: vin } });

startEachTestOnAFreshDevice();

describe('a new listing', () => {
  it('opens with no fact chosen: fuel, gearbox, body and colour ask for a choice, and say they are required', async () => {
    stubApi();
    renderPanel(<ListingForm onDone={() => undefined} />);
    await publish();
    for (const label of ['Fuel', 'Transmission', 'Body type', 'Colour']) {
      expect(select(label).textContent).toContain('Choose…');
      expect(describedBy(select(label))).toContain('Required');
    }
    for (const name of ['doors', 'seats', 'previousOwners']) expect(field(name).value).toBe('');
    expect(field('year').getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
  });

  it('sent empty: every required field says what is missing, and nothing is sent', async () => {
    const api = stubApi();
    renderPanel(<ListingForm onDone={() => undefined} />);
    fireEvent.click(await publish());
    await waitFor(() => expect(describedBy(select('Fuel'))).toContain('Please choose one'));
    for (const label of ['Brand', 'Transmission', 'Body type', 'Colour'])
      expect(describedBy(select(label))).toContain('Please choose one');
    for (const name of ['year', 'price', 'mileage', 'powerKw', 'doors', 'seats', 'previousOwners'])
      expect(describedText(name), name).toContain('Please fill in this field');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('a VIN typed first fills in the brand from its manufacturer code, and says so', async () => {
    stubApi();
    renderPanel(<ListingForm onDone={() => undefined} />);
    await publish();
    typeVin('TMBJJ7NE5K0123456');
    await waitFor(() => expect(select('Brand').textContent).toContain('Škoda'));
    expect(screen.getByTestId('vin-notes').textContent).toContain('Brand filled in from the VIN: Škoda.');
    // A European VIN gives no model year to offer.
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    // Corrected before a model was chosen, the VIN's brand follows.
    typeVin('WVWZZZ1KZ8W123456');
    await waitFor(() => expect(select('Brand').textContent).toContain('Volkswagen'));
  });

  it('never replaces a brand the dealer chose', async () => {
    stubApi();
    renderPanel(<ListingForm onDone={() => undefined} />);
    await publish();
    fireEvent.click(select('Brand'));
    fireEvent.click(await screen.findByRole('option', { name: 'Audi' }));
    await waitFor(() => expect(select('Brand').textContent).toContain('Audi'));
    typeVin('TMBJJ7NE5K0123456');
    expect(field('vin').value).toBe('TMBJJ7NE5K0123456');
    expect(select('Brand').textContent).toContain('Audi');
    expect(screen.getByTestId('vin-notes').textContent).toBe('');
  });

  it('a North American VIN offers its model year, taken only when the dealer says so', async () => {
    stubApi();
    renderPanel(<ListingForm onDone={() => undefined} />);
    await publish();
    typeVin('1FAHP3FN8AW139719'); // a 2010 Ford Focus built in the USA
    await waitFor(() => expect(select('Brand').textContent).toContain('Ford'));
    expect(field('year').value).toBe('');
    expect(screen.getByTestId('vin-notes').textContent).toContain('The VIN gives model year 2010');
    fireEvent.click(screen.getByRole('button', { name: 'Use 2010' }));
    await waitFor(() => expect(field('year').value).toBe('2010'));
    expect(screen.queryByRole('button', { name: 'Use 2010' })).toBeNull();
  });
});
