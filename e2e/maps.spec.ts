/**
 * Maps end to end, against the real server whose MAP_TILES_URL points at a loopback tile stand-in
 * (e2e/fixtures/tile-server.ts, on E2E_TILES_PORT): the home page loads no map code; repair shops on the
 * map at 1280 px in German, a shop chosen by pointer and by keyboard; every tile came from the stand-in.
 */
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';
import { startTileServer, type TileServer } from './fixtures/tile-server';
import { mapPins as pins, zoomUntilPins } from './helpers';

test.use({ serviceWorkers: 'allow' });

let tiles: TileServer;
test.beforeAll(async () => {
  tiles = await startTileServer(Number(process.env.E2E_TILES_PORT));
});
test.afterAll(() => tiles.close());

/** Every URL the page asks for, from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('the home page loads no map code, map texts or tiles', async ({ page }) => {
  const urls = requestsOf(page);
  await page.goto('/hr');
  await expect(page.locator('#search-results article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => /leaflet|-maps-|\/api\/map-tiles/.test(url))).toEqual([]);
  expect(tiles.requested).toEqual([]);
});

test('German, 1280 px: repair shops on the map; a pin opens its card beside the map, by pointer and by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const urls = requestsOf(page);
  await page.goto('/de/repair?q=Reifenwechsel%20Zagreb');
  const list = page.getByRole('list', { name: /Werkstätt/ });
  await expect(list.getByRole('article').first()).toBeVisible();
  const shown = await list.getByRole('article').count();

  await page.getByRole('group', { name: 'Werkstätten anzeigen als' }).getByRole('button', { name: 'Karte' }).click();
  const map = page.getByRole('region', { name: 'Karte der gefundenen Werkstätten' });
  await expect(map).toBeVisible();
  await expect(page.getByText('Tippen Sie auf eine Markierung, um sie hier zu sehen.')).toBeVisible();
  await expect(map.getByText('© OpenStreetMap contributors (test tiles)')).toBeVisible();
  // Every shop shown is on the map: as a pin or inside a cluster. Counted once the clustering has settled (while
  // it animates, the old markers and the new ones are both in the page for a moment).
  const onMap = async () => {
    const clustered = await map
      .getByRole('button', { name: /Werkstätten? hier, hineinzoomen$/ })
      .evaluateAll((buttons) =>
        buttons.reduce((sum, button) => sum + Number(button.querySelector('[aria-hidden]')?.textContent ?? 0), 0),
      );
    return clustered + (await pins(map).count());
  };
  await expect.poll(onMap).toBe(shown);

  // A pin chosen with the pointer: its card shows beside the map (same row on a wide screen).
  await zoomUntilPins(map, /Werkstätten? hier, hineinzoomen$/);
  const pin = pins(map).first();
  const name = (await pin.getAttribute('aria-label'))!;
  await pin.click();
  const chosen = page.getByRole('region', { name: 'Auf der Karte gewählt' });
  await expect(chosen.getByRole('article')).toBeVisible();
  await expect(name).toContain((await chosen.getByRole('heading', { level: 4 }).textContent())!);
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  const [mapBox, cardBox] = [await map.boundingBox(), await chosen.boundingBox()];
  expect(cardBox!.x).toBeGreaterThan(mapBox!.x + mapBox!.width - 1);

  // By keyboard: a pin is a button in the tab order; Enter chooses it and takes the focus to its card.
  const other = pins(map).last();
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(chosen).toBeFocused();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen.getByRole('button', { name: /^Details/ })).toBeVisible();

  // The tiles came from the stand-in only, and no tile was asked of OpenStreetMap.
  await expect
    .poll(() => tiles.requested.filter((path) => /^\/\d+\/\d+\/\d+\.png$/.test(path)).length)
    .toBeGreaterThan(0);
  expect(urls.filter((url) => url.includes('openstreetmap.org'))).toEqual([]);
  expect(urls.filter((url) => url.endsWith('.png') && !url.startsWith(tiles.origin) && !url.includes('/api/'))).toEqual(
    [],
  );
});

test.describe('as a buyer on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('Croatian, 360 px: the results on the map; a cluster zooms in, a car opens its card and its details', async ({
    page,
  }) => {
    await page.goto('/hr');
    await expect(page.locator('#search-results article').first()).toBeVisible();
    const withPlace = await page.request
      .get('/api/cars?pageSize=48')
      .then(
        async (response) =>
          ((await response.json()) as { cars: { coordinates?: unknown }[] }).cars.filter((car) => car.coordinates)
            .length,
      );
    // Listings get their coordinates when written, the demo generator's included: the map has cars to show.
    expect(withPlace).toBeGreaterThan(0);

    await page.getByRole('group', { name: 'Prikaži rezultate kao' }).getByRole('button', { name: 'Karta' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    const map = page.getByRole('region', { name: 'Karta pronađenih automobila' });
    await expect(map).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pronađeni automobili' })).toHaveCount(0);

    // Dense results cluster; tapping one zooms in until single cars show.
    const cluster = /^Ovdje (je|su) \d+ automobila?, približite$/;
    await expect(map.getByRole('button', { name: cluster }).first()).toBeVisible();
    const zoomBefore = await map.locator('.leaflet-tile-container img').first().getAttribute('src');
    await zoomUntilPins(map, cluster, true);
    expect(await map.locator('.leaflet-tile-container img').last().getAttribute('src')).not.toBe(zoomBefore);

    // Tapping a car shows its card under the map: photo, name, price and the way to its details, as in the list.
    await pins(map).first().tap();
    const chosen = page.getByRole('region', { name: 'Odabrano na karti' });
    const card = chosen.getByRole('article');
    await expect(card).toBeVisible();
    // The car of the pin the tap chose (pins of neighbouring cars may overlap): pressed, and named as its card.
    const pressed = map.locator('.leaflet-marker-icon[aria-pressed="true"]');
    await expect(pressed).toHaveCount(1);
    const label = (await pressed.getAttribute('aria-label'))!;
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
    expect(label.startsWith(title)).toBe(true);
    await expect(card.getByRole('img').first()).toBeVisible();
    await expect(card.getByText(/\d\s€$/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await card.getByRole('button', { name: /^Pogledaj detalje/ }).click();
    await expect(page.getByRole('dialog', { name: new RegExp(title) })).toBeVisible();
    await page.keyboard.press('Escape');

    // The view is in the address: a reload opens the map again, and the list is one tap away.
    await page.reload();
    await expect(map).toBeVisible();
    await page.getByRole('group', { name: 'Prikaži rezultate kao' }).getByRole('button', { name: 'Popis' }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.getByRole('list', { name: 'Pronađeni automobili' }).getByRole('article').first()).toBeVisible();
    await expect.poll(() => tiles.requested.length).toBeGreaterThan(0);
  });

  test('offline the map says it needs a connection, and the list keeps working', async ({ page, context }) => {
    await page.goto('/hr?view=map');
    await expect(page.getByRole('region', { name: 'Karta pronađenih automobila' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('region', { name: 'Karta pronađenih automobila' })).toBeVisible();

    await context.setOffline(true);
    try {
      const asked = tiles.requested.length;
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Za kartu je potrebna veza' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Karta pronađenih automobila' })).toHaveCount(0);
      const list = page.getByRole('list', { name: 'Pronađeni automobili' });
      await expect(list.getByRole('article').first()).toBeVisible();
      await expect(page.getByText(/^Izvan mreže: rezultati iz/)).toBeVisible();
      expect(tiles.requested.length).toBe(asked);
    } finally {
      await context.setOffline(false);
    }
  });
});

// Design review (not a test): SCREENSHOTS=<folder> npx playwright test maps -g screenshots
const folder = process.env.SCREENSHOTS;
for (const theme of ['light', 'summer'] as const) {
  for (const [width, language] of [
    [360, 'hr'],
    [1280, 'de'],
    [1280, 'hr'],
    [360, 'de'],
  ] as const) {
    test(`map screenshots ${theme} ${width} ${language}`, async ({ page }) => {
      test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');
      await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const clusterName = language === 'hr' ? /automobila?, približite$/ : /Autos? hier, hineinzoomen$/;
      await page.goto(`/${language}?view=map`);
      const map = page.locator('[data-testid="map"]');
      await expect(map.getByRole('button', { name: clusterName }).first()).toBeVisible();
      await page.waitForTimeout(800);
      await map.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${folder}/results-map-${theme}-${width}-${language}.png` });
      await zoomUntilPins(map, clusterName);
      await pins(map).first().click();
      await page.waitForTimeout(800);
      await page.screenshot({
        path: `${folder}/results-map-chosen-${theme}-${width}-${language}.png`,
        fullPage: width < 768,
      });

      await page.goto(
        `/${language}/repair?q=${language === 'hr' ? 'servis%20klime%20Split' : 'Reifenwechsel%20Zagreb'}`,
      );
      await page
        .getByRole('group', { name: language === 'hr' ? 'Prikaži servise kao' : 'Werkstätten anzeigen als' })
        .getByRole('button', { name: language === 'hr' ? 'Karta' : 'Karte' })
        .click();
      const shops = page.getByRole('region', {
        name: language === 'hr' ? 'Karta pronađenih servisa' : 'Karte der gefundenen Werkstätten',
      });
      await expect(shops).toBeVisible();
      await page.waitForTimeout(800);
      const shopPin = pins(shops).first();
      if ((await shopPin.count()) > 0) await shopPin.click();
      await page.waitForTimeout(600);
      await shops.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${folder}/repair-map-${theme}-${width}-${language}.png`, fullPage: width < 768 });
    });
  }
}
