/**
 * What a dealer and an admin meet every day, against the built app: "Sell a car" in the header for a visitor
 * (what selling here means, and the way in that comes back to it); a dealer answering a buyer's message from
 * the dashboard on a 1024 px tablet (one email to the buyer, Reply-To the seller, the lead answered, then
 * closed) and deleting a listing through the row's menu after a confirmation; "Admin" in the header and the
 * account menu, and seller links in the admin's language.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signedInState } from './fixtures/signed-in';
import { withConsentStored } from './helpers';
import { emailsWithSubject, marker } from './seller-email-helpers';
import type { DealerLeadsResponse } from '../api/contract/seller-email';

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken };
}

test('a visitor finds "Sell a car" in the header: what selling here means, and the way in comes back to it', async ({
  page,
}) => {
  await withConsentStored(page);
  await page.goto('/de');
  const sell = page.getByRole('banner').getByRole('link', { name: 'Auto verkaufen' });
  await expect(sell).toBeVisible();
  await sell.click();
  await expect(page).toHaveURL(/\/de\/sell$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verkaufen Sie Ihr Auto auf Autotržni' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Was Sie bekommen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'So starten Sie' })).toBeVisible();
  await expect(
    page.getByText('Kostenlose Inserate mit Fotos, 90 Tage online und mit einem Klick verlängert.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrieren und verkaufen' })).toHaveAttribute(
    'href',
    '/de/auth?mode=register&next=%2Fde%2Fsell',
  );
  expect(await page.evaluate(() => document.title)).toContain('Verkaufen Sie Ihr Auto auf Autotržni');

  await page.getByRole('main').getByRole('link', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/auth\?next=%2Fde%2Fsell$/);
  await page.getByRole('textbox', { name: 'Benutzername oder E-Mail-Adresse' }).fill('demo-user');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  // Back on /sell, signed in: the seller profile form that makes the account a seller.
  await expect(page).toHaveURL(/\/de\/sell$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verkaufen Sie Ihr Auto kostenlos' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Auto verkaufen' })).toBeVisible();
});

test.describe('a dealer on a 1024 px tablet', () => {
  test.use({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    storageState: ({ baseURL }, use) => signedInState('demo-dealer', baseURL!).then(use),
  });

  test('answers a buyer’s message by email from the dashboard: sent once, the lead answered, then closed', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A buyer writes about one of the dealer's cars (once per car, dealer and language: the first not used yet).
    const subject = marker('lead');
    const buyerEmail = `${subject}@kupac.example`;
    const own = (await (await page.request.get('/api/dealer/listings?pageSize=50&status=active')).json()) as {
      cars: { id: number }[];
    };
    const buyer = await browser.newContext({ baseURL, storageState: await signedInState('demo-user', baseURL!) });
    let sent = false;
    for (const car of own.cars) {
      for (const language of ['hr', 'de', 'en']) {
        const response = await buyer.request.post('/api/send-contact-email', {
          headers: { ...(await csrf(buyer.request)), 'Idempotency-Key': crypto.randomUUID() },
          data: {
            carId: car.id,
            senderName: 'Marko Perić',
            senderEmail: buyerEmail,
            language,
            emailContent: {
              subject,
              body: 'Poštovani,\n\nje li automobil još dostupan?\n\nLijep pozdrav,\nMarko Perić',
            },
          },
        });
        if (response.status() === 201) sent = true;
        else expect(response.status(), await response.text()).toBe(409);
        if (sent) break;
      }
      if (sent) break;
    }
    await buyer.close();
    expect(sent).toBe(true);

    await page.goto('/hr/dealer-dashboard');
    await page.getByRole('tab', { name: 'Upiti kupaca' }).click();
    const lead = page.getByRole('article').filter({ hasText: subject });
    await expect(lead).toBeVisible();
    // Its status, at the top and in the status field.
    await expect(lead.getByText('Novo', { exact: true }).first()).toBeVisible();
    await expect(lead.getByRole('button', { name: /Status/ })).toContainText('Novo');
    await lead.getByRole('button', { name: 'Odgovorite e-poštom' }).click();
    const answer = lead.getByRole('textbox', { name: 'Odgovor na upit: Marko Perić' });
    await expect(answer).toBeFocused();
    await answer.fill(
      'Poštovani gospodine Periću,\n\nautomobil je još dostupan. Možete ga pogledati u subotu od 9 sati.\n\nLijep pozdrav',
    );
    await lead.getByRole('button', { name: 'Pošalji odgovor' }).click();

    // The confirmation is in view and read out; the lead is answered, with the answer under the message.
    const confirmation = lead
      .getByRole('status')
      .filter({ hasText: 'Vaš je odgovor poslan: Marko Perić ga prima e-poštom.' });
    await expect(confirmation).toBeInViewport();
    await expect(confirmation).toBeFocused();
    await expect(lead.getByText('Odgovoreno', { exact: true }).first()).toBeVisible();
    await expect(lead.getByText(/automobil je još dostupan/)).toBeVisible();

    // Exactly one email to the buyer, Reply-To the seller's address the buyer wrote to.
    await expect.poll(() => emailsWithSubject(`Re: ${subject}`).length, { timeout: 30_000 }).toBe(1);
    // Once the mail queue has marked the answer sent it never sends it again: counted after that, one is all.
    const replyStatus = async () => {
      const { items } = (await (await page.request.get('/api/dealer/leads')).json()) as DealerLeadsResponse;
      return items.find((candidate) => candidate.subject === subject)?.replies.map((reply) => reply.status);
    };
    await expect.poll(replyStatus).toEqual(['sent']);
    const [mail] = emailsWithSubject(`Re: ${subject}`);
    expect(emailsWithSubject(`Re: ${subject}`)).toHaveLength(1);
    expect(mail!.headers.get('to')).toContain(buyerEmail);
    expect(mail!.headers.get('reply-to')).toContain('@');
    expect(mail!.headers.get('reply-to')).not.toContain(buyerEmail);
    expect(mail!.text).toContain('automobil je još dostupan');

    // Filed away: closed, and still closed after a reload.
    await lead.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Zatvoreno' }).click();
    await expect(lead.getByText('Zatvoreno', { exact: true }).first()).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Upiti kupaca' }).click();
    await expect(
      page.getByRole('article').filter({ hasText: subject }).getByText('Zatvoreno', { exact: true }).first(),
    ).toBeVisible();
  });

  test('opens with the overview, and deletes a listing through the row’s menu after a confirmation', async ({
    page,
  }) => {
    const own = (await (await page.request.get('/api/dealer/listings?pageSize=50&status=active')).json()) as {
      cars: { id: number; brand: string; model: string }[];
    };
    const copy = (await (
      await page.request.post(`/api/dealer/listings/${own.cars[0]!.id}/duplicate`, {
        headers: await csrf(page.request),
      })
    ).json()) as { id: number; brand: string; model: string };

    await page.goto('/de/dealer-dashboard');
    const overview = page.getByRole('region', { name: 'Letzte 30 Tage' });
    await expect(overview).toBeVisible();
    for (const figure of ['Aktive Inserate', 'Aufrufe', 'Telefonnummer angezeigt', 'E-Mails von Käufern'])
      await expect(overview.getByText(figure, { exact: true })).toBeVisible();
    // The overview comes before the table.
    const overviewBox = (await overview.boundingBox())!;
    const tableBox = (await page.getByRole('table').boundingBox())!;
    expect(overviewBox.y).toBeLessThan(tableBox.y);
    // The table fits the tablet's width: nothing to scroll sideways.
    expect(
      await page
        .getByRole('table')
        .evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth),
    ).toBe(true);

    const row = page.getByTestId(`listing-row-${copy.id}`);
    await row.getByRole('button', { name: `Weitere Aktionen: ${copy.brand} ${copy.model}` }).click();
    await page.getByRole('menuitem', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: `${copy.brand} ${copy.model} löschen?` });
    await expect(confirm).toBeVisible();
    // Cancelling keeps it.
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Weitere Aktionen: ${copy.brand} ${copy.model}` }).click();
    await page.getByRole('menuitem', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/api/dealer/listings/${copy.id}`)).status()).toBe(404);
  });
});

test.describe('an admin on a desktop', () => {
  test.use({
    viewport: { width: 1440, height: 900 },
    storageState: ({ baseURL }, use) => signedInState('admin', baseURL!).then(use),
  });

  test('finds "Admin" in the header and the account menu, and seller links keep the admin’s language', async ({
    page,
  }) => {
    await page.goto('/hr');
    const header = page.getByRole('banner');
    await header.getByRole('navigation').getByRole('link', { name: 'Administracija' }).click();
    await expect(page).toHaveURL(/\/hr\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Only tabs with something in them: no "Settings (coming soon)".
    await expect(page.getByRole('tab')).toHaveCount(4);

    await page.goto('/hr');
    await header.getByRole('button', { name: /^Račun: / }).click();
    await page
      .getByRole('menu', { name: /^Račun: / })
      .getByRole('menuitem', { name: 'Administracija' })
      .click();
    await expect(page).toHaveURL(/\/hr\/admin$/);

    await page.getByRole('tab', { name: 'Prodavatelji' }).click();
    const seller = page.getByRole('rowheader').getByRole('link').first();
    await expect(seller).toHaveAttribute('href', /^\/hr\/dealer\//);
    await seller.click();
    await expect(page).toHaveURL(/\/hr\/dealer\//);
  });

  test('sees every header link whole, at a laptop and a desktop width, in Croatian and German', async ({ page }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const language of ['hr', 'de']) {
        await page.goto(`/${language}`);
        const nav = page.getByRole('banner').getByRole('navigation');
        await expect(
          nav.getByRole('link', { name: language === 'hr' ? 'Administracija' : 'Administration' }),
        ).toBeVisible();
        // A label cut by the list's edge ("Händl…") is wider than the room it is shown in.
        const clipped = await nav.evaluate((element) => {
          const list = element.querySelector('ul')!;
          const room = list.getBoundingClientRect();
          return [...list.querySelectorAll('a')]
            .filter((link) => {
              const box = link.getBoundingClientRect();
              return box.right > room.right + 0.5 || box.left < room.left - 0.5 || link.scrollWidth > link.clientWidth;
            })
            .map((link) => link.textContent);
        });
        expect(clipped, `${language} at ${width} px`).toEqual([]);
      }
    }
  });
});
