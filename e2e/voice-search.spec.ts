/**
 * Voice search end to end. Headless Chromium has no speech service, so a SpeechRecognition stand-in is
 * injected before the page loads: on start it "hears" half of the scripted sentence (interim), then all of
 * it (final), like Chrome's recogniser; the server and everything after it are real.
 *
 * The voice searches here are made as `demo-dealer`, an account no other spec searches with, signed in once
 * through the API (sign-ins are rate-limited per client address across the whole run). The limit test uses
 * up whatever is left of its 5 voice searches, so it comes last.
 */
import { expect, test, type Cookie, type Page } from '@playwright/test';
import { PAGE_SIZE } from '../api/contract/catalog/vehicle';
import { seriousViolations, withConsentStored } from './helpers';

const ACCOUNT = 'demo-dealer';
const DEMO_PASSWORD = 'autotrzni-demo';

const notice = (page: Page, text: string) =>
  page.getByRole('region', { name: /\(F8\)$/ }).getByText(text, { exact: true });
const resultTitles = (page: Page) => page.locator('#search-results article h3');

interface SpeechScript {
  transcript: string;
  /** The locale of every recogniser started. */
  started: string[];
}

/** Installs the stand-in recogniser; `transcript` is what it will hear (change it with `willHear`). */
async function withFakeSpeech(page: Page, transcript: string): Promise<void> {
  await page.addInitScript((initial: string) => {
    type Handler<T> = ((event: T) => void) | null;
    interface ResultEvent {
      resultIndex: number;
      results: ({ transcript: string }[] & { isFinal: boolean })[];
    }
    const script: SpeechScript = { transcript: initial, started: [] };
    (window as unknown as { __speech: SpeechScript }).__speech = script;

    class FakeSpeechRecognition {
      lang = '';
      continuous = true;
      interimResults = false;
      maxAlternatives = 1;
      onresult: Handler<ResultEvent> = null;
      onerror: Handler<{ error: string }> = null;
      onend: Handler<void> = null;
      private ended = false;

      start() {
        script.started.push(this.lang);
        const words = script.transcript.split(' ');
        setTimeout(() => this.hear(words.slice(0, Math.ceil(words.length / 2)).join(' '), false), 400);
        setTimeout(() => this.hear(script.transcript, true), 1200);
      }

      stop() {
        if (this.ended) return;
        this.ended = true;
        setTimeout(() => this.onend?.(), 50);
      }

      abort() {
        this.stop();
      }

      private hear(text: string, isFinal: boolean) {
        if (this.ended) return;
        const result = Object.assign([{ transcript: text }], { isFinal });
        this.onresult?.({ resultIndex: 0, results: [result] });
      }
    }
    (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeSpeechRecognition;
  }, transcript);
}

const willHear = (page: Page, transcript: string) =>
  page.evaluate((text) => {
    (window as unknown as { __speech: SpeechScript }).__speech.transcript = text;
  }, transcript);

const startedLocales = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: SpeechScript }).__speech.started);

test.beforeEach(({ page }) => withConsentStored(page));

