/**
 * Near me, end to end in Croatian. A buyer on a 360 px phone asks for a Škoda Octavia within 50 km of Zagreb (typed and
 * picked from the place field's suggestions), sorts them nearest first, sees each card's distance, opens the
 * map, taps a cluster and a car; saves the search for offline and runs it again without signal (the place
 * field still suggests places: the gazetteer is on the device). "Use my location" asks the browser only when
 * pressed, and says so when the browser refuses. A dealer's unknown town is reported on the listing form's
 * field and in the CSV import's report. Map tiles come from the loopback stand-in (E2E_TILES_PORT).
 */
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';
import { startTileServer, type TileServer } from './fixtures/tile-server';
import { mapPins as pins, withConsentStored, zoomUntilPins } from './helpers';

test.use({ serviceWorkers: 'allow' });

let tiles: TileServer;
test.beforeAll(async () => {
  tiles = await startTileServer(Number(process.env.E2E_TILES_PORT));
});
test.afterAll(() => tiles.close());

const results = (page: Page) => page.getByRole('region', { name: 'Rezultati' });
const list = (page: Page) => page.getByRole('list', { name: 'Pronađeni automobili' });
const cardTitles = (page: Page) => list(page).locator(':scope > li').getByRole('heading').allInnerTexts();

/** A card's distance: "udaljeno 12 km", "udaljeno 3,4 km" (a decimal under 10 km). */
const DISTANCE = /^udaljeno [\d.,]+ km$/;

/** The distances the cards show, in order. */
async function distances(page: Page): Promise<number[]> {
  const texts = await list(page).getByText(DISTANCE).allInnerTexts();
  return texts.map((text) => Number(/([\d.,]+) km/.exec(text)![1]!.replace(/\./g, '').replace(',', '.')));
}

