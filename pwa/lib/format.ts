/** Display formatting for prices (euro), mileage (km) and dates, per interface language. */
import { kwToHp } from '@contract/catalog/vehicle';
import { parseRegistration } from '@contract/search-semantics';
import type { Language } from './language';

const LOCALES: Record<Language, string> = { en: 'en-GB', hr: 'hr-HR', de: 'de-DE' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** A listing's price as a number: numeric strings count, anything else is 0. */
export function priceValue(price: number | string | null | undefined): number {
  if (typeof price === 'number') return Number.isFinite(price) ? price : 0;
  if (typeof price !== 'string') return 0;
  const compact = price.replace(/\s+/g, '');
  const value = compact === '' ? Number.NaN : Number(compact);
  return Number.isFinite(value) ? value : 0;
}

export function formatPrice(price: number | string | null | undefined, language: Language = 'en'): string {
  const format = cached(
    `price:${language}`,
    () => new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  );
  return format.format(priceValue(price));
}

export function formatMileage(km: number, language: Language = 'en'): string {
  const format = cached(
    `km:${language}`,
    () => new Intl.NumberFormat(localeOf(language), { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
  );
  return format.format(Number.isFinite(km) ? km : 0);
}

export function formatNumber(value: number, language: Language = 'en'): string {
  return cached(`n:${language}`, () => new Intl.NumberFormat(localeOf(language))).format(value);
}

/**
 * A date in the language's usual form: "21 Nov 2025", "21. studenoga 2025." (Croatian writes the month out;
 * the short "21. stu 2025." is not used), "21.11.2025"; '' for a missing or invalid date.
 */
export function formatDate(value: string | null | undefined, language: Language = 'en'): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const dateStyle = language === 'hr' ? 'long' : 'medium';
  return cached(`d:${language}`, () => new Intl.DateTimeFormat(localeOf(language), { dateStyle })).format(date);
}

const AGE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long ago a moment was: "5 minutes ago", "prije 3 sata", "vor 2 Tagen"; "now" under a minute. */
export function formatAge(since: number, language: Language = 'en', now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  let amount = Math.max(0, (now - since) / 1000);
  if (amount < 60) return format.format(0, 'second');
  for (const [unit, size] of AGE_STEPS) {
    if (amount < size) return format.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return format.format(-Math.floor(amount), 'year');
}

/** A first registration as people write it: "2019" ("2019." in Croatian, where a year takes a full stop), "03/2019". */
export function formatRegistration(value: string, language: Language = 'en'): string {
  const parsed = parseRegistration(value);
  if (!parsed) return value;
  if (parsed.month !== undefined) return `${String(parsed.month).padStart(2, '0')}/${parsed.year}`;
  return language === 'hr' ? `${parsed.year}.` : String(parsed.year);
}

/** Power in both units: "110 kW (150 KS)"; `hpUnit` is the language's word for horsepower (hp, KS, PS). */
export function formatPower(kw: number, hpUnit: string, language: Language = 'en'): string {
  return `${formatNumber(kw, language)}\u00a0kW (${formatNumber(kwToHp(kw), language)}\u00a0${hpUnit})`;
}
