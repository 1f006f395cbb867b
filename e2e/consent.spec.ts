import { expect, test, type Page } from '@playwright/test';

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null);

test('the banner stays until a choice; Accept all persists across reloads', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy');
  await page.goto('/how-it-works');
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toMatchObject({
    necessary: true,
    preferences: true,
    analytics: true,
    marketing: true,
    date: expect.any(String),
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Reject all keeps only the necessary cookies, and is remembered', async ({ page }) => {
  await page.goto('/hr');
  const croatianBanner = page.getByRole('region', { name: 'Cijenimo vašu privatnost' });
  await croatianBanner.getByRole('button', { name: 'Odbij sve' }).click();
  await expect(croatianBanner).toBeHidden();
  expect(await stored(page)).toMatchObject({ necessary: true, preferences: false, analytics: false, marketing: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(croatianBanner).toBeHidden();
});

test('Customize: four switches, necessary always on; the saved choice persists and reopens from the footer', async ({
  page,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch')).toHaveCount(4);
  const necessary = dialog.getByRole('switch', { name: 'Necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Preferences', 'Analytics', 'Marketing'])
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
  for (const name of ['Reject all', 'Save preferences', 'Accept all'])
    await expect(dialog.getByRole('button', { name })).toBeVisible();

  await dialog.getByText('Analytics', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toMatchObject({ necessary: true, preferences: false, analytics: true, marketing: false });

  await page.reload();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const reopened = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(reopened.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(reopened.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
});
