/**
 * The photo manager of a listing with five photos at 1024 px (a tablet), 360 px and 1280 px, in Croatian and
 * German: the cards of a row are equally wide, every thumbnail and button stays inside its card, and each card
 * has its arrows and remove button on one row.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInTest as test } from './fixtures/signed-in';

test.use({ account: 'demo-dealer', hasTouch: true });

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken };
}

interface OwnCar {
  id: number;
  status: string;
  photos?: { id: string }[];
}

/** demo-dealer's first active car, with five photos. */
async function carWithFivePhotos(api: APIRequestContext): Promise<OwnCar> {
  const own = (await (await api.get('/api/dealer/listings?pageSize=50')).json()) as { cars: OwnCar[] };
  let car = own.cars.find((one) => one.status === 'active')!;
  const colours = ['#b03a2e', '#2e86c1', '#28b463', '#af7ac5', '#f4d03f'];
  while ((car.photos?.length ?? 0) < 5) {
    const background = colours[car.photos?.length ?? 0]!;
    const uploaded = await api.post(`/api/dealer/listings/${car.id}/photos`, {
      headers: await csrf(api),
      multipart: {
        photo: {
          name: 'foto.jpg',
          mimeType: 'image/jpeg',
          buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
            .jpeg()
            .toBuffer(),
        },
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    car = (await uploaded.json()) as OwnCar;
  }
  return car;
}

/** Each card's box and what of it reaches outside, and the rows its arrows and remove button take. */
function layoutOf(page: Page) {
  return page.locator('ol li[data-reorder-index]').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const outside = [...card.querySelectorAll('img, button')].filter((child) => {
        const inner = child.getBoundingClientRect();
        return inner.left < box.left - 0.5 || inner.right > box.right + 0.5;
      }).length;
      const row = [...card.querySelectorAll('button')].filter((button) => /^[←→✕]$/.test(button.textContent ?? ''));
      const rows = new Set(row.map((button) => Math.round(button.getBoundingClientRect().top))).size;
      return { top: Math.round(box.top), width: Math.round(box.width), outside, rows };
    }),
  );
}

for (const width of [1024, 360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 768 } });
    for (const language of ['hr', 'de'] as const) {
      test(`the photo cards fit in ${language}`, async ({ page }) => {
        const car = await carWithFivePhotos(page.request);
        await page.goto(`/${language}/dealer-dashboard`);
        await page
          .getByTestId(`listing-row-${car.id}`)
          .getByRole('button', { name: language === 'hr' ? 'Uredi' : 'Bearbeiten' })
          .click();
        const images = page.locator('ol li[data-reorder-index] img');
        await expect(images).toHaveCount(5);
        await expect
          .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
          .toBe(true);
        await expect(page.locator('ol li[data-reorder-index]').last()).toBeVisible();
        // Measured once every card is laid out (the edit panel may still be opening).
        let cards: Awaited<ReturnType<typeof layoutOf>> = [];
        await expect.poll(async () => (cards = await layoutOf(page)).every((card) => card.width > 0)).toBe(true);
        expect(cards.map((card) => card.outside)).toEqual([0, 0, 0, 0, 0]);
        expect(cards.map((card) => card.rows)).toEqual([1, 1, 1, 1, 1]);
        const firstRow = cards.filter((card) => card.top === cards[0]!.top);
        expect(firstRow.length, JSON.stringify(cards)).toBe(width === 360 ? 1 : width === 1024 ? 4 : 5);
        for (const card of firstRow) expect(Math.abs(card.width - cards[0]!.width)).toBeLessThanOrEqual(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    }
  });
}
