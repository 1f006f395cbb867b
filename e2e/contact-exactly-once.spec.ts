/**
 * The contact form sends exactly once: the server stores the message but its answer is lost on the way
 * (injected with context.route, which the service worker's requests pass too); the retry carries the same
 * Idempotency-Key, so the team gets one email, and the page never claims the device is offline.
 */
import { expect, test } from '@playwright/test';
import { withConsentStored } from './helpers';
import { emailsWithSubject, marker } from './seller-email-helpers';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(({ page }) => withConsentStored(page));

test('the answer is lost after the server stored the message: one team email, and "sent" once the retry is answered', async ({
  page,
  context,
}) => {
  const subject = `Vans ${marker('contact-lost')}`;
  let posts = 0;
  const keys: (string | null)[] = [];
  let faults = 0;
  await context.route('**/api/contact', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (faults > 0) return route.continue();
    faults += 1;
    await route.fetch(); // The server stores the message and answers…
    await route.abort('connectionreset'); // …and the answer never arrives.
  });

  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ivana Horvat');
  await page.getByRole('textbox', { name: 'Email' }).fill('ivana@example.test');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello, do you also list vans? We would like to advertise ours.');
  await page.getByRole('button', { name: 'Send message' }).click();

  // Online all along: not "you are offline", but that it is kept and tried again.
  const saved = page.getByRole('listitem').filter({ hasText: 'Message saved' });
  await expect(saved.getByText("We couldn't confirm that your message reached us.", { exact: false })).toBeVisible();
  await expect(page.getByText('You are offline', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Message Sent' })).toBeVisible({ timeout: 45_000 });

  await expect.poll(() => emailsWithSubject(subject).length, { timeout: 30_000 }).toBe(1);
  expect(faults).toBe(1);
  expect(posts).toBe(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(emailsWithSubject(subject)).toHaveLength(1);
  console.log(
    `exactly-once contact, response lost: ${JSON.stringify({ messages: 1, faults, attempts: posts, emails: emailsWithSubject(subject).length })}`,
  );
});
