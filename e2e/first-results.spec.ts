/**
 * The home page's first results request starts with the page's entry script, not after the search section's
 * code (issue 17): a first visit asks GET /api/cars (the default search) once and shows its answer; a visit
 * whose address holds a search asks that search as usual.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { withConsentStored } from './helpers';

function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  const isSearch = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname === '/api/cars' || pathname === '/api/cars/search';
  };
  page.on('request', (request) => {
    if (isSearch(request)) seen.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  return seen;
}

test('a first visit shows the default search from the request the page started itself', async ({ page }) => {
  await withConsentStored(page);
  const requests = searchRequests(page);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cars' && response.request().method() === 'GET');
  await page.goto('/hr');
  const body = (await (await answer).json()) as { total: number; cars: { brand: string; model: string }[] };
  const cards = page.locator('#search-results article');
  await expect(cards).toHaveCount(body.cars.length);
  await expect(cards.first().getByRole('heading')).toHaveText(`${body.cars[0]!.brand} ${body.cars[0]!.model}`);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(['GET /api/cars']);
});

test('a search in the address is asked for as usual, without the default request', async ({ page }) => {
  await withConsentStored(page);
  const requests = searchRequests(page);
  await page.goto('/?fuelTypes=diesel');
  await expect(page.locator('#search-results article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(['POST /api/cars/search']);
});
