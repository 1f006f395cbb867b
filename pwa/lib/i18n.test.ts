import { act, renderHook, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';

afterAll(() => setLanguage('en'));

describe('i18n', () => {
  it('loads a language lazily and switches <html lang>', async () => {
    await setLanguage('de');
    expect(i18n.t('nav.home')).toBe('Startseite');
    expect(document.documentElement.lang).toBe('de');
    await setLanguage('en');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('uses the Croatian plural forms one, few and other', async () => {
    await setLanguage('hr');
    const views = (count: number) => i18n.t('listings.views', { count }).replace(/\u00a0/g, ' ');
    expect(views(1)).toBe('1 pregled');
    expect(views(3)).toBe('3 pregleda');
    expect(views(21)).toBe('21 pregled');
    expect(views(5)).toBe('5 pregleda');
    const wait = (count: number) => i18n.t('contact.rateLimited', { count });
    expect(wait(1)).toMatch(/za 1 minutu\.$/);
    expect(wait(2)).toMatch(/za 2 minute\.$/);
    expect(wait(24)).toMatch(/za 24 minute\.$/);
    expect(wait(5)).toMatch(/za 5 minuta\.$/);
    expect(wait(11)).toMatch(/za 11 minuta\.$/);
  });

  it('counts the results of a one-page search with the plural form of each number', async () => {
    await i18n.loadNamespaces('search');
    const all = (language: 'hr' | 'de' | 'en', count: number) =>
      i18n.getFixedT(language, 'search')('results.all', { count, total: String(count) });
    await i18n.loadLanguages(['hr', 'de', 'en']);
    expect([1, 2, 4, 5, 11, 21, 22].map((count) => all('hr', count))).toEqual([
      '1 rezultat',
      '2 rezultata',
      '4 rezultata',
      '5 rezultata',
      '11 rezultata',
      '21 rezultat',
      '22 rezultata',
    ]);
    expect([1, 2].map((count) => all('de', count))).toEqual(['1 Ergebnis', '2 Ergebnisse']);
    expect([1, 7].map((count) => all('en', count))).toEqual(['1 result', '7 results']);
  });

  it('loads the pages namespace on demand', async () => {
    await setLanguage('en');
    await i18n.loadNamespaces('pages');
    expect(i18n.t('contactUs.title', { ns: 'pages' })).toBeTruthy();
    expect(i18n.hasResourceBundle('en', 'pages')).toBe(true);
  });

  it('renders the texts again when the language changes, not whenever another text file arrives', async () => {
    await setLanguage('en');
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTranslation().t('nav.home');
    });
    expect(result.current).toBe('Home');
    const before = renders;
    // A page's lazy part asks for its texts: nothing already shown renders again (it did, all in one blocking pass).
    await act(() => i18n.loadNamespaces('compare'));
    expect(renders).toBe(before);
    await setLanguage('de');
    await waitFor(() => expect(result.current).toBe('Startseite'));
  });
});
