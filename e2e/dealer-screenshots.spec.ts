/**
 * Design review screenshots of the dealer's screens (not a test): SCREENSHOTS=<folder> npx playwright test dealer-screenshots
 * The dashboard's tabs (listings, the listing form and its photos, import with a checked file, leads, profile),
 * the "sell your car" sign-up form and the public seller page, at 360, 1024 and 1280 px, in en/hr/de, in both
 * themes (light and summer), full page. Signed in as demo-dealer (its first car gets three photos and one
 * lead) and demo-user (the sign-up form). SCREENSHOTS_QUICK=1 takes the light theme at 360 and 1024 px only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInState } from './fixtures/signed-in';

const folder = process.env.SCREENSHOTS;
test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');

const LANGUAGES = ['en', 'hr', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
const dealerTexts = (language: Language) =>
  JSON.parse(readFileSync(path.resolve(`pwa/locales/${language}/dealer.json`), 'utf8')) as {
    import: { check: string };
    actions: { edit: string };
  };

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken };
}

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

interface OwnCar {
  id: number;
  brand: string;
  model: string;
  photos?: { id: string }[];
}

/** demo-dealer's first car with three photos, and a buyer's email about it (once per run). */
async function prepare(browser: Browser, baseURL: string): Promise<{ car: OwnCar; sellerId: string }> {
  const dealer = await browser.newContext({ baseURL, storageState: await signedInState('demo-dealer', baseURL) });
  const buyer = await browser.newContext({ baseURL, storageState: await signedInState('demo-user', baseURL) });
  try {
    const own = (await (await dealer.request.get('/api/dealer/listings?pageSize=50')).json()) as {
      cars: (OwnCar & { status: string })[];
    };
    let car = own.cars.find((one) => one.status === 'active')!;
    for (const [name, colour] of [
      ['prednja.jpg', '#b03a2e'],
      ['straga.jpg', '#2e86c1'],
      ['unutra.jpg', '#28b463'],
    ] as const) {
      if ((car.photos?.length ?? 0) >= 3) break;
      const uploaded = await dealer.request.post(`/api/dealer/listings/${car.id}/photos`, {
        headers: await csrf(dealer.request),
        multipart: { photo: { name, mimeType: 'image/jpeg', buffer: await photo(colour) } },
      });
      expect(uploaded.ok(), await uploaded.text()).toBe(true);
      car = (await uploaded.json()) as typeof car;
    }
    const sent = await buyer.request.post('/api/send-contact-email', {
      headers: { ...(await csrf(buyer.request)), 'Idempotency-Key': crypto.randomUUID() },
      data: {
        carId: car.id,
        senderName: 'Marko Perić',
        senderEmail: 'marko.peric@example.hr',
        language: 'hr',
        emailContent: {
          subject: `Upit za ${car.brand} ${car.model}`,
          body: 'Poštovani,\n\nje li automobil još dostupan? Mogu li ga pogledati u subotu prijepodne?\n\nLijep pozdrav,\nMarko Perić',
        },
      },
    });
    // One email per car, seller and language: a second run finds it sent already.
    expect([200, 201, 409], await sent.text()).toContain(sent.status());
    const profile = (await (await dealer.request.get('/api/dealer/profile')).json()) as { profile: { id: string } };
    return { car, sellerId: profile.profile.id };
  } finally {
    await dealer.close();
    await buyer.close();
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

const csv = [
  'stockNumber,brand,model,year,price,mileage,fuelType,transmission,bodyType,color,country,powerKw,doors,seats,previousOwners,sellerName,sellerPhone',
  'shot-1,Dacia,Duster,2020,14500,61000,diesel,manual,suv,white,HR,85,5,5,1,x,+385 1 1',
  'shot-2,Dacia,Sandero,2019,8900,75000,petrol,manual,hatchback,red,HR,55,5,5,2,x,+385 1 1',
  'shot-3,Dacia,Leteći tepih,2019,8900,75000,petrol,manual,hatchback,red,HR,55,5,5,2,x,+385 1 1',
].join('\n');

test('the dealer screens in three languages, three widths and both themes', async ({ browser, baseURL }) => {
  test.setTimeout(900_000);
  const { car, sellerId } = await prepare(browser, baseURL!);
  const quick = Boolean(process.env.SCREENSHOTS_QUICK);
  for (const theme of quick ? (['light'] as const) : (['light', 'summer'] as const)) {
    for (const width of quick ? [360, 1024] : [360, 1024, 1280]) {
      const viewport = { width, height: width < 768 ? 800 : 900 };
      const dealer = await browser.newContext({
        baseURL,
        viewport,
        hasTouch: width <= 1024,
        storageState: await signedInState('demo-dealer', baseURL!),
      });
      const user = await browser.newContext({
        baseURL,
        viewport,
        hasTouch: width <= 1024,
        storageState: await signedInState('demo-user', baseURL!),
      });
      for (const context of [dealer, user])
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await dealer.newPage();
      const seller = await user.newPage();
      const shot = (target: Page, name: string, language: Language) =>
        target.screenshot({
          path: path.join(folder!, `dealer-${name}-${language}-${theme}-${width}.png`),
          fullPage: true,
        });
      for (const language of LANGUAGES) {
        const prefix = language === 'en' ? '' : `/${language}`;
        const texts = dealerTexts(language);
        await page.goto(`${prefix}/dealer-dashboard`);
        const tabs = page.getByRole('tab');
        await expect(page.getByTestId(`listing-row-${car.id}`)).toBeVisible();
        await settle(page);
        await shot(page, 'listings', language);

        await tabs.nth(1).click();
        await expect(page.getByRole('group').first()).toBeVisible();
        await settle(page);
        await shot(page, 'form-new', language);

        await tabs.nth(0).click();
        await page.getByTestId(`listing-row-${car.id}`).getByRole('button', { name: texts.actions.edit }).click();
        const photos = page
          .locator('fieldset')
          .filter({ has: page.locator('ol') })
          .last();
        await expect(photos.locator('img')).toHaveCount(3);
        await expect
          .poll(() =>
            photos
              .locator('img')
              .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
          )
          .toBe(true);
        await settle(page);
        await shot(page, 'form-edit', language);
        await photos.scrollIntoViewIfNeeded();
        await photos.screenshot({ path: path.join(folder!, `dealer-photos-${language}-${theme}-${width}.png`) });

        await tabs.nth(2).click();
        await expect(page.getByRole('link', { name: new RegExp(`${car.brand} ${car.model}`) }).first()).toBeVisible();
        await settle(page);
        await shot(page, 'leads', language);

        await tabs.nth(3).click();
        await page
          .getByTestId('import-file')
          .setInputFiles({ name: 'zaliha.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await page.getByRole('button', { name: texts.import.check }).click();
        await expect(page.getByTestId('import-summary')).toBeVisible();
        await settle(page);
        await shot(page, 'import', language);

        await tabs.nth(4).click();
        await settle(page);
        await shot(page, 'profile', language);

        await page.goto(`${prefix}/dealer/${sellerId}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect
          .poll(() =>
            page
              .locator('main img')
              .evaluateAll((images) => images.slice(0, 4).every((image) => (image as HTMLImageElement).complete)),
          )
          .toBe(true);
        await settle(page);
        await shot(page, 'public-page', language);

        await seller.goto(`${prefix}/sell`);
        await expect(seller.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(seller);
        await shot(seller, 'signup', language);
      }
      await dealer.close();
      await user.close();
    }
  }
});
