import { describe, expect, it } from 'vitest';
import { isLongFact, keepUnits } from './car-detail-view';

describe('a fact too long for half a row', () => {
  it('is a long word (a VIN-like code, a German compound) or a long text', () => {
    expect(isLongFact('WVWZZZ1KZAW000017')).toBe(true);
    expect(isLongFact('Gebrauchtwagenzentrum Süd')).toBe(true);
    expect(isLongFact('Autokuća Horvat i sinovi, Velika Gorica')).toBe(true);
  });

  it('is not a short value that wraps between its words', () => {
    expect(isLongFact('Zagreb, Croatia')).toBe(false);
    expect(isLongFact('Slavonski Brod, Hrvatska')).toBe(false);
    expect(isLongFact('1 Nov 2026')).toBe(false);
  });
});

describe('numbers and their units', () => {
  it('stay together on a line: "110 kW (150 PS)" breaks only before the bracket', () => {
    expect(keepUnits('110 kW (150 PS)')).toBe('110\u00a0kW (150\u00a0PS)');
    expect(keepUnits('1.498 cm³')).toBe('1.498\u00a0cm³');
    expect(keepUnits('Not stated')).toBe('Not stated');
  });
});
