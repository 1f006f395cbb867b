import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { suggestSearchName } from './search-name';

describe('suggestSearchName', () => {
  it('names a search from its filters in the interface language', async () => {
    await i18n.loadNamespaces(['saved', 'common']);
    await i18n.loadLanguages(['hr', 'de']);
    const filters = { brand: ['Škoda'], model: ['Octavia'], fuelTypes: ['diesel' as const], maxPrice: 15_000 };
    const name = (language: 'en' | 'hr' | 'de') =>
      suggestSearchName(filters, i18n.getFixedT(language, ['saved', 'common']), language).replace(/\s/g, ' ');
    expect(name('hr')).toBe('Škoda Octavia, dizel, do 15.000 €');
    expect(name('de')).toBe('Škoda Octavia, diesel, bis 15.000 €');
    expect(name('en')).toBe('Škoda Octavia, diesel, up to €15,000');
    const several = suggestSearchName(
      { brand: ['BMW', 'Audi'], model: ['X1', 'X3'] },
      i18n.getFixedT('en', ['saved', 'common']),
      'en',
    );
    expect(several).toBe('BMW X1/X3 / Audi');
  });

  it('ends with the place and its radius in words', async () => {
    await i18n.loadNamespaces(['saved', 'common']);
    await i18n.loadLanguages(['hr']);
    const filters = { fuelTypes: ['diesel' as const], near: 'zagreb', radiusKm: 50 as const };
    expect(suggestSearchName(filters, i18n.getFixedT('hr', ['saved', 'common']), 'hr', 'do 50 km od Zagreba')).toBe(
      'dizel, do 50 km od Zagreba',
    );
  });

  it('says "all cars" without filters and keeps long names within the limit', async () => {
    await i18n.loadNamespaces(['saved', 'common']);
    expect(suggestSearchName({}, i18n.getFixedT('en', ['saved', 'common']), 'en')).toBe('All cars');
    const long = suggestSearchName(
      { brand: ['Mercedes-Benz'], model: ['x'.repeat(70)], location: 'Zagreb' },
      i18n.getFixedT('en', ['saved', 'common']),
      'en',
    );
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
