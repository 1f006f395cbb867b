import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers';

// Without animations, colours are measured as they end up, and the checks do not race the hero's endless
// sparkles (which, painted in software on a machine without a GPU, made them three times slower).
test.use({ reducedMotion: 'reduce' });

const PAGES = [
  ['home', '/'],
  ['a static page', '/how-it-works'],
  ['the auth page', '/auth'],
] as const;

for (const theme of ['light', 'summer'] as const) {
  for (const [name, path] of PAGES) {
    test(`${name} in the ${theme} theme has no serious or critical accessibility violations`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') await expect(page.getByRole('list', { name: 'Cars found' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
