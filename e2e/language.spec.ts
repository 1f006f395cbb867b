import { expect, test, type Page } from '@playwright/test';
import { firstCarHref, withConsentStored } from './helpers';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(({ page }) => withConsentStored(page));

async function switchLanguage(page: Page, languageName: 'English' | 'Hrvatski' | 'Deutsch') {
  // The language button works once the app has taken over a prerendered page.
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.getByRole('button', { name: /^(Language|Jezik|Sprache):/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: languageName, exact: true }).click();
}

test('switching language on a car page keeps the car and changes texts, title and <html lang>', async ({ page }) => {
  const href = await firstCarHref(page);
  await page.goto(`${href}#seller-title`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const car = (await heading.textContent())!.trim();
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${car} \\(\\d{4}\\) for sale · Autotržni$`));

  await switchLanguage(page, 'Hrvatski');
  await expect(page).toHaveURL(new RegExp(`/hr${href}#seller-title$`));
  await expect(heading).toHaveText(car);
  await expect(page.getByRole('heading', { name: 'Opis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Natrag na pretragu' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${car} \\(\\d{4}\\) na prodaju · Autotržni$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');

  await switchLanguage(page, 'Deutsch');
  await expect(page).toHaveURL(new RegExp(`/de${href}#seller-title$`));
  await expect(heading).toHaveText(car);
  await expect(page.getByRole('heading', { name: 'Beschreibung' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${car} \\(\\d{4}\\) zu verkaufen · Autotržni$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The head names the page in every language.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/de${href}$`));
  for (const [hreflang, prefix] of [
    ['en', ''],
    ['hr', '/hr'],
    ['de', '/de'],
    ['x-default', ''],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${prefix}${href}$`),
    );
  }
});

test('the car import guide has one path after every language prefix', async ({ page }) => {
  await page.goto('/car-import-guide');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('Car import guide');
  await expect(page).toHaveTitle(/ · Autotržni$/);

  await switchLanguage(page, 'Hrvatski');
  await expect(page).toHaveURL(/\/hr\/car-import-guide$/);
  await expect(title).toContainText('uvoz');
  await expect(
    page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name: 'Vodič za uvoz' }),
  ).toHaveAttribute('aria-current', 'page');

  await switchLanguage(page, 'Deutsch');
  await expect(page).toHaveURL(/\/de\/car-import-guide$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/car-import-guide$/);
  await expect(title).toContainText('Car import guide');
});

test('an old Croatian address of the guide moves to its present one, permanently, keeping the section', async ({
  page,
  request,
}) => {
  const answer = await request.get('/hr/uvoz-auta?ref=bookmark', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe('/hr/car-import-guide?ref=bookmark');

  // A bookmark with a section: the browser follows the redirect and keeps the hash; the page is the guide.
  await page.goto('/hr/uvoz-auta#dokumenti');
  await expect(page).toHaveURL(/\/hr\/car-import-guide#dokumenti$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('uvoz');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/car-import-guide$/);

  // In the app (an old link inside a page, or a service worker that answers offline) it moves there too.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/de/autokauf-import');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/de\/car-import-guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ratgeber Autoimport');
});

test('the chosen language is used for "/" on the next visit, but deep links are never redirected', async ({ page }) => {
  await page.goto('/how-it-works');
  await switchLanguage(page, 'Deutsch');
  await expect(page).toHaveURL(/\/de\/how-it-works$/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Gebrauchtwagen zum Verkauf' })).toBeVisible();

  await page.goto('/contact-us');
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Inside the site, the logo goes to the home page of the page's own language.
  await page.getByRole('link', { name: 'Autotržni – home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