/** Opens the phone's filter sheet and picks a place from the place field's suggestions. */
async function choosePlace(page: Page, typed: string, option: RegExp) {
  await page.getByRole('button', { name: /^Filteri/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filteri' });
  const place = sheet.getByRole('combobox', { name: 'Mjesto ili poštanski broj' });
  // Until the person turns to it, a plain text field stands in (the combobox and the places load then).
  await sheet.getByRole('textbox', { name: 'Mjesto ili poštanski broj' }).or(place).click();
  await place.pressSequentially(typed);
  // The list is a popover over the sheet, outside it, tapped as a finger would: once it shows (on a touch
  // screen react-aria reveals it after the on-screen keyboard has had its moment; until then it is transparent).
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toHaveAccessibleName(option);
  await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  await first.tap();
  return sheet;
}

test.describe('a buyer on a phone, in Croatian', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, storageState: { cookies: [], origins: [] } });
  test.beforeEach(({ page }) => withConsentStored(page));

  test('near Zagreb within 50 km, nearest first, on the map, and the same search offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    // A Škoda Octavia: few enough cars near Zagreb to take them all along for offline (with their photos).
    await page.goto('/hr?brand=%C5%A0koda&model=Octavia');
    await expect(list(page).getByRole('article').first()).toBeVisible();

    const sheet = await choosePlace(page, 'Zag', /^Zagreb\s*Grad Zagreb, Hrvatska$/);
    await expect(sheet.getByRole('combobox', { name: 'Mjesto ili poštanski broj' })).toHaveValue('Zagreb');
    await sheet.getByRole('button', { name: /Udaljenost$/ }).click();
    await page.getByRole('option', { name: 'Do 50 km', exact: true }).click();
    await sheet.getByTestId('filter-count').click();
    await expect(page).toHaveURL(/[?&]near=zagreb(&|$)/);
    await expect(page).toHaveURL(/[?&]radiusKm=50(&|$)/);
    await expect(sheet).toBeHidden();

    // Nearest first: the sort offers it now that the search has a place.
    await results(page)
      .getByRole('button', { name: /Poredaj po/ })
      .click();
    await page.getByRole('option', { name: 'Udaljenost: najbliže prvo' }).click();
    await expect(page).toHaveURL(/sort=distance_asc/);
    // While the new order loads, the previous cards stay (marked busy): read the cards once it has arrived.
    await expect(list(page)).toHaveAttribute('aria-busy', 'false');
    await expect.poll(async () => (await distances(page)).length).toBeGreaterThan(1);
    const online = await distances(page);
    expect(online).toEqual([...online].sort((a, b) => a - b));
    expect(online.every((km) => km <= 50)).toBe(true);
    expect(await list(page).getByRole('article').count()).toBe(online.length);
    const onlineTitles = await cardTitles(page);
    const summary = await results(page)
      .getByText(/^Prikazano \d+–\d+ od [\d.]+ rezultata$/)
      .textContent();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The map: a cluster zooms in, a car opens its card.
    await page.getByRole('group', { name: 'Prikaži rezultate kao' }).getByRole('button', { name: 'Karta' }).click();
    const map = page.getByRole('region', { name: 'Karta pronađenih automobila' });
    await expect(map).toBeVisible();
    const cluster = /^Ovdje (je|su) \d+ automobila?, približite$/;
    await zoomUntilPins(map, cluster, true);
    const pin = pins(map).first();
    await expect(pin).toBeVisible();
    await pin.tap();
    const chosen = page.getByRole('region', { name: 'Odabrano na karti' }).getByRole('article');
    await expect(chosen).toBeVisible();
    await expect(chosen.getByText(DISTANCE)).toBeVisible();
    await page.getByRole('group', { name: 'Prikaži rezultate kao' }).getByRole('button', { name: 'Popis' }).click();
    await expect(list(page).getByRole('article').first()).toBeVisible();

    // Saved for offline, then the same search without signal: same cars, same order, same distances.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const panel = page.getByRole('region', { name: 'Ponesite ove automobile sa sobom' });
    await panel.getByRole('button', { name: /^Spremi .* za izvanmrežni rad$/ }).click();
    await expect(panel.getByText(/^Spremljeno: \d+ oglas/)).toBeVisible({ timeout: 150_000 });
    const url = page.url();

    await context.setOffline(true);
    try {
      await page.goto(url);
      await expect(page.getByText(/^Izvan mreže: rezultati iz \d+ spremljen/)).toBeVisible();
      await expect(results(page).getByText(/^Prikazano/)).toHaveText(summary!);
      expect(await distances(page)).toEqual(online);
      expect(await cardTitles(page)).toEqual(onlineTitles);

      // The place field works offline too: its places are on the device.
      await page.getByRole('button', { name: /^Filteri/ }).click();
      const offlineSheet = page.getByRole('dialog', { name: 'Filteri' });
      const place = offlineSheet.getByRole('combobox', { name: 'Mjesto ili poštanski broj' });
      await expect(place).toHaveValue('Zagreb');
      await place.fill('');
      await place.pressSequentially('Zapr');
      await expect(page.getByRole('option', { name: /^Zaprešić/ })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('"Use my location" asks the browser only when pressed; a refusal is said, a location is searched', async ({
    page,
    context,
  }) => {
    const asked: string[] = [];
    await page.exposeFunction('locationAsked', (what: string) => asked.push(what));
    await page.addInitScript(() => {
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (success, failure, options) => {
        void (window as unknown as { locationAsked: (what: string) => void }).locationAsked('position');
        original(success, failure, options);
      };
    });
    await page.goto('/hr');
    await expect(list(page).getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: /^Filteri/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filteri' });
    await expect(sheet.getByRole('button', { name: 'Koristi moju lokaciju' })).toBeVisible();
    expect(asked).toEqual([]);

    // Refused (no permission given): the sheet says what to do instead.
    await sheet.getByRole('button', { name: 'Koristi moju lokaciju' }).click();
    await expect(
      sheet.getByText('Pristup lokaciji je odbijen. Umjesto toga upišite mjesto ili poštanski broj.'),
    ).toBeVisible();
    expect(asked).toEqual(['position']);

    // Allowed: the point, rounded to about a kilometre, is the search's place.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.81234, longitude: 15.97891 });
    await sheet.getByRole('button', { name: 'Koristi moju lokaciju' }).click();
    await expect(sheet.getByRole('combobox', { name: 'Mjesto ili poštanski broj' })).toHaveValue('Moja lokacija');
    await sheet.getByTestId('filter-count').click();
    await expect(page).toHaveURL(/[?&]near=%4045\.81%2C15\.98(&|$)/);
    await expect(list(page).getByText(DISTANCE).first()).toBeVisible();
  });

  test('a place that is not in the gazetteer is refused on the field', async ({ page }) => {
    await page.goto('/hr');
    await page.getByRole('button', { name: /^Filteri/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filteri' });
    const place = sheet.getByRole('combobox', { name: 'Mjesto ili poštanski broj' });
    await sheet.getByRole('textbox', { name: 'Mjesto ili poštanski broj' }).or(place).click();
    await place.pressSequentially('Xyzgrad');
    await sheet.getByTestId('filter-count').click();
    await expect(
      sheet.getByText('Ne poznajemo to mjesto. Odaberite jedno s popisa ili upišite mjesto ili poštanski broj.'),
    ).toBeVisible();
    await expect(place).toHaveAttribute('aria-invalid', 'true');
    await expect(place).toBeFocused();
    await expect(page).not.toHaveURL(/near=/);
  });
});

test.describe('a dealer, in Croatian', () => {
  test.use({ account: 'demo-dealer', viewport: { width: 1024, height: 768 } });

  test('an unknown town is reported on the listing form’s field and in the CSV import’s report', async ({ page }) => {
    await page.goto('/hr/dealer-dashboard');
    await page.getByRole('tab', { name: 'Dodaj automobil' }).click();
    const choose = async (label: string, option: string) => {
      await page
        .getByRole('button', { name: new RegExp(`${label}$`) })
        .first()
        .click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Marka', 'Škoda');
    await choose('Model', 'Fabia');
    // The form presets no fact about the car: each is chosen.
    for (const [label, option] of [
      ['Gorivo', 'Benzin'],
      ['Mjenjač', 'Ručni'],
      ['Karoserija', 'Hatchback'],
      ['Boja', 'Crvena'],
    ] as const)
      await choose(label, option);
    await page.getByRole('textbox', { name: 'Vrata' }).fill('5');
    await page.getByRole('textbox', { name: 'Sjedala' }).fill('5');
    await page.getByRole('textbox', { name: 'Prethodni vlasnici' }).fill('1');
    await page.getByRole('textbox', { name: 'Godina' }).fill('2018');
    await page.getByRole('textbox', { name: 'Cijena (€)' }).fill('9400');
    await page.getByRole('textbox', { name: 'Kilometraža (km)' }).fill('121000');
    await page.getByRole('textbox', { name: 'Snaga (kW)' }).fill('70');
    const town = page.getByRole('textbox', { name: 'Lokacija' });
    await town.fill('Xyzgrad');
    await expect(town).toHaveValue('Xyzgrad');
    const before = ((await (await page.request.get('/api/dealer/listings')).json()) as { total: number }).total;
    await page.getByRole('button', { name: 'Objavi', exact: true }).click();
    await expect(
      page.getByText('Ne poznajemo to mjesto u odabranoj državi. Provjerite pravopis ili upišite najbliži veći grad.'),
    ).toBeVisible();
    await expect(town).toHaveAttribute('aria-invalid', 'true');
    expect(((await (await page.request.get('/api/dealer/listings')).json()) as { total: number }).total).toBe(before);

    // The import's check lists the row with the unknown town; the known one would be added.
    const csv = [
      'stockNumber,brand,model,year,price,mileage,fuelType,transmission,bodyType,color,country,location,powerKw,doors,seats,previousOwners,sellerName,sellerPhone',
      'NEAR-1,Dacia,Duster,2020,14500,61000,diesel,manual,suv,white,HR,Zaprešić,85,5,5,1,x,+385 1 1',
      'NEAR-2,Dacia,Sandero,2019,8900,75000,petrol,manual,hatchback,red,HR,Xyzgrad,55,5,5,2,x,+385 1 1',
    ].join('\n');
    await page.getByRole('tab', { name: 'Uvoz' }).click();
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'zaliha.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Provjeri (ništa se ne sprema)' }).click();
    await expect(page.getByTestId('import-summary')).toHaveText(
      'Redaka: 2. Dodalo bi se 1, ažuriralo 0, bez promjene 0, odbijeno 1.',
    );
    const row = page.getByRole('row', { name: /NEAR-2/ });
    await expect(row.getByRole('cell', { name: 'Lokacija', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: /mjesto koje ne poznajemo u toj državi/ })).toContainText('Xyzgrad');
  });
});
