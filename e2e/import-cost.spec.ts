/**
 * The price with import to Croatia, in Croatian on a 360 px phone: a German diesel's details show the landed
 * price and its working, a changed CO₂ changes it, the result cards show it behind a switch, the comparison
 * shows both prices, and offline the figure is still there.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { carPath } from '../api/contract/car-id';
import type { Car } from '../api/contract/car';
import { scrollUntilVisible, seriousViolations, withConsentStored } from './helpers';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

async function germanDiesel(request: APIRequestContext): Promise<Car> {
  const response = await request.get('/api/cars?countryId=11&fuelTypes=diesel&pageSize=20&sort=year_desc');
  expect(response.ok()).toBe(true);
  const { cars } = (await response.json()) as { cars: Car[] };
  // A used car (no VAT line) with a price.
  const car = cars.find((candidate) => candidate.mileage > 6000 && typeof candidate.price === 'number');
  expect(car, 'a German diesel in the demo data').toBeTruthy();
  return car!;
}

const euros = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a German diesel: the landed price, its breakdown, a changed CO₂, the loan, the cards, the comparison and offline', async ({
  page,
  context,
  request,
}) => {
  await withConsentStored(page);
  const car = await germanDiesel(request);
  await page.goto(`/hr${carPath(car)}`);

  const landed = page.getByTestId('landed-price');
  await expect(landed.getByText('Cijena s uvozom u Hrvatsku')).toBeVisible();
  await expect(landed.getByText('Procjena', { exact: true })).toBeVisible();
  const before = euros((await landed.locator('p').nth(1).textContent()) ?? '');
  expect(before).toBeGreaterThan(Number(car.price));

  // The breakdown opens: the tax with its working, the papers, the trip, the total; the official calculator.
  await landed.getByRole('button', { name: 'Kako smo izračunali' }).click();
  await expect(landed.getByRole('heading', { name: 'Uvoz u Hrvatsku: koliko košta' })).toBeVisible();
  await expect(landed.getByTestId('ppmv-line')).toContainText('Posebni porez na motorna vozila (PPMV)');
  await expect(landed.getByText('Put do kuće')).toBeVisible();
  await expect(landed.getByRole('link', { name: /Službeni kalkulator/ })).toHaveAttribute('href', /carina\.gov\.hr/);
  await expect(landed.getByText(/Bez hrvatskog PDV-a/)).toBeVisible();

  // The CO₂ is the catalogue's (the listing does not say): marked, and editable. More CO₂, more tax.
  const co2 = landed.getByRole('textbox', { name: /Emisija CO₂/ });
  await expect(landed.getByText('(procjena)').first()).toBeVisible();
  const ppmvBefore = euros((await landed.getByTestId('ppmv-line').locator('span').nth(1).textContent()) ?? '');
  await co2.fill('210');
  await co2.press('Tab');
  await expect
    .poll(async () => euros((await landed.getByTestId('ppmv-line').locator('span').nth(1).textContent()) ?? ''))
    .toBeGreaterThan(ppmvBefore);
  const after = euros((await landed.locator('p').nth(1).textContent()) ?? '');
  expect(after).toBeGreaterThan(before);

  // The monthly payment on a loan, of the landed price.
  const loan = page.getByTestId('loan-calculator');
  await scrollUntilVisible(page, loan.getByRole('heading', { name: 'Mjesečna rata' }));
  await expect(loan.getByText('Cijena s uvozom u Hrvatsku')).toBeVisible();
  await expect(loan.getByTestId('loan-monthly')).toContainText('€');

  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Result cards: the second price line once the buyer turns it on; the choice is kept on the device.
  await page.goto('/hr?countryId=11');
  const cards = page.getByRole('list', { name: /Pronađeni automobili|Cars found/ }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('landed-line')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Prikaži cijene s uvozom u Hrvatsku' }).check({ force: true });
  await expect(cards.first().getByTestId('landed-line')).toContainText('S uvozom:');
  await page.reload();
  await expect(cards.first().getByTestId('landed-line')).toContainText('S uvozom:');

  // The comparison table shows both prices.
  for (const index of [0, 1])
    await cards
      .nth(index)
      .getByRole('button', { name: /^Usporedi/ })
      .click();
  await page
    .getByRole('region', { name: 'Automobili odabrani za usporedbu' })
    .getByRole('button', { name: 'Usporedi', exact: true })
    .click();
  const table = page.getByRole('dialog').getByRole('table');
  await expect(table.getByTestId('landed-line').first()).toContainText('S uvozom:');

  // Offline: the car's details from the device, the estimate computed on it.
  await page.goto(`/hr${carPath(car)}`);
  await expect(page.getByTestId('landed-price')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('landed-price').getByText('Cijena s uvozom u Hrvatsku')).toBeVisible();
    expect(euros((await page.getByTestId('landed-price').locator('p').nth(1).textContent()) ?? '')).toBeGreaterThan(
      Number(car.price),
    );
  } finally {
    await context.setOffline(false);
  }
});

test('German and English read the estimate in their own words', async ({ page, request }) => {
  await withConsentStored(page);
  const car = await germanDiesel(request);
  await page.goto(`/de${carPath(car)}`);
  await expect(page.getByTestId('landed-price').getByText('Preis mit Import nach Kroatien')).toBeVisible();
  await page.getByRole('button', { name: 'So haben wir gerechnet' }).click();
  await expect(page.getByText('Sondersteuer auf Kraftfahrzeuge (PPMV)')).toBeVisible();
  await scrollUntilVisible(page, page.getByRole('heading', { name: 'Monatliche Rate' }));
  await page.goto(carPath(car));
  await expect(page.getByTestId('landed-price').getByText('Price with import to Croatia')).toBeVisible();
  await scrollUntilVisible(page, page.getByRole('heading', { name: 'Monthly payment' }));
});

test('the open breakdown and the loan calculator have no serious or critical accessibility violations', async ({
  page,
  request,
}) => {
  await withConsentStored(page);
  const car = await germanDiesel(request);
  await page.goto(`/hr${carPath(car)}`);
  await page.getByRole('button', { name: 'Kako smo izračunali' }).click();
  await expect(page.getByRole('heading', { name: 'Uvoz u Hrvatsku: koliko košta' })).toBeVisible();
  await scrollUntilVisible(page, page.getByTestId('loan-calculator'));
  // Back to the top, as before the scroll: the sticky header covering the breakdown's buttons is no finding.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(
    await seriousViolations(page, { include: ['[data-testid="landed-price"]', '[data-testid="loan-calculator"]'] }),
  ).toEqual([]);
});
