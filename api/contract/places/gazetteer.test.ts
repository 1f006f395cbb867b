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
  distanceKm,
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

  it('gives each Croatian place a postcode of its own county’s postal region, never a namesake’s elsewhere', () => {
    // Hrvatska pošta's postcodes begin with the postal region's two digits (10 Zagreb, 52 Pula, 31 Osijek …).
    const REGION: Record<string, string> = {
      'Grad Zagreb': '10',
      'Zagrebačka županija': '10',
      'Krapinsko-zagorska županija': '49',
      'Sisačko-moslavačka županija': '44',
      'Karlovačka županija': '47',
      'Varaždinska županija': '42',
      'Koprivničko-križevačka županija': '48',
      'Bjelovarsko-bilogorska županija': '43',
      'Primorsko-goranska županija': '51',
      'Ličko-senjska županija': '53',
      'Virovitičko-podravska županija': '33',
      'Požeško-slavonska županija': '34',
      'Brodsko-posavska županija': '35',
      'Zadarska županija': '23',
      'Osječko-baranjska županija': '31',
      'Šibensko-kninska županija': '22',
      'Vukovarsko-srijemska županija': '32',
      'Splitsko-dalmatinska županija': '21',
      'Istarska županija': '52',
      'Dubrovačko-neretvanska županija': '20',
      'Međimurska županija': '40',
    };
    const croatian = PLACES.filter((entry) => entry.countryCode === 'HR' && entry.kind !== 'district');
    for (const entry of croatian) expect(entry.postcode!.slice(0, 2), entry.id).toBe(REGION[entry.region!]);
    // Sveta Nedelja in Istria (seat Nedešćina, near Labin) is not the town of that name west of Zagreb.
    expect(placeById('sveta-nedelja-istarska')).toMatchObject({ postcode: '52231', lat: 45.14 });
    expect(placeById('antunovac')).toMatchObject({ postcode: '31216' });
    expect(placeById('lovinac')).toMatchObject({ postcode: '53244' });
    expect(distanceKm(placeById('sveta-nedelja-istarska')!, placeById('labin')!)).toBeLessThan(10);
  });

  it('has no arrondissements as towns of their own ("Marseille 13")', () => {
    expect(PLACES.filter((entry) => /\s\d+$/.test(entry.names.en)).map((entry) => entry.id)).toEqual([]);
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
