import { describe, expect, it } from 'vitest';
import { placeById } from '@contract/places/gazetteer';
import { i18n } from './i18n';
import { nearPhrase, type NearSubject } from './near-place';
import type { Language } from './language';

async function phrase(language: Language, subject: NearSubject, radiusKm?: number) {
  await i18n.loadLanguages(language);
  return nearPhrase(i18n.getFixedT(language, 'common'), subject, radiusKm, language);
}
const place = (id: string): NearSubject => ({ kind: 'place', place: placeById(id)! });

describe('a search’s place in words', () => {
  it('reads naturally in each language, with the Croatian genitive', async () => {
    expect(await phrase('hr', place('zagreb'), 50)).toBe('do 50 km od Zagreba');
    expect(await phrase('de', place('zagreb'), 50)).toBe('im Umkreis von 50 km um Zagreb');
    expect(await phrase('en', place('zagreb'), 50)).toBe('within 50 km of Zagreb');
    expect(await phrase('hr', place('sveti-ivan-zelina'), 25)).toBe('do 25 km od Svetog Ivana Zeline');
    expect(await phrase('hr', place('wien'), 200)).toBe('do 200 km od Beča');
    expect(await phrase('hr', place('zadar'))).toBe('blizu Zadra');
    expect(await phrase('de', place('zadar'))).toBe('in der Nähe von Zadar');
  });

  it('avoids a Croatian case it is not sure of', async () => {
    const unsure = placeById('sutivan')!;
    expect(unsure.hr.certain).toBe(false);
    expect(await phrase('hr', { kind: 'place', place: unsure }, 10)).toBe('do 10 km od općine Sutivan');
  });

  it('names a postcode beside its place, and the browser’s point as “my location”', async () => {
    expect(await phrase('hr', { kind: 'place', place: placeById('zagreb')!, postcode: '10000' }, 100)).toBe(
      'do 100 km od Zagreba (10000)',
    );
    expect(await phrase('hr', { kind: 'point' }, 500)).toBe('do 500 km od moje lokacije');
    expect(await phrase('de', { kind: 'point' })).toBe('in der Nähe meines Standorts');
    expect(await phrase('en', { kind: 'unknown' }, 10)).toBeUndefined();
  });
});
