/**
 * AI search end to end, against the real server with its built-in parser and the default quota (10 AI
 * searches a day): a signed-out visitor meets the lock and the login panel; a signed-in person runs an
 * example in each language, removes a chip, refines in the classic form, cancels, and reaches the limit.
 *
 * The AI searches here are made as `demo-premium`, an account no other spec searches with, signed in once
 * through the API (sign-ins are rate-limited per client address across the whole run). The limit test
 * uses up whatever is left, so it comes last.
 */
import { expect, test, type Cookie, type Page } from '@playwright/test';
import { seriousViolations, withConsentStored } from './helpers';

const ACCOUNT = 'demo-premium';
const DEMO_PASSWORD = 'autotrzni-demo';

/** The toast on screen (one at a time; the region is "Notifications (F8)", "Obavijesti (F8)", …). */
const notice = (page: Page, text: string) =>
  page.getByRole('region', { name: /\(F8\)$/ }).getByText(text, { exact: true });

/** The titles ("Brand Model") of the result cards on screen. */
const resultTitles = (page: Page) => page.locator('#search-results article h3');

async function searchParams(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

test.beforeEach(({ page }) => withConsentStored(page));

test('a signed-out visitor sees the AI and voice tabs locked, with a way to sign in', async ({ page }) => {
  await page.goto('/');
  const aiTab = page.getByRole('tab', { name: /AI search/ });
  const voiceTab = page.getByRole('tab', { name: /Voice search/ });
  await expect(aiTab.getByLabel('Sign-in required')).toBeVisible();
  await expect(voiceTab.getByLabel('Sign-in required')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Classic search/ }).getByLabel('Sign-in required')).toHaveCount(0);

  await aiTab.click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Registration required' })).toBeVisible();
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/auth\?next=/);

  await voiceTab.click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Registration required' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start voice search' })).toHaveCount(0);
  await page.getByRole('tabpanel').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
});

