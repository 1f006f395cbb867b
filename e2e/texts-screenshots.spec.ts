/**
 * Design review screenshots (not a test): SCREENSHOTS=<folder> npx playwright test texts-screenshots
 * The screens whose texts changed, in hr and de at 360 and 1440 px: the cookie banner and the quick search's
 * brand hint, a one-page result count, the import guide reached from its old address, the seller profile's
 * OIB error and the import tab (dealer), the error logs (admin).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withConsentStored } from './helpers';
import { signedInState } from './fixtures/signed-in';

const folder = process.env.SCREENSHOTS;
test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');

const LANGUAGES = ['hr', 'de'] as const;
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
] as const;
const TEXT = {
  hr: {
    profile: 'Profil prodavatelja',
    save: 'Spremi profil',
    import: 'Uvoz',
    errors: 'Zapisi o pogreškama',
    demo: 'Izazovi probnu pogrešku',
    reset: 'Vrati demonstraciju',
  },
  de: {
    profile: 'Verkäuferprofil',
    save: 'Profil speichern',
    import: 'Import',
    errors: 'Fehlerprotokoll',
    demo: 'Testfehler auslösen',
    reset: 'Demo zurücksetzen',
  },
};

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(folder!, `${name}.png`), fullPage });

for (const language of LANGUAGES) {
  for (const viewport of WIDTHS) {
    const tag = `${language}-${viewport.width}`;
    test.describe(`${tag}`, () => {
      test.use({ viewport });

      test(`buyer screens ${tag}`, async ({ page }) => {
        await page.goto(`/${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        await shot(page, `home-cookie-banner-${tag}`);

        await withConsentStored(page);
        await page.goto(`/${language}?brand=Tesla&maxPrice=20000`);
        const summary = page.locator('#search-results-title ~ p, #search-results-title + p').first();
        await expect(summary).not.toBeEmpty();
        await summary.scrollIntoViewIfNeeded();
        await settle(page);
        await shot(page, `results-count-${tag}`);

        await page.goto(`/${language}/${language === 'hr' ? 'uvoz-auta' : 'autokauf-import'}`);
        await expect(page).toHaveURL(new RegExp(`/${language}/car-import-guide$`));
        await settle(page);
        await shot(page, `import-guide-${tag}`);
      });

      test(`dealer screens ${tag}`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          viewport,
          storageState: await signedInState('demo-dealer', baseURL!),
        });
        const page = await context.newPage();
        await withConsentStored(page);
        await page.goto(`/${language}/dealer-dashboard`);
        await page.getByRole('tab', { name: TEXT[language].profile }).click();
        const taxId = page.locator('input[name="taxId"]');
        await taxId.fill('12345678901');
        await page.getByRole('button', { name: TEXT[language].save }).click();
        await expect(taxId).toHaveAttribute('aria-invalid', 'true');
        await taxId.scrollIntoViewIfNeeded();
        await settle(page);
        await shot(page, `dealer-oib-error-${tag}`);

        await page.getByRole('tab', { name: TEXT[language].import }).click();
        await settle(page);
        await shot(page, `dealer-import-${tag}`);
        await context.close();
      });

      test(`admin screens ${tag}`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ viewport, storageState: await signedInState('admin', baseURL!) });
        const page = await context.newPage();
        await withConsentStored(page);
        await page.goto(`/${language}/admin`);
        await page.getByRole('tab', { name: TEXT[language].errors }).click();
        // A reported error of the bare type "Error", so the list shows one.
        const demo = page.getByRole('button', { name: TEXT[language].demo });
        if (await demo.isVisible()) {
          await demo.click();
          await page.getByRole('button', { name: TEXT[language].reset }).click();
          await page.reload();
          await page.getByRole('tab', { name: TEXT[language].errors }).click();
        }
        await settle(page);
        await shot(page, `admin-errors-${tag}`);
        await context.close();
      });
    });
  }
}
