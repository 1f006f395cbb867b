/**
 * The car details on a 360 px phone and a 1280 px desktop, in en, hr and de: the sticky Call / Email bar
 * (phones only), the photo gallery of a dealer's listing with four photos (swipe with a finger, arrow keys,
 * the full-screen viewer with double-tap zoom, Escape closes it), and a 17-character VIN and a long dealer
 * name that neither break mid-word nor widen the page. The dealer and the listing are made through the API.
 *
 * Design review screenshots (not a test): SCREENSHOTS=<folder> npx playwright test car-details-phone
 */
import path from 'node:path';
import { expect, request, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { carPath } from '../api/contract/car-id';
import { emptyWeeklyHours } from '../api/contract/opening-hours';
import { vinCheckDigit } from '../api/contract/vin';
import { mailsTo } from './fixtures/outbox';
import { signedInState } from './fixtures/signed-in';
import { seriousViolations, withConsentStored } from './helpers';

const DEALER_NAME = 'Gebrauchtwagenzentrum Oberösterreich-Süd Autohandelsgesellschaft mbH';
const DEALER_PHONE = '+385 1 555 0199';
const PASSWORD = 'galerija-fotografija-2026';
const LANGUAGES = [
  {
    code: 'en',
    prefix: '',
    contact: 'Contact the seller',
    call: 'Call',
    email: 'Email the seller',
    dialog: 'Email the seller:',
  },
  {
    code: 'hr',
    prefix: '/hr',
    contact: 'Kontaktirajte prodavatelja',
    call: 'Nazovi',
    email: 'Pošalji e-poruku',
    dialog: 'E-poruka prodavatelju:',
  },
  {
    code: 'de',
    prefix: '/de',
    contact: 'Verkäufer kontaktieren',
    call: 'Anrufen',
    email: 'E-Mail senden',
    dialog: 'E-Mail an den Verkäufer:',
  },
] as const;

/** A 17-character VIN with a correct check digit (position 9). */
function validVin(): string {
  const draft = 'WVWZZZ1KZ0W386752';
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
const VIN = validVin();

async function csrf(api: APIRequestContext): Promise<{ 'X-CSRF-Token': string }> {
  return { 'X-CSRF-Token': ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken };
}

/** A photo that is easy to tell apart: a colour, and a ring and bars to see zoom. */
function photo(background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="${background}"/>
    <circle cx="600" cy="400" r="220" fill="none" stroke="#ffffff" stroke-width="24"/>
    <rect x="80" y="80" width="160" height="40" fill="#ffffff"/><rect x="960" y="680" width="160" height="40" fill="#111111"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

let car: { id: number; href: string };

/** A fresh dealer with a long name (signed up, verified, signed in through the API) and a car with four photos. */
async function createDealerListing(baseURL: string): Promise<{ id: number; href: string }> {
  const api = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const email = `galerija.${id}@autohaus.example`;
    const username = `galerija_${id}`;
    const registered = await api.post('/api/register', {
      headers: await csrf(api),
      data: { username, email, password: PASSWORD, firstName: 'Eva', lastName: 'Gruber', language: 'de' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    let token: string | undefined;
    await expect
      .poll(
        () =>
          (token = mailsTo(email)
            .map((mail) => /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
            .find(Boolean)),
      )
      .toBeTruthy();
    expect((await api.post('/api/verify-email', { headers: await csrf(api), data: { token } })).ok()).toBe(true);
    expect(
      (await api.post('/api/login', { headers: await csrf(api), data: { username, password: PASSWORD } })).ok(),
    ).toBe(true);

    const profile = await api.put('/api/dealer/profile', {
      headers: await csrf(api),
      data: {
        kind: 'business',
        name: DEALER_NAME,
        address: 'Landstraße 12',
        city: 'Linz',
        postalCode: '4020',
        countryId: 1,
        phone: DEALER_PHONE,
        taxId: '12345678903',
        openingHours: { ...emptyWeeklyHours(), mo: [{ opens: '08:00', closes: '18:00' }] },
      },
    });
    expect(profile.ok(), await profile.text()).toBe(true);

    const created = await api.post('/api/dealer/listings', {
      headers: await csrf(api),
      data: {
        brand: 'Volkswagen',
        model: 'Golf',
        modelDescription: '1.5 TSI Life',
        year: 2021,
        price: 21_900,
        mileage: 38_000,
        fuelType: 'petrol',
        transmission: 'manual',
        bodyType: 'hatchback',
        color: 'blue',
        vin: VIN,
        location: 'Linz',
        countryId: 1,
        description:
          'Scheckheftgepflegt, Nichtraucherfahrzeug, Winterräder auf Alufelgen.\nZwei Schlüssel, Garantie bis 2027.',
        descriptionLanguage: 'de',
        additionalDetails: {
          powerKw: 110,
          engineCc: 1498,
          doors: 5,
          seats: 5,
          previousOwners: 1,
          serviceHistory: true,
          firstRegistration: '2021-04',
          features: ['airConditioning', 'navigation'],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as Parameters<typeof carPath>[0] & { id: number };
    for (const colour of ['#1f5fbf', '#bf3a1f', '#2f8f46', '#7a3fbf']) {
      const uploaded = await api.post(`/api/dealer/listings/${listing.id}/photos`, {
        headers: await csrf(api),
        multipart: {
          photo: { name: `auto-${colour.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour) },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
    }
    return { id: listing.id, href: carPath(listing) };
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({ baseURL }) => {
  car = await createDealerListing(baseURL!);
});

test.beforeEach(({ page }) => withConsentStored(page));

/** Opens the car's page in a language and waits for its gallery. */
async function openCar(page: Page, prefix: string) {
  await page.goto(`${prefix}${car.href}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeVisible();
  await expect(page.getByTestId('gallery-counter')).toHaveText('1 / 4');
  await expect(page.getByTestId('gallery-track').locator('img').first()).toHaveJSProperty('complete', true);
}

/** Nothing is wider than the screen, and each word of `text` inside `selector` sits on one line. */
async function expectNoOverflowAndWholeWords(page: Page, selector: string, text: string) {
  // The server paints the key facts first; the full details arrive when the app has taken over the page.
  await expect(page.locator(selector, { hasText: text }).first()).toBeVisible();
  const result = await page.evaluate(
    ({ selector, text }) => {
      const element = [...document.querySelectorAll(selector)].find((candidate) =>
        candidate.textContent?.includes(text),
      );
      if (!element) return { found: false, broken: [] as string[], scrollWidth: 0, width: 0 };
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const broken: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        for (const match of content.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return { found: true, broken, scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth };
    },
    { selector, text },
  );
  expect(result.found, `${text} on the page`).toBe(true);
  expect(result.broken, `words of "${text}" broken over two lines`).toEqual([]);
  expect(result.scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(result.width);
}

/** A finger dragged sideways across the element (Chrome DevTools touch events: the browser's own scrolling). */
async function swipe(page: Page, selector: string, direction: 'left' | 'right') {
  const box = (await page.locator(selector).boundingBox())!;
  // Above the middle, where the previous / next buttons sit.
  const y = box.y + box.height * 0.3;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.85, box.x + box.width * 0.1]
      : [box.x + box.width * 0.1, box.x + box.width * 0.85];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 10, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Whether a scrolling gallery has come to rest on photo `position` (it stays put for two frames). A swipe is
 * a fling: on its way it may pass the photo the counter shows for a moment and end on another.
 */
function restsAt(page: Page, selector: string, position: number): Promise<boolean> {
  return page.locator(selector).evaluate(
    (element, position) =>
      new Promise<boolean>((resolve) => {
        if (element.scrollWidth <= element.clientWidth) return resolve(true); // not a scroller (the viewer's stage)
        const at = element.scrollLeft;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(element.scrollLeft === at && Math.abs(at - position * element.clientWidth) < 2),
          ),
        );
      }),
    position,
  );
}

/**
 * Swipes until the counter reads `expected` and the gallery has come to rest there: a swipe that lands before
 * the page is ready to scroll is made again, one that flung past the photo is made back towards it (never while
 * the counter reads `expected` and the gallery is on its way there, so a late swipe cannot skip a photo).
 */
async function swipeTo(page: Page, selector: string, direction: 'left' | 'right', counter: Locator, expected: string) {
  const positionIn = (text: string | null) => Number(text?.split(' / ')[0]) - 1;
  const position = positionIn(expected);
  await expect(async () => {
    const shown = positionIn(await counter.textContent());
    if (shown !== position) {
      // A gallery that flung past the photo is swiped back towards it; the viewer's stage wraps around.
      const scroller = await page.locator(selector).evaluate((element) => element.scrollWidth > element.clientWidth);
      await swipe(page, selector, scroller ? (shown < position ? 'left' : 'right') : direction);
    }
    await expect(counter).toHaveText(expected, { timeout: 5_000 });
    await expect.poll(() => restsAt(page, selector, position), { timeout: 5_000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
}

test.describe('on a 360 px phone (touch)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  for (const language of LANGUAGES) {
    test(`[${language.code}] the sticky bar calls (tel:, counted) and emails; it stays at the bottom without hiding the end`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        storageState: await signedInState('demo-user', baseURL!),
      });
      const page = await context.newPage();
      try {
        await openCar(page, language.prefix);
        const bar = page.getByRole('group', { name: language.contact });
        await expect(bar).toBeVisible();
        // Sticky at the bottom of the screen while the details scroll.
        await expect
          .poll(async () => Math.round(await bar.evaluate((element) => element.getBoundingClientRect().bottom)))
          .toBe(740);

        const call = bar.getByRole('link', { name: new RegExp(language.call, 'i') });
        await expect(call).toHaveAttribute('href', 'tel:+38515550199');
        await expect(call).toHaveText(language.call);
        const counted = page.waitForRequest(
          (sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/cars/${car.id}/phone-reveal`),
        );
        // Once the app has taken the link over (a press before that is e2e/car-page-server.spec.ts's): while React
        // hydrates, the link the listener below is added to may not yet be the one it keeps.
        await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
        await expect
          .poll(() => call.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps$'))))
          .toBe(true);
        // A tel: link hands the number to the phone's dialler; here only the counting is checked.
        await call.evaluate((link) =>
          link.addEventListener('click', (event) => event.preventDefault(), { once: true }),
        );
        await call.tap();
        await counted;

        await bar.getByRole('button', { name: language.email }).tap();
        const dialog = page.getByRole('dialog', { name: new RegExp(`^${language.dialog}`) });
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        // At the end of the page the bar sits below the last of the details, not over them.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const lastPanel = page.locator('article section').last();
        await expect
          .poll(async () => (await lastPanel.boundingBox())!.y + (await lastPanel.boundingBox())!.height)
          .toBeLessThanOrEqual((await bar.boundingBox())!.y);
      } finally {
        await context.close();
      }
    });

    test(`[${language.code}] a 17-character VIN and a long dealer name neither break mid-word nor widen the page`, async ({
      page,
    }) => {
      await openCar(page, language.prefix);
      await expectNoOverflowAndWholeWords(page, 'dd', VIN);
      await expectNoOverflowAndWholeWords(page, 'dd', DEALER_NAME);
    });
  }

  test('the details dialog over the search results has the bar at the bottom edge too', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('#search-results article')
      .first()
      .getByRole('button', { name: /^View details/ })
      .click();
    const dialog = page.getByRole('dialog');
    const bar = dialog.getByRole('group', { name: 'Contact the seller' });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Math.round(await bar.evaluate((element) => element.getBoundingClientRect().bottom)))
      .toBe(740);
    await expect(bar.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    // Signed out, Email asks to register, over the details.
    await bar.getByRole('button', { name: 'Email the seller' }).tap();
    await expect(page.getByRole('dialog', { name: 'Registration required' })).toBeVisible();
  });

  test('the car page, its gallery, the bar and the viewer have no serious or critical accessibility violations', async ({
    page,
  }) => {
    for (const theme of ['light', 'summer'] as const) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openCar(page, '/hr');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page), `the car page (${theme})`).toEqual([]);
      await page.getByRole('button', { name: 'Otvori fotografiju 1 od 4 preko cijelog zaslona' }).tap();
      await expect(
        page.getByRole('dialog', { name: 'Fotografije: Volkswagen Golf, preko cijelog zaslona' }),
      ).toBeVisible();
      expect(await seriousViolations(page), `the viewer (${theme})`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test("the car stays on screen while its later parts arrive (the market value, the dealer's hours)", async ({
    page,
  }) => {
    // Records whether the car's heading, once shown, was ever taken off the screen (a part whose texts load only
    // when it appears used to suspend the page, which then showed its loading state again for a moment).
    await page.addInitScript(() => {
      const seen = window as unknown as { carShown?: boolean; carHidden?: boolean };
      const look = () => {
        const heading = document.querySelector('main h1');
        const shown =
          heading instanceof HTMLElement && heading.offsetParent !== null && heading.textContent === 'Volkswagen Golf';
        if (shown) seen.carShown = true;
        else if (seen.carShown) seen.carHidden = true;
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await openCar(page, '/de');
    await expect(page.getByTestId('seller-opening')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Marktwert' })).toHaveAttribute('aria-busy', 'false');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { carHidden?: boolean }).carHidden ?? false)).toBe(false);
  });

  test('the gallery swipes with a finger, moves with the arrow keys; a tap opens the viewer, double-tap zooms, Escape closes', async ({
    page,
  }) => {
    await openCar(page, '');
    const counter = page.getByTestId('gallery-counter');
    const track = '[data-testid="gallery-track"]';
    await swipeTo(page, track, 'left', counter, '2 / 4');
    await swipeTo(page, track, 'left', counter, '3 / 4');
    await swipeTo(page, track, 'right', counter, '2 / 4');
    await expect(page.getByText('Photo 2 of 4', { exact: true })).toHaveAttribute('aria-live', 'polite');

    await page.getByRole('button', { name: 'Next photo' }).tap();
    await expect(counter).toHaveText('3 / 4');
    await page.getByRole('button', { name: 'Open photo 3 of 4 full screen' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('4 / 4');
    await expect(page.getByRole('button', { name: 'Open photo 4 of 4 full screen' })).toBeFocused();

    await page.getByRole('button', { name: 'Open photo 4 of 4 full screen' }).tap();
    const viewer = page.getByRole('dialog', { name: 'Photos of Volkswagen Golf, full screen' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByTestId('viewer-counter')).toHaveText('4 / 4');
    const stage = viewer.getByTestId('photo-viewer-stage');
    const image = viewer.getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    // A swipe in the viewer moves to the next photo (wrapping to the first).
    await swipeTo(page, '[data-testid="photo-viewer-stage"]', 'left', viewer.getByTestId('viewer-counter'), '1 / 4');
    // Double-tap zooms in, double-tap again zooms out.
    const box = (await stage.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(image).toHaveCSS('transform', /matrix\(2\.5, 0, 0, 2\.5/);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(image).toHaveCSS('transform', /matrix\(1, 0, 0, 1, 0, 0\)/);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${car.href}$`));
    await expect(counter).toHaveText('1 / 4');
  });
});

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const language of LANGUAGES) {
    test(`[${language.code}] no sticky bar (the actions are beside the photo); VIN and dealer name whole, no overflow`, async ({
      page,
    }) => {
      await openCar(page, language.prefix);
      await expect(page.getByRole('group', { name: language.contact })).toBeHidden();
      await expect(
        page
          .getByRole('region', { name: { en: 'Seller', hr: 'Prodavatelj', de: 'Verkäufer' }[language.code] })
          .getByRole('button', { name: /E-Mail|e-poruku|Email/ }),
      ).toBeVisible();
      await expectNoOverflowAndWholeWords(page, 'dd', VIN);
      await expectNoOverflowAndWholeWords(page, 'dd', DEALER_NAME);
    });
  }

  test('arrow keys and the buttons move the gallery; the viewer opens on a click and Escape closes it', async ({
    page,
  }) => {
    await openCar(page, '');
    const counter = page.getByTestId('gallery-counter');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('2 / 4');
    await page.getByRole('button', { name: 'Next photo' }).press('ArrowRight');
    await expect(counter).toHaveText('3 / 4');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('2 / 4');
    await page.getByRole('button', { name: 'Show photo 4 of 4' }).click();
    await expect(counter).toHaveText('4 / 4');

    await page.getByRole('button', { name: 'Open photo 4 of 4 full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photos of Volkswagen Golf, full screen' });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByTestId('viewer-counter')).toHaveText('3 / 4');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(counter).toHaveText('3 / 4');
    // Focus goes back to the photo that opened the viewer.
    await expect(
      page.getByRole('button', { name: /^Open photo \d of 4 full screen$/ }).and(page.locator(':focus')),
    ).toHaveCount(1);
  });
});

const folder = process.env.SCREENSHOTS;
test.describe('design review screenshots', () => {
  test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');
  for (const theme of ['light', 'summer'] as const) {
    for (const width of [360, 1280]) {
      test(`car details ${theme} ${width}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        for (const language of LANGUAGES) {
          await openCar(page, language.prefix);
          await page
            .locator('[data-testid="gallery-track"] img')
            .first()
            .evaluate((image: HTMLImageElement) => image.decode());
          const name = (part: string) =>
            path.join(folder!, `car-details-${part}-${language.code}-${theme}-${width}.png`);
          await page.screenshot({ path: name('top') });
          await page.screenshot({ path: name('full'), fullPage: true });
          if (language.code === 'en') {
            await page.getByRole('button', { name: /^Open photo 1 of 4/ }).click();
            await page
              .getByRole('dialog')
              .getByRole('img')
              .evaluate((image: HTMLImageElement) => image.decode());
            await page.screenshot({ path: name('viewer') });
            await page.keyboard.press('Escape');
          }
        }
      });
    }
  }
});
