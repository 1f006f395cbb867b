import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { carPath, encodeCarId } from '@contract/car-id';
import { makeCar } from '@contract/testing/listing-fixture';
import { rememberListings } from '../../../lib/db';
import { formatPrice } from '../../../lib/format';
import { CarDetailPage } from './car-detail-page';
import {
  renderDetails,
  resetDetailsTestState,
  restoreBrowserOnline,
  setBrowserOnline,
  stubDetailsApi,
} from '../testing/details-test-kit';
import { useParams } from 'react-router-dom';

function CarRoute() {
  const { id = '' } = useParams();
  return <CarDetailPage idSegment={id} />;
}

const routes = [
  { path: '/car/:id', element: <CarRoute /> },
  { path: '/hr/car/:id', element: <CarRoute /> },
  { path: '/', element: <p>Home page</p> },
  { path: '/hr', element: <p>Naslovnica</p> },
  { path: '/results', element: <p>Results page</p> },
];

const octavia = makeCar({
  id: 123,
  viewCount: 41,
  externalUrl: 'https://dealer.example/listing/77',
  description: 'Well kept.\nFull service history.\nTwo keys.',
});

afterEach(async () => {
  restoreBrowserOnline();
  await resetDetailsTestState();
});

describe('the /car/{id} page', () => {
  it('shows the car for the slug form of the id, with its details and one counted view', async () => {
    const api = stubDetailsApi({ cars: [octavia] });
    renderDetails({ routes, url: carPath(octavia) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Škoda Octavia' })).toBeTruthy();
    expect(screen.getByText('2.0 TDI Style')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Škoda Octavia, 2019' }).getAttribute('loading')).toBe('eager');
    // The panels below the photo and the key facts come one render later.
    expect(await screen.findByRole('heading', { name: 'Complete Car Details' })).toBeTruthy();
    expect(screen.getByText(formatPrice(15_000, 'en'))).toBeTruthy();
    const original = screen.getByRole('link', { name: /View original listing/ });
    expect(original.getAttribute('href')).toBe('https://dealer.example/listing/77');
    expect(original.getAttribute('target')).toBe('_blank');
    expect(original.getAttribute('rel')).toContain('noopener');
    // The description keeps its line breaks (white-space: pre-line shows them).
    expect(screen.getByText(/Well kept\./).textContent).toBe('Well kept.\nFull service history.\nTwo keys.');
    expect(screen.getByText('Air conditioning')).toBeTruthy();

    // The view is counted once and the count shown updates in place.
    await waitFor(() => expect(viewsShown()).toBe('42'));
    expect(api.views()).toBe(1);
    expect(api.carRequests().map((request) => request.path)).toEqual(['/api/cars/123']);
    expect(document.title).toContain('Škoda Octavia (2019)');
  });

  it('says a made-up listing of the demo generator is one, and says nothing of the kind on a real one', async () => {
    const demo = makeCar({ id: 124, demoListing: true });
    stubDetailsApi({ cars: [demo, octavia] });
    renderDetails({ routes, url: carPath(demo) });
    expect(await screen.findByText('Demo listing')).toBeTruthy();
    expect(screen.getByText(/no real car for sale/)).toBeTruthy();
    await resetDetailsTestState();

    stubDetailsApi({ cars: [octavia] });
    renderDetails({ routes, url: carPath(octavia) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Škoda Octavia' })).toBeTruthy();
    expect(screen.queryByText('Demo listing')).toBeNull();
  });

  it("marks the description with its language, and names the language when it is not the page's", async () => {
    const croatian = makeCar({ id: 8, description: 'Redovito servisiran, dva ključa.', descriptionLanguage: 'hr' });
    stubDetailsApi({ cars: [croatian, octavia] });
    const { router } = renderDetails({ routes, url: carPath(croatian) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Description (in Croatian)' })).toBeTruthy();
    expect(screen.getByText('Redovito servisiran, dva ključa.').getAttribute('lang')).toBe('hr');

    await router.navigate(carPath(octavia));
    expect(await screen.findByRole('heading', { level: 2, name: 'Description' })).toBeTruthy();
    expect(screen.getByText(/Well kept\./).getAttribute('lang')).toBe('en');
  });

  it('accepts the plain base64 id; a non-numeric price shows as 0 €; no original-listing link without one', async () => {
    stubDetailsApi({ cars: [makeCar({ id: 7, price: 'on request' })] });
    renderDetails({ routes, url: `/car/${encodeCarId(7)}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Škoda Octavia' })).toBeTruthy();
    expect(screen.getByText(formatPrice(0, 'en'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View original listing/ })).toBeNull();
  });

  it('says the car could not be found, for an unknown car and for a segment that is no car id (without asking)', async () => {
    const api = stubDetailsApi({ cars: [] });
    const { router } = renderDetails({ routes, url: `/car/${encodeCarId(999)}` });
    expect(await screen.findByText("The car you're looking for could not be found.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Car not found' })).toBeTruthy();
    expect(api.views()).toBe(0);

    await router.navigate('/car/not-a-car!');
    await waitFor(() => expect(api.carRequests()).toHaveLength(1));
    expect(await screen.findByText("The car you're looking for could not be found.")).toBeTruthy();
    expect(api.carRequests().map((request) => request.path)).toEqual(['/api/cars/999']);
  });

  it('offline, shows the copy saved on the device with its age, or says it is not saved here', async () => {
    const api = stubDetailsApi({ cars: [] });
    await rememberListings([octavia], Date.now() - 3 * 60 * 60 * 1000 - 60_000);
    setBrowserOnline(false);
    const { router } = renderDetails({ routes, url: carPath(octavia) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Škoda Octavia' })).toBeTruthy();
    expect(screen.getByText('Saved on this device · 3 hours ago')).toBeTruthy();

    await router.navigate(`/car/${encodeCarId(555)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This car is not saved on this device' })).toBeTruthy();
    expect(api.carRequests()).toEqual([]);
  });

  it('offers a retry after a failed load', async () => {
    let failing = true;
    stubDetailsApi({ cars: [octavia], carAnswer: () => (failing ? new Response('boom', { status: 500 }) : undefined) });
    renderDetails({ routes, url: carPath(octavia) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this car' })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Škoda Octavia' })).toBeTruthy();
  });

  it('"Back to search" goes back to the page the person came from, or home when opened from outside', async () => {
    stubDetailsApi({ cars: [octavia] });
    const { router } = renderDetails({ routes, url: '/results' });
    await router.navigate(carPath(octavia));
    await screen.findByRole('heading', { level: 1, name: 'Škoda Octavia' });
    await userEvent.click(screen.getByRole('link', { name: /Back to search/ }));
    expect(await screen.findByText('Results page')).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');

    const outside = renderDetails({ routes, url: `/hr${carPath(octavia)}` });
    await within(outside.container).findByRole('heading', { level: 1, name: 'Škoda Octavia' });
    expect(
      within(outside.container)
        .getByRole('link', { name: /Back to search/ })
        .getAttribute('href'),
    ).toBe('/hr#search-section');
  });
});

function viewsShown(): string | undefined {
  const label = screen.getByText('Views');
  return label.nextElementSibling?.textContent ?? undefined;
}