test.describe('signed in', () => {
  let cookies: Cookie[] = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { csrfToken } = (await (await api.get('/api/csrf-token')).json()) as { csrfToken: string };
    const login = await api.post('/api/login', {
      data: { username: ACCOUNT, password: DEMO_PASSWORD },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(login.ok(), await login.text()).toBe(true);
    cookies = (await api.storageState()).cookies;
    await api.dispose();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });

  test('an example in each language finds matching cars and shows what was understood', async ({ page }) => {
    const cases = [
      {
        path: '/',
        tab: 'AI search',
        example: 'Automatic SUV under €25,000 from Germany',
        submit: 'Search with AI',
        chipsLabel: 'Understood search parameters',
        chips: ['≤ €25,000', 'Automatic', 'SUV', 'Germany'],
        params: { transmission: 'automatic', bodyType: 'suv', countryId: '11', maxPrice: '25000' },
        title: null,
        done: 'AI search complete',
        left: 'AI searches left today: 9/10',
      },
      {
        path: '/hr',
        tab: 'AI pretraga',
        example: 'VW Golf dizel do 12 tisuća eura',
        submit: 'Pretraži uz AI',
        chipsLabel: 'Prepoznati kriteriji pretrage',
        chips: ['Volkswagen', 'Golf', '≤ 12.000 €', 'Dizel'],
        params: { brand: 'Volkswagen', model: 'Golf', fuelTypes: 'diesel', maxPrice: '12000' },
        title: /^Volkswagen Golf$/,
        done: 'AI pretraga završena',
        left: 'Preostale AI pretrage danas: 8/10',
      },
      {
        path: '/de',
        tab: 'KI-Suche',
        example: 'BMW unter 20.000 € ab 2017 mit weniger als 100.000 km',
        submit: 'Mit KI suchen',
        chipsLabel: 'Erkannte Suchkriterien',
        chips: ['BMW', '≤ 20.000 €', 'ab 2017', '≤ 100.000 km'],
        params: { brand: 'BMW', maxPrice: '20000', minYear: '2017', maxMileage: '100000' },
        title: /^BMW /,
        done: 'KI-Suche abgeschlossen',
        left: 'Verbleibende KI-Suchen heute: 7/10',
      },
    ];
    for (const { path, tab, example, submit, chipsLabel, chips, params, title, done, left } of cases) {
      await page.goto(path);
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('button', { name: example }).click();
      await expect(page.getByRole('tabpanel').getByRole('textbox')).toHaveValue(example);
      await page.getByRole('button', { name: submit }).click();

      await expect(page.getByRole('list', { name: chipsLabel }).getByRole('button')).toHaveText(chips);
      await expect(notice(page, done)).toBeVisible();
      await expect(page.getByText(left)).toBeVisible();
      // The understood filters are the search now (in the address, so the classic form and paging use them).
      expect(await searchParams(page)).toMatchObject(params);
      await expect(page.locator('#search-results ul[aria-busy="true"]')).toHaveCount(0);
      if (title) await expect(resultTitles(page).first()).toHaveText(title);
      else await expect(resultTitles(page).first()).toBeVisible();
      if (title) for (const text of await resultTitles(page).allTextContents()) expect(text.trim()).toMatch(title);
    }
  });

  test('removing a chip searches again without it, without spending a search; refine opens the classic form', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'AI search' }).click();
    await page
      .getByRole('textbox', { name: /What are you looking for\?/ })
      .fill('Hybrid Toyota Yaris with less than 50,000 km');
    await page.getByRole('button', { name: 'Search with AI' }).click();
    const chips = page.getByRole('list', { name: 'Understood search parameters' });
    await expect(chips.getByRole('button')).toHaveText(['Toyota', 'Yaris', '≤ 50,000 km', 'Hybrid']);
    const left = page.getByText(/^AI searches left today: \d+\/10$/);
    await expect(notice(page, 'AI search complete')).toBeVisible();
    const before = await left.textContent();
    expect(await searchParams(page)).toMatchObject({ maxMileage: '50000' });

    const search = page.waitForRequest(
      (request) => request.url().endsWith('/api/cars/search') && request.method() === 'POST',
    );
    await chips.getByRole('button', { name: /^Remove filter Maximum mileage: ≤\s50,000\skm$/ }).click();
    expect((await search).postDataJSON()).toMatchObject({ brand: ['Toyota'], model: ['Yaris'], fuelTypes: ['hybrid'] });
    expect((await search).postDataJSON()).not.toHaveProperty('maxMileage');
    await expect(chips.getByRole('button')).toHaveText(['Toyota', 'Yaris', 'Hybrid']);
    await expect.poll(() => searchParams(page)).not.toHaveProperty('maxMileage');
    await expect(resultTitles(page).first()).toHaveText('Toyota Yaris');
    await expect(page.locator('#search-results ul[aria-busy="true"]')).toHaveCount(0);
    for (const text of await resultTitles(page).allTextContents()) expect(text.trim()).toBe('Toyota Yaris');
    await expect(left).toHaveText(before!);
    expect(await seriousViolations(page, { include: ['#search-section'] })).toEqual([]);

    await page.getByRole('button', { name: 'Refine in filters' }).click();
    await expect(page.getByRole('tab', { name: /Classic search/ })).toHaveAttribute('aria-selected', 'true');
    expect(await searchParams(page)).toMatchObject({ brand: 'Toyota', model: 'Yaris', fuelTypes: 'hybrid' });
  });

  test('a running search can be cancelled: only a ‘Search Cancelled’ notice', async ({ page }) => {
    // Hold the request, so the search is still running when Cancel is pressed.
    await page.route('**/api/cars/search/ai', () => {});
    await page.goto('/');
    await page.getByRole('tab', { name: 'AI search' }).click();
    await page.getByRole('textbox', { name: /What are you looking for\?/ }).fill('Audi A4 Avant');
    const sent = page.waitForRequest('**/api/cars/search/ai');
    await page.getByRole('button', { name: 'Search with AI' }).click();
    await sent;
    await expect(page.getByText('Searching for matching cars…')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel search' }).click();

    await expect(notice(page, 'Search Cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel search' })).toHaveCount(0);
    await expect(page.getByText('Search Error')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Understood search parameters' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search with AI' })).toBeEnabled();
    await page.unroute('**/api/cars/search/ai');
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the AI and voice panels fit, chips included', async ({ page }) => {
      // Measured where things come to rest, not during a frame of the toast's slide-in.
      const fits = async () => {
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)), // a cancelled animation is done too
          ),
        );
        return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      };
      await page.goto('/');
      await page.getByRole('tab', { name: 'AI search' }).click();
      await page
        .getByRole('button', { name: 'Diesel Škoda Octavia estate under €15,000, newer than 2018, automatic' })
        .click();
      await page.getByRole('button', { name: 'Search with AI' }).click();
      await expect(page.getByRole('list', { name: 'Understood search parameters' }).getByRole('button')).toHaveCount(7);
      await expect(notice(page, 'AI search complete')).toBeVisible();
      expect(await fits()).toBe(true);
      await page.getByRole('tab', { name: 'Voice search' }).click();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(await fits()).toBe(true);
    });
  });

  test('at the daily limit the form gives way to the limit message and the examples are disabled', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'AI search' }).click();
    const box = page.getByRole('textbox', { name: /What are you looking for\?/ });
    await expect(box).toBeVisible();

    // Meanwhile the rest of today's searches are used (another tab, say).
    const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await page.request.post('/api/cars/search/ai', {
        data: { query: 'BMW' },
        headers: { 'X-CSRF-Token': csrfToken },
      });
      if (response.status() === 429) break;
      expect(response.ok(), await response.text()).toBe(true);
    }

    await box.fill('Kia Ceed diesel');
    await page.getByRole('button', { name: 'Search with AI' }).click();
    await expect(page.getByRole('heading', { name: 'Search Limit Reached' })).toBeVisible();
    await expect(
      page.getByText("You've reached your limit of AI searches. Please try the classic search instead.").first(),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /What are you looking for\?/ })).toHaveCount(0);
    for (const example of await page.getByRole('list', { name: 'Try an example' }).getByRole('button').all())
      await expect(example).toBeDisabled();
    await expect(page.getByText('AI searches left today: 0/10')).toBeVisible();

    // Also on the next visit, straight away.
    await page.reload();
    await page.getByRole('tab', { name: 'AI search' }).click();
    await expect(page.getByRole('heading', { name: 'Search Limit Reached' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search with AI' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to the classic search' }).click();
    await expect(page.getByRole('tab', { name: /Classic search/ })).toHaveAttribute('aria-selected', 'true');
  });
});
