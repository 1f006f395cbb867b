/**
 * Saved searches and watched cars as a German-speaking buyer on a 360 px phone: save the search from the
 * results with the suggested name, find it on /de/saved-searches, rename it, run it; watch a car with the
 * heart and find it on /de/watched-cars. Screenshots of both pages go to /work/screens/issue-15 when that
 * folder exists.
 */
import { existsSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';

const SCREENS = '/work/screens/issue-15';

async function shot(page: Page, name: string) {
  if (existsSync(SCREENS)) await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

test.use({ viewport: { width: 360, height: 800 } });

test('save a search in German, rename it and run it; watch a car', async ({ page }) => {
  await page.goto('/de?brand=%C5%A0koda&model=Octavia&fuelTypes=diesel&maxPrice=15000');
  const cards = page.getByRole('list', { name: /Gefundene|Fahrzeuge/ }).locator(':scope > li');
  await page.getByRole('button', { name: 'Suche speichern' }).click();

  const dialog = page.getByRole('dialog', { name: 'Diese Suche speichern' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(/^Škoda Octavia, diesel, bis 15\.000\s€$/);
  await name.fill('Octavia Diesel');
  await dialog.getByRole('button', { name: 'Suche speichern' }).click();
  await expect(page.getByText('Suche gespeichert', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Saving again under the same name offers to replace the filters.
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('octavia diesel');
  await dialog.getByRole('button', { name: 'Suche speichern' }).click();
  await expect(dialog.getByText('Sie haben bereits eine gespeicherte Suche mit diesem Namen.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Filter ersetzen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await page.goto('/de/saved-searches');
  await expect(page.getByRole('heading', { level: 1, name: 'Gespeicherte Suchen' })).toBeVisible();
  const saved = page.getByRole('article', { name: 'Octavia Diesel' });
  await expect(saved).toBeVisible();
  await expect(saved.getByText('Keine neuen Fahrzeuge seit Ihrem letzten Besuch')).toBeVisible();
  await shot(page, 'saved-searches-de-360');

  await saved.getByRole('button', { name: 'Umbenennen' }).click();
  const rename = page.getByRole('dialog', { name: 'Gespeicherte Suche umbenennen' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Familienauto');
  await rename.getByRole('button', { name: 'Speichern' }).click();
  const renamed = page.getByRole('article', { name: 'Familienauto' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Fahrzeuge anzeigen' }).click();
  await expect(page).toHaveURL(/\/de\?brand=%C5%A0koda&model=Octavia&maxPrice=15000&fuelTypes=diesel$/);

  // Watch the first car with the heart.
  await page.goto('/de');
  const first = cards.first();
  const heart = first.getByRole('button', { name: /merken$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/de/watched-cars');
  await expect(page.getByRole('heading', { level: 1, name: 'Gemerkte Fahrzeuge' })).toBeVisible();
  const watched = page.getByRole('article', { name: title });
  await expect(watched).toBeVisible();
  await expect(watched.getByText('Preis unverändert')).toBeVisible();
  await shot(page, 'watched-cars-de-360');

  await watched.getByRole('button', { name: 'Nicht mehr merken' }).click();
  await expect(page.getByText('Sie beobachten noch keine Fahrzeuge')).toBeVisible();
});
