import { expect, test, type Page } from '@playwright/test';

const cardList = (page: Page) => page.getByRole('list', { name: 'Car listings' });
/** The cards: the list's own items (each card has a nested list of specs). */
const cards = (page: Page) => cardList(page).locator(':scope > li');
const cardLinks = (page: Page) => cards(page).getByRole('link');

async function hrefs(page: Page): Promise<string[]> {
  return cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('home shows a page of 8 listing cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Used cars for sale' })).toBeVisible();
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByText(/Showing 1–8 of [\d,]+ cars/)).toBeVisible();

  const firstCard = cards(page).first();
  await expect(firstCard.getByRole('img')).toHaveAttribute('width', '400');
  await expect(firstCard.getByRole('img')).toHaveAttribute('height', '256');
  await expect(firstCard.getByRole('img')).toHaveAttribute('loading', 'lazy');
  await expect(firstCard.getByRole('img')).toHaveAttribute('alt', /.+, \d{4}$/);
  await expect(firstCard.getByText(/€[\d,]+/)).toBeVisible();
  await expect(firstCard.getByText(/[\d,]+ km/)).toBeVisible();
  for (const href of await hrefs(page)) expect(href).toMatch(/^\/car\/[a-z0-9-]+-[A-Za-z0-9]+$/);
});

test('paging: page 2 shows other cars, is in the URL and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(8);
  const firstPage = await hrefs(page);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/\?page=2$/);
  await expect(page.getByText(/Showing 9–16 of/)).toBeVisible();
  await expect(cardList(page)).not.toHaveAttribute('aria-busy', 'true');
  const secondPage = await hrefs(page);
  expect(secondPage).toHaveLength(8);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(page.getByText(/Showing 9–16 of/)).toBeVisible();
  expect(await hrefs(page)).toEqual(secondPage);

  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Showing 1–8 of/)).toBeVisible();
  expect(await hrefs(page)).toEqual(firstPage);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/hr/nope');
  await expect(page.getByRole('heading', { level: 1, name: '404 – stranica nije pronađena' })).toBeVisible();
});
