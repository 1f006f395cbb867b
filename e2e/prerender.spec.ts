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
  test(`the quick search's placeholder holds the form's room, so the hero does not move when it arrives (${width} px)`, async ({
    browser,
  }) => {
    const viewport = { width, height: 800 };
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
    const prerendered = await withoutScripts.newPage();
    await prerendered.goto('/hr');
    const placeholder = await prerendered
      .getByTestId('quick-search-placeholder')
      .evaluate((element) => element.getBoundingClientRect().height);
    await withoutScripts.close();

    const withScripts = await browser.newContext({ viewport });
    const page = await withScripts.newPage();
    await page.goto('/hr');
    const form = await page.getByTestId('quick-search').evaluate((element) => element.getBoundingClientRect().height);
    await withScripts.close();
    expect(Math.abs(form - placeholder)).toBeLessThan(0.5);
  });
}
