/**
 * Several brands at once: on a 360 px phone (in the filter sheet) and at 1280 px, a buyer picks
 * two brands in the filter form (one with the keyboard), sees them as chips, and the results hold only
 * those brands; the count on the submit button is the results' total, and the address round-trips.
 */
import { expect, test, type Page } from '@playwright/test';
import { withConsentStored } from './helpers';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

const form = (page: Page) => page.getByRole('form', { name: 'Search filters' });
const cards = (page: Page) => page.getByRole('list', { name: 'Cars found' }).locator(':scope > li');
const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function resultsTotal(page: Page): Promise<number> {
  const text =
    (await page
      .locator('#search-results')
      .getByText(/^Showing \d+–\d+ of [\d,]+ results?$/)
      .textContent()) ?? '';
  return digits(/of ([\d,]+)/.exec(text)?.[1] ?? '-1');
}

test.beforeEach(async ({ page }) => {
  await withConsentStored(page);
});

for (const viewport of VIEWPORTS) {
  test(`picks two brands in the filter form; only they are found, as many as the button said (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible({ timeout: 45_000 });
    if (viewport.width < 768) await page.getByRole('button', { name: /^Filters/ }).click();

    const brandButton = form(page).getByRole('button', { name: /^Brand/ });
    await brandButton.click();
    const searchbox = page.getByRole('searchbox', { name: 'Search brands' });
    // With the keyboard: type to narrow the list, arrow down to the option, Enter to pick it.
    await searchbox.fill('dac');
    await searchbox.press('ArrowDown');
    await searchbox.press('Enter');
    const brandList = page.getByRole('dialog', { name: 'Brand', exact: true });
    await expect(brandList.getByRole('option', { name: 'Dacia', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The list stays open for the second pick.
    await searchbox.fill('skoda');
    await brandList.getByRole('option', { name: 'Škoda', exact: true }).click();
    await searchbox.press('Escape');
    await searchbox.press('Escape');
    await expect(searchbox).toHaveCount(0);

    const chips = form(page).getByRole('grid', { name: 'Chosen brands' });
    await expect(chips.getByRole('row')).toHaveText(['Dacia', 'Škoda']);
    await expect(brandButton).toContainText('Dacia, Škoda');
    // The model list offers each brand's models under its name.
    await form(page)
      .getByRole('button', { name: /^Model/ })
      .click();
    await expect(page.getByRole('listbox', { name: /Model/ }).getByRole('group')).toHaveCount(2);
    await page.screenshot({ path: `test-results/multi-brand-models-${viewport.width}.png` });
    await page.getByRole('searchbox', { name: 'Search models' }).press('Escape');
    await expect(page.getByRole('searchbox', { name: 'Search models' })).toHaveCount(0);

    const count = form(page).getByTestId('filter-count');
    await expect(count).toHaveText(/^Show [\d,]+ cars?$/);
    const counted = digits((await count.textContent())!);
    expect(counted).toBeGreaterThan(0);
    // The form, its chips and its buttons fit the width.
    const formBox = (await form(page).boundingBox())!;
    expect(formBox.x).toBeGreaterThanOrEqual(0);
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(viewport.width);
    const chipsBox = (await chips.boundingBox())!;
    expect(chipsBox.x + chipsBox.width).toBeLessThanOrEqual(formBox.x + formBox.width);
    await page.screenshot({ path: `test-results/multi-brand-form-${viewport.width}.png` });
    await form(page)
      .getByRole('button', { name: /^Show [\d,]+ cars?$/ })
      .click();

    await expect(page).toHaveURL(/[?&]brand=Dacia&brand=%C5%A0koda(&|$)/);
    await expect.poll(() => resultsTotal(page)).toBe(counted);
    const titles = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const text of titles) expect(text).toMatch(/^(Dacia|Škoda) /);
    await page.screenshot({ path: `test-results/multi-brand-results-${viewport.width}.png` });

    // The address holds the search: a reload shows the same brands in the form.
    await page.reload();
    await expect.poll(() => resultsTotal(page)).toBe(counted);
    if (viewport.width < 768) await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(form(page).getByRole('grid', { name: 'Chosen brands' }).getByRole('row')).toHaveText([
      'Dacia',
      'Škoda',
    ]);
  });
}
