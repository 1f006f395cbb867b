/**
 * The first-load budget, so that a new feature cannot quietly make the first visit heavier: the home page's
 * initial JavaScript (gzip) of the build, and the requests a first visit to the home page (until the first
 * results show) and to a shared car page (until its photo shows) make before the network is quiet. Timings are
 * not tested here; they are in `npm run bench:lighthouse` and `npm run bench:home`. Raise a budget only on
 * purpose, with the reason in the commit.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { initialJavaScript } from '../scripts/lib/initial-javascript';
import { withConsentStored } from './helpers';

const INITIAL_JAVASCRIPT_GZIP_BYTES = 129 * 1024;
const FIRST_VISIT_REQUESTS = 28;
const FIRST_VISIT_SCRIPTS_AND_STYLESHEETS = 18;
/** A shared car page's first visit, until its photo shows and the network is quiet. */
const CAR_PAGE_FIRST_VISIT_REQUESTS = 27;

test("the home page's initial JavaScript stays within its gzip budget", () => {
  const { gzip } = initialJavaScript(path.resolve(import.meta.dirname, '..', 'dist'));
  expect(gzip).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_GZIP_BYTES);
});

test('a first visit to the home page stays within its request budget', async ({ page }) => {
  await withConsentStored(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  await page.goto('/');
  await expect(page.locator('#search-results article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const code = requests.filter((line) => /^(script|stylesheet) /.test(line));
  expect(code.length, code.join('\n')).toBeLessThanOrEqual(FIRST_VISIT_SCRIPTS_AND_STYLESHEETS);
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(FIRST_VISIT_REQUESTS);
});

test('a first visit to a shared car page stays within its request budget', async ({ page, request }) => {
  const { cars } = (await (await request.get('/api/cars?pageSize=1')).json()) as { cars: { id: number }[] };
  await withConsentStored(page);
  const requests: string[] = [];
  page.on('request', (sent) => requests.push(`${sent.resourceType()} ${new URL(sent.url()).pathname}`));
  await page.goto(`/car/${cars[0]!.id}`);
  await expect(page.getByRole('img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The loan calculator (and the catalogue and gazetteer its code brings) waits until scrolled near.
  expect(requests.filter((line) => /costs|gazetteer/.test(line))).toEqual([]);
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(CAR_PAGE_FIRST_VISIT_REQUESTS);
});
