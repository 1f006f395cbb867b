/**
 * The gazetteer across the European Union: every member state's towns, the names each language uses, the
 * Croatian case forms of those names, postcodes, names several places share, and distances.
 */
import { describe, expect, it } from 'vitest';
import {
  PLACES,
  distanceKm,
  findPlaces,
  inPlace,
  likeliestPlace,
  placeById,
  placeLabel,
  placesByPostcode,
  resolvePlace,
} from './gazetteer';
import core from './places.json';
import more from './places-more.json';

const EU = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];
const ids = (places: readonly { id: string }[]) => places.map((place) => place.id);

describe('the gazetteer across the European Union', () => {
  it('has towns in all 27 member states, its capital among them, each inside its country’s latitudes', () => {
    for (const code of EU)
      expect(PLACES.filter((entry) => entry.countryCode === code).length, code).toBeGreaterThanOrEqual(10);
    for (const [id, code] of [
      ['paris', 'FR'],
      ['prag', 'CZ'],
      ['warschau', 'PL'],
      ['valletta', 'MT'],
      ['nikosia', 'CY'],
      ['luxemburg', 'LU'],
      ['riga', 'LV'],
      ['lissabon', 'PT'],
    ])
      expect(placeById(id!)?.countryCode, id).toBe(code);
    for (const entry of PLACES) {
      expect(entry.lat, entry.id).toBeGreaterThan(27); // the Canaries
      expect(entry.lat, entry.id).toBeLessThan(71);
    }
    expect(new Set(ids(PLACES)).size).toBe(PLACES.length);
  });

  it('keeps the core file to Croatia, its neighbours and the towns near or large, and every id in one file only', () => {
    expect(core.length + more.length).toBe(PLACES.length);
    const coreIds = new Set(ids(core));
    expect(ids(more).filter((id) => coreIds.has(id))).toEqual([]);
    expect(core.filter((entry) => entry.countryCode === 'HR')).toHaveLength(
      PLACES.filter((entry) => entry.countryCode === 'HR').length,
    );
    expect(coreIds.has('paris')).toBe(true); // over 90,000 inhabitants
    expect(coreIds.has('graz')).toBe(true);
    expect(more.some((entry) => entry.countryCode === 'FR' && (entry.population ?? 0) < 90_000)).toBe(true);
  });

  it.each([
    ['Beč', 'wien'],
    ['Wien', 'wien'],
    ['Vienna', 'wien'],
    ['München', 'muenchen'],
    ['Minhen', 'muenchen'],
    ['Munich', 'muenchen'],
    ['Rim', 'rom'],
    ['Rom', 'rom'],
    ['Rome', 'rom'],
    ['Prag', 'prag'],
    ['Praha', 'prag'],
    ['Varšava', 'warschau'],
    ['Warschau', 'warschau'],
    ['Warszawa', 'warschau'],
    ['Pariz', 'paris'],
    ['Lisabon', 'lissabon'],
    ['Lisboa', 'lissabon'],
    ['Solun', 'thessaloniki'],
    ['Bruxelles', 'brussel'],
    ['Brüssel', 'brussel'],
    ['Den Haag', 'den-haag'],
    ['Lodz', 'lodz'],
    ['Łódź', 'lodz'],
    ['København', 'kopenhagen'],
    ['Krakau', 'krakau'],
  ])('finds %s as %s', (text, id) => {
    expect(findPlaces(text)[0]?.id).toBe(id);
  });

  it('writes the Croatian case forms of the Croatian exonyms, and avoids those of names not written as Croatian words', () => {
    expect(inPlace(placeById('prag')!, 'hr')).toBe('u Pragu');
    expect(inPlace(placeById('warschau')!, 'hr')).toBe('u Varšavi');
    expect(inPlace(placeById('lissabon')!, 'hr')).toBe('u Lisabonu');
    expect(inPlace(placeById('thessaloniki')!, 'hr')).toBe('u Solunu');
    expect(inPlace(placeById('rom')!, 'hr')).toBe('u Rimu');
    expect(inPlace(placeById('rom')!, 'de')).toBe('in Rom');
    expect(inPlace(placeById('kosice')!, 'hr')).toBe('u mjestu Košice');
    expect(findPlaces('Varšavi')[0]?.id).toBe('warschau');
    expect(findPlaces('Pragu')[0]?.id).toBe('prag');
  });

  it('reads postcodes: every Croatian one, the centres of the larger Slovenian, Austrian and German towns, none elsewhere', () => {
    expect(ids(placesByPostcode('HR', '10290'))).toEqual(['zapresic', 'pusca']);
    expect(ids(placesByPostcode('HR', '10310'))).toEqual(['ivanic-grad', 'klostar-ivanic']);
    expect(ids(placesByPostcode('AT', '1010'))).toEqual(['wien']);
    expect(ids(placesByPostcode('DE', '60311'))).toEqual(['frankfurt']);
    expect(ids(placesByPostcode('si', ' 1000'))).toEqual(['ljubljana']);
    expect(placesByPostcode('FR', '75001')).toEqual([]);
  });
});

