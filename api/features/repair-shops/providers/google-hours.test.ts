/** Google's opening periods written as OpenStreetMap opening_hours text, which the shops' hours are read from. */
import { describe, expect, it } from 'vitest';
import { osmHoursFromGoogle } from './google-hours';

describe('Google opening periods as opening_hours', () => {
  const day = (d: number, open: number, close: number) => ({
    open: { day: d, hour: open, minute: 0 },
    close: { day: d, hour: close, minute: 0 },
  });

  it('groups days with the same hours, Monday first', () => {
    expect(osmHoursFromGoogle([1, 2, 3, 4, 5].map((d) => day(d, 8, 16)).concat(day(6, 8, 12)))).toBe(
      'Mo-Fr 08:00-16:00; Sa 08:00-12:00',
    );
    expect(osmHoursFromGoogle([day(1, 7, 15), day(2, 7, 15), day(4, 7, 15)])).toBe('Mo-Tu 07:00-15:00; Th 07:00-15:00');
    expect(osmHoursFromGoogle([day(1, 8, 12), day(1, 13, 17)])).toBe('Mo 08:00-12:00,13:00-17:00');
  });

  it('writes around the clock and past midnight', () => {
    expect(osmHoursFromGoogle([{ open: { day: 0, hour: 0, minute: 0 } }])).toBe('24/7');
    expect(
      osmHoursFromGoogle([{ open: { day: 5, hour: 22, minute: 0 }, close: { day: 6, hour: 2, minute: 30 } }]),
    ).toBe('Fr 22:00-02:30');
    expect(osmHoursFromGoogle([])).toBeUndefined();
    expect(osmHoursFromGoogle(undefined)).toBeUndefined();
  });
});
