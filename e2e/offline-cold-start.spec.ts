/**
 * The app opened with no signal (its icon tapped in a basement garage): the person signed in before is
 * still signed in on the device, My messages works from the device, "Email the seller" opens the email
 * dialog and queues the email; back online it is sent exactly once. A session that ended meanwhile gets
 * the sign-in prompt once the server is asked again, and the email stays queued for that account.
 *
 * "Closing the app" needs a browser profile that outlives the context (the service worker, its caches and
 * the device database): a persistent context on a folder of its own, closed and launched again. Its session
 * cookie comes from the shared storageState (or a session of its own for the test that ends it).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  type BrowserContext,
  type Cookie,
  type Page,
  type Route,
} from '@playwright/test';
import { DEMO_PASSWORD, signedInTest as test } from './fixtures/signed-in';
import {
  carsWithSellerEmail,
  emailsWithSubject,
  marker,
  serviceWorkerControls,
  signInAgainFromNotice,
} from './seller-email-helpers';

test.use({ serviceWorkers: 'allow', account: 'demo-premium' });

interface StorageState {
  cookies: Cookie[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** At 360 px the car page's contact bar at the bottom of the screen carries "Email the seller". */
const emailButton = (page: Page) => page.getByTestId('contact-bar').getByRole('button', { name: 'Email the seller' });

type Launch = () => Promise<{ context: BrowserContext; page: Page }>;

const profiles: string[] = [];
test.afterAll(() => {
  for (const folder of profiles) rmSync(folder, { recursive: true, force: true });
});

/** A phone's browser profile at 360 px: every launch opens the same one, with `state`'s cookies and choices. */
function phoneProfile(
  launcher: { launchPersistentContext: (dir: string, options: object) => Promise<BrowserContext> },
  options: object,
  state: StorageState,
): Launch {
  const folder = mkdtempSync(path.join(tmpdir(), 'autotrzni-phone-'));
  profiles.push(folder);
  return async () => {
    const context = await launcher.launchPersistentContext(folder, {
      ...options,
      viewport: { width: 360, height: 780 },
      serviceWorkers: 'allow',
    });
    await context.addCookies(state.cookies);
    const stored = state.origins.flatMap((origin) => origin.localStorage);
    await context.addInitScript((items) => {
      for (const { name, value } of items) if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
    }, stored);
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  };
}

/**
 * No signal for the whole phone. `setOffline` takes the network from the pages but not from the service
 * worker (microsoft/playwright#2311), and Chromium, whose own network stays up, fires the Background Sync that
 * queuing registers at once: the worker would send the email while the "phone" is offline (before the test
 * ends the session). The worker's requests fail as the pages' do, until the signal is back.
 */
function serviceWorkerOffline(route: Route) {
  return route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();
}

async function setPhoneOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) {
    await context.route('**', serviceWorkerOffline);
    await context.setOffline(true);
  } else {
    await context.setOffline(false);
    await context.unroute('**', serviceWorkerOffline);
  }
}

/** The car is in the device database (it is stored when the page is idle). */
async function carOnDevice(page: Page, id: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (carId) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('autotrzni');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const database = open.result;
              if (!database.objectStoreNames.contains('listings')) return resolve(false);
              const get = database.transaction('listings').objectStore('listings').get(carId);
              get.onsuccess = () => resolve(get.result !== undefined);
              get.onerror = () => resolve(false);
            };
          }),
        id,
      ),
    )
    .toBe(true);
}

/** First visit, online: the service worker installs and takes over, the car and the account stay on the device. */
async function visitOnline(launch: Launch, carHref: string, carId: number): Promise<void> {
  const { context, page } = await launch();
  await page.goto(carHref);
  await serviceWorkerControls(page);
  await expect(emailButton(page)).toBeEnabled();
  await carOnDevice(page, carId);
  await page.goto('/my-messages');
  await expect(page.getByRole('heading', { level: 1, name: 'My messages' })).toBeVisible();
  await context.close();
}

