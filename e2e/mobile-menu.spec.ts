import { expect, test } from '@playwright/test';
import { withConsentStored } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });
test.beforeEach(({ page }) => withConsentStored(page));

test('the mobile menu at 375 px opens, traps focus, closes on Escape and on navigation', async ({ page }) => {
  await page.goto('/');
  // The menu button works once the app has taken over the prerendered page.
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // Under 768 px the page links are in the menu, not in the header.
  await expect(page.getByRole('banner').getByRole('link', { name: 'How it works' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Home', 'How it works', 'Car import guide', 'Contact us', 'Sign in', 'Hrvatski', 'Deutsch']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // Focus stays inside the dialog, forwards and backwards.
  for (let step = 0; step < 16; step++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Choosing a page closes it.
  await menuButton.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('dialog')).toBeHidden();

  // The theme choice is in the menu too.
  await menuButton.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('radio', { name: 'Summer' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'summer');
});
