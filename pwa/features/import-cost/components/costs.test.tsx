import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { LandedLine, LandedPrice, LoanCalculator } from './costs';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const german = makeCar({
  id: 41,
  brand: 'Volkswagen',
  model: 'Golf',
  modelDescription: '2.0 TDI',
  year: 2018,
  countryId: 11,
  location: 'München',
  price: 16_000,
  mileage: 98_000,
  additionalDetails: {
    ...makeCar({ id: 1 }).additionalDetails,
    firstRegistration: '2018-05',
    powerKw: 110,
    engineCc: 1968,
  },
});
const croatian = makeCar({ id: 42, countryId: 4 });

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('the price with import to Croatia', () => {
  it('shows the landed price of a car from abroad and its working; a higher CO₂ raises it', async () => {
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <LandedPrice car={german} />
      </Suspense>,
    );
    const block = await screen.findByTestId('landed-price');
    expect(within(block).getByText('Price with import to Croatia')).toBeTruthy();
    const landed = () => euros(block.querySelectorAll('p')[1]!.textContent);
    const before = landed();
    expect(before).toBeGreaterThan(16_000);

    await user.click(within(block).getByRole('button', { name: 'How we worked it out' }));
    expect(within(block).getByRole('heading', { name: 'Import to Croatia: what it costs' })).toBeTruthy();
    expect(within(block).getByText(/No Croatian VAT/)).toBeTruthy();
    const co2 = within(block).getByRole('textbox', { name: /CO₂ emissions \(NEDC\)/ });
    await user.clear(co2);
    await user.type(co2, '220');
    await user.tab();
    await waitFor(() => expect(landed()).toBeGreaterThan(before));
  });

  it('shows nothing for a Croatian listing', async () => {
    render(
      <Suspense fallback={null}>
        <LandedPrice car={croatian} />
        <LandedLine car={croatian} />
        <LandedLine car={german} />
      </Suspense>,
    );
    // The German car's line shows (texts loaded, rendered); the Croatian car has none.
    expect((await screen.findAllByTestId('landed-line')).length).toBe(1);
    expect(screen.queryByTestId('landed-price')).toBeNull();
  });

  it('the loan of a Croatian car: the monthly payment of the asking price at the default rate, following the term', async () => {
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <LoanCalculator car={croatian} />
      </Suspense>,
    );
    const loan = await screen.findByTestId('loan-calculator');
    // 15,000 € less a 3,000 € down payment, over 60 months at 5.35 %: 12,000 × r / (1 − (1 + r)^−60) with r = 0.0535 / 12 = 228.38 a month.
    expect(within(loan).getByTestId('loan-monthly').textContent).toBe('€228.38');
    const term = within(loan).getByRole('textbox', { name: 'Term, months' });
    await user.clear(term);
    await user.type(term, '12');
    await user.tab();
    await waitFor(() => expect(within(loan).getByTestId('loan-monthly').textContent).toBe('€1,029.22'));
  });
});
