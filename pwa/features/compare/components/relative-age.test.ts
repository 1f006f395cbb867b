import { describe, expect, it } from 'vitest';
import { formatAge } from './relative-age';

const now = Date.UTC(2026, 10, 20, 12, 0, 0);
const ago = (ms: number) => now - ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the age of a saved copy', () => {
  it('uses the largest unit that fits, rounded down, in the interface language', () => {
    expect(formatAge(ago(2 * HOUR + 59 * MINUTE), now, 'en')).toBe('2 hours ago');
    expect(formatAge(ago(2 * HOUR), now, 'hr')).toBe('prije 2 sata');
    expect(formatAge(ago(5 * HOUR), now, 'hr')).toBe('prije 5 sati');
    expect(formatAge(ago(2 * HOUR), now, 'de')).toBe('vor 2 Stunden');
    expect(formatAge(ago(5 * MINUTE), now, 'en')).toBe('5 minutes ago');
    expect(formatAge(ago(3 * 24 * HOUR), now, 'de')).toBe('vor 3 Tagen');
  });

  it('says yesterday and now in words, and treats a future time as now', () => {
    expect(formatAge(ago(30 * HOUR), now, 'en')).toBe('yesterday');
    expect(formatAge(ago(30 * HOUR), now, 'hr')).toBe('jučer');
    expect(formatAge(ago(10_000), now, 'en')).toBe('now');
    expect(formatAge(now + HOUR, now, 'de')).toBe('jetzt');
  });
});
