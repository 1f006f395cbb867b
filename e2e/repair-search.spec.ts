/**
 * Repair-shop search end to end, against the real server with the bundled demo dataset: a signed-in buyer
 * searches "servis klime Split" in Croatian (cards, expandable details, the details dialog with stars,
 * services, website and map links, the "open now" filter, an empty search, "near me" with the browser's
 * location), follows a shared German link
 * "Reifenwechsel Zagreb" on a 360 px phone, and reads the last results offline, labelled with their age.
 */
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';

test.use({ serviceWorkers: 'allow' });

/** The toast on screen (one at a time; the region is "Notifications (F8)", "Obavijesti (F8)", …). */
const notice = (page: Page) => page.getByRole('region', { name: /\(F8\)$/ });
const cards = (page: Page) =>
  page.getByRole('list', { name: /(servis|Werkstätt|Werkstatt|repair shop)/i }).getByRole('article');

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('Croatian: “servis klime Split” finds shops with details, stars, services, links; open now; an empty search', async ({
  page,
}) => {
  await page.goto('/hr');
  await page.getByRole('tab', { name: /Servisi/ }).click();
  const box = page.getByRole('textbox', { name: 'Što trebate i gdje?' });
  await box.fill('servis klime Split');
  await page.getByRole('button', { name: 'Pretraži servise' }).click();

  await expect(notice(page).getByText(/^Pronađen(o je|a su|) \d+ servis/)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]repair=servis\+klime\+Split/);
  await expect(page.getByRole('list', { name: 'Prepoznato' })).toContainText('Klima uređaji');
  await expect(page.getByRole('list', { name: 'Prepoznato' })).toContainText('Split');
  await expect(page.getByText(/Ovi su servisi izmišljeni za isprobavanje aplikacije/)).toBeVisible();

  // A card expands in place: services and the week's hours.
  const first = cards(page).first();
  const name = (await first.getByRole('heading', { level: 4 }).textContent())!;
  await first.getByRole('button', { name: 'Usluge i radno vrijeme' }).click();
  await expect(first.getByText('Servis i punjenje klime')).toBeVisible();
  await expect(first.getByText(/\(danas\)/)).toBeVisible();

  // The details dialog.
  await first.getByRole('button', { name: `Detalji: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('img', { name: /^Ocjena \d,\d od 5$/ })).toBeVisible();
  await expect(dialog.getByText(/^\(\d+ recenzij[ae]\)$/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Usluge' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Web-stranica: www\..+\.example/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\..+\.example$/,
  );
  await expect(dialog.getByRole('link', { name: /^Nazovi \+385/ })).toHaveAttribute('href', /^tel:\+385\d+$/);
  await expect(dialog.getByRole('link', { name: /Otvori u Google kartama/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // "Open now" keeps exactly the shops the cards say are open.
  const total = await cards(page).count();
  const openCount = await cards(page).filter({ hasText: 'Sada otvoreno' }).count();
  const openNow = page.getByRole('switch', { name: 'Sada otvoreno' });
  await page.getByText('Sada otvoreno', { exact: true }).click();
  await expect(openNow).toBeChecked();
  if (openCount > 0) {
    await expect(cards(page)).toHaveCount(openCount);
    for (const card of await cards(page).all()) await expect(card).toContainText('Sada otvoreno');
  } else {
    await expect(
      page.getByRole('heading', { name: 'Nijedan od prikazanih servisa ne odgovara odabranim filtrima.' }),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'Poništi filtre' }).click();
  await expect(cards(page)).toHaveCount(total);

  // An empty search.
  await box.fill('homologacija Knin');
  await page.getByRole('button', { name: 'Pretraži servise' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Nema pronađenih servisa' })).toBeVisible();
  await expect(page.getByText('Pokušajte s drugačijom pretragom', { exact: false }).first()).toBeVisible();

  // "Near me" with the browser's location (the person allows it): the nearest first.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 43.5081, longitude: 16.4402 });
  await page.getByRole('button', { name: 'Upotrijebi moju lokaciju' }).click();
  await expect(page.getByText('Tražimo u blizini vaše lokacije')).toBeVisible();
  await box.fill('vulkanizer u blizini');
  await page.getByRole('button', { name: 'Pretraži servise' }).click();
  await expect(page.getByRole('list', { name: 'Prepoznato' })).toContainText('U vašoj blizini');
  const distances = (
    await cards(page)
      .getByText(/udaljeno/)
      .allTextContents()
  ).map((text) => {
    const match = /udaljeno ([\d,.]+) (m|km)/.exec(text)!;
    const value = Number(match[1]!.replace('.', '').replace(',', '.'));
    return match[2] === 'm' ? value / 1000 : value;
  });
  expect(distances.length).toBeGreaterThan(1);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('German: a shared link “Reifenwechsel Zagreb” opens the tab and searches; it all fits', async ({ page }) => {
    await page.goto('/de/repair?q=Reifenwechsel%20Zagreb');
    await expect(page).toHaveURL(/\/de\?repair=Reifenwechsel\+Zagreb#search-section$/);
    await expect(page.getByRole('tab', { name: /Werkstätten|Werkstatt/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Was brauchen Sie, und wo?' })).toHaveValue('Reifenwechsel Zagreb');
    await expect(notice(page).getByText(/^\d+ Werkstätten? gefunden$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Erkannt' })).toContainText('Reifen');

    const first = cards(page).first();
    await expect(first).toContainText(/Reifendienst/);
    await first.getByRole('button', { name: 'Leistungen und Öffnungszeiten' }).click();
    await expect(
      first
        .getByText(/Reifenwechsel und Einlagerung|Achsvermessung|Auswuchten|Neureifen ab Lager|Reifenreparatur/)
        .first(),
    ).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);

    await first.getByRole('button', { name: /^Details zu / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: /^Bewertet mit \d,\d von 5$/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /In Google Maps öffnen/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /In OpenStreetMap öffnen/ })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('offline, the last searches and their shops are there, labelled with their age', async ({ page, context }) => {
  await page.goto('/hr?repair=vulkanizer+Osijek');
  await expect(cards(page).first()).toBeVisible();
  const names = await cards(page).getByRole('heading', { level: 4 }).allTextContents();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(cards(page).first()).toBeVisible();

  await context.setOffline(true);
  try {
    await page.goto('/hr');
    await page.getByRole('tab', { name: /Servisi/ }).click();
    const recent = page.getByRole('region', { name: 'Nedavne pretrage' });
    await recent.getByRole('button', { name: /^vulkanizer Osijek/ }).click();
    await expect(page.getByText(/^Izvanmrežno: rezultati spremljeni (prije|sad)/).first()).toBeVisible();
    expect(await cards(page).getByRole('heading', { level: 4 }).allTextContents()).toEqual(names);
    // Searching it again offline reads the same copy.
    await page.getByRole('textbox', { name: 'Što trebate i gdje?' }).fill('Vulkanizer  osijek');
    await page.getByRole('button', { name: 'Pretraži servise' }).click();
    await expect(page.getByText(/^Izvanmrežno: rezultati spremljeni/).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(names.length);
  } finally {
    await context.setOffline(false);
  }
});
