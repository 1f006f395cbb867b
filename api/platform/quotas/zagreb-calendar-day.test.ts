import { expect, it } from 'vitest';
import { zagrebCalendarDay } from './zagreb-calendar-day';

it('changes the day at midnight in Croatia, in winter and in summer time, however often it is asked', () => {
  const day = (iso: string) => zagrebCalendarDay(new Date(iso));
  // Winter (UTC+1): midnight is 23:00 UTC.
  expect(day('2031-01-14T22:59:00.000Z')).toBe('2031-01-14');
  expect(day('2031-01-14T22:59:59.999Z')).toBe('2031-01-14');
  expect(day('2031-01-14T23:00:00.000Z')).toBe('2031-01-15');
  // Summer (UTC+2): midnight is 22:00 UTC; back and forth within a minute and across days.
  expect(day('2031-07-14T21:59:30.000Z')).toBe('2031-07-14');
  expect(day('2031-07-14T22:00:00.000Z')).toBe('2031-07-15');
  expect(day('2031-07-14T21:59:59.000Z')).toBe('2031-07-14');
  expect(day('2031-07-14T22:00:30.000Z')).toBe('2031-07-15');
  expect(() => day('not a date')).toThrow(RangeError);
});
