/**
 * No public page scrolls sideways on a 360 px phone, in any language: long German compounds in headings
 * ("Datenschutzerklärung"), VINs and dealer names must wrap or hyphenate.
 */
import { expect, test } from '@playwright/test';
import { firstCarHref, withConsentStored } from './helpers';

const LANGUAGES = [
  { prefix: '', guide: '/car-import-guide' },
  { prefix: '/hr', guide: '/car-import-guide' },
  { prefix: '/de', guide: '/car-import-guide' },
] as const;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.beforeEach(({ page }) => withConsentStored(page));

for (const { prefix, guide } of LANGUAGES) {
  test(`every public page fits 360 px: ${prefix || '/en'}`, async ({ page }) => {
    const car = await firstCarHref(page);
    const paths = [
      '/',
      car,
      '/how-it-works',
      '/terms-of-service',
      '/privacy-policy',
      '/cookie-policy',
      guide,
      '/contact-us',
      '/repair',
      '/auth',
      '/reset-password',
      '/sell',
      '/no-such-page',
    ];
    const tooWide: string[] = [];
    for (const path of paths) {
      const address = `${prefix}${path === '/' && prefix ? '' : path}`;
      await page.goto(address || '/');
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      if (widths.page > widths.viewport) tooWide.push(`${address || '/'}: ${widths.page} px`);
    }
    expect(tooWide).toEqual([]);
  });
}

test.describe('tablet and desktop', () => {
  test.use({ isMobile: false, hasTouch: false });

  test('the home page with its results fits 1024, 1280 and 1440 px in every language', async ({ page }) => {
    const tooWide: string[] = [];
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { prefix } of LANGUAGES) {
        await page.goto(prefix || '/');
        await expect(page.locator('#search-results article').first()).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) tooWide.push(`${prefix || '/'} at ${width}: ${scrollWidth} px`);
      }
    }
    expect(tooWide).toEqual([]);
  });
});
