/**
 * The AI comparison inside the comparison dialog: the action, a cancellable loading
 * state (a cancel is silent), the analysis in the dialog, closing aborts and resets, the error texts, and
 * the sign-in link for visitors.
 */
import 'fake-indexeddb/auto';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Car } from '@contract/car';
import type { ComparisonAnalysisResponse } from '@contract/car-analysis';
import { COUNTRIES } from '@contract/catalog';
import { makeCar } from '@contract/testing/listing-fixture';
import { getComparisonAnalysis } from '../../../lib/db';
import { db } from '../../../lib/db/db';
import { restoreBrowserOnline, setBrowserOnline } from '../../../lib/testing/fake-fetch';
import { setLanguage } from '../../../lib/i18n';
import { ComparisonDialog } from './comparison-dialog';
import { freshStore, renderCompare } from './compare-test-kit';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  restoreBrowserOnline();
  await setLanguage('en');
});

const octavia = makeCar({ id: 1, brand: 'Škoda', model: 'Octavia', year: 2018, price: 12_000 });
const golf = makeCar({ id: 2, brand: 'Volkswagen', model: 'Golf', year: 2020, price: 15_000, fuelType: 'petrol' });
const ANSWER: ComparisonAnalysisResponse = {
  carIds: [1, 2],
  language: 'hr',
  analysis: {
    summary: 'Škoda Octavia (2018., 90.000 km) naspram Volkswagen Golf (2020., 90.000 km).',
    valueSummary: ['Škoda Octavia: cijena je realna.', 'Volkswagen Golf: cijena je visoka.'],
    mainDifferences: ['Starost: Volkswagen Golf novije je vozilo za 2 godine.'],
    recommendedBuyer: {
      '1': 'Odgovara za obitelj: ima prostraniju karoseriju (karavan).',
      '2': 'Odgovara za vožnje na posao.',
    },
    recommendation: ['Za obitelj: Škoda Octavia.', 'Za svakodnevne vožnje na posao: Volkswagen Golf.'],
  },
  marketValues: {},
  engine: 'builtin',
  generatedAt: new Date().toISOString(),
  cached: false,
};

interface Call {
  body: unknown;
  signal: AbortSignal;
  respond: (response: Response) => void;
}

/** The API: a signed-in user (or not), the compared cars, and comparison requests the test answers by hand. */
function stubApi({ signedIn = true }: { signedIn?: boolean } = {}) {
  const calls: Call[] = [];
  const cars: Record<number, Car> = { 1: octavia, 2: golf };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      if (path === '/api/csrf-token') return Response.json({ csrfToken: 'token' });
      if (path === '/api/user')
        return signedIn
          ? Response.json({ id: 'u1', username: 'ana', email: 'ana@example.com', userType: 'user' })
          : new Response('', { status: 401 });
      if (path === '/api/countries') return Response.json(COUNTRIES);
      if (path === '/api/cars/compare')
        return Response.json({ cars: (JSON.parse(String(init.body)) as { ids: number[] }).ids.map((id) => cars[id]) });
      if (path === '/api/cars/compare/analysis') {
        return new Promise<Response>((resolve, reject) => {
          const signal = init.signal!;
          signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          calls.push({ body: JSON.parse(String(init.body)), signal, respond: resolve });
        });
      }
      return new Response('Not found', { status: 404 });
    }),
  );
  return calls;
}

const dialog = () => screen.findByRole('dialog', { name: /Compare cars|Usporedba automobila|Fahrzeugvergleich/ });

async function openDialog() {
  const store = await freshStore(octavia, golf);
  const view = renderCompare(<ComparisonDialog store={store} />, { dialogOpen: true });
  await within(await dialog()).findByRole('table');
  return view;
}

