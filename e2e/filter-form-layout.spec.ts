/**
 * The filter form holds still, at 1280 px beside the results and at 360 px in the filter sheet:
 * - a brand or model list opens below its button, never over the sticky header, and stays where it
 *   opened while the typed text filters it (it used to flip above and jump);
 * - a validation message under one field does not push the field beside it down;
 * - a search with a wrong value scrolls back to the field with its label and legend below the header.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { withConsentStored } from './helpers';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 360, height: 740 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found!;
}

/** Where the form can be seen from: below the sticky page header, or the top of the sheet's scrolling body. */
async function coveredUntil(page: Page, phone: boolean): Promise<number> {
  if (phone) {
    return page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('form', { name: 'Search filters' })
      .evaluate((form) => {
        for (let parent = form.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowY;
          if (overflow === 'auto' || overflow === 'scroll') return parent.getBoundingClientRect().top;
        }
        return 0;
      });
  }
  const header = await box(page.getByRole('banner'));
  return header.y + header.height;
}

/** The form: beside the results on a desktop, in the sheet on a phone. */
async function openForm(page: Page, phone: boolean): Promise<Locator> {
  await page.goto('/');
  if (phone) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    return sheet.getByRole('form', { name: 'Search filters' });
  }
  const form = page.getByRole('form', { name: 'Search filters' });
  await expect(form).toBeVisible();
  return form;
}

/** Scrolls the page (or the sheet) so that `target`'s top is at `y` in the viewport. */
async function scrollTopTo(target: Locator, y: number) {
  await target.evaluate((element, to) => {
    let scroller: Element = document.scrollingElement!;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollHeight > parent.clientHeight) {
        scroller = parent;
        break;
      }
    }
    document.documentElement.style.scrollBehavior = 'auto';
    scroller.scrollTop += element.getBoundingClientRect().top - to;
  }, y);
}

test.beforeEach(async ({ page }) => {
  await withConsentStored(page);
});

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 768;

  test(`the brand list opens below its button, never over the header, and stays put while typing (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const form = await openForm(page, phone);
    const trigger = form.getByRole('button', { name: /^Brand/ });
    // The worst case: the button low on the screen (the list used to flip above it and over the header).
    await scrollTopTo(trigger, viewport.height - 200);
    const triggerBox = await box(trigger);
    expect(triggerBox.y + triggerBox.height).toBeLessThanOrEqual(viewport.height);
    await trigger.click();
    const list = page.getByRole('dialog', { name: 'Brand' });
    const search = list.getByRole('searchbox', { name: 'Search brands' });
    await expect(search).toBeFocused();
    const options = list.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(20);

    // The popover around the list: its position is what must hold still.
    const popover = list.locator('xpath=..');
    const opened = await box(popover);
    const header = await coveredUntil(page, phone);
    const under = await box(trigger);
    expect(opened.y, 'below the button').toBeGreaterThanOrEqual(under.y + under.height - 1);
    expect(opened.y, 'below the header').toBeGreaterThanOrEqual(header);
    expect(opened.y + opened.height, 'inside the viewport').toBeLessThanOrEqual(viewport.height + 1);
    const content = await box(list);
    expect(content.y + content.height, 'the list inside its popover').toBeLessThanOrEqual(opened.y + opened.height + 1);

    for (const [typed, expected] of [
      ['m', (count: number) => count < 20],
      ['mi', (count: number) => count >= 1 && count < 5],
      ['mini', (count: number) => count === 1],
    ] as const) {
      await search.fill(typed);
      await expect.poll(async () => expected(await options.count()), `the list filtered by “${typed}”`).toBe(true);
      const now = await box(popover);
      expect(Math.abs(now.y - opened.y), `the list's top stays put after “${typed}”`).toBeLessThanOrEqual(1);
      expect(Math.abs(now.x - opened.x)).toBeLessThanOrEqual(1);
    }
    await options.first().click();
    await expect(trigger).toHaveAccessibleName(/Mini/);
  });

  test(`a validation message does not push the field beside it down (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const form = await openForm(page, phone);
    const year = form.getByRole('group', { name: 'Year' });
    const from = year.getByRole('textbox', { name: 'From' });
    const to = year.getByRole('textbox', { name: 'To' });
    // How far the "to" field sits below the "from" field, both read in the same frame (the page may be scrolling
    // to the message: two separate reads would see it at two places).
    const offset = async () =>
      from.evaluate(
        (field, other) => other!.getBoundingClientRect().y - field.getBoundingClientRect().y,
        await to.elementHandle(),
      );
    const before = await offset();
    await from.fill('1800');
    await form.getByRole('button', { name: /^(Show|Search|No matching)/ }).click();
    await expect(year.getByText(/^Must be at least/)).toBeVisible();
    await expect(from).toBeFocused();
    // Compared with each other (the message may still be fading in): still side by side, level, and where they
    // were before.
    await expect
      .poll(async () => Math.abs(await offset()), { message: 'the “to” field level with the “from” field' })
      .toBeLessThanOrEqual(1);
    await expect
      .poll(async () => Math.abs((await offset()) - before), { message: 'the fields where they were before' })
      .toBeLessThanOrEqual(1);
  });

  test(`a search with a wrong value scrolls to the field with its label below the header (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const form = await openForm(page, phone);
    const price = form.getByRole('group', { name: /^Price/ });
    const from = price.getByRole('textbox', { name: 'From' });
    await from.fill('12a');
    // Scrolled on so the price range's legend and label are out of sight under the header (or above the
    // sheet's top), then searched with Enter from the last range.
    const mileageTo = form.getByRole('group', { name: /^Mileage/ }).getByRole('textbox', { name: 'To' });
    // The whole form open, so that it is long enough to scroll past the price in the sheet too.
    await form.getByRole('button', { name: 'More filters' }).click();
    await expect(form.getByRole('button', { name: 'More filters' })).toHaveAttribute('aria-expanded', 'true');
    const hiddenFrom = await coveredUntil(page, phone);
    await scrollTopTo(price, hiddenFrom - 30);
    await expect
      .poll(async () => (await box(price.locator('legend'))).y < (await coveredUntil(page, phone)))
      .toBe(true);
    await mileageTo.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect(from).toBeFocused();
    await expect(price.getByText('Enter a whole number')).toBeVisible();
    const legend = price.locator('legend');
    const label = price.getByText('From', { exact: true });
    // Smooth scrolling: wait until it has settled below the header.
    await expect
      .poll(
        async () => {
          const header = await coveredUntil(page, phone);
          return { legend: (await box(legend)).y >= header - 0.5, label: (await box(label)).y >= header - 0.5 };
        },
        `${JSON.stringify({ legend: await box(legend), header: await coveredUntil(page, phone) })}`,
      )
      .toEqual({ legend: true, label: true });
    await expect(label).toBeInViewport();
  });
}
