import { describe, expect, it } from 'vitest';
import { dayRelation, formatTime, isOpenAt, openingStatus, weekHours } from './opening-status';

// Monday 12 January 2026 in Zagreb (CET, UTC+1): open 08:00–16:00, and Tuesday 08:00–16:00.
const shop = {
  hoursComputedAt: '2026-01-12T05:00:00.000Z',
  openIntervals: [
    { from: '2026-01-12T07:00:00.000Z', to: '2026-01-12T15:00:00.000Z' },
    { from: '2026-01-13T07:00:00.000Z', to: '2026-01-13T15:00:00.000Z' },
    { from: '2026-01-17T07:00:00.000Z', to: '2026-01-17T11:00:00.000Z' },
  ],
};
const at = (iso: string) => Date.parse(iso);

describe('opening status', () => {
  it('is open inside an interval, until its end', () => {
    expect(openingStatus(shop, at('2026-01-12T09:00:00Z'))).toEqual({
      kind: 'open',
      until: at('2026-01-12T15:00:00Z'),
    });
    expect(isOpenAt(shop, at('2026-01-12T09:00:00Z'))).toBe(true);
  });

  it('is closed between intervals, with when it opens next', () => {
    expect(openingStatus(shop, at('2026-01-12T06:00:00Z'))).toEqual({
      kind: 'closed',
      opensAt: at('2026-01-12T07:00:00Z'),
    });
    expect(openingStatus(shop, at('2026-01-12T16:00:00Z'))).toEqual({
      kind: 'closed',
      opensAt: at('2026-01-13T07:00:00Z'),
    });
    expect(openingStatus(shop, at('2026-01-17T12:00:00Z'))).toEqual({ kind: 'closed' });
  });

  it('does not know without hours, or once they are older than the days worked out', () => {
    expect(openingStatus({}, at('2026-01-12T09:00:00Z'))).toEqual({ kind: 'unknown' });
    expect(openingStatus(shop, at('2026-01-25T09:00:00Z'))).toEqual({ kind: 'unknown' });
  });

  it('is open around the clock without an end', () => {
    const always = {
      hoursComputedAt: '2026-01-12T00:00:00.000Z',
      openIntervals: [{ from: '2026-01-12T00:00:00.000Z', to: '2026-01-20T00:00:00.000Z' }],
    };
    expect(openingStatus(always, at('2026-01-15T03:00:00Z'))).toEqual({ kind: 'open' });
  });

  it('shows times in Zagreb time and names today and tomorrow', () => {
    expect(formatTime(at('2026-01-12T07:00:00Z'), 'hr')).toBe('08:00');
    expect(formatTime(at('2026-07-13T06:00:00Z'), 'de')).toBe('08:00');
    expect(dayRelation(at('2026-01-12T22:30:00Z'), at('2026-01-12T10:00:00Z'))).toBe('today');
    expect(dayRelation(at('2026-01-12T23:30:00Z'), at('2026-01-12T10:00:00Z'))).toBe('tomorrow');
    expect(dayRelation(at('2026-01-15T10:00:00Z'), at('2026-01-12T10:00:00Z'))).toBe('later');
  });

  it('lists the week day by day, closed days empty', () => {
    const week = weekHours(shop, at('2026-01-12T09:00:00Z'), 'en');
    expect(week.map((day) => day.ranges)).toEqual([['08:00–16:00'], ['08:00–16:00'], [], [], [], ['08:00–12:00'], []]);
  });
});