describe('the AI comparison in the comparison dialog', () => {
  it('asks for the comparison in Croatian and shows its sections inside the dialog', async () => {
    await setLanguage('hr');
    const calls = stubApi();
    await openDialog();
    await userEvent.click(await within(await dialog()).findByRole('button', { name: /AI usporedba/ }));
    expect(await screen.findByText('Uspoređujemo vozila…')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ carIds: [1, 2], language: 'hr' });
    await act(async () => calls[0]!.respond(Response.json(ANSWER)));

    const panel = within(await dialog());
    expect(await panel.findByRole('heading', { name: 'AI usporedba' })).toBe(document.activeElement);
    for (const heading of [
      'Sažetak',
      'Vrijednost za novac',
      'Glavne razlike',
      'Kome koje vozilo odgovara',
      'Naša preporuka',
    ]) {
      expect(panel.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(panel.getByText('Škoda Octavia (2018)')).toBeTruthy();
    expect(panel.getByText('Odgovara za vožnje na posao.')).toBeTruthy();
    expect(panel.getByText('Za obitelj: Škoda Octavia.')).toBeTruthy();
    expect(panel.getByText(/Napisala naša ugrađena analiza/)).toBeTruthy();
  });

  it('cancels silently, and closing the dialog while loading aborts and resets', async () => {
    const calls = stubApi();
    const { router } = await openDialog();
    await userEvent.click(await within(await dialog()).findByRole('button', { name: /AI comparison/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(await within(await dialog()).findByRole('button', { name: /AI comparison/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(within(await dialog()).getByRole('button', { name: /AI comparison/ }));
    await screen.findByText('Comparing the two cars…');
    // The pressed button is gone: focus moves to Cancel, inside the dialog, so Escape reaches the dialog.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(calls[1]!.signal.aborted).toBe(true);

    await act(() => router.navigate('/', { state: { dialogs: [{ name: 'compare' }] } }));
    expect(await within(await dialog()).findByRole('button', { name: /AI comparison/ })).toBeTruthy();
    expect(screen.queryByText('Comparing the two cars…')).toBeNull();
  });

  it.each<[string, () => Response, RegExp, boolean]>([
    [
      'the limit',
      () =>
        Response.json(
          { code: 'quota_exceeded', message: 'Daily AI analysis limit reached. Please try again tomorrow.' },
          { status: 429 },
        ),
      /You've reached your AI analysis limit/,
      false,
    ],
    [
      'a message from the server',
      () => Response.json({ code: 'not_found', message: 'Car not found' }, { status: 404 }),
      /Car not found/,
      true,
    ],
    ['no message', () => new Response('', { status: 502 }), /Failed to get AI comparison/, true],
  ])('shows the error for %s', async (_name, answer, text, retry) => {
    const calls = stubApi();
    await openDialog();
    await userEvent.click(await within(await dialog()).findByRole('button', { name: /AI comparison/ }));
    await act(async () => calls[0]!.respond(answer()));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(text);
    expect(within(alert).queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
  });

  it('sends a visitor to sign in', async () => {
    stubApi({ signedIn: false });
    await openDialog();
    const link = await within(await dialog()).findByRole('link', { name: /AI comparison/ });
    expect(link.getAttribute('href')).toMatch(/^\/auth\?mode=register&next=%2F/);
    expect(screen.getByText('Registration required: sign in or register to get an AI comparison.')).toBeTruthy();
  });

  it('keeps a comparison once read on the device and shows it offline, labelled with its age', async () => {
    await setLanguage('hr');
    const calls = stubApi();
    await openDialog();
    await userEvent.click(await within(await dialog()).findByRole('button', { name: /AI usporedba/ }));
    await act(async () => calls[0]!.respond(Response.json(ANSWER)));
    await expect.poll(() => getComparisonAnalysis([1, 2], 'hr')).toMatchObject({ response: { carIds: [1, 2] } });
    cleanup();

    await db.analyses.update('comparison:1,2:hr', { savedAt: Date.now() - 3 * 24 * 60 * 60 * 1000 });
    setBrowserOnline(false);
    const offlineCalls = stubApi();
    await openDialog();
    await userEvent.click(await within(await dialog()).findByRole('button', { name: /AI usporedba/ }));
    const panel = within(await dialog());
    expect(await panel.findByText('Odgovara za vožnje na posao.')).toBeTruthy();
    expect(panel.getByText(/spremljeno na ovom uređaju, pročitano prije 3 dana/)).toBeTruthy();
    expect(panel.getByText('Niste povezani: ovo je primjerak spremljen na ovom uređaju.')).toBeTruthy();
    expect(offlineCalls).toHaveLength(0);
  });

  it('offline without a kept copy, says so', async () => {
    setBrowserOnline(false);
    stubApi();
    await openDialog();
    await userEvent.click(await within(await dialog()).findByRole('button', { name: /AI comparison/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/has not been read on this device yet/);
  });
});