describe('names several places share', () => {
  const resolved = (text: string, countryCode?: string) => {
    const resolution = resolvePlace(text, { countryCode });
    return resolution.kind === 'found'
      ? resolution.place.id
      : resolution.kind === 'ambiguous'
        ? { exact: resolution.exact, candidates: ids(resolution.candidates) }
        : 'unknown';
  };

  it('answers one place for a name only it has, in any spelling or case form', () => {
    expect(resolved('Zagreb')).toBe('zagreb');
    expect(resolved('iz Zaprešića'.slice(3))).toBe('zapresic');
    expect(resolved('Frankfurt (Oder)')).toBe('frankfurt-oder');
    expect(resolved('Frankfurt am Main')).toBe('frankfurt');
  });

  it('lists every place of a shared name, the most populous first', () => {
    expect(resolved('Novigrad')).toEqual({ exact: true, candidates: ['novigrad-istarska', 'novigrad'] });
    expect(resolved('Sveta Nedelja')).toEqual({ exact: true, candidates: ['sveta-nedelja', 'sveta-nedelja-istarska'] });
    expect(resolved('Frankfurt')).toEqual({ exact: true, candidates: ['frankfurt', 'frankfurt-oder'] });
    expect(resolved('Dubrava')).toEqual({ exact: true, candidates: ['zagreb-dubrava', 'dubrava'] });
  });

  it('offers the places whose names contain the words when none has the name itself (Ivanić, Sveti Ivan)', () => {
    expect(resolved('Ivanić')).toEqual({ exact: false, candidates: ['ivanic-grad', 'klostar-ivanic'] });
    expect(resolved('Sveti Ivan')).toEqual({ exact: false, candidates: ['sveti-ivan-zabno', 'sveti-ivan-zelina'] });
    expect(resolved('Sveti Križ')).toEqual({ exact: false, candidates: ['sveti-kriz-zacretje'] });
    expect(resolved('Sveti')).toBe('unknown'); // too many to offer
    expect(resolved('Xyzgrad')).toBe('unknown');
  });

  it('narrows to a country', () => {
    expect(resolved('Frankfurt', 'HR')).toBe('unknown');
    expect(resolved('Halle', 'BE')).toBe('halle');
    expect(resolved('Halle', 'DE')).toEqual({ exact: true, candidates: ['halle-saale', 'halle-de'] });
  });

  it('takes the most populous of a shared name where one must be taken without asking, and no partial match', () => {
    expect(likeliestPlace('Frankfurt')?.id).toBe('frankfurt');
    expect(likeliestPlace('Novigrad')?.id).toBe('novigrad-istarska');
    expect(likeliestPlace('Sveti Ivan')).toBeUndefined();
  });

  it('labels a candidate so a person can tell it from the others', () => {
    expect(placeLabel(placeById('novigrad')!, 'hr')).toBe('Novigrad (Zadarska županija)');
    expect(placeLabel(placeById('frankfurt-oder')!, 'de')).toBe('Frankfurt (Oder) (Brandenburg, DE)');
    expect(placeLabel(placeById('zagreb-dubrava')!, 'hr')).toBe('Dubrava (Zagreb, Grad Zagreb)');
  });
});

describe('distance', () => {
  it('is the great-circle distance, symmetric and zero at a point', () => {
    const zagreb = placeById('zagreb')!;
    const split = placeById('split')!;
    expect(distanceKm(zagreb, zagreb)).toBe(0);
    expect(distanceKm(zagreb, split)).toBeCloseTo(distanceKm(split, zagreb), 9);
    // Zagreb–Split as the crow flies is about 260 km, Zagreb–Vienna about 270 km, Zagreb–Lisbon about 2,300 km.
    expect(distanceKm(zagreb, split)).toBeGreaterThan(250);
    expect(distanceKm(zagreb, split)).toBeLessThan(270);
    expect(distanceKm(zagreb, placeById('wien')!)).toBeGreaterThan(260);
    expect(distanceKm(zagreb, placeById('wien')!)).toBeLessThan(285);
    expect(distanceKm(zagreb, placeById('lissabon')!)).toBeGreaterThan(2200);
    expect(distanceKm(zagreb, placeById('lissabon')!)).toBeLessThan(2400);
  });
});
