/**
 * The home page's first-load budget, so that a new feature cannot quietly make the first visit
 * heavier: the initial JavaScript (gzip) of the build, and the requests a first visit makes until the first
 * results show and the network is quiet. Timings are not tested here; they are in `npm run bench:lighthouse`
 * and `npm run bench:home`. Raise a budget only on purpose, with the reason in the commit.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { initialJavaScript } from '../scripts/lib/initial-javascript';
import { withConsentStored } from './helpers';

const INITIAL_JAVASCRIPT_GZIP_BYTES = 129 * 1024;
const FIRST_VISIT_REQUESTS = 44;
const FIRST_VISIT_SCRIPTS_AND_STYLESHEETS = 33;

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
