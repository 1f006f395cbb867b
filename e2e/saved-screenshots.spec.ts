/**
 * Design review screenshots (not a test): SCREENSHOTS=<folder> npx playwright test saved-screenshots
 * The saved-searches and watched-cars pages, with two of each, at 360 px and 1280 px, in English, Croatian and
 * German, in both themes, full page.
 */
import path from 'node:path';
import { expect } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';

const folder = process.env.SCREENSHOTS;

test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');

test('saved searches and watched cars in three languages, two widths and both themes', async ({ page }) => {
  test.setTimeout(180_000);
  const api = page.request;
  const csrf = async () => ({
    'X-CSRF-Token': ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken,
  });
  const searches = [
    {
      name: 'Škoda Octavia Kombi für die Familie mit Anhängerkupplung',
      filters: { brand: 'Škoda', model: 'Octavia', fuelTypes: ['diesel'], maxPrice: 15_000 },
      alerts: 'daily',
    },
    { name: 'Kleinwagen', filters: { maxPrice: 8_000, maxMileage: 120_000 }, alerts: 'instant' },
  ];
  const ids: string[] = [];
  for (const search of searches) {
    const response = await api.post('/api/saved-searches', { data: search, headers: await csrf() });
    expect(response.ok(), await response.text()).toBe(true);
    ids.push(((await response.json()) as { id: string }).id);
  }
  const cars = ((await (await api.get('/api/cars?pageSize=2')).json()) as { cars: { id: number }[] }).cars.map(
    (car) => car.id,
  );
  expect((await api.post('/api/watched-cars', { data: { carIds: cars }, headers: await csrf() })).ok()).toBe(true);
  try {
    for (const theme of ['light', 'summer'] as const) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
        for (const language of ['en', 'hr', 'de'] as const) {
          const prefix = language === 'en' ? '' : `/${language}`;
          for (const [name, url] of [
            ['saved-searches', '/saved-searches'],
            ['watched-cars', '/watched-cars'],
          ] as const) {
            await page.goto(`${prefix}${url}`);
            await page.getByRole('article').first().waitFor();
            await page.waitForTimeout(500);
            await page.screenshot({
              path: path.join(folder!, `${name}-${language}-${width}-${theme}.png`),
              fullPage: true,
            });
          }
        }
      }
    }
  } finally {
    const headers = await csrf();
    for (const id of ids) await api.delete(`/api/saved-searches/${id}`, { headers });
    for (const id of cars) await api.delete(`/api/watched-cars/${id}`, { headers });
  }
});
