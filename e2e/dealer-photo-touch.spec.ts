/**
 * A dealer on a tablet (1024×768, touch) reorders a car's photos with a finger: a drag on the photo's handle
 * moves it (real touch input through Chromium's input pipeline: touch-action, pointer events), the page does
 * not scroll meanwhile, and the new order is kept after saving and reloading.
 */
import { request as playwrightRequest, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInState } from './fixtures/signed-in';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });
test.use({ storageState: ({ baseURL }, use) => signedInState('demo-dealer', baseURL!).then(use) });

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken };
}

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

interface Listing {
  id: number;
  photos?: { id: string }[];
}

/** A finger's drag through the points, as touch input (CDP), one small step at a time. */
async function touchDrag(page: Page, points: { x: number; y: number }[]) {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = points;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] });
  let at = first!;
  for (const point of rest) {
    for (let step = 1; step <= 10; step++) {
      const x = Math.round(at.x + ((point.x - at.x) * step) / 10);
      const y = Math.round(at.y + ((point.y - at.y) * step) / 10);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    at = point;
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const centre = async (page: Page, selector: ReturnType<Page['locator']>) => {
  const box = (await selector.boundingBox())!;
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
};

test('reorders photos by dragging with a finger; the page stays put and the order is saved', async ({
  page,
  baseURL,
}) => {
  const dealer = await playwrightRequest.newContext({
    baseURL,
    storageState: await signedInState('demo-dealer', baseURL!),
  });
  let car: Listing;
  try {
    const created = await dealer.post('/api/dealer/listings', {
      headers: await csrf(dealer),
      data: {
        brand: 'Dacia',
        model: 'Jogger',
        modelDescription: '1.0 TCe',
        year: 2023,
        price: 17_900,
        mileage: 21_000,
        fuelType: 'petrol',
        transmission: 'manual',
        bodyType: 'wagon',
        color: 'white',
        location: 'Zagreb',
        countryId: 4,
        description: 'Sedam sjedala.',
        descriptionLanguage: 'hr',
        status: 'draft',
        additionalDetails: {
          powerKw: 81,
          engineCc: 999,
          doors: 5,
          seats: 7,
          previousOwners: 1,
          serviceHistory: true,
          firstRegistration: '2023-04',
          features: [],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    car = (await created.json()) as Listing;
    for (const [name, colour] of [
      ['crvena.jpg', '#c03020'],
      ['zelena.jpg', '#20a040'],
      ['plava.jpg', '#2040c0'],
    ] as const) {
      const uploaded = await dealer.post(`/api/dealer/listings/${car.id}/photos`, {
        headers: await csrf(dealer),
        multipart: { photo: { name, mimeType: 'image/jpeg', buffer: await photo(colour) } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      car = (await uploaded.json()) as Listing;
    }
  } finally {
    await dealer.dispose();
  }
  const [red, green, blue] = car.photos!.map((one) => one.id);

  await page.goto('/hr/dealer-dashboard');
  await page.getByTestId(`listing-row-${car.id}`).getByRole('button', { name: 'Uredi' }).tap();
  const list = page.getByRole('list', { name: 'Fotografije redoslijedom prikaza' });
  const photos = list.getByRole('listitem');
  await expect(photos).toHaveCount(3);
  const order = () =>
    photos
      .locator('img')
      .evaluateAll((images) => images.map((image) => /\/photos\/([^/]+)\//.exec(image.getAttribute('src') ?? '')?.[1]));
  await expect.poll(order).toEqual([red, green, blue]);

  // The list in the middle of the screen (once the form has settled: photos and the price hint loaded); the
  // blue photo's handle dragged down, then over the first photo.
  await expect
    .poll(() =>
      photos
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await expect(page.getByTestId('price-hint')).toBeVisible();
  const handle = photos.nth(2).getByRole('button', { name: /Fotografija 3 od 3/ });
  await expect
    .poll(async () => {
      await list.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const point = await centre(page, handle);
      return handle.evaluate((element, { x, y }) => document.elementFromPoint(x, y) === element, point);
    })
    .toBe(true);
  // Settled: the list stays where it is between two looks (a part above it arriving late would move it, and the
  // browser's scroll anchoring then moves the page with it).
  let lastBox = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await list.boundingBox());
        const settled = box === lastBox;
        lastBox = box;
        return settled;
      },
      { intervals: [100, 100, 200] },
    )
    .toBe(true);
  const scrolled = await page.evaluate(() => window.scrollY);
  const listTop = (await list.boundingBox())!.y;
  const from = await centre(page, handle);
  const to = await centre(page, photos.nth(0).locator('img'));
  await touchDrag(page, [from, { x: from.x, y: Math.min(from.y + 120, 600) }, to]);

  await expect.poll(order).toEqual([blue, red, green]);
  await expect(photos.nth(0)).toHaveAccessibleName('Fotografija 1 od 3, Naslovna');
  // The page did not move under the finger: the list is where it was on the screen.
  expect(Math.abs((await list.boundingBox())!.y - listTop)).toBeLessThan(1);

  // A finger on the photo itself (not its handle) still scrolls the page.
  const thumb = await centre(page, photos.nth(1).locator('img'));
  await touchDrag(page, [thumb, { x: thumb.x, y: thumb.y - 200 }]);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  await expect.poll(order).toEqual([blue, red, green]);

  // Saved with the listing, and still so after a reload.
  await page.getByRole('button', { name: 'Spremi promjene' }).tap();
  await expect(page.getByTestId(`listing-row-${car.id}`)).toBeVisible();
  await expect
    .poll(async () =>
      ((await (await page.request.get(`/api/dealer/listings/${car.id}`)).json()) as Listing).photos?.map(
        (one) => one.id,
      ),
    )
    .toEqual([blue, red, green]);
  await page.reload();
  await page.getByTestId(`listing-row-${car.id}`).getByRole('button', { name: 'Uredi' }).tap();
  await expect(photos).toHaveCount(3);
  await expect.poll(order).toEqual([blue, red, green]);
});
