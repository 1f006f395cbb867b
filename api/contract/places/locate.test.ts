import { describe, expect, it } from 'vitest';
import { locateTown } from './locate';
import { placesByPostcode } from './gazetteer';
import { resolveNear } from './near-point';

const placeOf = (town: string, country = 'HR') => {
  const location = locateTown(town, country);
  return location.kind === 'found' ? location.place.id : location.kind;
};

describe('locating a listing from its town and country', () => {
  it('finds a town by its name, a case form, a postcode before or after it, or the first part of "town - district"', () => {
    expect(placeOf('Zaprešić')).toBe('zapresic');
    expect(placeOf('zapresic')).toBe('zapresic');
    expect(placeOf('10290 Zaprešić')).toBe('zapresic');
    expect(placeOf('Osijek, 31000')).toBe('osijek');
    expect(placeOf('Wien', 'AT')).toBe('wien');
  });

  it('says unknown for a town not in the country, none without a town, and uncovered for a country the gazetteer lacks', () => {
    expect(placeOf('Xyzgrad')).toBe('unknown');
    expect(placeOf('Wien', 'HR')).toBe('unknown');
    expect(placeOf('  ')).toBe('none');
    expect(placeOf('Zürich', 'CH')).toBe('uncovered');
    expect(placeOf('Paris', 'FR')).toBe('paris');
  });

  it('reads a shared postcode as its largest place (10310 serves Ivanić-Grad and Kloštar Ivanić)', () => {
    expect(placesByPostcode('HR', '10310').map((place) => place.id)).toEqual(['ivanic-grad', 'klostar-ivanic']);
    expect(resolveNear('HR-10310')?.place?.id).toBe('ivanic-grad');
    expect(resolveNear('zagreb')?.point).toEqual({ lat: 45.815, lon: 15.9819 });
    expect(resolveNear('@45.82,15.98')?.point).toEqual({ lat: 45.82, lon: 15.98 });
    expect(resolveNear('HR-99999')).toBeUndefined();
    expect(resolveNear('nowhere-town')).toBeUndefined();
  });
});
