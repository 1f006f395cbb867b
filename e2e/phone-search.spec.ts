/**
 * Search first on the phone: the quick search is on the home page's first screen at 360 and
 * 1280 px in three languages, its button counts what the server finds as the fields change, and the
 * results it opens say the same number.
 */
import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './fixtures/signed-in';
import { withConsentStored } from './helpers';

const LANGUAGES = [
  { prefix: '', brand: 'Brand', price: 'Max. price', show: /^Show ([\d,]+) cars?$/ },
  { prefix: '/hr', brand: 'Marka', price: 'Cijena do', show: /^Prikaži ([\d.]+) automobila?$/ },
  { prefix: '/de', brand: 'Marke', price: 'Preis bis', show: /^([\d.]+) Autos? anzeigen$/ },
] as const;

const quickSearch = (page: Page) => page.getByTestId('quick-search');
const countText = (page: Page) => page.getByTestId('quick-search-count');
const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The total in "Showing 1–8 of 1,284 results" (any language): the last number. */
async function resultsTotal(page: Page): Promise<number> {
  const summary = page.locator('#search-results p[aria-live="polite"]');
  const numbers = ((await summary.textContent()) ?? '').match(/[\d.,]+/g) ?? [];
  return numbers.length > 0 ? digits(numbers.at(-1)!) : -1;
}

test.beforeEach(async ({ page }) => {
  await withConsentStored(page);
});

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** The quick search on the first screen; its count, after choosing a brand and a price, is what the results say. */
async function quickSearchCountMatchesResults(
  page: Page,
  viewport: (typeof VIEWPORTS)[number],
  language: (typeof LANGUAGES)[number],
) {
  await page.setViewportSize(viewport);
  await page.goto(`${language.prefix}/`);
  const form = quickSearch(page);
  await expect(form).toBeInViewport({ ratio: 1, timeout: 45_000 });
  await expect(form.getByRole('button')).toBeInViewport({ ratio: 1 });
  await expect(countText(page)).toHaveText(language.show);
  const everything = digits((await countText(page).textContent())!);

  const shown = async () => digits((await countText(page).textContent())!);
  await form.getByLabel(language.brand, { exact: true }).selectOption('Škoda');
  await expect.poll(shown).toBeLessThan(everything);
  const skodas = await shown();
  await form.getByLabel(language.price, { exact: true }).selectOption('10000');
  // Counted again by the server once the fields settle (debounced).
  await expect.poll(shown).toBeLessThan(skodas);
  await expect(countText(page)).toHaveText(language.show);
  const counted = await shown();
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/brand=%C5%A0koda.*maxPrice=10000/);
  await expect.poll(() => resultsTotal(page)).toBe(counted);
  await expect(page.locator('#search-results')).toBeInViewport();
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`the quick search is on the first screen and its count matches the results (${viewport.width} px, ${language.prefix || '/en'})`, async ({
      page,
    }) => {
      await quickSearchCountMatchesResults(page, viewport, language);
    });
  }
}

test.describe('signed in', () => {
  // The run's shared signed-in state (fixtures/signed-in.ts): the count and the results agree for a buyer too.
  test.use({ storageState: ({ baseURL }, use) => signedInState('demo-user', baseURL!).then(use) });

  for (const viewport of VIEWPORTS) {
    for (const language of LANGUAGES) {
      test(`the quick search's count matches the results (${viewport.width} px, ${language.prefix || '/en'})`, async ({
        page,
      }) => {
        await quickSearchCountMatchesResults(page, viewport, language);
        // Signed in indeed (the page's own session).
        expect((await page.request.get('/api/user')).status()).toBe(200);
      });
    }
  }
});

test('the count says when nothing matches, and the model follows the brand', async ({ page }) => {
  await page.goto('/');
  const form = quickSearch(page);
  const field = (name: string) => form.getByLabel(name, { exact: true });
  await expect(field('Model')).toBeDisabled();
  await field('Brand').selectOption('Škoda');
  await field('Model').selectOption('Octavia');
  await field('Max. price').selectOption('3000');
  await expect(countText(page)).toHaveText(/^(No matching cars|Show \d+ cars?)$/);
  await field('Brand').selectOption('');
  await expect(field('Model')).toBeDisabled();
  await expect(field('Model')).toHaveValue('');
});

test('on a phone the results come first and the filters open as a sheet with the live count; back closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Search filters' })).toHaveCount(0);
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  await filtersButton.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toHaveCount(0);

  await filtersButton.click();
  await sheet.getByText('Electric', { exact: true }).click();
  await expect(sheet.getByRole('checkbox', { name: 'Electric' })).toBeChecked();
  const submit = sheet.getByTestId('filter-count');
  await expect(submit).toHaveText(/^Show [\d,]+ cars?$/);
  // The count follows the draft (debounced), before the search runs.
  await expect.poll(async () => digits((await submit.textContent())!)).toBeLessThan(1000);
  const counted = digits((await submit.textContent())!);
  await submit.click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/fuelTypes=electric/);
  await expect.poll(() => resultsTotal(page)).toBe(counted);
  await expect(page.getByRole('button', { name: /^Filters.*1 filter active/ })).toBeVisible();
  // Back goes to the search before, not into the sheet.
  await page.goBack();
  await expect(page).not.toHaveURL(/fuelTypes/);
  await expect(sheet).toHaveCount(0);
});

test('empty results offer to drop a filter, with the count each would give', async ({ page }) => {
  await page.goto('/?brand=%C5%A0koda&maxPrice=1');
  const option = page.getByRole('button', { name: /^Without the price limit: [\d,]+ cars?$/ });
  await expect(option).toBeVisible();
  const offered = digits(((await option.textContent()) ?? '').split(':')[1]!);
  await option.click();
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect.poll(() => resultsTotal(page)).toBe(offered);
});

test('in the filter sheet at 360 px the count button reads on one line and nothing of the form shows under the buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { prefix, show } of LANGUAGES) {
    await page.goto(prefix || '/');
    await page.getByRole('button', { name: /^(Filters|Filteri|Filter)/ }).click();
    const submit = page.getByRole('dialog').getByTestId('filter-count');
    await expect(submit).toHaveText(show);
    const lineHeight = await submit.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 24);
    expect((await submit.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    // The button bar reaches the bottom of the sheet: no strip of the scrolling form below it.
    const bar = submit.locator('xpath=ancestor::div[contains(@class, " ")][1]');
    const barBottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom);
    const dialogBottom = await page.getByRole('dialog').evaluate((element) => element.getBoundingClientRect().bottom);
    expect(dialogBottom - barBottom).toBeLessThan(2);
  }
});
