import { describe, expect, it } from 'vitest';
import { truncateText } from './error-log';
import { parseOpeningHours } from './site-info';

describe('parseOpeningHours', () => {
  it('reads ranges and "closed"', () => {
    expect(parseOpeningHours('08:00-18:00')).toEqual({ opens: '08:00', closes: '18:00' });
    expect(parseOpeningHours(' 9:00 – 13:30 ')).toEqual({ opens: '09:00', closes: '13:30' });
    expect(parseOpeningHours('Closed')).toBeNull();
  });

  it('refuses anything else', () => {
    for (const bad of ['', '8-18', '18:00-08:00', '24:00-25:00', '08:00', 'monday'])
      expect(parseOpeningHours(bad), bad).toBeUndefined();
  });
});

describe('truncateText', () => {
  it('keeps short texts and cuts long ones with an ellipsis, never inside a character', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('abcdefghijk', 5)).toBe('abcd…');
    expect(truncateText('😀😀😀😀', 3)).toBe('😀😀…');
  });
});
