/**
 * Design review screenshots of a buyer's phone (not a test): SCREENSHOTS=<folder> npx playwright test screenshots-buyer
 * At 360 × 740 (and 1280 × 900) in hr and de, in the light, dark and summer themes: the first screen after a
 * search, the cards, a car's details, the comparison chip and tray, and the offline notice.
 */
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { withConsentStored } from './helpers';

test.use({ serviceWorkers: 'allow' });

const folder = process.env.SCREENSHOTS;
test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');

const cards = (page: Page) => page.locator('#search-results article');

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(folder!, `${name}.png`) });

for (const theme of ['light', 'dark', 'summer'] as const) {
  for (const width of [360, 1280]) {
    test(`buyer screenshots ${theme} ${width}`, async ({ page, context }) => {
      await withConsentStored(page);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      // Dark is the phone's setting (the default "follow the system"); light and summer are chosen.
      await page.emulateMedia({ colorScheme: theme === 'dark' ? 'dark' : 'light' });
      if (theme === 'summer') await page.addInitScript(() => localStorage.setItem('theme', 'summer'));
      for (const language of ['hr', 'de'] as const) {
        const tag = `${language}-${theme}-${width}`;
        await page.goto(`/${language}?brand=Volkswagen`);
        await cards(page).first().locator('img').waitFor();
        await page.locator('#search-results').evaluate((element) => element.scrollIntoView());
        await page.waitForTimeout(400);
        await shot(page, `search-first-screen-${tag}`);
        await cards(page)
          .nth(2)
          .evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(300);
        await shot(page, `cards-${tag}`);

        // One car in the comparison: the tray (a chip on a phone).
        await cards(page)
          .first()
          .getByRole('button', { name: /^(Usporedi|Vergleichen)/ })
          .click();
        await page.waitForTimeout(300);
        await shot(page, `compare-one-${tag}`);
        await cards(page)
          .first()
          .getByRole('button', { name: /^(Usporedi|Vergleichen)/ })
          .click();

        // The car's details.
        await cards(page)
          .first()
          .getByRole('button', { name: /^(Pogledaj detalje|Details ansehen|Detalji|Details)/ })
          .click();
        await page.getByRole('dialog').locator('img').first().waitFor();
        await page.waitForTimeout(400);
        await shot(page, `details-${tag}`);
        await page.goBack();

        // Offline: the notice over the cars saved on the device.
        await context.setOffline(true);
        await page.evaluate(() => window.dispatchEvent(new Event('offline')));
        await page.waitForTimeout(800);
        await page.locator('#search-results').evaluate((element) => element.scrollIntoView());
        await page.waitForTimeout(300);
        await shot(page, `offline-${tag}`);
        await context.setOffline(false);
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
      }
    });
  }
}
