/**
 * The buyer comes back because we tell them, at 360 px in German, against the real server whose
 * alert jobs run every 5 s (ALERT_INTERVAL_SECONDS in playwright.config.ts) and whose mail goes to the
 * outbox folder: save a search from the AI chips, rename it offline, come back online (the server has the new
 * name), a dealer adds a matching car through the dealer API, the alert email with that car is in the outbox;
 * watch the car, the dealer lowers its price, the price-drop email is in the outbox.
 */
import { expect, request, type APIRequestContext } from '@playwright/test';
import { carPath } from '../api/contract/car-id';
import { signedInState, signedInTest as test } from './fixtures/signed-in';
import { mailsTo } from './fixtures/outbox';

const BUYER_EMAIL = 'demo-user@autotrzni.local';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  const { csrfToken } = (await (await api.get('/api/csrf-token')).json()) as { csrfToken: string };
  return { 'X-CSRF-Token': csrfToken };
}

test('a saved search from the AI chips, renamed offline, emails a new matching car; a watched car emails its price drop', async ({
  page,
  context,
  baseURL,
}) => {
  // Save the search from the AI search's chips.
  await page.goto('/de');
  await page.getByRole('tab', { name: 'KI-Suche' }).click();
  await page.getByRole('button', { name: 'BMW unter 20.000 € ab 2017 mit weniger als 100.000 km' }).click();
  await page.getByRole('button', { name: 'Mit KI suchen' }).click();
  await expect(page.getByRole('list', { name: 'Erkannte Suchkriterien' }).getByRole('button')).toHaveText([
    'BMW',
    '≤ 20.000 €',
    'ab 2017',
    '≤ 100.000 km',
  ]);
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Diese Suche speichern' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(/^BMW, /);
  await name.fill('BMW für Papa');
  await dialog.getByRole('button', { name: /Per E-Mail über neue Fahrzeuge informieren/ }).click();
  await page.getByRole('option', { name: 'Sobald sie erscheinen' }).click();
  await dialog.getByRole('button', { name: 'Suche speichern' }).click();
  await expect(page.getByText('Suche gespeichert', { exact: true })).toBeVisible();

  const api = page.request;
  const serverSearch = async () =>
    (
      (await (await api.get('/api/saved-searches')).json()) as {
        savedSearches: { id: string; name: string; filters: Record<string, unknown>; alerts: string }[];
      }
    ).savedSearches.find((search) => String(search.filters.brand) === 'BMW' && search.filters.maxMileage === 100_000);
  expect(await serverSearch()).toMatchObject({
    name: 'BMW für Papa',
    alerts: 'instant',
    filters: { brand: ['BMW'], maxPrice: 20_000, minYear: 2017 },
  });

  // Rename it offline; back online it reaches the server.
  await page.goto('/de/saved-searches');
  await expect(page.getByRole('article', { name: 'BMW für Papa' })).toBeVisible();
  await context.setOffline(true);
  try {
    await page.getByRole('article', { name: 'BMW für Papa' }).getByRole('button', { name: 'Umbenennen' }).click();
    const rename = page.getByRole('dialog', { name: 'Gespeicherte Suche umbenennen' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('BMW für die Familie');
    await rename.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByRole('article', { name: 'BMW für die Familie' }).getByText('Noch nicht synchronisiert'),
    ).toBeVisible();
    expect((await serverSearch())?.name).toBe('BMW für Papa');
  } finally {
    await context.setOffline(false);
  }
  await expect(
    page.getByRole('article', { name: 'BMW für die Familie' }).getByText('Noch nicht synchronisiert'),
  ).toHaveCount(0);
  await expect.poll(async () => (await serverSearch())?.name).toBe('BMW für die Familie');

  // A dealer lists a matching car through the dealer API.
  const dealer = await request.newContext({ baseURL, storageState: await signedInState('demo-dealer', baseURL!) });
  try {
    const created = await dealer.post('/api/dealer/listings', {
      headers: await csrf(dealer),
      data: {
        brand: 'BMW',
        model: '3 Series',
        modelDescription: '320d Touring',
        year: 2020,
        price: 18_500,
        mileage: 64_000,
        fuelType: 'diesel',
        transmission: 'automatic',
        bodyType: 'wagon',
        color: 'blue',
        location: 'Varaždin',
        countryId: 4,
        description: 'Gepflegt, Scheckheft.',
        descriptionLanguage: 'de',
        additionalDetails: {
          powerKw: 140,
          engineCc: 1995,
          doors: 5,
          seats: 5,
          previousOwners: 1,
          serviceHistory: true,
          firstRegistration: '2020-05',
          features: [],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const car = (await created.json()) as Parameters<typeof carPath>[0] & { id: number };

    // The alert job (every 5 s) emails the buyer the new car, under the search's new name.
    await expect
      .poll(
        () =>
          mailsTo(BUYER_EMAIL).find(
            (mail) => mail.text.includes('BMW für die Familie') && mail.text.includes('Varaždin'),
          ),
        {
          message: `an alert email to ${BUYER_EMAIL} in the outbox`,
          timeout: 60_000,
        },
      )
      .toBeTruthy();
    const alert = mailsTo(BUYER_EMAIL).find((mail) => mail.text.includes('BMW für die Familie'))!;
    expect(alert.text).toContain(carPath(car));
    expect(alert.text).toMatch(/18[.,]500/);
    expect(alert.headers.get('list-unsubscribe')).toMatch(/\/api\/alerts\/unsubscribe\?token=/);

    // Watch the car from its page; the dealer lowers the price; the price-drop email follows.
    await page.goto(`/de${carPath(car)}`);
    const heart = page.getByRole('button', { name: 'Merken' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const lowered = await dealer.patch(`/api/dealer/listings/${car.id}`, {
      headers: await csrf(dealer),
      data: { price: 16_900 },
    });
    expect(lowered.status(), await lowered.text()).toBe(200);
    await expect
      .poll(
        () => mailsTo(BUYER_EMAIL).find((mail) => /16[.,]900/.test(mail.text) && mail.text.includes(carPath(car))),
        {
          message: `a price-drop email to ${BUYER_EMAIL} in the outbox`,
          timeout: 60_000,
        },
      )
      .toBeTruthy();
    const drop = mailsTo(BUYER_EMAIL).find((mail) => /16[.,]900/.test(mail.text))!;
    expect(drop.text).toMatch(/18[.,]500/);

    // The watched-cars page shows the drop.
    await page.goto('/de/watched-cars');
    await expect(
      page
        .getByRole('article', { name: 'BMW 3 Series' })
        .filter({ hasText: /16\.900/ })
        .getByText(/^Preis um 1\.600\s€ gesunken$/),
    ).toBeVisible();

    // Leave the shared demo account as it was for the specs after this one.
    const headers = await csrf(api);
    expect((await api.delete(`/api/watched-cars/${car.id}`, { headers })).status()).toBe(204);
    expect((await api.delete(`/api/saved-searches/${(await serverSearch())!.id}`, { headers })).status()).toBe(204);
  } finally {
    await dealer.dispose();
  }
});
