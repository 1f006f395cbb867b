import { expect, test, type Page } from '@playwright/test';

/** Hydration mismatches (reported by main.tsx) and CSP violations of the prerendered markup. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Hydration mismatch|Content Security Policy/.test(text)) problems.push(text);
  });
  return problems;
}

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, static pages and the import guide paint in their language from the HTML alone', async ({ page }) => {
    const pages = [
      ['/', 'en', 'Find your next car with confidence'],
      ['/hr', 'hr', 'Pronađite svoj sljedeći automobil bez brige'],
      ['/de/car-import-guide', 'de', 'Ratgeber Autoimport'],
      ['/hr/how-it-works', 'hr', 'Kako'],
    ] as const;
    for (const [path, language, heading] of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: /Autotržni/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    // Other app paths get the empty shell (the app renders them).
    await page.goto('/car/abc');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the app takes over a prerendered page without rendering it again', async ({ page }) => {
  const problems = watchConsole(page);
  for (const path of ['/', '/hr', '/de/privacy-policy', '/hr/car-import-guide']) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Mark the prerendered heading; once the app has run (the search loaded or the page's links work), it is
    // still the same element: React hydrated the HTML instead of replacing it.
    await heading.evaluate((element) => element.setAttribute('data-from-html', 'yes'));
    if (path === '/' || path === '/hr') await expect(page.locator('#search-results article').first()).toBeVisible();
    else await expect(page.locator('link[rel="canonical"]')).toHaveCount(1); // added by the app after hydration
    await expect(heading).toHaveAttribute('data-from-html', 'yes');
  }
  expect(problems).toEqual([]);
});

test('stored choices (theme, cookie consent) apply after the app takes over, without a mismatch', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    localStorage.setItem('theme', 'summer');
  });
  const problems = watchConsole(page);
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'summer');
  await expect(page.getByRole('button', { name: /Sommer/ }).first()).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});

for (const width of [360, 800, 1280]) {
  test(`the quick search is in the prerendered page at the height the app gives it, so the hero does not move (${width} px)`, async ({
    browser,
  }) => {
    const viewport = { width, height: 800 };
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
    const prerendered = await withoutScripts.newPage();
    await prerendered.goto('/hr');
    const fromHtml = await prerendered
      .getByTestId('quick-search')
      .evaluate((element) => element.getBoundingClientRect().height);
    await withoutScripts.close();

    const withScripts = await browser.newContext({ viewport });
    const page = await withScripts.newPage();
    await page.goto('/hr');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const hydrated = await page
      .getByTestId('quick-search')
      .evaluate((element) => element.getBoundingClientRect().height);
    await withScripts.close();
    expect(Math.abs(hydrated - fromHtml)).toBeLessThan(0.5);
  });
}

test('without JavaScript, the quick search opens its search as a page of its own', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hr');
  const form = page.getByTestId('quick-search');
  await form.getByLabel('Marka').selectOption('Škoda');
  await form.getByLabel('Cijena do').selectOption('15000');
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/\/hr\?brand=%C5%A0koda&maxPrice=15000$/);
  await context.close();
});

/** The result cards' titles ("BMW 3 Series"), once the results have settled. */
async function resultTitles(page: Page): Promise<string[]> {
  await expect(page.locator('#search-results ul[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  return page.locator('#search-results article h3').allTextContents();
}

/** Holds the quick search's code until `release` is called: the form is the server's until then. */
async function holdQuickSearchCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/quick-search-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a choice made in the quick search before the app takes over is kept, and the models then follow it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const release = await holdQuickSearchCode(page);
  await page.goto('/de');
  const form = page.getByTestId('quick-search');
  await form.getByLabel('Marke').selectOption('BMW');
  await form.getByLabel('Preis bis').selectOption('20000');
  release();
  await expect(form.getByLabel('Modell')).toBeEnabled();
  await expect(form.getByLabel('Marke')).toHaveValue('BMW');
  await expect(form.getByLabel('Preis bis')).toHaveValue('20000');
  await form.getByLabel('Modell').selectOption('3 Series');
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/\/de\?brand=BMW&model=3\+Series&maxPrice=20000$/);
  await expect.poll(async () => new Set(await resultTitles(page))).toEqual(new Set(['BMW 3 Series']));
  expect(problems).toEqual([]);
});

test("the quick search's Search pressed before the app takes over is not lost: the search opens", async ({ page }) => {
  const release = await holdQuickSearchCode(page);
  await page.goto('/');
  const form = page.getByTestId('quick-search');
  await form.getByLabel('Brand').selectOption('Volkswagen');
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/\/\?brand=Volkswagen&maxPrice=$/);
  release();
  await expect
    .poll(async () => {
      const titles = await resultTitles(page);
      return titles.length > 0 && titles.every((title) => title.startsWith('Volkswagen '));
    })
    .toBe(true);
  await expect(form.getByLabel('Brand')).toHaveValue('Volkswagen');
});
