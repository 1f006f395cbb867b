/**
 * Newest listings first, and the filters buyers here use: LPG, CNG and plug-in hybrids, power in kW or hp,
 * first registration, seller type and equipment. Online each is set in the filter form and must reach the
 * address and the server's answer (every car found has it); offline the device's search over saved listings
 * must give what the server gave for the same addresses.
 */
import { expect, test, type Page } from '@playwright/test';
import { saveSearchForOffline, withConsentStored } from './helpers';

test.use({ serviceWorkers: 'allow' });

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => page.getByRole('list', { name: 'Cars found' }).locator(':scope > li');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
// "Showing 1–20 of 1,284 results", or "6 results" when they all fit on one page.
const summary = (page: Page) => results(page).getByText(/^(?:Showing \d+–\d+ of [\d,]+ results?|[\d,]+ results?)$/);
const form = (page: Page) => page.getByRole('form', { name: 'Search filters' });

interface ApiCar {
  id: number;
  brand: string;
  model: string;
  fuelType: string;
  listedAt: string;
  seller: { type: string };
  additionalDetails: { powerKw: number; firstRegistration: string; features: string[] };
}

/** What the server answers for the address's search (up to 48 cars). */
async function serverAnswer(page: Page): Promise<{ cars: ApiCar[]; total: number }> {
  const query = new URL(page.url()).search.replace(/^\?/, '');
  const response = await page.request.get(`/api/cars?${query}${query ? '&' : ''}pageSize=48`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { cars: ApiCar[]; total: number };
}

async function shownTotal(page: Page): Promise<number> {
  await expect(summary(page)).toBeVisible();
  return Number(/([\d,]+) results?$/.exec((await summary(page).textContent()) ?? '')![1]!.replace(/,/g, ''));
}

async function openMoreFilters(page: Page): Promise<void> {
  await page.goto('/');
  await expect(summary(page)).toBeVisible();
  const toggle = form(page).getByRole('button', { name: 'More filters' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function submit(page: Page): Promise<void> {
  await form(page)
    .getByRole('button', { name: /^(Search|Show [\d,]+ cars?)$/ })
    .click();
}

/** The search in the address, the server's cars all passing `check`, and the count on the page the server's. */
async function expectFound(page: Page, url: RegExp, check: (car: ApiCar) => boolean): Promise<void> {
  await expect(page).toHaveURL(url);
  const answer = await serverAnswer(page);
  expect(answer.total).toBeGreaterThan(0);
  expect(answer.cars.filter((car) => !check(car)).map((car) => car.id)).toEqual([]);
  await expect.poll(() => shownTotal(page)).toBe(answer.total);
}

test.beforeEach(async ({ page }) => {
  await withConsentStored(page);
});

test('results open newest listings first', async ({ page }) => {
  await page.goto('/');
  await expect(results(page).getByRole('button', { name: /Sort by/ })).toContainText('Newest listings first');
  const { cars } = await serverAnswer(page);
  const listed = cars.map((car) => car.listedAt);
  expect(listed).toEqual([...listed].sort().reverse());
  await expect(cards(page).first().getByRole('heading')).toContainText(`${cars[0]!.brand} ${cars[0]!.model}`);

  // The other orders a buyer looks for are there too.
  await results(page)
    .getByRole('button', { name: /Sort by/ })
    .click();
  await expect(page.getByRole('option', { name: 'Mileage: lowest first' })).toBeVisible();
  await page.getByRole('option', { name: 'Year: newest first' }).click();
  await expect(page).toHaveURL(/sort=year_desc/);
});

test('each new filter goes from the form to the address and the server', async ({ page }) => {
  test.setTimeout(420_000);

  // Gas and plug-in hybrids, each a fuel of its own.
  for (const [label, fuel] of [
    ['LPG (autogas)', 'lpg'],
    ['CNG (natural gas)', 'cng'],
    ['Plug-in hybrid', 'plugin_hybrid'],
  ] as const) {
    await openMoreFilters(page);
    await form(page).getByText(label, { exact: true }).click();
    await submit(page);
    await expectFound(page, new RegExp(`[?&]fuelTypes=${fuel}(&|$)`), (car) => car.fuelType === fuel);
  }

  // Power typed in hp, searched in kW, shown in both.
  await openMoreFilters(page);
  const power = form(page).getByRole('group', { name: 'Power' });
  await power.getByRole('button', { name: 'hp' }).click();
  await power.getByRole('textbox', { name: 'From' }).fill('150');
  await expect(power.getByText('= 110 kW')).toBeVisible();
  await submit(page);
  await expectFound(page, /[?&]minPowerKw=110(&|$)/, (car) => car.additionalDetails.powerKw >= 110);
  // Back in the form in kW, with the hp beside it.
  await expect(power.getByRole('textbox', { name: 'From' })).toHaveValue('110');
  await expect(power.getByText('= 150 hp')).toBeVisible();

  // First registration from a month.
  await openMoreFilters(page);
  await form(page)
    .getByRole('group', { name: 'First registration' })
    .getByRole('textbox', { name: 'From' })
    .fill('03/2020');
  await submit(page);
  await expectFound(
    page,
    /[?&]minRegistration=2020-03(&|$)/,
    (car) => car.additionalDetails.firstRegistration >= '2020-03',
  );

  // Private sellers only.
  await openMoreFilters(page);
  await form(page)
    .getByRole('button', { name: /Seller$/ })
    .click();
  await page.getByRole('option', { name: 'Private seller', exact: true }).click();
  await submit(page);
  await expectFound(page, /[?&]sellerType=private(&|$)/, (car) => car.seller.type === 'private');

  // Equipment: every item chosen.
  await openMoreFilters(page);
  await form(page)
    .getByRole('button', { name: /^Equipment/ })
    .click();
  const equipmentSearch = page.getByRole('searchbox', { name: 'Search equipment' });
  await equipmentSearch.fill('navi');
  await page.getByRole('dialog').getByRole('option', { name: 'Navigation', exact: true }).click();
  await equipmentSearch.fill('tow');
  await page.getByRole('dialog').getByRole('option', { name: 'Tow bar', exact: true }).click();
  await equipmentSearch.press('Escape');
  await equipmentSearch.press('Escape');
  await submit(page);
  await expectFound(
    page,
    /[?&]equipment=navigation%2CtowBar(&|$)/,
    (car) => car.additionalDetails.features.includes('navigation') && car.additionalDetails.features.includes('towBar'),
  );
});

test('offline, the saved listings are searched by the new filters as the server searches them', async ({
  page,
  context,
}) => {
  test.setTimeout(480_000);
  const saved = '/?fuelTypes=plugin_hybrid%2Clpg%2Ccng';
  const searches = [
    '/?fuelTypes=cng',
    '/?fuelTypes=lpg',
    `${saved}&minPowerKw=100`,
    `${saved}&maxPowerKw=90&sort=mileage_asc`,
    `${saved}&minRegistration=2021`,
    `${saved}&maxRegistration=2019-06&sort=year_desc`,
    `${saved}&sellerType=dealer&equipment=navigation`,
  ];
  // What the server answers (a narrow search over few gas and plug-in cars may find none: offline must agree).
  const answer = (page: Page) => summary(page).or(results(page).getByText('No cars found', { exact: true }));
  const online = new Map<string, { summary: string; titles: string[] }>();
  for (const url of searches) {
    await page.goto(url);
    await expect(answer(page)).toBeVisible({ timeout: 60_000 });
    online.set(url, { summary: (await answer(page).textContent()) ?? '', titles: await cardTitles(page) });
  }
  expect([...online.values()].filter((found) => found.titles.length > 0).length).toBeGreaterThanOrEqual(4);

  const savedTotal = await saveSearchForOffline(page, saved);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('Offline: some listings may be unavailable')).toBeVisible();
    for (const url of searches) {
      await page.goto(url);
      await expect(
        page.getByText(new RegExp(`^Offline: showing results from ${savedTotal} saved listings$`)),
      ).toBeVisible();
      await expect(answer(page)).toHaveText(online.get(url)!.summary);
      expect(await cardTitles(page)).toEqual(online.get(url)!.titles);
    }
  } finally {
    await context.setOffline(false);
  }
});
