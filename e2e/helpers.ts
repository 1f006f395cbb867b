import AxeBuilder from '@axe-core/playwright';
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

/**
 * Axe's serious and critical findings (WCAG 2.2 AA and best practice) on the page as it is now, in the parts
 * `include` names (all of it without) and outside those `exclude` names. It first waits for the animations that
 * end (a panel fading in), so that colours are measured as they end up; endless ones (the hero's sparkles) are
 * not waited for.
 */
export async function seriousViolations(
  page: Page,
  scope: { include?: string[]; exclude?: string[] } = {},
): Promise<{ id: string; nodes: string[] }[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of scope.include ?? []) axe.include(selector);
  for (const selector of scope.exclude ?? []) axe.exclude(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** The pins (not clusters) on a map: the marker buttons that say whether they are chosen. */
export const mapPins = (map: Locator) => map.locator('.leaflet-marker-icon[aria-pressed]');

/** The labels of a map's markers (clusters and pins); null while it zooms or regroups its clusters. */
function settledMarkers(map: Locator): Promise<string | null> {
  return map.evaluate((element) =>
    element.querySelector('.leaflet-zoom-anim, .leaflet-cluster-anim')
      ? null
      : [...element.querySelectorAll('.leaflet-marker-icon')]
          .map((marker) => marker.getAttribute('aria-label'))
          .join('\n'),
  );
}

/**
 * Taps clusters until single pins show (a cluster zooms in, or spreads out pins that share one spot). After each
 * tap it waits until the markers have changed and the map has come to rest, however long its animation takes.
 */
export async function zoomUntilPins(map: Locator, cluster: RegExp, touch = false): Promise<void> {
  for (let tries = 0; tries < 8 && (await mapPins(map).count()) === 0; tries++) {
    let before: string | null = null;
    await expect.poll(async () => (before = await settledMarkers(map))).not.toBeNull();
    const target = map.getByRole('button', { name: cluster }).first();
    await (touch ? target.tap() : target.click());
    await expect
      .poll(async () => {
        const now = await settledMarkers(map);
        return now !== null && now !== before;
      })
      .toBe(true);
  }
  await expect(mapPins(map).first()).toBeVisible();
}
