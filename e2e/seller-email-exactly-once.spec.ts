/**
 * Exactly once, proven against the real server and the real PWA: each fault is injected on the wire
 * (context.route, which also sees the service worker's requests) or by the browser (offline, cookies
 * gone, a tab closed), and each test ends with exactly one .eml in the outbox folder per message.
 * The figures (messages, faults, emails) are printed at the end of each test and summed in the README.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signedInTest as test } from './fixtures/signed-in';
import {
  carsWithSellerEmail,
  emailsWithSubject,
  marker,
  reviewShot,
  serviceWorkerControls,
  signInAgainFromNotice,
} from './seller-email-helpers';

// Its own buyer: these tests write many emails, the Croatian-language spec uses demo-user.
test.use({ serviceWorkers: 'allow', account: 'demo-premium', viewport: { width: 1280, height: 900 } });

const SEND = '**/api/send-contact-email';

async function openDialog(page: Page, href: string, name: string) {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Email the seller' }).click();
  const dialog = page.getByRole('dialog', { name: `Email the seller: ${name}` });
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  return dialog;
}

async function writeSubject(dialog: ReturnType<Page['getByRole']>, subject: string) {
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
}

/** Counts what reached the server's send route (after any injected fault). */
function countSends(context: BrowserContext) {
  let count = 0;
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/send-contact-email')) count += 1;
  });
  return () => count;
}

const report = (name: string, figures: { messages: number; faults: number; emails: number; attempts: number }) =>
  console.log(`exactly-once ${name}: ${JSON.stringify(figures)}`);

test('the answer is lost after the server stored the message: the replay gets the first answer, one email', async ({
  page,
  context,
  request,
}) => {
  const [car] = await carsWithSellerEmail(request, 1, 20);
  const subject = marker('lost');
  const attempts = countSends(context);
  let faults = 0;
  await context.route(SEND, async (route) => {
    if (faults > 0) return route.continue();
    faults += 1;
    await route.fetch(); // The server stores the message and answers…
    await route.abort('connectionreset'); // …and the answer never arrives.
  });
  const dialog = await openDialog(page, car!.href, `${car!.brand} ${car!.model}`);
  await writeSubject(dialog, `Question ${subject}`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  // Never shown as sent before the server's answer arrived; then sent by the replay (after the backoff).
  await expect(dialog.getByText('Message sent')).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => emailsWithSubject(subject).length, { timeout: 30_000 }).toBe(1);
  expect(faults).toBe(1);
  report('response lost', { messages: 1, faults, emails: emailsWithSubject(subject).length, attempts: attempts() });
});

test('a 503: queued, retried with backoff, sent once', async ({ page, context, request }) => {
  const [car] = await carsWithSellerEmail(request, 1, 21);
  const subject = marker('503');
  const attempts = countSends(context);
  let faults = 0;
  await context.route(SEND, async (route) => {
    if (faults > 0) return route.continue();
    faults += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'unavailable', message: 'Service Unavailable' }),
    });
  });
  const dialog = await openDialog(page, car!.href, `${car!.brand} ${car!.model}`);
  await writeSubject(dialog, `Question ${subject}`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Will be sent when you are back online.')).toBeVisible();
  await reviewShot(page, 'seller-email-queued-1280');
  await expect(dialog.getByText('Message sent')).toBeVisible({ timeout: 45_000 });
  await reviewShot(page, 'seller-email-sent-1280');
  await expect.poll(() => emailsWithSubject(subject).length, { timeout: 30_000 }).toBe(1);
  report('503', { messages: 1, faults, emails: emailsWithSubject(subject).length, attempts: attempts() });
});

test('a 401 (the session ended): stays queued and asks to sign in; after signing in it is sent once', async ({
  page,
  context,
  request,
}) => {
  const [car] = await carsWithSellerEmail(request, 1, 22);
  const subject = marker('401');
  const attempts = countSends(context);
  const dialog = await openDialog(page, car!.href, `${car!.brand} ${car!.model}`);
  await writeSubject(dialog, `Question ${subject}`);
  // The session ends on this device (the cookie is gone; the shared session of other specs is untouched).
  await context.clearCookies();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  // Asked to sign in (the app learns the session ended: the dialog gives way to the car page's notice).
  const notice = page.getByRole('status').filter({ hasText: `Waiting to be sent: Question ${subject}` });
  await expect(
    notice.getByText('Your session has ended. Please sign in again and the message will be sent.'),
  ).toBeVisible();
  expect(emailsWithSubject(subject)).toHaveLength(0);

  await signInAgainFromNotice(page, notice, subject, car!.model, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Email the seller' }).click();
  await expect(
    page.getByRole('dialog').getByText('An email about this vehicle has already been sent to this dealer in English.'),
  ).toBeVisible();
  report('401 then sign-in', {
    messages: 1,
    faults: 1,
    emails: emailsWithSubject(subject).length,
    attempts: attempts(),
  });
});

test('the tab is closed while the message is queued; reopened online, it is sent once', async ({
  page,
  context,
  request,
}) => {
  const [car] = await carsWithSellerEmail(request, 1, 23);
  const subject = marker('closed');
  const attempts = countSends(context);
  await page.goto(car!.href);
  await serviceWorkerControls(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Email the seller' }).click();
  const dialog = page.getByRole('dialog', { name: `Email the seller: ${car!.brand} ${car!.model}` });
  await expect(dialog.getByText(/Drafted on this device/)).toBeVisible();
  await writeSubject(dialog, `Question ${subject}`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Will be sent when you are back online.')).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto('/my-messages');
  const item = reopened.getByRole('listitem').filter({ hasText: `Question ${subject}` });
  await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => emailsWithSubject(subject).length, { timeout: 30_000 }).toBe(1);
  report('tab closed', { messages: 1, faults: 1, emails: emailsWithSubject(subject).length, attempts: attempts() });
});

test('two tabs replay at once: each message is sent once', async ({ context, request }) => {
  test.setTimeout(180_000);
  const cars = await carsWithSellerEmail(request, 2, 24);
  const subjects = [marker('tab-a'), marker('tab-b')];
  const attempts = countSends(context);
  const pages = [await context.newPage(), await context.newPage()];
  for (const [index, page] of pages.entries()) {
    await page.goto(cars[index]!.href);
    await serviceWorkerControls(page);
    // The car has loaded before the network goes (it is not saved for offline use).
    await expect(page.getByRole('button', { name: 'Email the seller' })).toBeEnabled();
  }
  await context.setOffline(true);
  for (const [index, page] of pages.entries()) {
    await page.bringToFront();
    const button = page.getByRole('button', { name: 'Email the seller' });
    await expect(button, await page.locator('main').ariaSnapshot()).toBeEnabled();
    await button.click();
    const dialog = page.getByRole('dialog', { name: `Email the seller: ${cars[index]!.brand} ${cars[index]!.model}` });
    await expect(dialog.getByText(/Drafted on this device/)).toBeVisible();
    await writeSubject(dialog, `Question ${subjects[index]}`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Will be sent when you are back online.')).toBeVisible();
  }
  // Both tabs (and the service worker's Background Sync) replay on 'online', at the same moment.
  await context.setOffline(false);
  for (const [index, page] of pages.entries()) {
    await expect(page.getByRole('dialog').getByText('Message sent')).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => emailsWithSubject(subjects[index]!).length, { timeout: 30_000 }).toBe(1);
  }
  report('two tabs', {
    messages: 2,
    faults: 1,
    emails: subjects.map((subject) => emailsWithSubject(subject).length).reduce((a, b) => a + b, 0),
    attempts: attempts(),
  });
});
