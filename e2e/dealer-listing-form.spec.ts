/**
 * A dealer's new listing on a 1024 × 768 tablet: nothing about the car is chosen beforehand (an estate must not
 * go out as a black diesel hatchback because nobody changed the presets), the required fields are marked and
 * say what is missing when the form is sent empty, and a VIN typed first fills in the brand.
 */
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';

test.use({ account: 'demo-dealer', viewport: { width: 1024, height: 768 }, hasTouch: true });

/** A select's trigger: react-aria names it by its value and its label ("Odaberite… Gorivo"). */
const select = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`${label}$`) });

test('the new listing form opens with nothing chosen, marks and explains what is required, and refuses it empty', async ({
  page,
}) => {
  await page.goto('/hr/dealer-dashboard');
  await page.getByRole('tab', { name: 'Dodaj automobil' }).click();
  await expect(page.getByText('Polja označena zvjezdicom (*) obavezna su.')).toBeVisible();
  for (const label of ['Marka', 'Gorivo', 'Mjenjač', 'Karoserija', 'Boja']) {
    await expect(select(page, label)).toHaveText(/Odaberite/);
    await expect(select(page, label)).toHaveAccessibleDescription(/Obavezno polje/);
  }
  for (const label of ['Vrata', 'Sjedala', 'Prethodni vlasnici', 'Godina'])
    await expect(page.getByRole('textbox', { name: label })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Godina' })).toHaveAttribute('aria-required', 'true');

  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/dealer/listings')) posted.push(request.url());
  });
  await page.getByRole('button', { name: 'Objavi', exact: true }).click();
  for (const label of ['Marka', 'Gorivo', 'Mjenjač', 'Karoserija', 'Boja'])
    await expect(select(page, label)).toHaveAccessibleDescription(/Molimo, odaberite jednu mogućnost/);
  for (const label of ['Godina', 'Cijena (€)', 'Kilometraža (km)', 'Snaga (kW)', 'Vrata', 'Sjedala'])
    await expect(page.getByRole('textbox', { name: label })).toHaveAccessibleDescription(/Molimo, ispunite ovo polje/);
  expect(posted).toEqual([]);
});

test('a VIN typed first fills in the brand, in German too', async ({ page }) => {
  await page.goto('/de/dealer-dashboard');
  await page.getByRole('tab', { name: /hinzufügen/ }).click();
  await expect(select(page, 'Kraftstoff')).toHaveText(/Bitte wählen/);
  // A real BMW VIN (Germany: WBA); a European VIN has no model year to offer.
  await page.getByRole('textbox', { name: 'FIN' }).fill('WBA71DC010CH14720');
  await expect(select(page, 'Marke')).toHaveText(/BMW/);
  await expect(page.getByText('Marke aus der FIN übernommen: BMW.')).toBeVisible();
  await expect(page.getByRole('button', { name: /übernehmen$/ })).toHaveCount(0);
  // The model list is BMW's now.
  await select(page, 'Modell').click();
  await expect(page.getByRole('option', { name: 'X1', exact: true })).toBeVisible();
});
