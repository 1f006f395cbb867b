/**
 * A car a dealer creates through the dealer API opens at every form of its address, in every language:
 * the canonical slug, the bare base64 id and the bare numeric id the dealer API answers with (a link built
 * from it once showed "not found"); the numeric form is replaced by the canonical address.
 */
import { request as playwrightRequest, expect, test, type APIRequestContext } from '@playwright/test';
import { carPath, encodeCarId } from '../api/contract/car-id';
import { signedInState } from './fixtures/signed-in';
import { withConsentStored } from './helpers';

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken };
}

test('a dealer-created car opens at /car/{id}, /hr/car/{id} and /de/car/{id}, numeric id or base64', async ({
  page,
  baseURL,
}) => {
  const dealer = await playwrightRequest.newContext({
    baseURL,
    storageState: await signedInState('demo-dealer', baseURL!),
  });
  let car: Parameters<typeof carPath>[0];
  try {
    const created = await dealer.post('/api/dealer/listings', {
      headers: await csrf(dealer),
      data: {
        brand: 'Peugeot',
        model: '308',
        modelDescription: '1.5 BlueHDi',
        year: 2021,
        price: 16_400,
        mileage: 52_000,
        fuelType: 'diesel',
        transmission: 'manual',
        bodyType: 'hatchback',
        color: 'gray',
        location: 'Zagreb',
        countryId: 4,
        description: 'Jedan vlasnik, servisna knjiga.',
        descriptionLanguage: 'hr',
        additionalDetails: {
          powerKw: 96,
          engineCc: 1499,
          doors: 5,
          seats: 5,
          previousOwners: 1,
          serviceHistory: true,
          firstRegistration: '2021-03',
          features: [],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    car = (await created.json()) as Parameters<typeof carPath>[0];
  } finally {
    await dealer.dispose();
  }

  await withConsentStored(page);
  const headings = { '': 'Peugeot 308', '/hr': 'Peugeot 308', '/de': 'Peugeot 308' };
  for (const [prefix, heading] of Object.entries(headings)) {
    for (const segment of [String(car.id), encodeCarId(car.id), carPath(car).slice('/car/'.length)]) {
      await page.goto(`${prefix}/car/${segment}`);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(heading) }),
        `${prefix}/car/${segment}`,
      ).toBeVisible();
      if (segment === String(car.id)) await expect(page).toHaveURL(new RegExp(`${prefix}${carPath(car)}$`));
    }
  }
});
