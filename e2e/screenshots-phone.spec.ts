/**
 * Design review screenshots of the phone screens (not a test): SCREENSHOTS=<folder> npx playwright test screenshots-phone
 * The home page's first screen and the results, at 360 and 1280 px, in en/hr/de, in the light, dark and summer
 * themes.
 */
import path from 'node:path';
import { test } from '@playwright/test';
import { withConsentStored } from './helpers';

const folder = process.env.SCREENSHOTS;
test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');

for (const theme of ['light', 'dark', 'summer'] as const) {
  for (const width of [360, 1280]) {
    test(`phone screenshots ${theme} ${width}`, async ({ page }) => {
      await withConsentStored(page);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const language of ['en', 'hr', 'de']) {
        await page.goto(language === 'en' ? '/' : `/${language}`);
        await page.getByTestId('quick-search-count').filter({ hasText: /\d/ }).waitFor();
        await page.locator('#search-results article img').first().waitFor();
        await page.screenshot({ path: path.join(folder!, `home-first-screen-${language}-${theme}-${width}.png`) });
        await page.locator('#search-results').scrollIntoViewIfNeeded();
        await page.evaluate(() => document.getElementById('search-results')?.scrollIntoView());
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(folder!, `results-${language}-${theme}-${width}.png`) });
      }
    });
  }
}
