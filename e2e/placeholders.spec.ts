/**
 * Every placeholder of the search forms is read in full in Croatian and German at 1280 and 360 px
 * ("Bez ograniče…" was cut at 1280 px): the classic form beside the results on a desktop, the
 * filter sheet on a phone, the quick search, and the AI and repair searches of a signed-in buyer.
 */
import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './fixtures/signed-in';
import { withConsentStored } from './helpers';

const LANGUAGES = [
  { prefix: '/hr', filters: /^Filteri/, sheet: 'Filteri', ai: 'AI pretraga', repair: 'Servisi' },
  { prefix: '/de', filters: /^Filter/, sheet: 'Filter', ai: 'KI-Suche', repair: 'Werkstätten' },
] as const;

/** Placeholders (of empty inputs, and of the searchable selects' empty value) wider than their box. */
function cutPlaceholders(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const cut: string[] = [];
    const inputs = [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')].filter(
      (input) => visible(input) && input.value === '',
    );
    for (const input of inputs) {
      const style = getComputedStyle(input);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needed = canvas.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needed > room + 0.5)
        cut.push(`“${input.placeholder}” needs ${Math.ceil(needed)} px, has ${Math.floor(room)} px`);
    }
    for (const value of document.querySelectorAll<HTMLElement>('[data-placeholder]')) {
      if (visible(value) && value.scrollWidth > value.clientWidth + 0.5)
        cut.push(`“${value.textContent}” needs ${value.scrollWidth} px, has ${value.clientWidth} px`);
    }
    return { cut, checked: inputs.length };
  });
}

test.beforeEach(async ({ page }) => {
  await withConsentStored(page);
});

for (const language of LANGUAGES) {
  test(`the search forms' placeholders fit at 1280 px (${language.prefix})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${language.prefix}/`);
    await expect(page.getByTestId('quick-search')).toBeVisible();
    await expect(page.locator('form input[placeholder]').first()).toBeVisible();
    const { cut, checked } = await cutPlaceholders(page);
    expect(checked).toBeGreaterThanOrEqual(6);
    expect(cut).toEqual([]);
  });

  test(`the filter sheet's placeholders fit at 360 px (${language.prefix})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${language.prefix}/`);
    await page.getByRole('button', { name: language.filters }).click();
    const sheet = page.getByRole('dialog', { name: language.sheet });
    await expect(sheet.locator('input[placeholder]').first()).toBeVisible();
    const { cut, checked } = await cutPlaceholders(page);
    expect(checked).toBeGreaterThanOrEqual(6);
    expect(cut).toEqual([]);
  });
}

test.describe('signed in', () => {
  test.use({ storageState: ({ baseURL }, use) => signedInState('demo-user', baseURL!).then(use) });

  for (const language of LANGUAGES) {
    for (const width of [360, 1280]) {
      test(`the AI and repair searches' placeholders fit at ${width} px (${language.prefix})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${language.prefix}/`);
        for (const tab of [language.ai, language.repair]) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(
            page.getByRole('tabpanel').locator('input[placeholder], textarea[placeholder]').first(),
          ).toBeVisible();
          expect((await cutPlaceholders(page)).cut, tab).toEqual([]);
        }
      });
    }
  }
});
