/** The place gazetteer: coverage, spellings and case forms, distances and the licence's credit. */
import { describe, expect, it } from 'vitest';
import {
  PLACES,
  PLACES_ATTRIBUTION,
  findPlaces,
  fromPlace,
  inPlace,
  nearPlace,
  nearestPlace,
  placeById,
  placesWithin,
} from './gazetteer';

describe('the gazetteer', () => {
  it('has every Croatian city and municipality (128 + 428) with a postcode, a county and a position in Croatia', () => {
    const croatian = PLACES.filter((entry) => entry.countryCode === 'HR' && entry.kind !== 'district');
    expect(croatian.filter((entry) => entry.kind === 'city')).toHaveLength(128);
    expect(croatian.filter((entry) => entry.kind === 'municipality')).toHaveLength(428);
    for (const entry of croatian) {
      expect(entry.postcode, entry.id).toMatch(/^[1-5]\d{4}$/);
      expect(entry.region, entry.id).toMatch(/županija$|^Grad Zagreb$/);
      expect(entry.lat, entry.id).toBeGreaterThan(42.3);
      expect(entry.lat, entry.id).toBeLessThan(46.6);
      expect(entry.lon, entry.id).toBeGreaterThan(13.4);
      expect(entry.lon, entry.id).toBeLessThan(19.5);
    }
    expect(new Set(PLACES.map((entry) => entry.id)).size).toBe(PLACES.length);
  });

  it('has the larger towns of every neighbouring country and Germany’s main cities', () => {
    for (const code of ['SI', 'AT', 'HU', 'BA', 'RS', 'IT', 'DE'])
      expect(PLACES.filter((entry) => entry.countryCode === code).length, code).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['Zaprešić', 'zapresic'],
    ['iz Zaprešića', null],
    ['Zaprešića', 'zapresic'],
    ['Osijeku', 'osijek'],
    ['Zadra', 'zadar'],
    ['Agram', 'zagreb'],
    ['Laibach', 'ljubljana'],
    ['Beč', 'wien'],
    ['Vienna', 'wien'],
    ['Muenchen', 'muenchen'],
    ['Budimpešta', 'budapest'],
    ['Pečuh', 'pecs'],
    ['Trst', 'triest'],
    ['Pula Pola', 'pula'],
    ['Trešnjevci', 'zagreb-tresnjevka'],
  ])('finds %s as %s', (text, id) => {
    const found = findPlaces(text);
    if (id === null) expect(found).toEqual([]);
    else expect(found[0]?.id).toBe(id);
  });

  it('prefers the better-known place of a shared name (Dubrava in Zagreb over the municipality)', () => {
    expect(findPlaces('Dubrava').map((entry) => entry.id)).toEqual(['zagreb-dubrava', 'dubrava']);
  });

  it('writes places in the right case, and avoids a case it is not sure of', () => {
    const osijek = placeById('osijek')!;
    expect([inPlace(osijek, 'hr'), inPlace(osijek, 'en'), inPlace(osijek, 'de')]).toEqual([
      'u Osijeku',
      'in Osijek',
      'in Osijek',
    ]);
    expect(fromPlace(placeById('zapresic')!, 'hr')).toBe('iz Zaprešića');
    expect(nearPlace(placeById('zadar')!, 'hr')).toBe('kod Zadra');
    expect(inPlace(placeById('zagreb-tresnjevka')!, 'hr')).toBe('na Trešnjevci');
    expect(fromPlace(placeById('zagreb-tresnjevka')!, 'hr')).toBe('s Trešnjevke');
    expect(inPlace(placeById('wien')!, 'hr')).toBe('u Beču');
    expect(inPlace(placeById('wien')!, 'de')).toBe('in Wien');
    expect(inPlace(placeById('koska')!, 'hr')).toBe('u općini Koška');
  });

  it('answers the place a point lies in and the places around it', () => {
    expect(nearestPlace({ lat: 45.81, lon: 15.98 })?.id).toBe('zagreb');
    expect(nearestPlace({ lat: 45.857, lon: 15.808 })?.id).toBe('zapresic');
    expect(nearestPlace({ lat: 0, lon: 0 })).toBeUndefined();
    const around = placesWithin({ lat: 43.7, lon: 16.64 }, 30).map((item) => item.place.id);
    expect(around[0]).toBe('sinj');
    expect(around).toContain('split');
  });

  it('carries the credit its licence asks for', () => {
    expect(PLACES_ATTRIBUTION.text).toMatch(/GeoNames/);
    expect(PLACES_ATTRIBUTION.licence).toBe('CC BY 4.0');
  });
});
