/**
 * The classic search as a buyer uses it (issue: classic search, results, details, comparison): filter,
 * sort, page, reload, clear; open a car's details, reveal and copy the phone, close with Escape and with
 * back; compare two cars and be refused a third.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PAGE_SIZE } from '../api/contract/catalog/vehicle';
import { withConsentStored } from './helpers';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => page.getByRole('list', { name: 'Cars found' }).locator(':scope > li');
const summary = (page: Page) => results(page).getByText(/^Showing \d+–\d+ of [\d,]+ results?$/);
const form = (page: Page) => page.getByRole('form', { name: 'Search filters' });
const range = (page: Page, name: RegExp, end: 'From' | 'To') =>
  form(page).getByRole('group', { name }).getByRole('textbox', { name: end });

async function pick(page: Page, field: 'Brand' | 'Model', search: string, option: string) {
  await form(page)
    .getByRole('button', { name: new RegExp(`^${field}`) })
    .click();
  await page.getByRole('searchbox', { name: field === 'Brand' ? 'Search brands' : 'Search models' }).fill(search);
  await page.getByRole('dialog').getByRole('option', { name: option, exact: true }).click();
  // The list stays open for more picks: Escape clears the search text, then closes it.
  const searchbox = page.getByRole('searchbox', { name: field === 'Brand' ? 'Search brands' : 'Search models' });
  await searchbox.press('Escape');
  await searchbox.press('Escape');
  await expect(searchbox).toHaveCount(0);
}

/** The numbers on the result cards, in order. */
async function cardValues(page: Page, pattern: RegExp): Promise<number[]> {
  const texts = await cards(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText));
  return texts.map((text) => Number((pattern.exec(text)?.[1] ?? '').replace(/[^\d]/g, '')));
}

async function shownTotal(page: Page): Promise<number> {
  const text = (await summary(page).textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
}

test.beforeEach(async ({ page }) => {
  await withConsentStored(page);
});

test('a buyer filters, sorts, pages, reloads and clears', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const everything = await shownTotal(page);
  const firstCard = cards(page).first();
  await expect(firstCard.getByRole('img')).toHaveAttribute('width', '400');
  await expect(firstCard.getByRole('img')).toHaveAttribute('height', '256');
  await expect(firstCard.getByRole('img')).toHaveAttribute('loading', 'lazy');
  await expect(results(page).getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

  await expect(form(page).getByRole('button', { name: /^Model/ })).toBeDisabled();
  await pick(page, 'Brand', 'volks', 'Volkswagen');
  await pick(page, 'Model', 'gol', 'Golf');
  await range(page, /^Price/, 'To').fill('30000');
  await form(page).getByText('Diesel', { exact: true }).click();
  await form(page).getByText('Petrol', { exact: true }).click();
  await expect(form(page).getByRole('checkbox', { name: 'Diesel' })).toBeChecked();
  await expect(form(page).getByRole('checkbox', { name: 'All' })).not.toBeChecked();
  // The submit button shows the live count of the filters being set ("Show 37 cars").
  await form(page)
    .getByRole('button', { name: /^(Search|Show [\d,]+ cars?)$/ })
    .click();

  await expect(page).toHaveURL(
    /\?brand=Volkswagen&model=Golf&maxPrice=30000&fuelTypes=diesel%2Cpetrol$|\?brand=Volkswagen&model=Golf&maxPrice=30000&fuelTypes=diesel&fuelTypes=petrol$/,
  );
  await expect(summary(page)).toHaveText(new RegExp(`^Showing 1–${PAGE_SIZE} of \\d+ results$`));
  await expect(results(page)).toBeInViewport();
  const matching = await shownTotal(page);
  expect(matching).toBeGreaterThan(PAGE_SIZE);
  expect(matching).toBeLessThan(everything);
  for (const text of await cards(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText))) {
    expect(text).toContain('Volkswagen Golf');
    expect(text).toMatch(/Diesel|Petrol/);
  }
  const prices = await cardValues(page, /^(€[\d,]+)$/m);
  expect(prices.every((price) => price <= 30000)).toBe(true);
  // Newest listings first unless the buyer picks another order.
  await expect(results(page).getByRole('button', { name: /Sort by/ })).toContainText('Newest listings first');

  // Sort: newest first.
  await results(page)
    .getByRole('button', { name: /Sort by/ })
    .click();
  await page.getByRole('option', { name: 'Year: newest first' }).click();
  await expect(page).toHaveURL(/sort=year_desc/);
  await expect(cards(page).first()).toBeVisible();
  await expect
    .poll(async () => {
      const years = await cardValues(page, /^((?:19|20)\d\d)$/m);
      return years.every((year, index) => index === 0 || years[index - 1]! >= year);
    })
    .toBe(true);

  // Page 2, then a reload keeps it.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const second = `Showing ${PAGE_SIZE + 1}–${Math.min(2 * PAGE_SIZE, matching)} of ${matching} results`;
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(summary(page)).toHaveText(second);
  await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const secondPage = await cards(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText));
  await page.reload();
  await expect(summary(page)).toHaveText(second);
  expect(await cards(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText))).toEqual(
    secondPage,
  );

  // The filters came back into the form from the address.
  await expect(form(page).getByRole('button', { name: /^Brand/ })).toContainText('Volkswagen');
  await expect(range(page, /^Price/, 'To')).toHaveValue('30000');

  await results(page).getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(summary(page)).toHaveText(`Showing 1–${PAGE_SIZE} of ${everything.toLocaleString('en')} results`);
  await expect(form(page).getByRole('button', { name: /^Brand/ })).toContainText('All brands');
  await expect(range(page, /^Price/, 'To')).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('search.currentPage'))).toBeNull();

  // Back brings the filtered search again.
  await page.goBack();
  await expect(page).toHaveURL(/brand=Volkswagen/);
  await expect(form(page).getByRole('button', { name: /^Brand/ })).toContainText('Volkswagen');
});

