/**
 * A dealer in Zagreb on a tablet (1024×768, touch) and on a 360 px phone, in Croatian: signs up as a business
 * seller, adds a car with three photos (reordered, cover set), finds it in the public search and on the seller's
 * page ("open now"), watches the counters move when a buyer opens it, renews it, marks it sold (gone from
 * search), imports a CSV with one bad row (reported) and imports it again (no duplicates). The clicks and key
 * presses from the dashboard to a published car are counted and printed.
 */
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { withConsentStored } from './helpers';

const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const PASSWORD = 'prodajem-auto-2026';

test.beforeEach(({ page }) => withConsentStored(page));

async function csrf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
}

/** The verification link in the newest message to `email` (quoted-printable soft breaks joined). */
function verificationLink(email: string): string | null {
  if (!existsSync(outbox)) return null;
  for (const name of readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = readFileSync(path.join(outbox, name), 'utf8');
    if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const match = /https?:\/\/[^\s<>"]+\/verify-success\?token=[A-Za-z0-9_-]+/.exec(text);
    if (match) return match[0];
  }
  return null;
}

/** A fresh verified account, signed in through the Croatian sign-in page. */
async function signUp(page: Page, id: string) {
  const email = `prodaja.${id}@autocentar.example`;
  const username = `autocentar_${id}`;
  const register = await page.request.post('/api/register', {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
    data: { username, email, password: PASSWORD, firstName: 'Ivana', lastName: 'Horvat', language: 'hr' },
  });
  expect(register.status()).toBe(201);
  let link: string | null = null;
  await expect.poll(() => (link = verificationLink(email))).not.toBeNull();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vaša je adresa e-pošte potvrđena!' })).toBeVisible();
  await page.goto('/hr/auth?next=%2Fhr%2Fdealer-dashboard');
  await page.getByRole('textbox', { name: 'Korisničko ime ili e-pošta' }).fill(username);
  await page.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).click();
  await expect(page).toHaveURL(/\/hr\/dealer-dashboard$/);
}

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Today's weekday in Zagreb as the profile form names it. */
function zagrebWeekday(): string {
  const index = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Zagreb' })).getDay();
  return ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'][index]!;
}

