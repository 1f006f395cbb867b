import { test, expect } from '@playwright/test';
import { withConsentStored } from './helpers';

for (const language of ['hr', 'de'] as const) {
  for (const width of [360, 1280]) {
    test(`shots ${language} ${width}`, async ({ page }) => {
      test.setTimeout(180_000);
      await withConsentStored(page);
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.goto(`/${language}?minPowerKw=110&sellerType=dealer&equipment=navigation,towBar&minRegistration=2019-03`);
      const form = page.getByRole('form').first();
      if (width === 360) {
        await page.getByRole('button', { name: /^(Filteri|Filter)/ }).first().click();
      }
      await expect(page.getByRole('form').first()).toBeVisible();
      const dir = '/tmp/shots-buyer-filters';
      await page.waitForTimeout(0);
      const group = page.getByRole('group', { name: language === 'hr' ? 'Snaga' : 'Leistung' }).first();
      await group.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/${language}-${width}-more-filters.png`, fullPage: width !== 360 });
      await page.getByRole('group', { name: language === 'hr' ? 'Cijena' : 'Preis' }).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/${language}-${width}-top.png` });
      void form;
    });
  }
}
