/**
 * A buyer on a Croatian phone (360 px) reads the built-in advice: the analysis of a plug-in hybrid (fuel
 * and electricity costed apart, the chain engine not asked about a timing belt), then a three-seat panel
 * van compared with an estate, where the family advice goes to the estate's five seats.
 */
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { carPath } from '../api/contract/car-id';
import { DEMO_PASSWORD, signedInTest as test } from './fixtures/signed-in';

test.use({ viewport: { width: 360, height: 740 } });

const PRICES = { plugin: 29_873, van: 21_987, estate: 12_987 } as const;
const details = (powerKw: number, engineCc: number, seats: number, firstRegistration: string, features: string[]) => ({
  powerKw,
  engineCc,
  doors: seats === 3 ? 4 : 5,
  seats,
  previousOwners: 1,
  serviceHistory: true,
  firstRegistration,
  features,
});
const LISTINGS = {
  plugin: {
    brand: 'Mercedes-Benz',
    model: 'C-Class',
    modelDescription: 'C 300 e Avantgarde',
    year: 2020,
    price: PRICES.plugin,
    mileage: 58_000,
    fuelType: 'plugin_hybrid',
    transmission: 'automatic',
    bodyType: 'sedan',
    color: 'black',
    location: 'Zagreb',
    countryId: 4,
    additionalDetails: details(235, 1991, 5, '2020-05', ['climateControl', 'navigation', 'rearCamera']),
  },
  van: {
    brand: 'Fiat',
    model: 'Ducato',
    modelDescription: '2.3 Multijet 180 L3H2',
    year: 2019,
    price: PRICES.van,
    mileage: 151_000,
    fuelType: 'diesel',
    transmission: 'manual',
    bodyType: 'van',
    color: 'white',
    location: 'Zagreb',
    countryId: 4,
    additionalDetails: details(132, 2287, 3, '2019-04', ['airConditioning', 'bluetooth']),
  },
  estate: {
    brand: 'Škoda',
    model: 'Octavia',
    modelDescription: 'Combi 2.0 TDI Style',
    year: 2016,
    price: PRICES.estate,
    mileage: 182_000,
    fuelType: 'diesel',
    transmission: 'manual',
    bodyType: 'wagon',
    color: 'gray',
    location: 'Zagreb',
    countryId: 4,
    additionalDetails: details(110, 1968, 5, '2016-06', ['airConditioning', 'navigation', 'parkingSensors']),
  },
} as const;

let paths: Record<keyof typeof LISTINGS, string>;

async function csrf(api: APIRequestContext) {
  const { csrfToken } = (await (await api.get('/api/csrf-token')).json()) as { csrfToken: string };
  return { 'X-CSRF-Token': csrfToken };
}

test.beforeAll(async ({ baseURL }) => {
  const api = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    expect(
      (
        await api.post('/api/login', {
          headers: await csrf(api),
          data: { username: 'demo-dealer', password: DEMO_PASSWORD },
        })
      ).ok(),
    ).toBe(true);
    const created = {} as Record<keyof typeof LISTINGS, string>;
    for (const [key, data] of Object.entries(LISTINGS) as [
      keyof typeof LISTINGS,
      (typeof LISTINGS)[keyof typeof LISTINGS],
    ][]) {
      const response = await api.post('/api/dealer/listings', { headers: await csrf(api), data });
      expect(response.status(), await response.text()).toBe(201);
      created[key] = carPath((await response.json()) as Parameters<typeof carPath>[0]);
    }
    paths = created;
  } finally {
    await api.dispose();
  }
});

/** Adds the one car with this price to the comparison from the results. */
async function addToComparison(page: Page, price: number) {
  await page.goto(`/hr/?minPrice=${price}&maxPrice=${price}`);
  const card = page.getByRole('list', { name: 'Pronađeni automobili' }).locator(':scope > li').first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Usporedi/ }).click();
}

test('a plug-in hybrid analysed and a van compared with an estate, in Croatian on a phone', async ({ page }) => {
  test.setTimeout(120_000);

  // The plug-in hybrid: petrol and electricity apart, its chain engine not asked about a belt.
  await page.goto(`/hr${paths.plugin}`);
  await page.getByRole('button', { name: 'AI analiza' }).click();
  const analysis = page.getByRole('dialog', { name: /^AI analiza: / });
  await expect(analysis).toBeVisible();
  await expect(
    analysis.getByText(/^Plug-in hibrid: oko [\d,]+ l\/100 km kad vozi na benzin i oko 20 kWh\/100 km na struju/),
  ).toBeVisible();
  await expect(
    analysis.getByText(/^Pogonska energija: oko [\d.]+ € za benzin i [\d.]+ € za struju godišnje/),
  ).toBeVisible();
  await expect(analysis.getByText(/^Kasko osiguranje/)).toBeVisible();
  await expect(analysis.getByText(/zupčasti remen/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('plugin-analysis-360.png'), fullPage: false });
  await page.keyboard.press('Escape');
  await expect(analysis).toBeHidden();

  // A three-seat panel van against an estate: the family advice goes to the estate.
  await addToComparison(page, PRICES.van);
  await addToComparison(page, PRICES.estate);
  await page
    .getByRole('region', { name: 'Automobili odabrani za usporedbu' })
    .getByRole('button', { name: 'Usporedi', exact: true })
    .click();
  const comparison = page.getByRole('dialog', { name: 'Usporedba automobila' });
  await expect(comparison.getByRole('table')).toBeVisible();
  await comparison.getByRole('button', { name: 'AI usporedba' }).click();
  await expect(comparison.getByRole('heading', { name: 'Naša preporuka' })).toBeVisible();
  const family = comparison.getByText(/^Za obitelj: /);
  await expect(family).toHaveText(/^Za obitelj: Škoda Octavia, jer ima 5 sjedala/);
  await family.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('family-advice-360.png'), fullPage: false });
});
