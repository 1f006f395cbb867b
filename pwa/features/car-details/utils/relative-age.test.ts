import { describe, expect, it } from 'vitest';
import { formatRelativeAge } from './relative-age';

const now = Date.UTC(2026, 10, 20, 12, 0, 0);
const hours = (count: number) => count * 60 * 60 * 1000;

describe('the age of a copy saved on the device', () => {
  it('is told in the largest whole unit, in the interface language', () => {
    expect(formatRelativeAge(now - hours(3) - 59_000, now, 'en')).toBe('3 hours ago');
    expect(formatRelativeAge(now - hours(3), now, 'de')).toBe('vor 3 Stunden');
    expect(formatRelativeAge(now - hours(3), now, 'hr')).toBe('prije 3 sata');
    expect(formatRelativeAge(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeAge(now - hours(24 * 9), now, 'en')).toBe('last week');
    expect(formatRelativeAge(now - hours(24 * 400), now, 'en')).toBe('last year');
  });

  it('says "now" for under a minute and for a clock that is behind', () => {
    expect(formatRelativeAge(now - 20_000, now, 'en')).toBe('now');
    expect(formatRelativeAge(now + hours(1), now, 'en')).toBe('now');
  });
});
