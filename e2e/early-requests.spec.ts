/**
 * Requests that start with the page's entry script, not after the page's code: a first visit asks
 * GET /api/cars (the default search) once and shows its answer; a visit whose address holds a search asks that
 * search as usual; a shared car page brings its car with the HTML (painted by the server, no request for it), and
 * its photo starts loading with the HTML.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { withConsentStored } from './helpers';

function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  const isSearch = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname === '/api/cars' || pathname === '/api/cars/search';
  };
  page.on('request', (request) => {
    if (isSearch(request))
      seen.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  return seen;
}

test('a first visit shows the default search from the request the page started itself', async ({ page }) => {
  await withConsentStored(page);
  const requests = searchRequests(page);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/cars' && response.request().method() === 'GET',
  );
  await page.goto('/hr');
  const body = (await (await answer).json()) as { total: number; cars: { brand: string; model: string }[] };
  const cards = page.locator('#search-results article');
  await expect(cards).toHaveCount(body.cars.length);
  await expect(cards.first().getByRole('heading')).toHaveText(`${body.cars[0]!.brand} ${body.cars[0]!.model}`);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(['GET /api/cars']);
});

test('a search in the address is asked for as usual, without the default request', async ({ page }) => {
  await withConsentStored(page);
  const requests = searchRequests(page);
  await page.goto('/?fuelTypes=diesel');
  await expect(page.locator('#search-results article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(['POST /api/cars/search']);
});

test('a shared car page brings its car with the HTML, counts one view and loads its photo once, preloaded by the HTML', async ({
  page,
  request,
}) => {
  await withConsentStored(page);
  // A demo car without uploaded photos (the cheapest; the newest may be one a dealer spec put online with its own).
  const { cars } = (await (await request.get('/api/cars?sort=price_asc')).json()) as {
    cars: { id: number; brand: string; model: string }[];
  };
  const car = cars[0]!;
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith(`/api/cars/${car.id}`) || pathname.startsWith(`/api/images/cars/${car.id}/`))
      asked.push(`${sent.method()} ${pathname}`);
  });
  // The market value is asked for by its panel, which renders after the key facts (later on a slow machine).
  const marketValue = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/cars/${car.id}/market-value`,
  );
  const html = await (await page.goto(`/car/${car.id}`))!.text();
  expect(html).toContain(`<link rel="preload" as="image" href="/api/images/cars/${car.id}/detail"`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${car.brand} ${car.model}`);
  await expect(page).toHaveURL(/\/car\/[a-z0-9-]+-[A-Za-z0-9]+$/); // the canonical slug replaced the numeric id
  await marketValue;
  await page.waitForLoadState('networkidle');
  const photos = asked.filter((line) => line.startsWith(`GET /api/images/cars/${car.id}/`));
  expect(photos).toHaveLength(1);
  // Once each, in any order. The car itself came with the page, so it is not asked for again.
  expect(asked.filter((line) => !photos.includes(line)).sort()).toEqual([
    `GET /api/cars/${car.id}/market-value`,
    `POST /api/cars/${car.id}/view`,
  ]);
});

test('a shared car page asks for all of its texts with the page, not after its code has arrived', async ({
  page,
  request,
}) => {
  await withConsentStored(page);
  // A demo car without uploaded photos (the cheapest; the newest may be one a dealer spec put online with its own).
  const { cars } = (await (await request.get('/api/cars?sort=price_asc')).json()) as {
    cars: { id: number; brand: string; model: string }[];
  };
  const car = cars[0]!;
  const texts: string[] = [];
  let routeCodeHeld = true;
  page.on('request', (sent) => {
    const name = /\/assets\/texts-en-([a-z]+)-[\w-]+\.js$/.exec(new URL(sent.url()).pathname)?.[1];
    if (name && routeCodeHeld) texts.push(name);
  });
  const allTextsAsked = page.waitForRequest((sent) =>
    new URL(sent.url()).pathname.includes('/assets/texts-en-repair-'),
  );
  // The car page's own code is held back until its last text file has been asked for: asked for by the page's
  // components, the texts would wait for that code (and each other) instead.
  await page.route('**/assets/car-*.js', async (route) => {
    await Promise.race([allTextsAsked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    routeCodeHeld = false;
    await route.continue();
  });
  await page.goto(`/car/${car.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${car.brand} ${car.model}`);
  expect(texts.sort()).toEqual(['common', 'details', 'insights', 'repair', 'search']);
});
