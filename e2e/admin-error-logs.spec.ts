/**
 * The admin panel on a desktop: the error-logging demo shows the toast and a new row; resolve it, Resolve All
 * with its count, the clean-up; the table view; a non-admin is sent to /auth.
 */
import { expect, test } from '@playwright/test';
import { signedInState } from './fixtures/signed-in';

test.describe('admin error logs', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: ({ baseURL }, use) => signedInState('admin', baseURL!).then(use) });

  test('the demo error becomes a toast and a row; resolve, Resolve All, clean-up', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin panel', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Error Logs', selected: true })).toBeVisible();

    const reported = page.waitForResponse((response) => response.url().endsWith('/api/errors/log') && response.status() === 201);
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
    await expect(dialog.locator('pre').first()).toContainText("Error: Test error from the admin panel's error-logging demo");
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
        await fetch('/api/errors/log', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken }, body: JSON.stringify({ errorType: 'E2eError', message: text }) });
      }, message);
    }
    await page.getByLabel('Error type').fill('E2eError');
    await expect(page.getByText('2 error groups')).toBeVisible();
    await page.getByRole('button', { name: 'Resolve All' }).click();
    await expect(page.getByRole('dialog')).toContainText('2 unresolved error groups matching the current filters will be marked as resolved.');
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

test.describe('as another role', () => {
  test.use({ storageState: ({ baseURL }, use) => signedInState('demo-user', baseURL!).then(use) });

  test('a signed-in non-admin is sent to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin/);
  });
});
