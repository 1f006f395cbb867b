import 'fake-indexeddb/auto';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarAnalysisResponse } from '@contract/car-analysis';
import { makeCar } from '@contract/testing/listing-fixture';
import { getCarAnalysis } from '../../../lib/db';
import { db } from '../../../lib/db/db';
import { setLanguage } from '../../../lib/i18n';
import { restoreBrowserOnline, setBrowserOnline } from '../../../lib/testing/fake-fetch';
import { AnalysisAction } from './analysis-action';

beforeEach(() => db.analyses.clear());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  restoreBrowserOnline();
  await setLanguage('en');
});

const car = makeCar({ id: 7, brand: 'Škoda', model: 'Octavia' });
const answer: CarAnalysisResponse = {
  carId: 7,
  language: 'de',
  // As a JSON string: the client accepts the analysis either way.
  analysis: JSON.stringify({
    fuelConsumption: ['Etwa 6,1 l/100 km im Alltag.'],
    commonProblems: ['Zahnriemen prüfen.'],
    maintenanceCosts: ['Etwa 2.400 € im Jahr.'],
    ownerImpressions: ['Keine gesammelten Eindrücke.'],
    prosAndCons: { pros: ['Scheckheft.'], cons: ['Hohe Laufleistung.'] },
  }),
  marketValue: {
    price: 15_000,
    median: 15_000,
    low: 14_000,
    high: 16_000,
    percentile: 50,
    count: 6,
    enough: true,
    rating: 'fair',
    comparableIds: [1, 2, 3, 4, 5, 6],
    criteria: {
      brand: 'Škoda',
      model: 'Octavia',
      minYear: 2018,
      maxYear: 2020,
      minMileage: 80_000,
      maxMileage: 100_000,
    },
  },
  engine: 'builtin',
  generatedAt: new Date().toISOString(),
  cached: false,
};

function stubAnalysis(respond: (signal: AbortSignal) => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => respond(init.signal!));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = () =>
  render(
    <MemoryRouter initialEntries={['/de/']}>
      <Suspense fallback="loading">
        <AnalysisAction car={car} />
      </Suspense>
    </MemoryRouter>,
  );

describe('AI analysis action', () => {
  it('shows the analysis in German in a dialog: sections, market value and a link to the comparables', async () => {
    await setLanguage('de');
    const fetch = stubAnalysis(
      async () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: /KI-Analyse/ }));
    const dialog = await screen.findByRole('dialog', { name: 'KI-Analyse: Škoda Octavia' });
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/cars/7/analysis?lang=de');
    for (const heading of [
      'Verbrauch im Alltag',
      'Häufige Probleme und was zu prüfen ist',
      'Marktwert',
      'Eindrücke von Haltern',
      'Vor- und Nachteile',
    ]) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(dialog).getByText('Hohe Laufleistung.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Diese 6 Angebote anzeigen' }).getAttribute('href')).toMatch(
      /^\/de\/\?brand=/,
    );
  });

  it('names the car in the dialog title as the language does (E-klase, E-Klasse), not by the English model name', async () => {
    const eClass = makeCar({ id: 7, brand: 'Mercedes-Benz', model: 'E-Class' });
    stubAnalysis(
      async () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    for (const [language, button, title] of [
      ['hr', /AI analiza/, 'AI analiza: Mercedes-Benz E-klase'],
      ['de', /KI-Analyse/, 'KI-Analyse: Mercedes-Benz E-Klasse'],
    ] as const) {
      await setLanguage(language);
      const view = render(
        <MemoryRouter initialEntries={[`/${language}/`]}>
          <Suspense fallback="loading">
            <AnalysisAction car={eClass} />
          </Suspense>
        </MemoryRouter>,
      );
      await userEvent.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
      view.unmount();
    }
  });

  it('cancelling while pending aborts and says "Analysis Cancelled", with a retry; the limit has its own text', async () => {
    let aborted = false;
    stubAnalysis(
      (signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: /AI analysis/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Analysis Cancelled')).toBeTruthy();
    expect(aborted).toBe(true);
    stubAnalysis(
      async () =>
        new Response(
          JSON.stringify({
            code: 'quota_exceeded',
            message: 'Daily AI analysis limit reached. Please try again tomorrow.',
          }),
          { status: 429, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You've reached your AI analysis limit. Please try again later.")).toBeTruthy();
  });

  it('keeps an analysis once read on the device and opens it offline, labelled with its age', async () => {
    await setLanguage('de');
    stubAnalysis(
      async () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: /KI-Analyse/ }));
    await screen.findByRole('dialog', { name: 'KI-Analyse: Škoda Octavia' });
    await expect.poll(() => getCarAnalysis(7, 'de')).toMatchObject({ response: { carId: 7, language: 'de' } });
    cleanup();
    // Read two hours ago; now offline: no request, the kept copy with its age.
    await db.analyses.update('car:7:de', { savedAt: Date.now() - 2 * 60 * 60 * 1000 });
    setBrowserOnline(false);
    const fetch = stubAnalysis(() => Promise.reject(new TypeError('Failed to fetch')));
    show();
    await userEvent.click(await screen.findByRole('button', { name: /KI-Analyse/ }));
    const dialog = await screen.findByRole('dialog', { name: 'KI-Analyse: Škoda Octavia' });
    expect(fetch).not.toHaveBeenCalled();
    expect(within(dialog).getByText(/auf diesem Gerät gespeichert, gelesen vor 2 Stunden/)).toBeTruthy();
    expect(
      within(dialog).getByText('Sie sind offline: Dies ist die auf diesem Gerät gespeicherte Fassung.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Hohe Laufleistung.')).toBeTruthy();
  });

  it('offline without a kept copy, or when the network fails, says so and offers a retry', async () => {
    stubAnalysis(() => Promise.reject(new TypeError('Failed to fetch')));
    show();
    await userEvent.click(await screen.findByRole('button', { name: /AI analysis/ }));
    expect(
      await screen.findByText("You are offline, and this car's AI analysis has not been read on this device yet."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
