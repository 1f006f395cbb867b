// Its own file: every other test of the places loads the whole gazetteer, and this one needs the core alone.
import { describe, expect, it } from 'vitest';
import { exactPlace, labelOfNear, loadEveryPlace, mayFindMore, suggestPlaces } from './place-search';

describe('the place field with the gazetteer’s core, and the rest of the Union’s towns on demand', () => {
  it('asks for the rest only when the core does not know what was typed or chosen', async () => {
    // In the core: Croatia, its neighbours, the larger towns.
    expect(mayFindMore('Zagreb', undefined, 'hr')).toBe(false);
    expect(mayFindMore('Sveti', undefined, 'hr')).toBe(false);
    expect(mayFindMore('10000', undefined, 'hr')).toBe(false);
    expect(mayFindMore(null, 'split', 'hr')).toBe(false);
    expect(mayFindMore(null, '@45.81,15.98', 'hr')).toBe(false);
    // Poitiers (France, 90,000 inhabitants, far from Zagreb) is in the rest.
    expect(suggestPlaces('Poitiers', 'en')).toEqual([]);
    expect(labelOfNear('poitiers', 'en')).toBeUndefined();
    expect(mayFindMore('Poitie', undefined, 'en')).toBe(true);
    expect(mayFindMore(null, 'poitiers', 'en')).toBe(true);

    await loadEveryPlace();
    expect(suggestPlaces('Poitie', 'en')[0]).toMatchObject({ near: 'poitiers', label: 'Poitiers' });
    expect(exactPlace('poitiers', 'de')?.near).toBe('poitiers');
    expect(labelOfNear('poitiers', 'hr')).toBe('Poitiers');
    expect(mayFindMore('Xyzgrad', undefined, 'en')).toBe(false);
  });
});
