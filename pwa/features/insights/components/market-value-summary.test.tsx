import { cleanup, render, screen } from '@testing-library/react';
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
  rating: 'great',
  comparableIds: [1, 2, 3, 4, 5, 6],
  criteria: { brand: 'Škoda', model: 'Octavia', minYear: 2018, maxYear: 2020, minMileage: 80_000, maxMileage: 100_000 },
};

function show(node: React.ReactNode, url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback="loading">{node}</Suspense>
    </MemoryRouter>,
  );
}

describe('market value summary', () => {
  it('shows the median, the range, how many listings it rests on and a link searching for them', async () => {
    show(<MarketValueSummary value={value} />);
    expect(await screen.findByText('Great price')).toBeTruthy();
    expect(screen.getByText('€14,750')).toBeTruthy();
    expect(screen.getByText(/Compared with 6 similar listings/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Show these 6 listings' });
    expect(link.getAttribute('href')).toBe('/?brand=%C5%A0koda&model=Octavia&minYear=2018&maxYear=2020&minMileage=80000&maxMileage=100000');
  });

  it('warns of a price far below the market, and says when the comparables are too few (Croatian)', async () => {
    await setLanguage('hr');
    show(<MarketValueSummary value={{ ...value, rating: 'tooLow' }} />, '/hr/');
    expect(await screen.findByText(/čuvajte se prijevare/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prikaži tih 6 oglasa' }).getAttribute('href')).toMatch(/^\/hr\/\?brand=/);
    cleanup();
    show(<MarketValueSummary value={{ ...value, count: 2, enough: false, rating: 'notEnoughData' }} />, '/hr/');
    expect(await screen.findByText(/premalo za pouzdanu ocjenu/)).toBeTruthy();
  });

  it('card labels leave "not enough data" out', async () => {
    const { container } = show(<DealLabel rating="notEnoughData" hideUnknown />);
    expect(container.textContent).toBe('');
    cleanup();
    show(<DealLabel rating="overpriced" hideUnknown />);
    expect(await screen.findByText('Overpriced')).toBeTruthy();
  });
});
