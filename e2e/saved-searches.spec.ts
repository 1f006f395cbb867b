/**
 * Saved searches and watched cars as a German-speaking buyer on a 360 px phone: save the search from the
 * results with the suggested name, find it on /de/saved-searches, rename it, run it; watch a car with the
 * heart and find it on /de/watched-cars. Screenshots of both pages go to /work/screens/issue-15 when that
 * folder exists.
 */
import { existsSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';
import { withConsentStored } from './helpers';

const SCREENS = '/work/screens/issue-15';

async function shot(page: Page, name: string) {
  if (existsSync(SCREENS)) await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });

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

test('offline: renamed and deleted on the device, synced when back online; watched cars from the stored copies', async ({
  page,
  context,
}) => {
  const api = page.request;
  const { csrfToken } = (await (await api.get('/api/csrf-token')).json()) as { csrfToken: string };
  const headers = { 'X-CSRF-Token': csrfToken };
  const create = async (name: string, filters: Record<string, unknown>) => {
    const response = await api.post('/api/saved-searches', { data: { name, filters, alerts: 'off' }, headers });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const serverNames = async () =>
    ((await (await api.get('/api/saved-searches')).json()) as { savedSearches: { name: string }[] }).savedSearches.map(
      (search) => search.name,
    );
  await create('Kombi unterwegs', { brand: 'Škoda', model: 'Octavia' });
  await create('Cabrio vielleicht', { brand: 'BMW' });
  const cars = (await (await api.get('/api/cars?pageSize=1')).json()) as {
    cars: { id: number; brand: string; model: string }[];
  };
  const car = cars.cars[0]!;
  expect((await api.post('/api/watched-cars', { data: { carIds: [car.id] }, headers })).ok()).toBe(true);

  // Both pages once online: the device keeps copies.
  await page.goto('/de/watched-cars');
  await expect(page.getByRole('article', { name: `${car.brand} ${car.model}` })).toBeVisible();
  // The service worker controls the page, so that it also opens offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/de/saved-searches');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('article', { name: 'Kombi unterwegs' })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.getByRole('article', { name: 'Kombi unterwegs' }).getByRole('button', { name: 'Umbenennen' }).click();
    const rename = page.getByRole('dialog', { name: 'Gespeicherte Suche umbenennen' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Kombi für den Urlaub');
    await rename.getByRole('button', { name: 'Speichern' }).click();
    const renamed = page.getByRole('article', { name: 'Kombi für den Urlaub' });
    await expect(renamed.getByText('Noch nicht synchronisiert')).toBeVisible();
    await expect(page.getByText(/^Sie sind offline\. Änderungen bleiben auf diesem Gerät/)).toBeVisible();

    await page.getByRole('article', { name: 'Cabrio vielleicht' }).getByRole('button', { name: 'Löschen' }).click();
    await page
      .getByRole('dialog', { name: /Cabrio vielleicht/ })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expect(page.getByRole('article', { name: 'Cabrio vielleicht' })).toHaveCount(0);
    // The server has not heard of either change yet.
    expect(await serverNames()).toEqual(expect.arrayContaining(['Kombi unterwegs', 'Cabrio vielleicht']));
  } finally {
    await context.setOffline(false);
  }

  // Back online: the changes reach the server; the device takes the server's list.
  await expect(
    page.getByRole('article', { name: 'Kombi für den Urlaub' }).getByText('Noch nicht synchronisiert'),
  ).toHaveCount(0);
  await expect.poll(serverNames).toContain('Kombi für den Urlaub');
  expect(await serverNames()).not.toContain('Kombi unterwegs');
  expect(await serverNames()).not.toContain('Cabrio vielleicht');

  // Opened offline (the server cannot say who is signed in): both pages show the device's copies.
  await context.setOffline(true);
  try {
    await page.goto('/de/watched-cars');
    await expect(page.getByRole('article', { name: `${car.brand} ${car.model}` })).toBeVisible();
    await expect(
      page.getByText(/^Sie sind offline: Dies sind die am .* auf diesem Gerät gespeicherten Kopien/),
    ).toBeVisible();
    await page.goto('/de/saved-searches');
    await page
      .getByRole('article', { name: 'Kombi für den Urlaub' })
      .getByRole('button', { name: 'Umbenennen' })
      .click();
    const rename = page.getByRole('dialog', { name: 'Gespeicherte Suche umbenennen' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Kombi für die Ferien');
    await rename.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByRole('article', { name: 'Kombi für die Ferien' }).getByText('Noch nicht synchronisiert'),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Opened again online, the change made offline reaches the server.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Kombi für die Ferien' })).toBeVisible();
  await expect(page.getByText('Noch nicht synchronisiert')).toHaveCount(0);
  await expect.poll(serverNames).toContain('Kombi für die Ferien');
});

test('a visitor’s hearts stay on the device and are offered for upload after sign-in', async ({ browser, baseURL }) => {
  // A context of its own without the signed-in state the other tests use: a visitor.
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await withConsentStored(page);
  try {
    await page.goto('/de');
    const first = page
      .getByRole('list', { name: /Gefundene|Fahrzeuge/ })
      .locator(':scope > li')
      .first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    const heart = first.getByRole('button', { name: /merken$/ });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Auf diesem Gerät gemerkt', { exact: true })).toBeVisible();

    await page.goto('/de/watched-cars');
    await expect(page.getByText(/^Diese Fahrzeuge sind nur auf diesem Gerät gespeichert/)).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    // Sign in (through the API, as the other specs do) and come back: the offer to upload them.
    const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const login = await page.request.post('/api/login', {
      data: { username: 'demo-dealer', password: 'autotrzni-demo' },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/de/watched-cars');
    const offer = page.getByRole('region', { name: 'Vor der Anmeldung gemerkte Fahrzeuge übernehmen?' });
    await expect(
      offer.getByText('Sie haben sich vor der Anmeldung 1 Fahrzeug auf diesem Gerät gemerkt.'),
    ).toBeVisible();
    await offer.getByRole('button', { name: 'In meine gemerkten Fahrzeuge übernehmen' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    const watched = (await (await page.request.get('/api/watched-cars')).json()) as {
      watchedCars: { car: { brand: string; model: string } | null }[];
    };
    expect(watched.watchedCars.map((item) => `${item.car?.brand} ${item.car?.model}`)).toContain(title);
  } finally {
    await context.close();
  }
});
