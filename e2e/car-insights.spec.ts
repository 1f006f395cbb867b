/**
 * Car insights on a phone (360 px), signed in: deal labels on the result cards; the AI analysis in German
 * (its sections, the market value and the link to its comparables), cancelled while pending and retried;
 * the analysis read again offline from the device; two cars compared and their AI comparison in Croatian.
 */
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const cards = (page: Page, name = 'Cars found') => page.getByRole('list', { name }).locator(':scope > li');

test('deal labels, the AI analysis in German (cancel, retry, offline) and the AI comparison in Croatian', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);

  // Deal labels on the result cards (a common model, so most cars have enough similar listings).
  await page.goto('/?brand=%C5%A0koda&model=Octavia');
  await expect(cards(page).first()).toBeVisible();
  const label = cards(page).locator('[data-deal]').first();
  await expect(label).toBeVisible();
  await expect(label).toHaveText(/^(Great price|Good price|Fair price|High price|Overpriced|Far below similar cars)$/);
  // The label explains itself on a tap.
  await label.click();
  await expect(page.getByRole('dialog', { name: /^What does “.+” mean\?$/ })).toContainText(/similar cars/);
  await page.keyboard.press('Escape');
  // A car with a label has enough similar listings for the market value to name them.
  const rated = cards(page)
    .filter({ has: page.locator('[data-deal]') })
    .first();
  const href = (await rated.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/car\//);

  // The car details show the market value's working: the closest comparables with their differences.
  await page.goto(`/de${href}`);
  await expect(page.getByTestId('comparable-card').first()).toBeVisible();
  await expect(page.getByText(/^Aus \d+ vergleichbare[mn] Angebot/)).toBeVisible();

  // The AI analysis in German: pending on the button, cancelled, then retried.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cars/*/analysis?lang=de', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'KI-Analyse' }).click();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByText('Analyse abgebrochen')).toBeVisible();
  release();
  await page.unroute('**/api/cars/*/analysis?lang=de');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();

  const analysis = page.getByRole('dialog', { name: /^KI-Analyse: / });
  await expect(analysis).toBeVisible();
  for (const heading of [
    'Verbrauch im Alltag',
    'Häufige Probleme und was zu prüfen ist',
    'Marktwert',
    'Eindrücke von Haltern',
    'Vor- und Nachteile',
  ]) {
    await expect(analysis.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(analysis.getByText(/Erstellt von unserer eingebauten Analyse/)).toBeVisible();
  const comparables = analysis.getByRole('link', { name: /anzeigen$/ });
  await expect(comparables).toHaveAttribute('href', /^\/de\/\?brand=/);
  await page.screenshot({ path: test.info().outputPath('analysis-360.png'), fullPage: false });
  await page.keyboard.press('Escape');
  await expect(analysis).toBeHidden();

  // Offline, the analysis read above opens from the device, with its age.
  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'KI-Analyse' }).click();
    await expect(analysis).toBeVisible();
    await expect(analysis.getByText(/auf diesem Gerät gespeichert, gelesen/)).toBeVisible();
    await expect(analysis.getByRole('heading', { name: 'Verbrauch im Alltag' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(analysis).toBeHidden();
  } finally {
    await context.setOffline(false);
  }

  // Two cars compared, and their AI comparison in Croatian.
  await page.goto('/hr/?brand=%C5%A0koda&model=Octavia');
  const hrCards = cards(page, 'Pronađeni automobili');
  await expect(hrCards.first()).toBeVisible();
  await hrCards
    .nth(0)
    .getByRole('button', { name: /^Usporedi/ })
    .click();
  await hrCards
    .nth(1)
    .getByRole('button', { name: /^Usporedi/ })
    .click();
  await page
    .getByRole('region', { name: 'Automobili odabrani za usporedbu' })
    .getByRole('button', { name: 'Usporedi', exact: true })
    .click();
  const comparison = page.getByRole('dialog', { name: 'Usporedba automobila' });
  await expect(comparison.getByRole('table')).toBeVisible();
  await comparison.getByRole('button', { name: 'AI usporedba' }).click();
  await expect(comparison.getByRole('heading', { name: 'AI usporedba' })).toBeVisible();
  for (const heading of [
    'Sažetak',
    'Vrijednost za novac',
    'Glavne razlike',
    'Kome koje vozilo odgovara',
    'Naša preporuka',
  ]) {
    await expect(comparison.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(comparison.getByText(/^Za obitelj|^Za svakodnevne vožnje na posao/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('comparison-360.png'), fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('comparison-1280.png'), fullPage: false });
});
