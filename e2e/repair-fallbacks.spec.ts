/**
 * The repair search says what it understood and what it widened (Croatian, 360 px, bundled dataset): a
 * town with no shops of its own ("servis klime Sinj") answers the nearest ones and says so; a word where a
 * place would stand that no place matches is named instead of being ignored.
 */
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';

test.use({ viewport: { width: 360, height: 740 } });

const cards = (page: Page) => page.getByRole('list', { name: /servis/i }).getByRole('article');

async function search(page: Page, query: string) {
  await page.goto('/hr');
  await page.getByRole('tab', { name: /Servisi/ }).click();
  await page.getByRole('textbox', { name: 'Što trebate i gdje?' }).fill(query);
  await page.getByRole('button', { name: 'Pretraži servise' }).click();
}

test('a town without shops answers the nearest and says so; an unknown place is named', async ({ page }) => {
  await search(page, 'servis klime Sinj');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Prepoznato' })).toContainText('Sinj');
  await expect(
    page.getByText('Nismo našli odgovarajuću radionicu u Sinju pa prikazujemo najbliže, do 25 km udaljenosti.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('repair-nearby-360.png'), fullPage: false });

  await search(page, 'vulkanizer u Šimunovcu');
  await expect(cards(page).first()).toBeVisible();
  await expect(
    page.getByText('Mjesto „Šimunovcu” ne poznajemo pa rezultati nisu ograničeni na mjesto.', { exact: false }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('repair-unknown-place-360.png'), fullPage: false });
});
