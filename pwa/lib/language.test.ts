import { describe, expect, it } from 'vitest';
import { languageFromPath, localizePath } from './language';

describe('languageFromPath', () => {
  it('reads the language from the first segment', () => {
    expect(languageFromPath('/')).toBe('en');
    expect(languageFromPath('/car/audi-a4-2019-diesel-MTIz')).toBe('en');
    expect(languageFromPath('/hr')).toBe('hr');
    expect(languageFromPath('/hr/car/x')).toBe('hr');
    expect(languageFromPath('/de/')).toBe('de');
  });

  it('does not take other segments or /en for a language', () => {
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/hrvatska')).toBe('en');
    expect(languageFromPath('/car/hr')).toBe('en');
  });
});

describe('localizePath', () => {
  it('adds the prefix of non-default languages', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'hr')).toBe('/hr');
    expect(localizePath('/car/x', 'de')).toBe('/de/car/x');
    expect(localizePath('/car/x', 'en')).toBe('/car/x');
  });
});
