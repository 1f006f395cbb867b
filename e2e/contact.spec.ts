import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withConsentStored } from './helpers';

test.use({ serviceWorkers: 'allow' });

const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const emails = () => {
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'));
  } catch {
    return [];
  }
};

test.beforeEach(({ page }) => withConsentStored(page));

test('the contact form checks its fields, sends, and an email arrives in the outbox', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  // Business hours from the server's configuration (the defaults).
  const hours = page.getByRole('region', { name: 'Business hours' });
  await expect(hours.getByText('08:00 – 18:00')).toBeVisible();
  await expect(hours.getByText('09:00 – 13:00')).toBeVisible();
  await expect(hours.getByText('Closed')).toBeVisible();

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');

  const subject = `Free advertising for our dealership ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ivana Horvat');
  await page.getByRole('textbox', { name: 'Email' }).fill('ivana@example.test');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello, we sell cars in Rijeka and would like to advertise with you.');
  await expect(page.getByText('Please enter your full name.')).toBeHidden();
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('listitem').filter({ hasText: 'Message Sent' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

  await expect
    .poll(() => emails().find((email) => email.includes(subject.slice(0, 30))), { timeout: 10_000 })
    .toBeTruthy();
  const email = emails().find((candidate) => candidate.includes(subject.slice(0, 30)))!;
  expect(email).toMatch(/^To: team@autotrzni\.local/m);
  expect(email).toMatch(/^Reply-To: .*ivana@example\.test/m);
});

test('the contact form speaks Croatian on /hr', async ({ page }) => {
  await page.goto('/hr/contact-us');
  await page.getByRole('button', { name: 'Pošalji poruku' }).click();
  await expect(page.getByText('Unesite ime i prezime.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Radno vrijeme' }).getByText('Zatvoreno')).toBeVisible();
});

test('offline, the contact form keeps the message in the outbox and sends it once when back online', async ({
  page,
  context,
}) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
  const subject = `Offline question ${Date.now().toString(36)}`;
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ivana Horvat');
  await page.getByRole('textbox', { name: 'Email' }).fill('ivana@example.test');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello, we are at the dealership without signal: do you also list vans?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Message saved' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  expect(emails().filter((email) => email.includes(subject))).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => emails().filter((email) => email.includes(subject)).length, { timeout: 30_000 }).toBe(1);
});
