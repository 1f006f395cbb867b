/**
 * The search tabs (classic, AI, voice, repair) fit a 360 px phone and a desktop in three languages:
 * every tab shows its icon, the AI and voice tabs their lock badge for a visitor, each label stays on one
 * line, and nothing spills out of a tab or the tab row (the German voice tab had lost its icons and
 * "KI-Suche" broke over two lines).
 */
import { expect, test } from '@playwright/test';
import { withConsentStored } from './helpers';

const LANGUAGES = [
  { prefix: '', list: 'Ways to search' },
  { prefix: '/hr', list: 'Načini pretraživanja' },
  { prefix: '/de', list: 'Suchmöglichkeiten' },
] as const;

interface TabLayout {
  name: string;
  /** Visible icons (the tab's own and the lock's), each wholly inside the tab. */
  icons: { width: number; inside: boolean }[];
  /** Line boxes of the visible label text. */
  labelLines: number;
  labelText: string;
  /** The tab's content is wider than the tab. */
  overflows: boolean;
  /** The tab reaches past the tab row. */
  outsideRow: boolean;
  locked: boolean;
}

test.beforeEach(async ({ page }) => {
  await withConsentStored(page);
});

for (const width of [360, 1280]) {
  for (const language of LANGUAGES) {
    test(`the search tabs fit with their icons and lock badges at ${width} px (${language.prefix || '/en'})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${language.prefix}/`);
      const list = page.getByRole('tablist', { name: language.list });
      await expect(list.getByRole('tab')).toHaveCount(4);
      // Signed out: the AI and voice tabs carry the lock once the server has said nobody is signed in.
      await expect(list.locator('[role="tab"] [data-lock]')).toHaveCount(2);

      const layout = await list.evaluate((row): TabLayout[] => {
        const rowBox = row.getBoundingClientRect();
        const shown = (element: Element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
        };
        return [...row.querySelectorAll('[role="tab"]')].map((tab) => {
          const box = tab.getBoundingClientRect();
          const icons = [...tab.querySelectorAll('svg')].filter(shown).map((icon) => {
            const iconBox = icon.getBoundingClientRect();
            return {
              width: iconBox.width,
              inside:
                iconBox.left >= box.left - 0.5 &&
                iconBox.right <= box.right + 0.5 &&
                iconBox.top >= box.top - 0.5 &&
                iconBox.bottom <= box.bottom + 0.5,
            };
          });
          const label = [...tab.querySelectorAll('[data-tab-label]')].find(shown);
          let labelLines = 0;
          if (label) {
            const range = document.createRange();
            range.selectNodeContents(label);
            // One rectangle per line box (of a single text node).
            const tops = new Set(
              [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
            );
            labelLines = tops.size;
          }
          return {
            name: tab.getAttribute('data-key') ?? tab.textContent ?? '',
            icons,
            labelLines,
            labelText: label?.textContent ?? '',
            overflows: tab.scrollWidth > tab.clientWidth + 0.5,
            outsideRow: box.left < rowBox.left - 0.5 || box.right > rowBox.right + 0.5,
            locked: tab.querySelector('[data-lock]') !== null,
          };
        });
      });

      for (const tab of layout) {
        expect(tab.labelText.length, `${tab.name}: a visible label`).toBeGreaterThan(0);
        expect(tab.labelLines, `${tab.name} (“${tab.labelText}”) on one line`).toBe(1);
        expect(tab.icons.length, `${tab.name}: its icon${tab.locked ? ' and the lock' : ''}`).toBe(tab.locked ? 2 : 1);
        for (const icon of tab.icons) {
          expect(icon.width, `${tab.name}: icon drawn at its size`).toBeGreaterThanOrEqual(13);
          expect(icon.inside, `${tab.name}: icon inside the tab`).toBe(true);
        }
        expect(tab.overflows, `${tab.name}: nothing spills out of the tab`).toBe(false);
        expect(tab.outsideRow, `${tab.name}: inside the tab row`).toBe(false);
      }
      expect(await list.evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);
    });
  }
}
