import { signedInState } from './fixtures/signed-in';
import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE } from '../api/contract/catalog/vehicle';

/** The first card on the home page: its link, title text and price text. */
async function firstCard(page: Page) {
  await page.goto('/');
  const card = page.getByRole('list', { name: 'Cars found' }).locator(':scope > li').first();
  const link = card.getByRole('heading').getByRole('link');
  await expect(link).toBeVisible();
  return {
    href: (await link.getAttribute('href')) ?? '',
    title: ((await link.textContent()) ?? '').trim(),
    price: ((await card.getByText(/€[\d,]+/).textContent()) ?? '').trim(),
  };
}

test('a /car/<slug> deep link shows the car; the base64-only form too', async ({ page }) => {
  const car = await firstCard(page);
  expect(car.href).toMatch(/^\/car\//);

  await page.goto(car.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.title);
  await expect(page.getByText(car.price, { exact: true })).toBeVisible();
  const image = page.getByRole('img', { name: new RegExp(`^${car.title}`) });
  await expect(image).toHaveAttribute('width', '600');
  await expect(image).toHaveAttribute('height', '400');
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seller', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(car.title));

  const base64 = car.href.split('-').pop() ?? '';
  await page.goto(`/car/${base64}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.title);

  await page.goto(`/de${car.href}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.title);
});

test('opening a car counts one view per visitor and day, and shows the returned count', async ({
  page,
  browser,
  baseURL,
}) => {
  const car = await firstCard(page);
  const viewsOn = (target: Page) => target.getByText('Views', { exact: true }).locator('xpath=following-sibling::dd');
  const counted = (target: Page) =>
    target.waitForResponse((response) => /\/api\/cars\/\d+\/view$/.test(response.url()));

  const firstView = counted(page);
  await page.goto(car.href);
  const { viewCount } = (await (await firstView).json()) as { viewCount: number };
  await expect(viewsOn(page)).toHaveText(viewCount.toLocaleString('en'));

  // The same visitor again the same day: not counted twice.
  const again = counted(page);
  await page.reload();
  expect(((await (await again).json()) as { viewCount: number }).viewCount).toBe(viewCount);

  // Another visitor (signed in) counts.
  const other = await browser.newContext({ storageState: await signedInState('demo-user', baseURL!) });
  const otherPage = await other.newPage();
  const otherView = counted(otherPage);
  await otherPage.goto(car.href);
  expect(((await (await otherView).json()) as { viewCount: number }).viewCount).toBe(viewCount + 1);
  await expect(viewsOn(otherPage)).toHaveText((viewCount + 1).toLocaleString('en'));
  await other.close();
});

test('the back link of the car page returns to the search the car was opened from', async ({ page }) => {
  await page.goto('/?fuelTypes=diesel');
  await expect(page.getByText(new RegExp(`Showing 1–${PAGE_SIZE} of`))).toBeVisible();
  const card = page.getByRole('list', { name: 'Cars found' }).locator(':scope > li').first();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to search' }).click();
  await expect(page).toHaveURL(/\/\?fuelTypes=diesel$/);
});
