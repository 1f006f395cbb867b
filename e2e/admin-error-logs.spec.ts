/**
 * The admin panel on a desktop: the error-logging demo shows the toast and a new row; resolve it, Resolve All
 * with its count, the clean-up; the table view; the statistics with real numbers; "Fetch real cars" from the
 * sample feed and an imported car in the search; a non-admin is sent to /auth.
 */
import { expect, test } from '@playwright/test';
import { signedInState } from './fixtures/signed-in';

test.describe('admin error logs', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    storageState: ({ baseURL }, use) => signedInState('admin', baseURL!).then(use),
  });

  test('the demo error becomes a toast and a row; resolve, Resolve All, clean-up', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin panel', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Error Logs', selected: true })).toBeVisible();

    const reported = page.waitForResponse(
      (response) => response.url().endsWith('/api/errors/log') && response.status() === 201,
    );
    await page.getByRole('button', { name: 'Throw a test error' }).click();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    const toastRegion = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toastRegion).toContainText('Error');
    await expect(toastRegion).toContainText("Test error from the admin panel's error-logging demo");
    await reported;

    const rows = page.getByRole('list', { name: 'Error Logs' }).getByRole('listitem');
    const demoRow = rows.filter({ hasText: "Test error from the admin panel's error-logging demo" });
    await expect(demoRow).toHaveCount(1);
    await expect(demoRow).toContainText('Unresolved');

    // Details: stack, route, user.
    await demoRow.getByRole('button', { name: /^Details/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Stack' })).toBeVisible();
    await expect(dialog.locator('pre').first()).toContainText(
      "Error: Test error from the admin panel's error-logging demo",
    );
    await expect(dialog).toContainText('/admin');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(toastRegion).toContainText('Marked as resolved');
    await page.keyboard.press('Escape');
    // Unresolved only (the default) hides it now.
    await expect(demoRow).toHaveCount(0);

    // Two more errors, then Resolve All states how many it resolves.
    for (const message of ['first e2e error', 'second e2e error']) {
      await page.evaluate(async (text) => {
        const { csrfToken } = await (await fetch('/api/csrf-token')).json();
        await fetch('/api/errors/log', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
          body: JSON.stringify({ errorType: 'E2eError', message: text }),
        });
      }, message);
    }
    await page.getByLabel('Error type').fill('E2eError');
    await expect(page.getByText('2 error groups')).toBeVisible();
    await page.getByRole('button', { name: 'Resolve All' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      '2 unresolved error groups matching the current filters will be marked as resolved.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Resolve All' }).click();
    await expect(toastRegion).toContainText('2 error groups resolved');
    await expect(page.getByText('No unresolved errors. Well done!')).toBeVisible();

    // The table view with every status.
    await page.getByText('Unresolved only', { exact: true }).click();
    await page.getByRole('radio', { name: 'Table' }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

    // Clean-up of old resolved ones: these were resolved just now, so none is old enough.
    await page.getByRole('button', { name: 'Clean up old errors' }).click();
    await expect(page.getByRole('dialog')).toContainText('This cannot be undone.');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastRegion).toContainText('0 old error groups deleted');
  });
});

test.describe('admin statistics', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    storageState: ({ baseURL }, use) => signedInState('admin', baseURL!).then(use),
  });

  test('the Statistics tab shows the stock, the day series as charts and as tables', async ({ page }, testInfo) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin panel', level: 1 })).toBeVisible();
    // A classic search, counted on its day.
    await page.evaluate(async () => {
      const { csrfToken } = await (await fetch('/api/csrf-token')).json();
      await fetch('/api/cars/search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ page: 1 }),
      });
    });
    await page.getByRole('tab', { name: 'Statistics' }).click();

    const stock = page.getByLabel('Listings now');
    await expect(
      stock
        .locator('div')
        .filter({ has: page.getByText('Active', { exact: true }) })
        .locator('dd'),
    ).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByRole('table', { name: 'Active listings by brand' }).getByRole('row')).not.toHaveCount(1);
    await expect(
      page.getByLabel('Users by role').locator('div').filter({ hasText: 'Administrators' }).locator('dd'),
    ).toHaveText(/^[1-9]/);

    const searches = page.getByRole('region', { name: 'Searches per day by kind' });
    await expect(searches.locator('figure').filter({ hasText: 'Classic' }).getByTestId('series-total')).toHaveText(
      /^[1-9]/,
    );
    await searches.getByText('Show as table').click();
    const table = searches.getByRole('table', { name: 'Searches per day by kind — last 30 days' });
    await expect(table.getByRole('columnheader', { name: 'Voice' })).toBeVisible();
    // The header, 30 days and the total.
    await expect(table.getByRole('row')).toHaveCount(32);
    await page.screenshot({ path: testInfo.outputPath('admin-statistics-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    // On a phone nothing scrolls sideways (the tables scroll within their frame).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('admin-statistics-360.png'), fullPage: true });
  });
});

test.describe('admin data controls', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    storageState: ({ baseURL }, use) => signedInState('admin', baseURL!).then(use),
  });

  test('"Fetch real cars" imports the sample feed as a job; an imported car is found in the search', async ({
    page,
  }, testInfo) => {
    const mx5 = '/?brand=Mazda&model=MX-5&minPrice=25400&maxPrice=25400&minYear=2020&maxYear=2020';
    const cards = page.getByRole('list', { name: 'Cars found' }).locator(':scope > li');
    await page.goto(mx5);
    await expect(page.getByRole('heading', { name: 'No cars found' })).toBeVisible();

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Data' }).click();
    await expect(page.getByRole('heading', { name: 'Fetch real cars', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Fetch real cars' }).click();
    const run = page.getByRole('region', { name: 'Latest import' });
    await expect(run.getByText('Finished', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    const figures = run.getByLabel('Figures of sample');
    await expect(
      figures
        .locator('div')
        .filter({ has: page.getByText('Created', { exact: true }) })
        .locator('dd'),
    ).toHaveText('24');
    await expect(
      figures
        .locator('div')
        .filter({ has: page.getByText('Rejected', { exact: true }) })
        .locator('dd'),
    ).toHaveText('1');
    await run.getByText('Show the rejected row (1)').click();
    await expect(run.getByRole('table')).toContainText('sample:SMP-BAD-1');
    await expect(run.getByRole('table')).toContainText('Not a valid value');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('The import has finished');
    await page.screenshot({ path: testInfo.outputPath('admin-data-1280.png'), fullPage: true });

    // Leaving and coming back shows the same import.
    await page.goto(mx5);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('MX-5');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Data' }).click();
    await expect(page.getByRole('region', { name: 'Latest import' }).getByLabel('Figures of sample')).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('admin-data-360.png'), fullPage: true });
  });
});

test.describe('admin sellers', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    storageState: ({ baseURL }, use) => signedInState('admin', baseURL!).then(use),
  });

  test('an admin suspends a seller after confirming, and reinstates them', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Sellers' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const first = rows.nth(1);
    const name = (await first.getByRole('rowheader').textContent())!.trim();
    await first.getByRole('button', { name: `Suspend: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('leave the search');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    const toastRegion = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toastRegion).toContainText(`${name} is suspended`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toContainText('Suspended');
    await row.getByRole('button', { name: `Reinstate: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reinstate' }).click();
    await expect(toastRegion).toContainText(`${name} is reinstated`);
    await expect(row).toContainText('Active');
  });
});

test.describe('as another role', () => {
  test.use({ storageState: ({ baseURL }, use) => signedInState('demo-user', baseURL!).then(use) });

  test('a signed-in non-admin is sent to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin/);
  });
});
