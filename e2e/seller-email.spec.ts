/**
 * Talking to the seller, as a person does it on a 360 px phone: the draft first, with what wrote it and Send
 * on the first screen; the email dialog in Croatian with two topics, edited and sent (the .eml goes to the seller, Reply-To the buyer, a copy to the team); reopened,
 * Croatian is locked and German open; offline, the message is drafted on the device and queued, stays
 * queued over a reload, and is sent exactly once when the phone is back online.
 */
import { expect, type Locator } from '@playwright/test';
import { signedInTest as test } from './fixtures/signed-in';
import {
  carsWithSellerEmail,
  emailsWithSubject,
  marker,
  reviewShot,
  serviceWorkerControls,
} from './seller-email-helpers';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

/** What in the dialog reaches past its right edge (on a 360 px phone, long labels must wrap instead). */
function cutOff(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    return [...element.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > right + 1)
      .map((child) => child.outerHTML.slice(0, 80));
  });
}

const BUYER_EMAIL = 'demo-user@autotrzni.local';
const TEAM_EMAIL = 'team@autotrzni.local';

test('a buyer emails a seller in Croatian with two topics, edits, sends; reopened, Croatian is locked and German open', async ({
  page,
  request,
}) => {
  const [car] = await carsWithSellerEmail(request, 1, 0);
  const subject = marker('hr');

  await page.goto(`/hr${car!.href}`);
  await page.getByRole('button', { name: 'Pošalji e-poruku prodavatelju' }).click();
  const dialog = page.getByRole('dialog', { name: `E-poruka prodavatelju: ${car!.brand} ${car!.model}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Hrvatski' })).toBeChecked();
  // Written on open, in Croatian.
  await expect(dialog.getByText(/^Poštovani/)).toBeVisible();

  // The topics wait folded under the draft.
  await expect(dialog.getByRole('checkbox', { name: 'Cijena' })).toBeHidden();
  await dialog.locator('summary', { hasText: 'Što želite pitati?' }).click();
  await dialog.getByText('Cijena', { exact: true }).click();
  await dialog.getByText('Probna vožnja', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Cijena' })).toBeChecked();
  // The buyer's own words go into the email too.
  await dialog.getByRole('textbox', { name: /Želite li još nešto spomenuti/ }).fill('Mogu doći u subotu prijepodne.');
  const rewritten = page.waitForResponse((response) => response.url().endsWith('/api/generate-email') && response.ok());
  await dialog.getByRole('button', { name: 'Napiši ponovno s ovim temama i napomenom' }).click();
  const { email } = (await (await rewritten).json()) as { email: { subject: string; body: string } };
  expect(email.body).toContain(car!.brand);
  expect(email.body).toContain('Mogu doći u subotu prijepodne.');
  await expect(dialog.getByRole('article').getByText(/Mogu doći u subotu prijepodne\./)).toBeVisible();
  expect(await cutOff(dialog)).toEqual([]);

  await dialog.getByRole('button', { name: 'Uredi' }).click();
  await dialog.getByRole('textbox', { name: 'Predmet' }).fill(`Upit za vozilo ${subject}`);
  await dialog.getByRole('button', { name: 'Pregled' }).click();
  await expect(dialog.getByRole('heading', { name: `Upit za vozilo ${subject}` })).toBeVisible();
  await reviewShot(page, 'seller-email-hr-360');

  await dialog.getByRole('button', { name: 'Pošalji', exact: true }).click();
  await expect(dialog.getByText('Poruka je poslana')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pošalji', exact: true })).toBeDisabled();

  // The seller's email: to the listing's address, Reply-To the buyer, a copy to the team.
  await expect.poll(() => emailsWithSubject(subject).length, { timeout: 30_000 }).toBe(1);
  const [eml] = emailsWithSubject(subject);
  expect(eml!.headers.get('to')).toContain(car!.seller.email!);
  expect(eml!.headers.get('reply-to')).toContain(BUYER_EMAIL);
  expect(eml!.headers.get('cc')).toContain(TEAM_EMAIL);

  // Reopened: Croatian is locked with the already-sent message; German is open and writes a new draft.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Pošalji e-poruku prodavatelju' }).click();
  await expect(
    dialog.getByText('E-poruka o ovom vozilu već je poslana ovom prodavatelju na hrvatskom jeziku.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pošalji', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Kopiraj' })).toBeDisabled();
  await dialog.getByText('Deutsch', { exact: true }).click();
  await expect(dialog.getByText(/^Sehr geehrte/)).toBeVisible();
  await dialog.locator('summary', { hasText: 'Što želite pitati?' }).click();
  await dialog
    .getByRole('textbox', { name: /Želite li još nešto spomenuti/ })
    .fill('Ich könnte am Samstagvormittag vorbeikommen.');
  expect(await cutOff(dialog)).toEqual([]);
  await expect(dialog.getByRole('button', { name: 'Pošalji', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Kopiraj' })).toBeEnabled();
  expect(emailsWithSubject(subject)).toHaveLength(1);
});

test('on a 360 × 740 phone the draft comes first, says what wrote it, and Send is on the first screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [car] = await carsWithSellerEmail(request, 1, 2);
  await page.goto(`/de${car!.href}`);
  await page.getByRole('button', { name: 'E-Mail an den Verkäufer' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`${car!.brand} ${car!.model}`) });
  const letter = dialog.getByRole('article');
  await expect(letter.getByText(/^Sehr geehrte/)).toBeVisible();
  // The server has no AI provider here: the built-in templates wrote it, and no AI email was spent.
  await expect(dialog.getByText('Mit den eingebauten Vorlagen geschrieben – keine KI-E-Mail verbraucht')).toBeVisible();
  // The seven topics are there, folded: none is shown.
  await expect(dialog.getByRole('checkbox', { includeHidden: true })).toHaveCount(7);
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  const summary = dialog.locator('summary', { hasText: 'Wonach möchten Sie fragen?' });
  // The letter's subject is on the first screen, above the folded topics; Send is reachable without scrolling.
  const subject = await letter.getByRole('heading').boundingBox();
  expect(subject!.y + subject!.height).toBeLessThanOrEqual(740);
  expect(subject!.y).toBeLessThan((await summary.boundingBox())!.y);
  const send = await dialog.getByRole('button', { name: 'Senden', exact: true }).boundingBox();
  expect(send!.y + send!.height).toBeLessThanOrEqual(740);
  // The disclosure opens from the keyboard.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('checkbox', { name: 'Preis' })).toBeVisible();
  expect(await cutOff(dialog)).toEqual([]);
  await reviewShot(page, 'seller-email-de-360x740');
});

test('offline, the email is drafted on the device and queued; still queued after a reload; sent once back online', async ({
  page,
  context,
  request,
}) => {
  const [car] = await carsWithSellerEmail(request, 1, 1);
  const subject = marker('offline');

  await page.goto(`/hr${car!.href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await serviceWorkerControls(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Pošalji e-poruku prodavatelju' }).click();
  const dialog = page.getByRole('dialog', { name: `E-poruka prodavatelju: ${car!.brand} ${car!.model}` });
  await expect(dialog.getByText(/Sastavljeno na ovom uređaju/)).toBeVisible();
  await expect(dialog.getByText(/^Poštovani/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Uredi' }).click();
  await dialog.getByRole('textbox', { name: 'Predmet' }).fill(`Upit bez signala ${subject}`);
  await dialog.getByRole('button', { name: 'Pošalji', exact: true }).click();
  await expect(dialog.getByText('Bit će poslana čim ponovno budete na mreži.')).toBeVisible();
  await expect(dialog.getByText('Poruka je poslana')).toBeHidden();
  await reviewShot(page, 'seller-email-queued-360');

  // A reload while offline: the page comes from the service worker, the message is still queued.
  await page.reload();
  await expect(page.getByText(`Čeka slanje: Upit bez signala ${subject}`)).toBeVisible();
  expect(emailsWithSubject(subject)).toHaveLength(0);

  // Back online: replayed (the page on 'online', Background Sync in Chromium; one at a time), sent once.
  await context.setOffline(false);
  await expect(page.getByText(`Čeka slanje: Upit bez signala ${subject}`)).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => emailsWithSubject(subject).length, { timeout: 30_000 }).toBe(1);

  await page.goto('/hr/my-messages');
  const item = page.getByRole('listitem').filter({ hasText: `Upit bez signala ${subject}` });
  await expect(item.getByText('Poslano', { exact: true })).toBeVisible();
  await reviewShot(page, 'my-messages-360');
  expect(emailsWithSubject(subject)).toHaveLength(1);
});
