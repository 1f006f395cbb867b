import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketValue } from '@contract/market-value';
import { setLanguage } from '../../../lib/i18n';
import { DealLabel } from './deal-label';
import { MarketValueSummary } from './market-value-summary';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

const value: MarketValue = {
  price: 12_000,
  median: 14_750,
  low: 14_000,
  high: 15_500,
  percentile: 10,
  count: 6,
  enough: true,
  confidence: 'high',
  rating: 'great',
  riskNote: false,
  comparableIds: [1, 2, 3, 4, 5, 6],
  comparables: [
    {
      id: 2,
      brand: 'Škoda',
      model: 'Octavia',
      year: 2019,
      mileage: 108_000,
      powerKw: 100,
      price: 13_900,
      adjustedPrice: 14_600,
      differences: { years: 0, km: 18_000, kw: -10, features: 0 },
    },
    {
      id: 3,
      brand: 'Škoda',
      model: 'Octavia',
      year: 2021,
      mileage: 90_000,
      powerKw: 110,
      price: 16_900,
      adjustedPrice: 14_900,
      differences: { years: 2, km: 0, kw: 0, features: 1 },
    },
  ],
  criteria: {
    brand: 'Škoda',
    model: 'Octavia',
    fuelType: 'diesel',
    transmission: 'manual',
    minYear: 2016,
    maxYear: 2022,
    minMileage: 80_000,
    maxMileage: 108_000,
  },
};

function show(node: React.ReactNode, url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback="loading">{node}</Suspense>
    </MemoryRouter>,
  );
}

describe('market value summary', () => {
  it('shows the value, the range, the confidence, the comparables with their differences named, and a link searching for them', async () => {
    show(<MarketValueSummary value={value} />);
    expect(await screen.findByText('Great price')).toBeTruthy();
    expect(screen.getByText('€14,750')).toBeTruthy();
    expect(screen.getByText('High')).toBeTruthy();
    expect(screen.getByText(/Based on 6 like-for-like listings/)).toBeTruthy();
    const cards = screen.getAllByTestId('comparable-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('+18,000 km, 10 kW less')).toBeTruthy();
    expect(within(cards[0]!).getByText('€14,600 for this car')).toBeTruthy();
    expect(within(cards[1]!).getByText('2 years newer, 1 more feature')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toMatch(/^\/car\/skoda-octavia-2019-diesel-/);
    const link = screen.getByRole('link', { name: 'Show these 6 listings' });
    expect(link.getAttribute('href')).toBe(
      '/?brand=%C5%A0koda&model=Octavia&fuelTypes=diesel&transmission=manual&minYear=2016&maxYear=2022&minMileage=80000&maxMileage=108000',
    );
  });

  it('asks the question of a price far below the market, and says plainly when the value is not sure enough (Croatian)', async () => {
    await setLanguage('hr');
    show(<MarketValueSummary value={{ ...value, rating: 'tooLow', riskNote: true }} />, '/hr/');
    expect(await screen.findByText(/Pitajte zašto prije nego što krenete na put/)).toBeTruthy();
    expect(screen.getByText('Daleko ispod sličnih vozila')).toBeTruthy();
    expect(screen.getByText('+18.000 km, 10 kW manje')).toBeTruthy();
    expect(screen.getByText('2 godine mlađi, 1 stavka opreme više')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prikaži tih 6 oglasa' }).getAttribute('href')).toMatch(/^\/hr\/\?brand=/);
    cleanup();
    show(
      <MarketValueSummary value={{ ...value, count: 2, enough: false, confidence: 'low', rating: 'notEnoughData' }} />,
      '/hr/',
    );
    expect(await screen.findByText(/nije dovoljno za pouzdanu ocjenu/)).toBeTruthy();
    expect(screen.getByText(/Prema 2 usporediva oglasa/)).toBeTruthy();
  });

  it('card labels leave "not enough data" out and explain themselves on a tap', async () => {
    const { container } = show(<DealLabel rating="notEnoughData" hideUnknown explain />);
    expect(container.textContent).toBe('');
    cleanup();
    show(<DealLabel rating="overpriced" hideUnknown explain />);
    const label = await screen.findByRole('button', { name: 'Overpriced' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(label);
    const explanation = await screen.findByRole('dialog', { name: 'What does “Overpriced” mean?' });
    expect(explanation.textContent).toMatch(/More than 15 % above the value of similar cars/);
  });
});
