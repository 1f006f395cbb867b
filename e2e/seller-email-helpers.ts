/**
 * Helpers for the seller-email specs: cars whose seller has an email address (each test writes about its
 * own cars: one email per vehicle, dealer and language), and the emails about them in the outbox folder.
 */
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { carPath } from '../api/contract/car-id';
import { allMails, type OutboxMail } from './fixtures/outbox';

interface ListedCar {
  id: number;
  brand: string;
  model: string;
  year: number;
  fuelType: string;
  seller: { name: string; email: string | null };
}

/** The n-th car (from `skip`) with a seller email, searching the listing pages in a fixed order. */
export async function carsWithSellerEmail(
  request: APIRequestContext,
  count: number,
  skip: number,
): Promise<(ListedCar & { href: string })[]> {
  const found: (ListedCar & { href: string })[] = [];
  let seen = 0;
  for (let page = 1; found.length < count && page < 200; page += 1) {
    const response = await request.get(`/api/cars?page=${page}&sort=year_desc`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { cars?: ListedCar[]; items?: ListedCar[] };
    const cars = body.cars ?? body.items ?? [];
    if (cars.length === 0) break;
    for (const car of cars) {
      if (!car.seller.email) continue;
      seen += 1;
      if (seen > skip && found.length < count) found.push({ ...car, href: carPath(car) });
    }
  }
  expect(found.length).toBe(count);
  return found;
}

/** Every email in the outbox folder whose Subject header contains `marker` (ASCII, so never encoded). */
export function emailsWithSubject(marker: string): OutboxMail[] {
  return allMails().filter((mail) => (mail.headers.get('subject') ?? '').includes(marker));
}

/** Waits until the service worker controls the page (so a reload offline is answered from it). */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    undefined,
    { timeout: 30_000 },
  );
}

/** A subject marker unique to this run. */
export function marker(label: string): string {
  return `ref-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A design-review screenshot when SCREENSHOTS=<folder> is set (as screenshots-phone.spec.ts); else nothing. */
export async function reviewShot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/**
 * From the car page's "session ended" notice of a queued email: signs in again as the demo premium buyer and
 * waits until the queued email has gone out, exactly once.
 */
export async function signInAgainFromNotice(
  page: Page,
  notice: Locator,
  subject: string,
  carModel: string,
  password: string,
): Promise<void> {
  await notice.getByRole('link', { name: 'Sign in to send it' }).click();
  await page.getByRole('textbox', { name: 'Username or email' }).fill('demo-premium');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(carModel));
  await expect.poll(() => emailsWithSubject(subject).length, { timeout: 30_000 }).toBe(1);
}
