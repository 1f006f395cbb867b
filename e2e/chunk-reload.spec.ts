/**
 * After a deploy, the chunk names a page was built with are gone. A part of the app that fails to load
 * reloads the page once (which fetches the new build) instead of showing an error with a module address.
 */
import { expect, test } from '@playwright/test';
import { withConsentStored } from './helpers';

// The service worker would answer the chunk from its precache; this is about the network failing it.
test.use({ serviceWorkers: 'block' });

test('a part of the app that fails to load reloads the page once and then opens', async ({ page }) => {
  await withConsentStored(page);
  await page.goto('/');
  // The app has taken over the prerendered page (before that, a link is a plain page load).
  await expect(page.locator('#search-results article').first()).toBeVisible();
  // ...and has loaded what it loads once idle (the device database): this is about a part nobody asked for yet.
  // The results now show before the idle loads start, so without this the database's chunk failed and reloaded.
  await page.waitForLoadState('networkidle');
  // On a busy machine the idle moment can come after the network has been quiet for a while.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/db-[\w-]+\.js$/.test(entry.name)),
  );

  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
  });
  // Every script the first page did not load fails, until the page has been loaded again.
  let failedChunks = 0;
  await page.route('**/assets/**/*.js', async (route) => {
    if (documentLoads > 0) return route.continue();
    failedChunks += 1;
    return route.abort('failed');
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  expect(failedChunks).toBeGreaterThan(0);
  expect(documentLoads).toBe(1);
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByText(/Something went wrong|could not be loaded/)).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toContain('/assets/');
});
