import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Car } from '@contract/car';
import '../lib/i18n';
import { createQueryClient } from './query-client';
import { routes } from './router';

const CAR = {
  id: 123,
  brand: 'Škoda',
  model: 'Octavia',
  modelDescription: '2.0 TDI Style',
  year: 2019,
  price: 'on request',
  mileage: 123456,
  fuelType: 'diesel',
  transmission: 'manual',
  bodyType: 'wagon',
  color: 'gray',
  vin: 'TMBJJ7NE0K0000001',
  location: 'Zagreb',
  countryId: 1,
  description: 'First line.\nSecond line.',
  descriptionLanguage: 'hr',
  imageUrl: null,
  externalUrl: null,
  listingType: 'import',
  viewCount: 41,
  listedAt: '2025-03-01T10:00:00.000Z',
  validUntil: '2025-06-01T10:00:00.000Z',
  additionalDetails: {
    powerKw: 110,
    engineCc: 1968,
    doors: 5,
    seats: 5,
    previousOwners: 1,
    serviceHistory: true,
    firstRegistration: '2019-04',
    features: ['navigation'],
  },
  seller: { name: 'Auto Kuća', type: 'dealer', phone: '+385 1 234 5678', email: null },
} satisfies Car;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The fake API behind the global fetch; records the paths asked for. */
function stubApi() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      requests.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/countries') return json([{ id: 1, code: 'HR', nameEn: 'Croatia', nameHr: 'Hrvatska', nameDe: 'Kroatien' }]);
      if (path === '/api/csrf-token') return json({ csrfToken: 't' });
      if (path === '/api/cars/123') return json(CAR);
      if (path === '/api/cars/123/view') return json({ success: true, viewCount: 42 });
      if (path.startsWith('/api/cars?')) return json({ cars: [CAR], total: 1, page: 1, pageSize: 8 });
      return json({ code: 'not_found', message: "The car you're looking for could not be found." }, 404);
    }),
  );
  return requests;
}

let root: Root | undefined;
let container: HTMLElement;

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await inAct(async () => {
    root!.render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

/** act() for the first render; later updates (responses arriving) are awaited with vi.waitFor, as a user would. */
async function inAct(work: () => void | Promise<void>) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(work);
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const text = () => container.textContent ?? '';
const waitForText = (expected: string) => vi.waitFor(() => expect(text()).toContain(expected), { timeout: 3000 });

beforeAll(() => {
  window.scrollTo = () => {};
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await inAct(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it.each(['/', '/hr', '/de'])('%s shows the listings', async (path) => {
    const requests = stubApi();
    await renderAt(path);
    await waitForText('Škoda Octavia');
    expect(text()).toContain('Showing 1–1 of 1 cars');
    expect(requests).toContain('GET /api/cars?page=1&pageSize=8&sort=price_asc');
    const link = container.querySelector<HTMLAnchorElement>('a[href*="/car/"]');
    expect(link?.getAttribute('href')).toBe(path === '/' ? '/car/skoda-octavia-2019-diesel-MTIz' : `${path}/car/skoda-octavia-2019-diesel-MTIz`);
  });

  it.each(['/car/skoda-octavia-2019-diesel-MTIz', '/car/MTIz', '/hr/car/MTIz'])(
    '%s decodes the id, shows the car and counts one view',
    async (path) => {
      const requests = stubApi();
      await renderAt(path);
      await waitForText('Second line.');
      expect(container.querySelector('h1')?.textContent).toBe('Škoda Octavia');
      expect(text()).toContain('€0'); // a non-numeric price
      expect(text()).toContain('IMPORT'); // other listing types upper-cased
      await vi.waitFor(() => expect(text()).toContain('42'));
      expect(requests.filter((request) => request === 'GET /api/cars/123')).toHaveLength(1);
      expect(requests.filter((request) => request === 'POST /api/cars/123/view')).toHaveLength(1);
    },
  );

  it('shows not found for an invalid id without asking the API', async () => {
    const requests = stubApi();
    await renderAt('/car/not-a-car');
    await waitForText("The car you're looking for could not be found.");
    expect(requests.filter((request) => request.includes('/api/cars/'))).toEqual([]);
  });

  it('shows not found when the API answers 404', async () => {
    stubApi();
    await renderAt('/car/OTk5'); // id 999
    await waitForText("The car you're looking for could not be found.");
  });

  it.each(['/nope', '/hr/nope', '/car', '/en'])('%s is the 404 page', async (path) => {
    stubApi();
    await renderAt(path);
    await waitForText('404 Page Not Found');
  });
});
