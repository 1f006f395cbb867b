/**
 * Maps end to end, against the real server whose MAP_TILES_URL points at a loopback tile stand-in
 * (e2e/fixtures/tile-server.ts, on E2E_TILES_PORT): the home page loads no map code; repair shops on the
 * map at 1280 px in German, a shop chosen by pointer and by keyboard; every tile came from the stand-in.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';
import { startTileServer, type TileServer } from './fixtures/tile-server';

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

/** The pins (not clusters) on a map: the marker buttons that say whether they are chosen. */
const pins = (map: Locator) => map.locator('.leaflet-marker-icon[aria-pressed]');

/** Taps clusters until single pins show (a cluster zooms in, or spreads out pins that share one spot). */
async function zoomUntilPins(map: Locator, cluster: RegExp): Promise<void> {
  for (let tries = 0; tries < 8 && (await pins(map).count()) === 0; tries++) {
    await map.getByRole('button', { name: cluster }).first().click();
    await map.page().waitForTimeout(700); // the zoom's animation
  }
  await expect(pins(map).first()).toBeVisible();
}

test('the home page loads no map code, map texts or tiles', async ({ page }) => {
  const urls = requestsOf(page);
  await page.goto('/hr');
  await expect(page.locator('#search-results article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => /leaflet|-maps-|\/api\/map-tiles/.test(url))).toEqual([]);
  expect(tiles.requested).toEqual([]);
});

test('German, 1280 px: repair shops on the map; a pin opens its card beside the map, by pointer and by keyboard', async ({ page }) => {
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
  // Every shop shown is on the map: as a pin or inside a cluster.
  const clustered = await map.getByRole('button', { name: /Werkstätten? hier, hineinzoomen$/ }).evaluateAll((buttons) =>
    buttons.reduce((sum, button) => sum + Number(button.querySelector('[aria-hidden]')?.textContent ?? 0), 0),
  );
  expect(clustered + (await pins(map).count())).toBe(shown);

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
  await expect.poll(() => tiles.requested.filter((path) => /^\/\d+\/\d+\/\d+\.png$/.test(path)).length).toBeGreaterThan(0);
  expect(urls.filter((url) => url.includes('openstreetmap.org'))).toEqual([]);
  expect(urls.filter((url) => url.endsWith('.png') && !url.startsWith(tiles.origin) && !url.includes('/api/'))).toEqual([]);
});
