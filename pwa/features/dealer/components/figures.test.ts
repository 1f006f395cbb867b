import { describe, expect, it } from 'vitest';
import { formatChange, formatDay, seriesSummary } from './figures';

describe('the dashboard’s figures', () => {
  it('name a day as each language writes it', () => {
    expect(formatDay('2026-05-03', 'en')).toBe('3 May');
    expect(formatDay('2026-05-03', 'hr')).toBe('3. svibnja');
    expect(formatDay('2026-05-03', 'de')).toBe('3. Mai');
  });

  it('give the change in per cent, and none when there was nothing before', () => {
    expect(formatChange(7, 5, 'en')).toBe('+40%');
    // A non-breaking space before the sign (and Croatian's minus sign), as the languages' own formats have them.
    expect(formatChange(4, 5, 'de')).toBe('-20\u00a0%');
    expect(formatChange(4, 5, 'hr')).toBe('\u221220\u00a0%');
    expect(formatChange(5, 5, 'hr')).toBe('0\u00a0%');
    expect(formatChange(3, 0, 'en')).toBeNull();
  });

  it('sum a series and find its busiest day (the first of equals)', () => {
    const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04'];
    expect(seriesSummary([0, 2, 5, 5], days)).toEqual({ total: 12, busiest: '2026-05-03' });
    expect(seriesSummary([0, 0, 0, 0], days)).toEqual({ total: 0, busiest: null });
  });
});