async function queueEmail(page: Page, car: { href: string; brand: string; model: string }, subject: string) {
  await page.goto(car.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(car.model));
  await emailButton(page).click();
  const dialog = page.getByRole('dialog', { name: `Email the seller: ${car.brand} ${car.model}` });
  await expect(dialog.getByText(/Drafted on this device/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(`Question ${subject}`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Will be sent when you are back online.')).toBeVisible();
  return dialog;
}

async function accountInMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('opened offline at 360 px: still signed in, My messages from the device, the email queued and sent once back online', async ({
  playwright,
  launchOptions,
  baseURL,
  storageState,
}) => {
  test.setTimeout(180_000);
  const [car] = await carsWithSellerEmail(await playwrightRequest.newContext({ baseURL }), 1, 40);
  const state = JSON.parse(readFileSync(storageState as string, 'utf8')) as StorageState;
  const launch = phoneProfile(playwright.chromium, { ...launchOptions, baseURL }, state);
  await visitOnline(launch, car!.href, car!.id);

  // Opened again with no signal at all, before the first page is asked for.
  const { context, page } = await launch();
  await setPhoneOffline(context, true);
  await page.goto('/my-messages');
  await expect(page.getByRole('heading', { level: 1, name: 'My messages' })).toBeVisible();
  await expect(page.getByText('You are offline: showing the messages kept on this device.')).toBeVisible();
  await expect(page.getByText("We couldn't check your account")).toHaveCount(0);
  const menu = await accountInMenu(page);
  await expect(menu.getByRole('region', { name: /^Account: / })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const subject = marker('cold');
  const dialog = await queueEmail(page, car!, subject);
  expect(emailsWithSubject(subject)).toHaveLength(0);

  await setPhoneOffline(context, false);
  await expect(dialog.getByText('Message sent')).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => emailsWithSubject(subject).length, { timeout: 30_000 }).toBe(1);
  // My messages now has it from the server, once.
  await page.goto('/my-messages');
  await expect(page.getByRole('listitem').filter({ hasText: `Question ${subject}` })).toHaveCount(1);
  expect(emailsWithSubject(subject)).toHaveLength(1);
  console.log(`offline cold start: ${JSON.stringify({ messages: 1, emails: emailsWithSubject(subject).length })}`);
  await context.close();
});

/** A session of its own (signing out ends it for whoever shares it), as the shared storageState is made. */
async function ownSession(baseURL: string): Promise<StorageState> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const { csrfToken } = (await (await api.get('/api/csrf-token')).json()) as { csrfToken: string };
    const login = await api.post('/api/login', {
      data: { username: 'demo-premium', password: DEMO_PASSWORD },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(login.ok()).toBe(true);
    const consent = JSON.stringify({
      necessary: true,
      preferences: false,
      analytics: false,
      marketing: false,
      date: new Date().toISOString(),
    });
    return {
      cookies: (await api.storageState()).cookies,
      origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'cookieConsent', value: consent }] }],
    };
  } finally {
    await api.dispose();
  }
}

/** Signs the session out on the server (from elsewhere: the device is offline). */
async function endSession(baseURL: string, state: StorageState): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: { cookies: state.cookies, origins: [] } });
  try {
    const { csrfToken } = (await (await api.get('/api/csrf-token')).json()) as { csrfToken: string };
    expect((await api.post('/api/logout', { headers: { 'X-CSRF-Token': csrfToken } })).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

test('the session ended while the phone was offline: back online it asks to sign in, and the email waits for that account', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [car] = await carsWithSellerEmail(await playwrightRequest.newContext({ baseURL }), 1, 41);
  const state = await ownSession(baseURL!);
  const launch = phoneProfile(playwright.chromium, { ...launchOptions, baseURL }, state);
  await visitOnline(launch, car!.href, car!.id);

  const { context, page } = await launch();
  await setPhoneOffline(context, true);
  const subject = marker('ended');
  const dialog = await queueEmail(page, car!, subject);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await endSession(baseURL!, state);

  await setPhoneOffline(context, false);
  // The server is asked again: nobody is signed in any more.
  const notice = page.getByRole('status').filter({ hasText: `Waiting to be sent: Question ${subject}` });
  await expect(
    notice.getByText('Your session has ended. Please sign in again and the message will be sent.'),
  ).toBeVisible({ timeout: 45_000 });
  const menu = await accountInMenu(page);
  await expect(menu.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(emailsWithSubject(subject)).toHaveLength(0);

  // Signing in again as the same account sends it, once.
  await signInAgainFromNotice(page, notice, subject, car!.model, DEMO_PASSWORD);
  await context.close();
});