test('a buyer opens a car, reveals and copies the phone, and closes the details with Escape and with back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const card = cards(page).first();
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const open = card.getByRole('button', { name: /^View details/ });
  await open.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);

  const counted = page.waitForResponse((response) => /\/api\/cars\/\d+\/view$/.test(response.url()));
  await open.click();
  const { viewCount } = (await (await counted).json()) as { viewCount: number };
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(dialog.getByText('Complete Car Details')).toBeVisible();
  const image = dialog.getByRole('img', { name: new RegExp(`^${title}`) });
  await expect(image).toHaveAttribute('width', '600');
  await expect(image).toHaveAttribute('height', '400');
  // The view was counted (once a day per visitor) and the card shows the server's count in place.
  await expect(card.getByText(/\d+ views?$/)).toHaveText(new RegExp(`^${viewCount.toLocaleString('en')} views?$`));

  await dialog.getByRole('button', { name: 'Show phone number' }).click();
  const call = dialog.getByRole('link', { name: /^Call \+?[\d ]+/ });
  await expect(call).toBeVisible();
  const phone = ((await call.textContent()) ?? '').trim();
  await dialog.getByRole('button', { name: 'Copy number' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phone);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  // Again, closed with the browser's back.
  await open.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  // Forward opens it again; its own back button closes it.
  await page.goForward();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Back to search' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('signed out, the AI analysis asks to register', async ({ page }) => {
  await page.goto('/');
  await cards(page)
    .first()
    .getByRole('button', { name: /^View details/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'AI analysis' }).click();
  const prompt = page.getByRole('dialog', { name: 'Registration required' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Create a free account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('dialog')).toBeVisible(); // the car details stay open under it
});

async function toggleCompare(card: Locator) {
  await card.getByRole('button', { name: /^Compare/ }).click();
}

test('a buyer compares two cars and is refused a third', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const bar = page.getByRole('region', { name: 'Cars selected for comparison' });
  await toggleCompare(cards(page).nth(0));
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
  await expect(bar.getByText('Select one more car to compare')).toBeVisible();
  await toggleCompare(cards(page).nth(1));
  await expect(bar.getByRole('button', { name: 'Compare', exact: true })).toBeEnabled();

  await toggleCompare(cards(page).nth(2));
  await expect(page.getByText('Comparison Limit Reached').first()).toBeVisible();
  await expect(page.getByText('You can compare up to 2 cars at a time').first()).toBeVisible();
  await expect(
    cards(page)
      .nth(2)
      .getByRole('button', { name: /^Compare/ }),
  ).toHaveAttribute('aria-pressed', 'false');

  // The choice survives a reload.
  await page.reload();
  await expect(bar.getByRole('button', { name: 'Compare', exact: true })).toBeEnabled();
  await bar.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare cars' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByText(/Cheaper|Newer|Fewer km/).first()).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();

  await bar.getByRole('button', { name: 'Clear' }).click();
  await expect(bar).toBeHidden();
});

test('at 360 px the results, the details and the comparison fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const overflowing = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((element) => element.outerHTML.slice(0, 160)),
    );
  // The filter sheet in every language, advanced filters open (German and Croatian labels are the longest).
  for (const [path, filters, more] of [
    ['/hr', /^Filteri/, 'Više filtara'],
    ['/de', /^Filter/, 'Weitere Filter'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#search-results article')).toHaveCount(PAGE_SIZE);
    await page.getByRole('button', { name: filters }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: more }).click();
    await expect(sheet.getByRole('button', { name: more })).toHaveAttribute('aria-expanded', 'true');
    expect(await overflowing()).toEqual([]);
    await page.goBack();
    await expect(sheet).toHaveCount(0);
  }
  await page.goto('/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  expect(await overflowing()).toEqual([]);
  expect(await fits()).toBe(true);
  await toggleCompare(cards(page).nth(0));
  await toggleCompare(cards(page).nth(1));
  await page
    .getByRole('region', { name: 'Cars selected for comparison' })
    .getByRole('button', { name: 'Compare', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Compare cars' });
  await expect(dialog.getByRole('table')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});
