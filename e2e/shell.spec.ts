import { expect, test } from '@playwright/test';
import { withConsentStored } from './helpers';

test.beforeEach(({ page }) => withConsentStored(page));

test('an unknown path shows the 404 page in its language', async ({ page }) => {
  for (const [path, title] of [
    ['/no/such/page', '404 Page Not Found'],
    ['/hr/nema-toga', '404 – stranica nije pronađena'],
    ['/de/gibt-es-nicht', '404 – Seite nicht gefunden'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Autotržni`);
  }
});

test('the summer theme persists across reloads and visits', async ({ page }) => {
  await page.goto('/');
  // The toggle works once the app has taken over the prerendered page.
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', { name: 'Summer theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'summer');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'summer');
  await page.goto('/hr/how-it-works');
  await expect(html).toHaveAttribute('data-theme', 'summer');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b6472');

  // Anything else stored is discarded for the device's setting (light here).
  await page.evaluate(() => localStorage.setItem('theme', 'neon'));
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('header: page links, titles per route, canonical without search terms', async ({ page }) => {
  await page.goto('/?brand=Audi&q=red&page=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?page=2$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page).toHaveTitle(/ · Autotržni$/);
  await expect(nav.getByRole('link', { name: 'How it works' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Contact us · Autotržni$/);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or register' })).toBeVisible();
});

test('the hero: sparkles by width and motion preference', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('sparkles').locator('span')).toHaveCount(18);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('sparkles').locator('span')).toHaveCount(8);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByTestId('sparkles')).toHaveCount(0);
});

test('/repair stores the repair tab and lands on the search section', async ({ page }) => {
  await page.goto('/hr/repair');
  await expect(page).toHaveURL(/\/hr#search-section$/);
  await expect(page.locator('#search-section')).toBeInViewport();
  // The search section opened the stored tab and removed the stored value.
  await expect(page.getByRole('tab', { name: /Servisi/ })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => sessionStorage.getItem('selectedTab'))).toBeNull();
});

test('no page breaks the strict Content Security Policy (no inline scripts or styles)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/hr/car-import-guide', '/de/contact-us', '/auth', '/nope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Summer theme' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});
