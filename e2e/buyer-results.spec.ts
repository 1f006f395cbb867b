/**
 * What a buyer meets in the results, in the built app: twenty cars a page, a car's own address (shared and
 * copied), the first car's photo and price on a phone's first screen after a search with the comparison chip
 * and the offline line showing, the listing type in the page's language, and the dark theme following the
 * device's setting from the first paint.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Car, CarPage } from '../api/contract/car';
import { carPath, encodeCarId } from '../api/contract/car-id';
import { PAGE_SIZE } from '../api/contract/catalog/vehicle';
import { darkPalette, lightPalette, summerPalette } from '../pwa/ui/tokens';
import { withConsentStored } from './helpers';

test.use({ serviceWorkers: 'allow' });

const cards = (page: Page) => page.locator('#search-results article');

/** "#0e151d" as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.beforeEach(async ({ page }) => {
  await withConsentStored(page);
});

test(`a results page holds ${PAGE_SIZE} cars, and the cards below the fold load their photos lazily`, async ({
  page,
}) => {
  await page.goto('/hr');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(page.getByText(new RegExp(`^Prikazano 1–${PAGE_SIZE} od [\\d.]+ rezultata$`))).toBeVisible();
  const last = cards(page).last().locator('img');
  await expect(last).toHaveAttribute('loading', 'lazy');
  // Sized to its slot before it arrives: no shift when it does.
  await expect(last).toHaveAttribute('width', '400');
  await expect(last).toHaveAttribute('height', '256');

  await page
    .getByRole('navigation', { name: 'Stranice rezultata' })
    .getByRole('button', { name: 'Stranica 2', exact: true })
    .click();
  await expect(page.getByText(new RegExp(`^Prikazano ${PAGE_SIZE + 1}–${2 * PAGE_SIZE} od`))).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test("opening a car puts the car's own address in the location bar; back returns to the search where it was; Share copies the address", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/hr?brand=Volkswagen');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const card = cards(page).nth(4);
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/hr\/car\/volkswagen-[\w-]+$/);
  const open = card.getByRole('button', { name: /^Pogledaj detalje/ });
  await open.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(300);

  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2, name: /^Volkswagen / })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}${href}`);

  // No Web Share API in desktop Chromium on Linux: the address is copied, and the button says so.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await dialog.getByRole('button', { name: 'Podijeli' }).click();
  await expect(dialog.getByRole('button', { name: 'Poveznica kopirana' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${href}`);
  // The confirmation is short: the button offers sharing again.
  await expect(dialog.getByRole('button', { name: 'Podijeli' })).toBeVisible({ timeout: 6000 });

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/hr?brand=Volkswagen`);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await expect(
    page.getByRole('form', { name: 'Filtri pretrage' }).getByRole('button', { name: /^Marka/ }),
  ).toContainText('Volkswagen');

  // Forward opens it again at its address; the address alone (a shared link) opens the car's page.
  await page.goForward();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}${href}`);
  const shared = await context.newPage();
  await shared.goto(href!);
  await expect(shared.getByRole('heading', { level: 1, name: /^Volkswagen / })).toBeVisible();
  await shared.close();

  // Closed with its own button: the search's address again.
  await dialog.getByRole('button', { name: 'Natrag na pretragu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/hr?brand=Volkswagen`);
});

test("at 360 × 740, after a search the first car's photo and price are on the first screen, with the comparison chip and the offline line", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/hr');
  await expect(cards(page).first()).toBeVisible();
  // The app's files from the service worker, as on a phone that has been here before: going offline below must
  // not catch a file on its way from the network (the app would reload to recover).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(cards(page).first()).toBeVisible();
  // One car chosen for comparison: a chip, not the full bar.
  await cards(page)
    .nth(1)
    .getByRole('button', { name: /^Usporedi/ })
    .click();
  const chip = page.getByRole('region', { name: 'Automobili odabrani za usporedbu' });
  await expect(chip).toBeVisible();
  await expect(chip.getByText('Odaberite još jedan za usporedbu')).toBeVisible();
  const chipBox = (await chip.boundingBox())!;
  expect(chipBox.height).toBeLessThanOrEqual(56);

  // A search from the filter sheet.
  await page.getByRole('button', { name: /^Filteri/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByText('Dizel', { exact: true }).click();
  await sheet.getByRole('button', { name: /^(Pretraži|Prikaži [\d.]+ automobila?)$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/fuelTypes=diesel/);
  // The results take the focus from the closed sheet's button: a screen reader goes on from them.
  await expect(page.locator('#search-results')).toBeFocused();
  await context.setOffline(true);
  const notice = page.getByText('Izvan mreže: neki oglasi možda nisu dostupni');
  await expect(notice).toBeVisible();
  expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(24);

  const first = cards(page).first();
  await expect(first).toContainText('Dizel');
  // Once the scroll to the results has settled.
  await expect.poll(async () => (await first.boundingBox())!.y, { intervals: [200, 200, 400] }).toBeLessThan(740);
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        let last = window.scrollY;
        setTimeout(() => resolve(window.scrollY === last), 300);
        last = window.scrollY;
      }),
  );
  const header = (await page.getByRole('banner').boundingBox())!;
  // The photo, or its drawn stand-in when the picture cannot load offline.
  const photo = (await first.getByRole('img').first().boundingBox())!;
  const price = (await first.getByText(/^[\d.]+\s€$/).boundingBox())!;
  const chipNow = (await chip.boundingBox())!;
  expect(photo.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  // Whole above the fold and above the chip (which sits in the bottom corner).
  expect(photo.y + photo.height).toBeLessThanOrEqual(chipNow.y);
  expect(price.y + price.height).toBeLessThanOrEqual(chipNow.y);
  await context.setOffline(false);
});

test('the listing type is in the page\'s language: "NOVO" in Croatian, "NEU" in German', async ({ page, request }) => {
  const newest = (await (await request.get('/api/cars?sort=year_desc&pageSize=20')).json()) as CarPage;
  const car = newest.cars.find((candidate: Car) => candidate.listingType === 'new');
  expect(car, 'a new car among the newest listings').toBeDefined();
  for (const [language, word] of [
    ['hr', 'NOVO'],
    ['de', 'NEU'],
  ] as const) {
    await page.goto(`/${language}?sort=year_desc`);
    const card = cards(page).filter({ has: page.locator(`a[href$="${encodeCarId(car!.id)}"]`) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(word, { exact: true })).toBeVisible();
    await expect(cards(page).getByText('NEW', { exact: true })).toHaveCount(0);
    expect(await card.getByRole('link').first().getAttribute('href')).toBe(`/${language}${carPath(car!)}`);
  }
});

test('the dark theme follows the device from the first paint, and a chosen theme wins over it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The theme <html> has when the page's body first appears: before the app's code has run.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { themeAtBody: string | null }).themeAtBody =
        document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const themeAtBody = () => page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/de');
  expect(await themeAtBody()).toBe('dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(rgb(darkPalette.background));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', darkPalette.themeColor);

  // The device switches to light while the page is open (the default choice follows it).
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe(rgb(lightPalette.background));

  // Chosen in the footer, kept over the device's setting from the first paint of the next visit.
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  const choice = page.getByRole('group', { name: 'Design' });
  await choice.getByRole('radio', { name: 'Dunkel' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  expect(await themeAtBody()).toBe('dark');
  await expect(page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Dunkel' })).toBeChecked();

  await page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Sommer' }).check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/hr');
  expect(await themeAtBody()).toBe('summer');
  expect(await background()).toBe(rgb(summerPalette.background));

  // Back to "as on this device": dark again, and nothing stored.
  await page.getByRole('group', { name: 'Tema' }).getByRole('radio', { name: 'Kao na uređaju' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  expect(violations).toEqual([]);
});
