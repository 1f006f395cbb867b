/**
 * Design review screenshots (not a test): SCREENSHOTS=<folder> npx playwright test dealer-admin-screenshots
 * The everyday dealer and admin screens in hr and de, in the light, dark and summer themes: "Sell a car" signed
 * out (1024 and 360 px); the dashboard at 1024×768 (overview and table, a row's menu, the delete confirmation, landing on a saved
 * listing, a lead being answered and answered); the admin at 1440×900 (the header's Admin, the account menu,
 * the panel's tabs, the sellers).
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signedInState } from './fixtures/signed-in';

const folder = process.env.SCREENSHOTS;
test.skip(!folder, 'set SCREENSHOTS=<folder> to take the design review screenshots');

const LANGUAGES = ['hr', 'de'] as const;
const THEMES = ['light', 'dark', 'summer'] as const;
const TEXT = {
  hr: {
    leads: 'Upiti kupaca',
    answer: /^(Odgovorite e-poštom|Pišite ponovno)$/,
    send: 'Pošalji odgovor',
    more: 'Još radnji',
    delete: 'Izbriši',
    edit: 'Uredi',
    save: 'Spremi promjene',
    sellers: 'Prodavatelji',
    account: /^Račun: /,
  },
  de: {
    leads: 'Anfragen',
    answer: /^(Per E-Mail antworten|Erneut schreiben)$/,
    send: 'Antwort senden',
    more: 'Weitere Aktionen',
    delete: 'Löschen',
    edit: 'Bearbeiten',
    save: 'Änderungen speichern',
    sellers: 'Verkäufer',
    account: /^Konto: /,
  },
};

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/** A buyer's message about demo-dealer's first active car in `language` (once per car, dealer and language). */
async function leadIn(browser: Browser, baseURL: string, language: 'hr' | 'de', carId: number) {
  const buyer = await browser.newContext({ baseURL, storageState: await signedInState('demo-user', baseURL) });
  const body =
    language === 'hr'
      ? 'Poštovani,\n\nje li automobil još dostupan? Mogu li ga pogledati u subotu?\n\nLijep pozdrav,\nMarko Perić'
      : 'Guten Tag,\n\nist das Fahrzeug noch verfügbar? Könnte ich es am Samstag ansehen?\n\nMit freundlichen Grüßen\nJonas Weber';
  const response = await buyer.request.post('/api/send-contact-email', {
    headers: { ...(await csrf(buyer.request)), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      carId,
      senderName: language === 'hr' ? 'Marko Perić' : 'Jonas Weber',
      senderEmail: `kupac-${language}@example.test`,
      language,
      emailContent: { subject: language === 'hr' ? 'Upit za automobil' : 'Anfrage zum Fahrzeug', body },
    },
  });
  expect([201, 409]).toContain(response.status());
  await buyer.close();
}

test('the everyday dealer and admin screens in hr and de, in the three themes', async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const shotsOf =
    (page: Page, prefix: string) =>
    (name: string, full = true) =>
      page.screenshot({ path: path.join(folder!, `${prefix}-${name}.png`), fullPage: full });
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const text = TEXT[language];
      const init = (value: string) => {
        localStorage.setItem('theme', value);
        if (!localStorage.getItem('cookieConsent')) {
          localStorage.setItem(
            'cookieConsent',
            JSON.stringify({
              necessary: true,
              preferences: false,
              analytics: false,
              marketing: false,
              date: new Date().toISOString(),
            }),
          );
        }
      };

      // Signed out: "Sell a car" at 1024 and on a phone.
      for (const width of [1024, 360]) {
        const visitor = await browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 740 : 768 } });
        await visitor.addInitScript(init, theme);
        const page = await visitor.newPage();
        await page.goto(`/${language}/sell`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        await shotsOf(page, `sell-${language}-${theme}-${width}`)('page');
        await visitor.close();
      }

      // The dealer at 1024×768.
      const dealer = await browser.newContext({
        baseURL,
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        storageState: await signedInState('demo-dealer', baseURL!),
      });
      await dealer.addInitScript(init, theme);
      const page = await dealer.newPage();
      const shot = shotsOf(page, `dealer-${language}-${theme}-1024`);
      const own = (await (await page.request.get('/api/dealer/listings?pageSize=50&status=active')).json()) as {
        cars: { id: number; brand: string; model: string }[];
      };
      const car = own.cars[0]!;
      await leadIn(browser, baseURL!, language, car.id);
      await page.goto(`/${language}/dealer-dashboard`);
      await expect(page.getByTestId(`listing-row-${car.id}`)).toBeVisible();
      await settle(page);
      await shot('overview', false);
      await shot('listings');
      await page
        .getByTestId(`listing-row-${car.id}`)
        .getByRole('button', { name: new RegExp(`^${text.more}`) })
        .click();
      await settle(page);
      await shot('row-menu', false);
      await page.getByRole('menuitem', { name: text.delete }).click();
      await settle(page);
      await shot('delete-confirm', false);
      await page.keyboard.press('Escape');
      await page.getByTestId(`listing-row-${car.id}`).getByRole('button', { name: text.edit }).click();
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByTestId(`listing-row-${car.id}`).getByRole('status')).toBeVisible();
      await settle(page);
      await shot('saved-landing', false);
      await page.getByRole('tab', { name: text.leads }).click();
      const lead = page.getByRole('article').first();
      await expect(lead).toBeVisible();
      await lead.getByRole('button', { name: text.answer }).click();
      await lead
        .getByRole('textbox')
        .fill(
          language === 'hr'
            ? 'Poštovani,\n\nautomobil je još dostupan. Slobodno dođite u subotu od 9 sati.\n\nLijep pozdrav'
            : 'Guten Tag,\n\ndas Fahrzeug ist noch verfügbar. Kommen Sie gern am Samstag ab 9 Uhr vorbei.\n\nMit freundlichen Grüßen',
        );
      await settle(page);
      await shot('lead-answering');
      await lead.getByRole('button', { name: text.send }).click();
      await expect(lead.getByRole('status')).toBeVisible();
      await settle(page);
      await shot('lead-answered', false);
      await shot('leads');
      await dealer.close();

      // The admin at 1440×900.
      const admin = await browser.newContext({
        baseURL,
        viewport: { width: 1440, height: 900 },
        storageState: await signedInState('admin', baseURL!),
      });
      await admin.addInitScript(init, theme);
      const adminPage = await admin.newPage();
      const adminShot = shotsOf(adminPage, `admin-${language}-${theme}-1440`);
      await adminPage.goto(`/${language}`);
      await adminPage.getByRole('banner').getByRole('button', { name: text.account }).click();
      await settle(adminPage);
      await adminShot('header-account-menu', false);
      await adminPage.goto(`/${language}/admin`);
      await expect(adminPage.getByRole('tab').first()).toBeVisible();
      await settle(adminPage);
      await adminShot('panel', false);
      await adminPage.getByRole('tab', { name: text.sellers }).click();
      await expect(adminPage.getByRole('rowheader').first()).toBeVisible();
      await settle(adminPage);
      await adminShot('sellers', false);
      await admin.close();
    }
  }
});
