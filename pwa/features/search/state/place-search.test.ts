import { describe, expect, it } from 'vitest';
import { resolveNear } from '@contract/places/near-point';
import { exactPlace, labelOfNear, suggestPlaces } from './place-search';

describe('the place field’s suggestions', () => {
  it('begin with the place whose name begins so, the larger first, in the interface language', () => {
    expect(suggestPlaces('Zag', 'hr')[0]).toMatchObject({ near: 'zagreb', label: 'Zagreb' });
    expect(suggestPlaces('zag', 'hr')[0]!.detail).toBe('Grad Zagreb, Hrvatska');
    // Vienna in each language, found by any of its names.
    expect(suggestPlaces('Beč', 'de')[0]).toMatchObject({ near: 'wien', label: 'Wien' });
    expect(suggestPlaces('Wien', 'hr')[0]).toMatchObject({ near: 'wien', label: 'Beč' });
  });

  it('tell places of a shared word apart by their county', () => {
    const ivan = suggestPlaces('ivan', 'hr');
    expect(ivan.map((option) => option.near)).toEqual(
      expect.arrayContaining(['ivanic-grad', 'klostar-ivanic', 'sveti-ivan-zelina', 'sveti-ivan-zabno']),
    );
    expect(ivan.find((option) => option.near === 'sveti-ivan-zabno')!.detail).toMatch(/^Koprivničko-križevačka/);
    expect(ivan.length).toBeLessThanOrEqual(8);
  });

  it('read the digits of a postcode, and a postcode is a `near` the search resolves', () => {
    const options = suggestPlaces('1031', 'en');
    expect(options[0]).toMatchObject({ near: 'HR-10310', label: '10310 Ivanić-Grad' });
    expect(resolveNear(options[0]!.near)?.place?.id).toBe('ivanic-grad');
  });

  it('are none for an empty text or one no place begins with', () => {
    expect(suggestPlaces('  ', 'en')).toEqual([]);
    expect(suggestPlaces('Xyzgrad', 'en')).toEqual([]);
  });
});

describe('a place typed and not picked', () => {
  it('is read when it names one exactly (any case form, a postcode, a postcode and its town)', () => {
    expect(exactPlace('split', 'hr')?.near).toBe('split');
    expect(exactPlace('Zagreba', 'hr')?.near).toBe('zagreb');
    expect(exactPlace('10000', 'hr')).toMatchObject({ near: 'HR-10000', label: '10000 Zagreb' });
    expect(exactPlace('10310 Kloštar Ivanić', 'hr')?.label).toBe('10310 Kloštar Ivanić');
    expect(exactPlace('Zag', 'hr')).toBeUndefined();
  });

  it('a link’s `near` is named in the field', () => {
    expect(labelOfNear('zagreb', 'de')).toBe('Zagreb');
    expect(labelOfNear('HR-10000', 'hr')).toBe('10000 Zagreb');
    expect(labelOfNear('@45.81,15.98', 'hr')).toBeUndefined();
    expect(labelOfNear('atlantis', 'hr')).toBeUndefined();
  });
});
