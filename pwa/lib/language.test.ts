import { describe, expect, it } from 'vitest';
import {
  initialLanguageRedirect,
  movedPath,
  languageFromPath,
  localizePath,
  pathInLanguage,
  splitPath,
  stripLanguagePrefix,
} from './language';

describe('languageFromPath', () => {
  it('reads the language from the first segment', () => {
    expect(languageFromPath('/')).toBe('en');
    expect(languageFromPath('/car/audi-a4-2019-diesel-MTIz')).toBe('en');
    expect(languageFromPath('/hr')).toBe('hr');
    expect(languageFromPath('/hr/car/x')).toBe('hr');
    expect(languageFromPath('/de/')).toBe('de');
    expect(languageFromPath('/de/car-import-guide')).toBe('de');
  });

  it('does not take other segments or /en for a language', () => {
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/hrvatska')).toBe('en');
    expect(languageFromPath('/car/hr')).toBe('en');
    expect(languageFromPath('/HR')).toBe('en');
  });
});

describe('localizePath and stripLanguagePrefix', () => {
  it('adds the prefix of non-default languages', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'hr')).toBe('/hr');
    expect(localizePath('/car/x', 'de')).toBe('/de/car/x');
    expect(localizePath('/car/x', 'en')).toBe('/car/x');
  });

  it('removes it again', () => {
    expect(stripLanguagePrefix('/hr/car/x')).toBe('/car/x');
    expect(stripLanguagePrefix('/de')).toBe('/');
    expect(stripLanguagePrefix('/hr/')).toBe('/');
    expect(stripLanguagePrefix('/how-it-works')).toBe('/how-it-works');
    expect(stripLanguagePrefix('/hrvatska')).toBe('/hrvatska');
  });
});

describe('splitPath', () => {
  it('separates path, query and hash', () => {
    expect(splitPath('/hr/car/x?page=2#top')).toEqual({ pathname: '/hr/car/x', search: '?page=2', hash: '#top' });
    expect(splitPath('/a#h?not-a-query')).toEqual({ pathname: '/a', search: '', hash: '#h?not-a-query' });
    expect(splitPath('?x=1')).toEqual({ pathname: '/', search: '?x=1', hash: '' });
  });
});

describe('pathInLanguage', () => {
  it('keeps the page, the query and the hash', () => {
    expect(pathInLanguage('/car/skoda-octavia-2019-diesel-MTIz', 'hr')).toBe('/hr/car/skoda-octavia-2019-diesel-MTIz');
    expect(pathInLanguage('/hr/car/MTIz?page=2#seller', 'de')).toBe('/de/car/MTIz?page=2#seller');
    expect(pathInLanguage('/de/how-it-works#search', 'en')).toBe('/how-it-works#search');
    expect(pathInLanguage('/', 'de')).toBe('/de');
    expect(pathInLanguage('/hr', 'en')).toBe('/');
    expect(pathInLanguage('/hr/?page=3', 'hr')).toBe('/hr?page=3');
    expect(pathInLanguage('/#search-section', 'hr')).toBe('/hr#search-section');
  });

  it('gives the import guide one English path under every prefix', () => {
    expect(pathInLanguage('/car-import-guide', 'hr')).toBe('/hr/car-import-guide');
    expect(pathInLanguage('/hr/car-import-guide#documents', 'de')).toBe('/de/car-import-guide#documents');
  });

  it('takes a page’s old address to its present one in the language asked for', () => {
    expect(pathInLanguage('/hr/uvoz-auta', 'de')).toBe('/de/car-import-guide');
    expect(pathInLanguage('/hr/uvoz-auta#documents', 'en')).toBe('/car-import-guide#documents');
    expect(pathInLanguage('/de/autokauf-import?ref=x#registration', 'hr')).toBe(
      '/hr/car-import-guide?ref=x#registration',
    );
    expect(pathInLanguage('/de/autokauf-import/', 'en')).toBe('/car-import-guide');
  });
});

describe('movedPath', () => {
  it('moves each old path under its own prefix, with its query and hash', () => {
    expect(movedPath('/hr/uvoz-auta')).toBe('/hr/car-import-guide');
    expect(movedPath('/de/autokauf-import')).toBe('/de/car-import-guide');
    expect(movedPath('/uvoz-auta/')).toBe('/car-import-guide');
    expect(movedPath('/de/uvoz-auta?ref=x#top')).toBe('/de/car-import-guide?ref=x#top');
  });

  it('leaves present paths and look-alikes alone', () => {
    for (const path of [
      '/car-import-guide',
      '/hr/car-import-guide',
      '/hr',
      '/',
      '/uvoz-auta-2',
      '/car/uvoz-auta',
      '/en/uvoz-auta',
    ])
      expect(movedPath(path)).toBeNull();
  });
});

describe('initialLanguageRedirect', () => {
  const base = {
    pathname: '/',
    search: '',
    hash: '',
    referrer: '',
    origin: 'https://autotrzni.hr',
    stored: 'hr' as const,
  };

  it('takes "/" from outside to the stored language, keeping query and hash', () => {
    expect(initialLanguageRedirect(base)).toBe('/hr');
    expect(initialLanguageRedirect({ ...base, search: '?utm=x', hash: '#search-section' })).toBe(
      '/hr?utm=x#search-section',
    );
    expect(initialLanguageRedirect({ ...base, referrer: 'https://www.google.com/' })).toBe('/hr');
    expect(initialLanguageRedirect({ ...base, stored: 'de', referrer: 'not a url' })).toBe('/de');
  });

  it('never redirects deep links, in-site visits, English or no stored choice', () => {
    expect(initialLanguageRedirect({ ...base, pathname: '/car/MTIz' })).toBeNull();
    expect(initialLanguageRedirect({ ...base, pathname: '/how-it-works' })).toBeNull();
    expect(initialLanguageRedirect({ ...base, pathname: '/de' })).toBeNull();
    expect(initialLanguageRedirect({ ...base, referrer: 'https://autotrzni.hr/hr/car-import-guide' })).toBeNull();
    expect(initialLanguageRedirect({ ...base, stored: 'en' })).toBeNull();
    expect(initialLanguageRedirect({ ...base, stored: null })).toBeNull();
  });
});
