import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Saves the listings of a search for offline from its results' "Take these cars with you" panel, once the
 * service worker controls the page (an offline reload needs it), and answers how many were saved.
 */
export async function saveSearchForOffline(page: Page, url: string): Promise<number> {
  await page.goto(url);
  // "Showing 1–20 of 48 results", or "6 results" when they all fit on one page.
  const summary = page
    .getByRole('region', { name: 'Results' })
    .getByText(/^(?:Showing \d+–\d+ of [\d,]+ results?|[\d,]+ results?)$/);
  await expect(summary).toBeVisible();
  const total = Number(/([\d,]+) results?$/.exec((await summary.textContent()) ?? '')![1]!.replace(/,/g, ''));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const panel = page.getByRole('region', { name: 'Take these cars with you' });
  await panel.getByRole('button', { name: `Save ${total} listing${total === 1 ? '' : 's'} for offline` }).click();
  await expect(
    panel.getByText(new RegExp(`^Saved: ${total} listings? (are|is) now available offline\\.$`)),
  ).toBeVisible({
    timeout: 120_000,
  });
  return total;
}

/**
 * Scrolls, as a person would, to the parts that render once scrolled near (pwa/lib/when-near-view.tsx), one at a
 * time, until `target` shows. Parts may render late (after the page's first content) and replace each other
 * between two looks, so no locator is held and the target decides when it is done.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate(() => document.querySelector('[data-waiting-for-view]')?.scrollIntoView({ block: 'center' }));
      return target.isVisible();
    })
    .toBe(true);
}
