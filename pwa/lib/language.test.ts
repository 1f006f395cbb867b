import { describe, expect, it } from 'vitest';
import {
  initialLanguageRedirect,
  isImportGuidePath,
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
    expect(languageFromPath('/de/autokauf-import')).toBe('de');
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

  it('maps the import guide between its three slugs', () => {
    expect(pathInLanguage('/car-import-guide', 'hr')).toBe('/hr/uvoz-auta');
    expect(pathInLanguage('/car-import-guide', 'de')).toBe('/de/autokauf-import');
    expect(pathInLanguage('/hr/uvoz-auta', 'de')).toBe('/de/autokauf-import');
    expect(pathInLanguage('/hr/uvoz-auta#documents', 'en')).toBe('/car-import-guide#documents');
    expect(pathInLanguage('/de/autokauf-import?ref=x#registration', 'hr')).toBe('/hr/uvoz-auta?ref=x#registration');
    expect(pathInLanguage('/de/autokauf-import/', 'en')).toBe('/car-import-guide');
    // A slug under the wrong prefix still finds the right one.
    expect(pathInLanguage('/hr/car-import-guide', 'hr')).toBe('/hr/uvoz-auta');
  });

  it('recognises the import guide slugs only as whole paths', () => {
    expect(isImportGuidePath('/uvoz-auta')).toBe(true);
    expect(isImportGuidePath('/uvoz-auta/')).toBe(true);
    expect(isImportGuidePath('/uvoz-auta-2')).toBe(false);
    expect(isImportGuidePath('/car/uvoz-auta')).toBe(false);
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
    expect(initialLanguageRedirect({ ...base, referrer: 'https://autotrzni.hr/hr/uvoz-auta' })).toBeNull();
    expect(initialLanguageRedirect({ ...base, stored: 'en' })).toBeNull();
    expect(initialLanguageRedirect({ ...base, stored: null })).toBeNull();
  });
});
