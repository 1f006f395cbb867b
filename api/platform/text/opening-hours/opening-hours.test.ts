/** Opening hours → open intervals in Croatian time, whatever the server's time zone; holidays by country. */
import { describe, expect, it } from 'vitest';
import { fromZagrebLocal, openIntervals, toZagrebLocal } from './opening-hours';

const ZAGREB = { lat: 45.81, lon: 15.98, countryCode: 'HR' };

describe('opening intervals', () => {
  it('reads weekday hours in Zagreb time (CET in winter, CEST in summer)', () => {
    // Monday 12 January 2026, 06:00 UTC = 07:00 in Zagreb.
    const winter = openIntervals('Mo-Fr 08:00-16:00', ZAGREB, new Date('2026-01-12T06:00:00Z'), 1);
    expect(winter).toEqual([{ from: '2026-01-12T07:00:00.000Z', to: '2026-01-12T15:00:00.000Z' }]);
    const summer = openIntervals('Mo-Fr 08:00-16:00', ZAGREB, new Date('2026-07-13T04:00:00Z'), 1);
    expect(summer).toEqual([{ from: '2026-07-13T06:00:00.000Z', to: '2026-07-13T14:00:00.000Z' }]);
  });

  it('starts an interval that is open already at the moment asked', () => {
    const now = new Date('2026-01-12T10:30:00Z');
    expect(openIntervals('Mo-Fr 08:00-16:00', ZAGREB, now, 1)?.[0]).toEqual({
      from: '2026-01-12T10:30:00.000Z',
      to: '2026-01-12T15:00:00.000Z',
    });
  });

  it('keeps public holidays of the shop’s country and state', () => {
    // 6 January: Epiphany in Croatia, Austria and Bavaria, a working day in Berlin and Slovenia.
    const from = new Date('2026-01-06T00:00:00Z');
    const hours = 'Mo-Fr 08:00-16:00; PH off';
    expect(openIntervals(hours, ZAGREB, from, 1)).toEqual([]);
    expect(openIntervals(hours, { lat: 48.14, lon: 11.58, countryCode: 'DE', state: 'Bayern' }, from, 1)).toEqual([]);
    expect(openIntervals(hours, { lat: 52.52, lon: 13.4, countryCode: 'DE', state: 'Berlin' }, from, 1)).toHaveLength(
      1,
    );
    expect(openIntervals(hours, { lat: 46.05, lon: 14.5, countryCode: 'SI' }, from, 1)).toHaveLength(1);
  });

  it('reads 24/7 and lunch breaks, and gives up on what it cannot read', () => {
    expect(openIntervals('24/7', ZAGREB, new Date('2026-01-12T00:00:00Z'), 2)).toEqual([
      { from: '2026-01-12T00:00:00.000Z', to: '2026-01-14T00:00:00.000Z' },
    ]);
    expect(openIntervals('Mo 08:00-12:00,13:00-17:00', ZAGREB, new Date('2026-01-12T00:00:00Z'), 1)).toHaveLength(2);
    expect(openIntervals('by appointment, call first', ZAGREB, new Date())).toBeUndefined();
    // Without a country no holidays are known: the weekly hours still count.
    expect(
      openIntervals('Mo-Fr 08:00-16:00; PH off', { lat: 45.8, lon: 15.9 }, new Date('2026-01-12T00:00:00Z'), 1),
    ).toHaveLength(1);
  });

  it('moves instants to Zagreb wall time and back, across daylight-saving changes', () => {
    // (Not the hour the clocks repeat in October: its wall times are ambiguous.)
    for (const iso of [
      '2026-03-29T00:30:00Z',
      '2026-03-29T01:30:00Z',
      '2026-10-24T23:30:00Z',
      '2026-10-25T02:30:00Z',
      '2026-06-01T12:00:00Z',
    ]) {
      expect(fromZagrebLocal(toZagrebLocal(new Date(iso))).toISOString()).toBe(new Date(iso).toISOString());
    }
    expect(toZagrebLocal(new Date('2026-06-01T12:00:00Z')).getHours()).toBe(14);
  });
});

describe('intervals of today', () => {
  it('start at midnight in Zagreb, the same all day (worked out once)', async () => {
    const { openIntervalsOfToday } = await import('./opening-hours');
    const morning = openIntervalsOfToday('Mo-Fr 08:00-16:00', ZAGREB, new Date('2026-01-12T06:00:00Z'))!;
    const evening = openIntervalsOfToday('Mo-Fr 08:00-16:00', ZAGREB, new Date('2026-01-12T21:00:00Z'))!;
    expect(morning.from.toISOString()).toBe('2026-01-11T23:00:00.000Z');
    expect(evening).toBe(morning);
    expect(morning.intervals[0]).toEqual({ from: '2026-01-12T07:00:00.000Z', to: '2026-01-12T15:00:00.000Z' });
    // 23:30 UTC is already the next day in Zagreb.
    expect(
      openIntervalsOfToday('Mo-Fr 08:00-16:00', ZAGREB, new Date('2026-01-12T23:30:00Z'))!.from.toISOString(),
    ).toBe('2026-01-12T23:00:00.000Z');
    expect(openIntervalsOfToday('nonsense hours', ZAGREB, new Date())).toBeUndefined();
  });
});
