/**
 * At a dealership without signal: a buyer saves a search for offline, goes offline, reloads, searches the
 * saved listings (same results and order as the server gave), opens a car, compares two, and comes back
 * online.
 */
import { expect, test, type Page } from '@playwright/test';
import { saveSearchForOffline, withConsentStored } from './helpers';

test.use({ serviceWorkers: 'allow' });

const cards = (page: Page) => page.getByRole('list', { name: 'Cars found' }).locator(':scope > li');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const summary = (page: Page) =>
  page.getByRole('region', { name: 'Results' }).getByText(/^Showing \d+–\d+ of [\d,]+ results?$/);

const SAVED = '/?brand=%C5%A0koda&model=Octavia';
const SEARCHES = [
  '/?brand=%C5%A0koda&model=Octavia&fuelTypes=diesel',
  '/?brand=%C5%A0koda&model=Octavia&maxPrice=15000&sort=year_desc',
  '/?brand=%C5%A0koda&model=Octavia&sort=mileage_asc',
];

test('a saved search works offline: search, details and comparison', async ({ page, context }) => {
  test.setTimeout(180_000);
  await withConsentStored(page);

  // Online: what the server answers for a few searches within the saved one.
  const online = new Map<string, { summary: string; titles: string[] }>();
  for (const url of SEARCHES) {
    await page.goto(url);
    await expect(summary(page)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    online.set(url, { summary: (await summary(page).textContent()) ?? '', titles: await cardTitles(page) });
  }

  const savedTotal = await saveSearchForOffline(page, SAVED);
  const panel = page.getByRole('region', { name: 'Take these cars with you' });
  await expect(panel.getByText(new RegExp(`On this device: ${savedTotal} saved listings`))).toBeVisible();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('Offline: some listings may be unavailable')).toBeVisible();
    for (const url of SEARCHES) {
      await page.goto(url);
      await expect(
        page.getByText(new RegExp(`^Offline: showing results from ${savedTotal} saved listings$`)),
      ).toBeVisible();
      await expect(summary(page)).toHaveText(online.get(url)!.summary);
      expect(await cardTitles(page)).toEqual(online.get(url)!.titles);
    }
    // The saved photos show without a network.
    const image = cards(page).first().getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // A car's details from the device.
    await cards(page)
      .first()
      .getByRole('button', { name: /^View details/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Complete Car Details')).toBeVisible();
    await expect(dialog.getByText(/^Saved on this device · /)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Two of them compared.
    await cards(page)
      .nth(0)
      .getByRole('button', { name: /^Compare/ })
      .click();
    await cards(page)
      .nth(1)
      .getByRole('button', { name: /^Compare/ })
      .click();
    await page
      .getByRole('region', { name: 'Cars selected for comparison' })
      .getByRole('button', { name: 'Compare', exact: true })
      .click();
    const comparison = page.getByRole('dialog', { name: 'Compare cars' });
    await expect(comparison.getByRole('table')).toBeVisible();
    await expect(
      comparison.getByText('You are offline. The comparison shows the copies saved on this device.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(comparison).toBeHidden();
  } finally {
    await context.setOffline(false);
  }

  // Back online: the search is asked of the server again.
  await expect(page.getByText('Offline: some listings may be unavailable')).toBeHidden();
  await expect(page.getByText(/^Offline: showing results/)).toBeHidden();
  await expect(summary(page)).toHaveText(online.get(SEARCHES.at(-1)!)!.summary);
});
