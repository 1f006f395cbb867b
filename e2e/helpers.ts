import type { Page } from '@playwright/test';

/** A stored cookie choice, so the banner stays out of a test's way (call before the first navigation). */
export async function withConsentStored(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({
          necessary: true,
          preferences: false,
          analytics: false,
          marketing: false,
          date: new Date().toISOString(),
        }),
      );
    }
  });
}

/** The href of the first car card on the home page. */
export async function firstCarHref(page: Page): Promise<string> {
  await page.goto('/');
  const link = page
    .getByRole('list', { name: 'Cars found' })
    .locator(':scope > li')
    .first()
    .getByRole('heading')
    .getByRole('link');
  return (await link.getAttribute('href')) ?? '';
}
