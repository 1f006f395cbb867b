/**
 * VAT on a car bought in another EU country. A "new means of transport" (a car supplied not more than six
 * months after its first entry into service, or that has travelled not more than 6,000 km) is taxed where it
 * arrives, whoever sells it: the buyer owes Croatian VAT at 25 % on the price without the seller's VAT
 * (Council Directive 2006/112/EC, art. 2(2)(b) and 138(2)(a); Zakon o porezu na dodanu vrijednost, NN 73/13
 * and amendments, čl. 4 and čl. 38 st. 1 for the 25 % rate; the customs administration's wording as quoted by
 * n1info.hr, "Kako kupiti auto u Njemačkoj", 2023). Any other used car carries the VAT of the country it is
 * bought in (from a dealer, on the invoice or under the margin scheme) and owes none in Croatia.
 */
import type { IsoDate } from './months';

export const CROATIAN_VAT_RATE = 0.25;
export const NEW_MEANS_OF_TRANSPORT = { months: 6, km: 6000 } as const;

function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whether a car counts as a new means of transport on the day it is bought. */
export function isNewMeansOfTransport(firstRegistration: IsoDate, mileageKm: number, on: IsoDate): boolean {
  return mileageKm <= NEW_MEANS_OF_TRANSPORT.km || on <= addMonths(firstRegistration, NEW_MEANS_OF_TRANSPORT.months);
}

/** Croatian VAT owed on a new means of transport bought for `netPrice` (price without foreign VAT). */
export function croatianVat(netPrice: number): number {
  return Math.round(netPrice * CROATIAN_VAT_RATE * 100) / 100;
}
