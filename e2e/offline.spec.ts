import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('after a first visit the service worker serves the app shell offline', async ({ page, context }) => {
  await page.goto('/');
  const carLink = page.getByRole('list', { name: 'Cars found' }).getByRole('heading').getByRole('link').first();
  await expect(carLink).toBeVisible();
  const carHref = (await carLink.getAttribute('href')) ?? '';

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    // Every language's texts are precached: each page shows in its own language offline.
    const offlineNotice = {
      en: 'Offline: some listings may be unavailable',
      hr: 'Izvan mreže: neki oglasi možda nisu dostupni',
      de: 'Offline: manche Inserate sind nicht verfügbar',
    };
    for (const [path, language] of [
      ['/', 'en'],
      ['/hr', 'hr'],
      [carHref, 'en'],
      ['/de/car/zzzz', 'de'],
      ['/hr/car-import-guide', 'hr'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: /Autotržni/ }).first()).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText(offlineNotice[language], { exact: false })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    // A static page's long texts come from the cache too.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/uvoz|Uvoz/);
  } finally {
    await context.setOffline(false);
  }
});

test('offline, an old address of the guide still moves to its present one (the service worker redirects)', async ({
  page,
  context,
}) => {
  await page.goto('/de');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    // The document itself comes from the present address (the app's own move would load it at the old one).
    const response = await page.goto('/de/autokauf-import');
    expect(response?.url()).toMatch(/\/de\/car-import-guide$/);
    await expect(page).toHaveURL(/\/de\/car-import-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ratgeber Autoimport');
  } finally {
    await context.setOffline(false);
  }
});

test('listing images are cached by the service worker; API data is not', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Cars found' }).getByRole('img').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const urls: string[] = [];
        for (const name of names) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return {
          images: urls.some((url) => url.startsWith('/api/images/')),
          data: urls.filter((url) => /^\/api\/(?!images\/)/.test(url)),
        };
      }),
    )
    .toEqual({ images: true, data: [] });
});
