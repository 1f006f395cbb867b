import { describe, expect, it } from 'vitest';
import { formatDate, formatMileage, formatPrice, priceValue, formatAge } from './format';

// Intl puts a no-break space between number and unit in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats euro without cents', () => {
    expect(plain(formatPrice(18500))).toBe('€18,500');
    expect(plain(formatPrice(18500, 'hr'))).toBe('18.500 €');
    expect(plain(formatPrice(18500, 'de'))).toBe('18.500 €');
  });

  it('accepts numeric strings', () => {
    expect(plain(formatPrice('12990'))).toBe('€12,990');
    expect(plain(formatPrice(' 7 500 '))).toBe('€7,500');
  });

  it('shows a non-numeric price as 0 €', () => {
    expect(plain(formatPrice('Call for price'))).toBe('€0');
    expect(plain(formatPrice('', 'hr'))).toBe('0 €');
    expect(plain(formatPrice('12.500,00 EUR', 'de'))).toBe('0 €');
    expect(plain(formatPrice(Number.NaN))).toBe('€0');
    expect(priceValue(null)).toBe(0);
  });
});

describe('formatMileage', () => {
  it('formats kilometres', () => {
    expect(plain(formatMileage(123456))).toBe('123,456 km');
    expect(plain(formatMileage(123456, 'de'))).toBe('123.456 km');
    expect(plain(formatMileage(0))).toBe('0 km');
  });
});

describe('formatDate', () => {
  it('formats ISO dates and ignores invalid ones', () => {
    expect(formatDate('2025-03-07T10:00:00.000Z')).toBe('7 Mar 2025');
    expect(formatDate('2026-10-20T10:00:00.000Z', 'hr')).toBe('20. listopada 2026.');
    expect(formatDate('2026-10-20T10:00:00.000Z', 'de')).toBe('20.10.2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatAge', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('says how long ago, in the language, in the largest whole unit', () => {
    expect(formatAge(now - 20_000, 'en', now)).toBe('now');
    expect(formatAge(now - 5 * 60_000, 'en', now)).toBe('5 minutes ago');
    expect(formatAge(now - 3 * 3600_000, 'hr', now)).toBe('prije 3 sata');
    expect(formatAge(now - 2 * 86400_000, 'de', now)).toBe('vorgestern');
    expect(formatAge(now - 9 * 86400_000, 'en', now)).toBe('last week');
  });
});