async function publicSearch(request: APIRequestContext, body: object) {
  const response = await request.post('/api/cars/search', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: body,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { cars: { id: number }[]; total: number };
}

async function chooseOption(page: Page, label: string, option: string) {
  await page
    .getByRole('button', { name: new RegExp(`${label}$`) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const device of [
  { name: 'tablet 1024×768 (touch)', viewport: { width: 1024, height: 768 } },
  { name: '360 px phone', viewport: { width: 360, height: 740 } },
]) {
  test.describe(`a dealer on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: true });

    test('signs up, puts a car online with three photos, sees it found and counted, renews, sells, imports', async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      await signUp(page, id);

      // The seller sign-up: a business with an OIB and today's opening hours.
      await expect(page.getByRole('heading', { level: 1, name: 'Prodajte automobil besplatno' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Ime koje vide kupci' }).fill(`Auto Centar ${id}`);
      await page.getByRole('textbox', { name: 'Telefon' }).fill('+385 1 234 5678');
      await page.getByRole('textbox', { name: 'Ulica i kućni broj' }).fill('Savska cesta 100');
      await page.getByRole('textbox', { name: 'Grad' }).fill('Zagreb');
      await page.getByRole('textbox', { name: /OIB ili EU PDV broj/ }).fill('12345678903');
      const today = zagrebWeekday();
      // Weekdays come filled in (8–16); a closed day gets its first opening.
      if ((await page.getByLabel(`${today}: Otvara 1`).count()) === 0)
        await page.getByRole('button', { name: `Dodaj radno vrijeme: ${today}` }).click();
      await page.getByLabel(`${today}: Otvara 1`).fill('00:00');
      await page.getByLabel(`${today}: Zatvara 1`).fill('23:59');
      await page.getByRole('button', { name: 'Spremi profil' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nadzorna ploča prodavatelja' })).toBeVisible();

      // One car, counted from the dashboard to online.
      let steps = 0;
      const step = async <T>(action: Promise<T>) => {
        steps++;
        return action;
      };
      await step(page.getByRole('tab', { name: 'Dodaj automobil' }).click());
      // Nothing about the car is chosen beforehand; the VIN, typed first, fills in the brand (Škoda's TMB).
      await step(
        page.getByRole('textbox', { name: 'VIN (broj šasije)' }).fill(`TMBJJ7NE5K0${String(Date.now()).slice(-6)}`),
      );
      await expect(page.getByText('Marka je preuzeta iz VIN-a: Škoda.')).toBeVisible();
      await step(chooseOption(page, 'Model', 'Octavia'));
      steps++;
      for (const [label, option] of [
        ['Gorivo', 'Dizel'],
        ['Mjenjač', 'Ručni'],
        ['Karoserija', 'Karavan'],
        ['Boja', 'Srebrna'],
      ] as const) {
        await step(chooseOption(page, label, option));
        steps++;
      }
      await step(page.getByRole('textbox', { name: 'Vrata' }).fill('5'));
      await step(page.getByRole('textbox', { name: 'Sjedala' }).fill('5'));
      await step(page.getByRole('textbox', { name: 'Prethodni vlasnici' }).fill('1'));
      await step(page.getByRole('textbox', { name: 'Godina' }).fill('2019'));
      const price = 15_001 + Math.floor(Math.random() * 899);
      await step(page.getByRole('textbox', { name: 'Cijena (€)' }).fill(String(price)));
      await step(page.getByRole('textbox', { name: 'Kilometraža (km)' }).fill('98000'));
      await step(page.getByRole('textbox', { name: 'Snaga (kW)' }).fill('110'));
      // The price against similar listings, as typed.
      await expect(page.getByTestId('price-hint').or(page.getByText(/Premalo je sličnih automobila/))).toBeVisible();
      await step(
        page.getByTestId('photo-files').setInputFiles([
          { name: 'prednja.jpg', mimeType: 'image/jpeg', buffer: await photo('#c03020') },
          { name: 'straga.jpg', mimeType: 'image/jpeg', buffer: await photo('#20a040') },
          { name: 'unutra.jpg', mimeType: 'image/jpeg', buffer: await photo('#2040c0') },
        ]),
      );
      await expect(page.getByText('Fotografije (3 od 20)')).toBeVisible();
      await step(page.getByRole('button', { name: 'Pomakni fotografiju 3 naprijed' }).click());
      await step(page.getByRole('button', { name: 'Postavi fotografiju 3 kao naslovnu' }).click());
      await page
        .getByRole('group', { name: /Fotografije/ })
        .screenshot({ path: testInfo.outputPath(`photos-${device.viewport.width}.png`) });
      await step(page.getByRole('button', { name: 'Objavi', exact: true }).click());
      await expect(page.getByRole('tab', { name: 'Moji oglasi', selected: true })).toBeVisible();
      testInfo.annotations.push({ type: 'steps to put one car online', description: String(steps) });
      console.log(
        `[${device.name}] steps from the dashboard to one car online (with three photos, reordered, cover set): ${steps}`,
      );

      const own = (await (await page.request.get('/api/dealer/listings')).json()) as {
        cars: { id: number; photos?: { id: string }[]; sellerId: string }[];
      };
      expect(own.cars).toHaveLength(1);
      const car = own.cars[0]!;
      expect(car.photos).toHaveLength(3);
      // Picked red, green, blue; blue moved before green, then green made the cover: green, red, blue.
      const cover = await page.request.get(`/api/images/cars/${car.id}/photos/${car.photos![0]!.id}/card`);
      const { dominant } = await sharp(await cover.body()).stats();
      expect(dominant.g).toBeGreaterThan(dominant.r);

      // Public: found by search, on the seller's page with "open now", the cover on the card.
      expect(
        (
          await publicSearch(page.request, { brand: 'Škoda', model: 'Octavia', minPrice: price, maxPrice: price })
        ).cars.map((found) => found.id),
      ).toContain(car.id);
      await page.getByRole('link', { name: 'Pogledaj moju javnu stranicu' }).click();
      await expect(page.getByText(/Sada otvoreno/).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /Škoda Octavia/ }).first()).toBeVisible();
      await expect(
        page.locator(`img[src*="/api/images/cars/${car.id}/photos/${car.photos![0]!.id}/"]`).first(),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`seller-page-${device.viewport.width}.png`), fullPage: true });

      // A buyer opens the car; the dealer's counters move.
      const buyer = await browser.newContext({ viewport: device.viewport, hasTouch: true });
      const buyerPage = await buyer.newPage();
      await withConsentStored(buyerPage);
      await buyerPage.goto(`/hr/dealer/${car.sellerId}`);
      await buyerPage
        .getByRole('link', { name: /Škoda Octavia/ })
        .first()
        .click();
      await expect(buyerPage.getByRole('heading', { level: 1, name: /Škoda Octavia/ })).toBeVisible();
      await expect(buyerPage.getByRole('button', { name: /Prikaži fotografiju 1 od 3/ })).toBeVisible();
      await expect(buyerPage.getByTestId('seller-opening')).toContainText('Sada otvoreno');
      await buyer.close();
      await page.goto('/hr/dealer-dashboard');
      await expect(page.getByTestId(`listing-row-${car.id}`).getByTestId('views')).toHaveText('1');

      // Renew, then mark sold: gone from search.
      const row = page.getByTestId(`listing-row-${car.id}`);
      // Renewing is in the row's menu of less frequent actions.
      await row.getByRole('button', { name: /^Još radnji: / }).click();
      await page.getByRole('menuitem', { name: 'Obnovi' }).click();
      await expect(page.getByText('Gotovo', { exact: true }).first()).toBeVisible();
      await row.getByRole('button', { name: 'Označi kao prodano' }).click();
      await expect(row.getByText('Prodan', { exact: true })).toBeVisible();
      expect(
        (
          await publicSearch(page.request, { brand: 'Škoda', model: 'Octavia', minPrice: price, maxPrice: price })
        ).cars.map((found) => found.id),
      ).not.toContain(car.id);

      // The import: one bad row reported by the dry run; the import, then again without duplicates.
      const header =
        'stockNumber,brand,model,year,price,mileage,fuelType,transmission,bodyType,color,country,powerKw,doors,seats,previousOwners,sellerName,sellerPhone';
      const csv = [
        header,
        `${id}-1,Dacia,Duster,2020,14500,61000,diesel,manual,suv,white,HR,85,5,5,1,x,+385 1 1`,
        `${id}-2,Dacia,Sandero,2019,8900,75000,petrol,manual,hatchback,red,HR,55,5,5,2,x,+385 1 1`,
        `${id}-3,Dacia,Leteći tepih,2019,8900,75000,petrol,manual,hatchback,red,HR,55,5,5,2,x,+385 1 1`,
      ].join('\n');
      await page.getByRole('tab', { name: 'Uvoz' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Preuzmite CSV predložak' }).click();
      // The template in the dealer's language: Croatian headers, a Croatian file name.
      const template = await download;
      expect(template.suggestedFilename()).toBe('autotrzni-inventory-template-hr.csv');
      const headers = (await readFile((await template.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
      expect(headers).toMatch(/^Interni broj vozila;Marka;Model;Izvedba;Godina;/);
      const upload = () =>
        page
          .getByTestId('import-file')
          .setInputFiles({ name: 'zaliha.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await upload();
      await page.getByRole('button', { name: 'Provjeri (ništa se ne sprema)' }).click();
      await expect(page.getByTestId('import-summary')).toHaveText(
        'Redaka: 3. Dodalo bi se 2, ažuriralo 0, bez promjene 0, odbijeno 1.',
      );
      await expect(page.getByRole('cell', { name: /nepoznat model ove marke/ })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`import-dry-run-${device.viewport.width}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Uvezi 2 vozila' }).click();
      await expect(page.getByTestId('import-summary')).toHaveText(
        'Redaka: 3. Dodano 2, ažurirano 0, bez promjene 0, odbijeno 1.',
      );

      await upload();
      await page.getByRole('button', { name: 'Provjeri (ništa se ne sprema)' }).click();
      await expect(page.getByTestId('import-summary')).toHaveText(
        'Redaka: 3. Dodalo bi se 0, ažuriralo 0, bez promjene 2, odbijeno 1.',
      );
      const listings = (await (await page.request.get('/api/dealer/listings')).json()) as { total: number };
      expect(listings.total).toBe(3);

      await page.getByRole('tab', { name: 'Upiti kupaca' }).click();
      await expect(page.getByText('Još nema poruka kupaca')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
