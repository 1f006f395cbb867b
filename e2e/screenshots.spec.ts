/**
 * Design review screenshots (not a test): SCREENSHOTS=<folder> npx playwright test screenshots
 * Home, a static page and the auth page at 375 px and 1280 px in both themes, full page.
 */
import path from 'node:path';
import { test } from '@playwright/test';

const folder = process.env.SCREENSHOTS;
const PAGES = [
  ['home', '/'],
  ['how-it-works', '/how-it-works'],
  ['auth', '/auth'],
  ['contact-hr', '/hr/contact-us'],
  ['import-guide-de', '/de/car-import-guide'],
] as const;

test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');

for (const theme of ['light', 'summer'] as const) {
  for (const width of [375, 1280]) {
    test(`screenshots ${theme} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const [name, url] of PAGES) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (url === '/') await page.getByRole('list', { name: 'Cars found' }).getByRole('img').first().waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(folder!, `${name}-${theme}-${width}.png`), fullPage: true });
      }
      await page.evaluate(() =>
        localStorage.setItem(
          'cookieConsent',
          JSON.stringify({
            necessary: true,
            preferences: false,
            analytics: false,
            marketing: false,
            date: new Date().toISOString(),
          }),
        ),
      );
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(folder!, `home-top-${theme}-${width}.png`) });
      if (width < 768) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(folder!, `menu-${theme}-${width}.png`) });
      }
    });
  }
}
