import { expect, test, type Page } from '@playwright/test';
import { mailsTo, outbox } from './fixtures/outbox';
import { seriousViolations, withConsentStored } from './helpers';

const DEMO_PASSWORD = 'autotrzni-demo';

test.beforeEach(({ page }) => withConsentStored(page));

/** The account link (…?token=…) in the newest message to `email`, waiting for it to be written. */
async function accountLinkFor(email: string): Promise<URL> {
  const newest = () => mailsTo(email).at(-1);
  await expect.poll(newest, { message: `an email to ${email} in ${outbox}` }).toBeDefined();
  const { text } = newest()!;
  const match = /https?:\/\/[^\s<>"]+[?&]token=[A-Za-z0-9_-]+/.exec(text);
  expect(match, `an account link in:\n${text}`).not.toBeNull();
  return new URL(match![0]);
}

/** The toast on screen (one at a time). */
const notice = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/**
 * Serious and critical accessibility violations on the page as it is now. React Aria's live announcer is
 * left out: for 7 s after a pending button (sign in) it holds an announcement labelled by that button, which
 * is gone once the next page shows.
 */
function blockingViolations(page: Page) {
  return seriousViolations(page, { exclude: ['[data-live-announcer]'] });
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a person registers, opens the verification link from the outbox, signs in, sees their name, signs out', async ({
  page,
  baseURL,
}) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const username = `lucija_${id}`;
  const email = `lucija.${id}@example.test`;
  const password = 'vozim-clio-2017';

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=register$/);
  // The fixed validation messages first, with focus on the first field that has one.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Lucija');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Perić');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(notice(page, 'Registration successful')).toBeVisible();
  await expect(notice(page, 'Please verify your email to continue')).toBeVisible();
  // Not signed in before the email is verified.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  const link = await accountLinkFor(email);
  expect(link.origin).toBe(new URL(baseURL!).origin);
  expect(link.pathname).toBe('/verify-success');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified!' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, username, password);
  await expect(notice(page, 'Logged in successfully')).toBeVisible();
  // Her first sign-in: "Welcome", not "Welcome back".
  await expect(notice(page, 'Welcome, Lucija!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const account = page.getByRole('banner').getByRole('button', { name: 'Account: Lucija' });
  await expect(account).toBeVisible();
  await expect(account).toContainText('Lucija');
  await expect(account).toContainText('L');
  // The session survives a reload.
  await page.reload();
  await expect(account).toBeVisible();
  // A plain user has no dealer dashboard.
  await account.click();
  // The account menu: who is signed in above the menu's entries, in a popover beside the button.
  const menu = page.getByRole('menu', { name: 'Account: Lucija' });
  await expect(page.getByRole('dialog', { name: 'Account: Lucija' }).getByText(email)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Saved searches' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Dealer dashboard' })).toHaveCount(0);

  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(notice(page, 'Logged out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  // The link works once only.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByText('This verification link has already been used. If your email address is verified, you can sign in.'),
  ).toBeVisible();
});

for (const language of [
  {
    prefix: '/hr',
    code: 'hr',
    field: 'Korisničko ime ili e-pošta',
    password: 'Lozinka',
    submit: 'Prijavi se',
    first: 'Dobro došli, Iva!',
    again: 'Dobro došli natrag, Iva!',
  },
  {
    prefix: '/de',
    code: 'de',
    field: 'Benutzername oder E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    first: 'Willkommen, Iva!',
    again: 'Willkommen zurück, Iva!',
  },
]) {
  test(`a first sign-in is greeted “welcome”, the next one “welcome back” (${language.code})`, async ({ page }) => {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const email = `iva.${language.code}.${id}@example.test`;
    const password = 'vozim-pandu-2015';
    // The account is made and verified through the API (the form is covered above).
    const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const registered = await page.request.post('/api/register', {
      data: { username: `iva_${language.code}_${id}`, email, password, firstName: 'Iva', language: language.code },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(registered.status()).toBe(201);
    const token = (await accountLinkFor(email)).searchParams.get('token');
    expect(
      (
        await page.request.post('/api/verify-email', { data: { token }, headers: { 'X-CSRF-Token': csrfToken } })
      ).status(),
    ).toBe(200);

    const signInHere = async () => {
      await page.goto(`${language.prefix}/auth`);
      await page.getByRole('textbox', { name: language.field }).fill(email);
      await page.getByRole('textbox', { name: language.password, exact: true }).fill(password);
      await page.getByRole('main').getByRole('button', { name: language.submit, exact: true }).click();
    };
    await signInHere();
    await expect(page.getByText(language.first, { exact: true })).toBeVisible();
    // Another browser (no cookies of this one): the server still knows it is not the first time.
    await page.context().clearCookies();
    await signInHere();
    await expect(page.getByText(language.again, { exact: true })).toBeVisible();
  });
}

test('a signed-out visit to /admin lands on /auth; the demo admin signs in and is taken back', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or register' })).toBeVisible();

  // The language prefix stays.
  await page.goto('/hr/dealer-dashboard');
  await expect(page).toHaveURL(/\/hr\/auth\?next=%2Fhr%2Fdealer-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prijava ili registracija' })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await signIn(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  // "Welcome" on the admin's first sign-in in this server's life, "Welcome back" after it: which one depends on
  // whether an earlier spec signed the admin in, and is not what this test is about.
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText(/^Welcome( back)?, Admin!$/),
  ).toBeVisible();

  // Admins also reach the dealer dashboard, from the account menu.
  await page.getByRole('banner').getByRole('button', { name: 'Account: Admin' }).click();
  await expect(page.getByRole('dialog', { name: 'Account: Admin' }).getByText('admin@autotrzni.local')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('menu', { name: 'Account: Admin' }).getByRole('menuitem', { name: 'Dealer dashboard' }).click();
  await expect(page).toHaveURL(/\/dealer-dashboard$/);
  // An admin without a seller profile is first asked for one, like any new seller.
  await expect(page.getByRole('heading', { level: 1, name: 'Sell your car for free' })).toBeVisible();
});

test('the account pages have no serious accessibility problems, errors shown included', async ({ page }) => {
  await page.goto('/hr/auth?mode=register');
  await page.getByRole('button', { name: 'Izradi račun' }).click();
  await expect(page.getByText('Korisničko ime mora imati najmanje 3 znaka')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto(`/de/reset-password?token=${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/verify-success');
  await expect(
    page.getByText('This verification link is incomplete or invalid. Please ask for a new one.'),
  ).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sign-in page fits, and the account sits in the mobile menu', async ({ page }) => {
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/auth?mode=register');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    expect(await fits()).toBe(true);

    await page.goto('/auth');
    await signIn(page, 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const account = menu.getByRole('region', { name: 'Account: Admin' });
    await expect(account).toBeVisible();
    await expect(account.getByRole('link', { name: 'Dealer dashboard' })).toBeVisible();
    // The sheet slides in; measure where it comes to rest, not a frame of the slide.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)), // a cancelled animation is done too
      ),
    );
    const box = await account.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);

    await account.getByRole('button', { name: 'Sign out' }).click();
    await expect(notice(page, 'Logged out successfully')).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await fits()).toBe(true);
  });
});
