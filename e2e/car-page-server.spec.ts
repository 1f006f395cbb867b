/**
 * A shared car page is painted from the server's HTML: the photo (requested by the HTML, high priority), the
 * title, the price and the key facts are there with JavaScript off; the app then takes the markup over without
 * rendering it again (no hydration mismatch, no CSP violation); and an Email press made while the app's code
 * is still on its way is not lost.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Car } from '../api/contract/car';
import { findCountry } from '../api/contract/catalog';
import { encodeCarId } from '../api/contract/car-id';
import { CAR_PAGE_DATA_ID } from '../api/contract/prerendered-pages';
import { withConsentStored } from './helpers';

test.use({ serviceWorkers: 'allow' });

/**
 * A car and its Croatian page, once the server answers it rendered: the first render after a start may take
 * longer than the server waits for (it then answers the shell, and keeps the render for the next visitor).
 */
async function renderedCarPage(request: APIRequestContext): Promise<{ car: Car; path: string }> {
  const { cars } = (await (await request.get('/api/cars?pageSize=1')).json()) as { cars: Car[] };
  const car = cars[0]!;
  const path = `/hr/car/${encodeCarId(car.id)}`;
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(`id="${CAR_PAGE_DATA_ID}"`), {
      timeout: 60_000,
    })
    .toBe(true);
  return { car, path };
}

/**
 * Hydration mismatches (main.tsx reports them), CSP violations, errors on the console or thrown; not the console's
 * note of a refused request (signed out, GET /api/user answers 401).
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' && !text.startsWith('Failed to load resource')) ||
      /Hydration|Content Security Policy/.test(text)
    )
      problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a car page shows the photo, the title, the price and the key facts from the HTML alone', async ({
    page,
    request,
  }) => {
    const { car, path } = await renderedCarPage(request);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${car.brand} ${car.model}`);
    const photo = page.locator('article img').first();
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('srcset', /detail 600w/);
    await expect(photo).toHaveAttribute('sizes', /.+/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByText('Tražena cijena', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(new Intl.NumberFormat('hr-HR').format(car.price as number), { exact: false }).first(),
    ).toBeVisible();
    const facts = page.locator('article dl').first();
    await expect(facts.getByText('Godište')).toBeVisible();
    await expect(facts.getByText(String(car.year), { exact: true })).toBeVisible();
    await expect(facts.getByText('Kilometraža')).toBeVisible();
    // The phone's Call is a plain link (the bar shows below 768 px): it works before, and without, the app.
    if (car.seller.phone.trim())
      await expect(page.getByTestId('contact-bar').locator('a[href^="tel:"]')).toHaveCount(1);
  });
});

test('the app takes the server-rendered car page over without a mismatch or a CSP violation', async ({
  page,
  request,
}) => {
  const { car, path } = await renderedCarPage(request);
  await withConsentStored(page);
  const problems = await watchProblems(page);
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${car.brand} ${car.model}`);
  const photo = page.locator('article img').first();
  for (const element of [heading, photo]) await element.evaluate((node) => node.setAttribute('data-from-html', 'yes'));
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The rest of the details (rendered after hydration) is there, and the heading is still the server's element.
  await expect(page.getByRole('heading', { level: 2, name: 'Prodavatelj' })).toBeVisible();
  await expect(heading).toHaveAttribute('data-from-html', 'yes');
  await expect(photo).toHaveAttribute('data-from-html', 'yes');
  expect(problems).toEqual([]);
});

/** Holds the entry's code back until the returned function is called, as on a slow phone: the page's HTML shows, the app has not taken it over. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an Email press before the app has taken over is answered once it has', async ({ page, request }) => {
    const { path } = await renderedCarPage(request);
    await withConsentStored(page);
    const release = await holdEntryScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    const email = page.getByRole('button', { name: 'Pošalji e-poruku' });
    await expect(email).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    await email.click();
    release();
    // Signed out: the press asks to register, as a press after the app has taken over does.
    await expect(page.getByRole('dialog', { name: 'Potrebna je registracija' })).toBeVisible();
  });

  test('a Call press before the app has taken over goes to the dialler at once and is counted once it has', async ({
    page,
    request,
  }) => {
    const { car, path } = await renderedCarPage(request);
    expect(car.seller.phone.trim(), 'a seller with a phone number').not.toBe('');
    await withConsentStored(page);
    const dialled: string[] = [];
    const counted: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith('tel:')) dialled.push(sent.url());
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/cars/${car.id}/phone-reveal`)) counted.push(sent.url());
    });
    const release = await holdEntryScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    const call = page.getByTestId('contact-bar').locator('a[href^="tel:"]');
    await expect(call).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    // There is no dialler here: the press's default action is noted (was it let through?) and then stopped.
    await page.evaluate(() =>
      window.addEventListener(
        'click',
        (event) => {
          document.documentElement.dataset.callLetThrough = String(!event.defaultPrevented);
          event.preventDefault();
        },
        { once: true },
      ),
    );
    await call.click();
    await expect(page.locator('html')).toHaveAttribute('data-call-let-through', 'true');
    expect(counted).toEqual([]);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect.poll(() => counted.length).toBe(1);
    // The replay counts the press without handing the number to the dialler a second time.
    expect(dialled).toEqual([]);
  });
});

/** The layout shifts of the page so far (CLS without its session windows: every shift counts). */
function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('on a phone, a car from abroad', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** A car offered outside Croatia: its landed price (with import) comes under the asking price. */
  async function carFromAbroad(request: APIRequestContext): Promise<Car> {
    const { cars } = (await (await request.get('/api/cars?pageSize=24')).json()) as { cars: Car[] };
    const car = cars.find((candidate) => findCountry(candidate.countryId)?.code !== 'HR');
    expect(car, 'a demo car offered abroad').toBeDefined();
    return car!;
  }

  for (const drawn of ['server', 'browser'] as const) {
    test(`keeps its key facts in place while the page fills in (drawn by the ${drawn})`, async ({ page, request }) => {
      const car = await carFromAbroad(request);
      const path = `/car/${encodeCarId(car.id)}`;
      await withConsentStored(page);
      if (drawn === 'browser') {
        // The page the server answers when its render is not ready in time, or the service worker's shell.
        const shell = await (await request.get('/shell.html')).text();
        await page.route(path, (route) => route.fulfill({ contentType: 'text/html', body: shell }));
      } else {
        await expect
          .poll(async () => (await (await request.get(path)).text()).includes(`id="${CAR_PAGE_DATA_ID}"`), {
            timeout: 60_000,
          })
          .toBe(true);
      }
      await page.goto(path);
      await expect(page.getByTestId('landed-price')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Seller' })).toBeVisible();
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.01);
    });
  }
});