test.describe('signed in', () => {
  let cookies: Cookie[] = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { csrfToken } = (await (await api.get('/api/csrf-token')).json()) as { csrfToken: string };
    const login = await api.post('/api/login', {
      data: { username: ACCOUNT, password: DEMO_PASSWORD },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(login.ok(), await login.text()).toBe(true);
    cookies = (await api.storageState()).cookies;
    await api.dispose();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });

  test('a Croatian speaker is heard, confirms the transcript and sees matching cars', async ({ page }) => {
    await withFakeSpeech(page, 'VW Golf dizel do 12 tisuća eura');
    await page.goto('/hr');
    await page.getByRole('tab', { name: 'Glasovna pretraga' }).click();
    await expect(page.getByRole('radio', { name: 'Hrvatski' })).toBeChecked();
    await expect(page.getByText('Preostale glasovne pretrage danas: 5/5')).toBeVisible();

    await page.getByRole('button', { name: 'Pokreni glasovnu pretragu' }).click();
    // Listening: the interim words first, then the whole sentence; the final result stops the recogniser.
    await expect(page.getByRole('button', { name: 'Zaustavi slušanje' })).toBeVisible();
    await expect(page.getByText('VW Golf dizel do', { exact: true })).toBeVisible();
    await expect(page.getByText('VW Golf dizel do 12 tisuća eura', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pokreni glasovnu pretragu' })).toBeVisible();
    expect(await startedLocales(page)).toEqual(['hr-HR']);

    const sent = page.waitForRequest('**/api/cars/search/voice');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Pretraži', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      query: 'VW Golf dizel do 12 tisuća eura',
      language: 'hr',
      page: 1,
      pageSize: PAGE_SIZE,
    });

    await expect(page.getByRole('list', { name: 'Prepoznati kriteriji pretrage' }).getByRole('button')).toHaveText([
      'Volkswagen',
      'Golf',
      '≤ 12.000 €',
      'Dizel',
    ]);
    await expect(page.getByText('Rekli ste: „VW Golf dizel do 12 tisuća eura”.').first()).toBeVisible();
    await expect(notice(page, 'Glasovna pretraga završena')).toBeVisible();
    await expect(page.getByText('Preostale glasovne pretrage danas: 4/5')).toBeVisible();
    await expect(page.locator('#search-results ul[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    await expect(resultTitles(page).first()).toHaveText('Volkswagen Golf');
    for (const text of await resultTitles(page).allTextContents()) expect(text.trim()).toBe('Volkswagen Golf');
    expect(new URL(page.url()).searchParams.get('brand')).toBe('Volkswagen');
  });

  test('the language chips pick the speech language; Try again clears the transcript', async ({ page }) => {
    await withFakeSpeech(page, 'Toyota RAV4 Hybrid bis 35.000 €, ab 2019');
    await page.goto('/');
    await page.getByRole('tab', { name: 'Voice search' }).click();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await page.getByRole('radiogroup', { name: 'Speech language' }).getByText('Deutsch', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();

    await page.getByRole('button', { name: 'Start voice search' }).click();
    await expect(page.getByText('Toyota RAV4 Hybrid bis 35.000 €, ab 2019', { exact: true })).toBeVisible();
    expect(await seriousViolations(page, { include: ['#search-section'] })).toEqual([]);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Toyota RAV4 Hybrid bis 35.000 €, ab 2019', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);

    await willHear(page, 'BMW unter 20.000 € ab 2017 mit weniger als 100.000 km');
    await page.getByRole('button', { name: 'Start voice search' }).click();
    await expect(
      page.getByText('BMW unter 20.000 € ab 2017 mit weniger als 100.000 km', { exact: true }),
    ).toBeVisible();
    expect(await startedLocales(page)).toEqual(['de-DE', 'de-DE']);
    const sent = page.waitForRequest('**/api/cars/search/voice');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      query: 'BMW unter 20.000 € ab 2017 mit weniger als 100.000 km',
      language: 'de',
    });
    await expect(page.getByRole('list', { name: 'Understood search parameters' }).getByRole('button')).toHaveText([
      'BMW',
      '≤ €20,000',
      'from 2017',
      '≤ 100,000 km',
    ]);
    await expect(notice(page, 'Voice search complete')).toBeVisible();
    // The previous cards stay, marked busy, until the new answer arrives.
    await expect(page.locator('#search-results ul[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    await expect(resultTitles(page).first()).toHaveText(/^BMW /);
    for (const text of await resultTitles(page).allTextContents()) expect(text.trim()).toMatch(/^BMW /);
  });

  test('without speech recognition in the browser: the not-supported message and a way back', async ({ page }) => {
    await page.addInitScript(() => {
      const speechWindow = window as unknown as Record<string, unknown>;
      delete speechWindow.SpeechRecognition;
      delete speechWindow.webkitSpeechRecognition;
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Voice search' }).click();
    await expect(page.getByRole('heading', { name: "Voice search isn't supported in this browser" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start voice search' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Go back to the classic search' }).click();
    await expect(page.getByRole('tab', { name: /Classic search/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('at the limit the microphone is disabled and the limit message shows', async ({ page }) => {
    await withFakeSpeech(page, 'Opel Astra');
    await page.goto('/');
    const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await page.request.post('/api/cars/search/voice', {
        data: { query: 'Opel Astra', language: 'en' },
        headers: { 'X-CSRF-Token': csrfToken },
      });
      if (response.status() === 429) break;
      expect(response.ok(), await response.text()).toBe(true);
    }
    await page.getByRole('tab', { name: 'Voice search' }).click();
    await expect(page.getByRole('heading', { name: 'Search Limit Reached' })).toBeVisible();
    await expect(
      page.getByText("You've reached your limit of voice searches. Please try the classic search instead."),
    ).toBeVisible();
    await expect(page.getByText('Voice searches left today: 0/5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start voice search' })).toBeDisabled();
    expect(await startedLocales(page)).toEqual([]);
  });
});
