import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import en from '../locales/en/common.json';
import hr from '../locales/hr/common.json';
import de from '../locales/de/common.json';
import { API_ERROR_CODES, apiErrorText } from './api-error-text';
import { i18n, setLanguage } from './i18n';
import type { Language } from './language';

afterAll(() => setLanguage('en'));

async function text(language: Language, error: unknown) {
  await i18n.loadLanguages(language);
  return apiErrorText(error, i18n.getFixedT(language, 'common'), language);
}
const refused = (status: number, code: string, message: string) =>
  new ApiError(status, `${status}: ${message}`, { code, message });

describe('a refused request in words', () => {
  const tooLarge = refused(413, 'photo_too_large', 'A photo may be at most 12 MB');

  it('is the API’s own message in English, and written in Croatian and German from its code', async () => {
    expect(await text('en', tooLarge)).toBe('A photo may be at most 12 MB');
    expect(await text('hr', tooLarge)).toBe('Fotografija smije imati najviše 12 MB.');
    expect(await text('de', tooLarge)).toBe('Ein Foto darf höchstens 12 MB groß sein.');
    expect(await text('hr', refused(413, 'too_many_photos', 'A listing has at most 20 photos'))).toBe(
      'Oglas može imati najviše 20 fotografija. Izbrišite jednu prije nego što dodate novu.',
    );
    // Codes that mean the same to a person read the same.
    expect(await text('de', refused(429, 'rate_limit_exceeded', 'Too many requests'))).toBe(
      await text('de', refused(429, 'rate_limited', 'Too many requests')),
    );
  });

  it('never shows English in Croatian or German: a code without its own text gets a general sentence', async () => {
    expect(await text('hr', refused(418, 'teapot', 'I am a teapot'))).toBe('Zahtjev nije uspio. Pokušajte ponovno.');
    expect(await text('de', new ApiError(502, '502: Bad Gateway', null))).toBe(
      'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  });

  it('is left to the caller for anything but an API answer (no connection)', async () => {
    expect(await text('hr', new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('has a text in each language for every code it names, and no text for a code it never uses', () => {
    for (const texts of [en, hr, de])
      expect(Object.keys(texts.apiError).sort()).toEqual([...API_ERROR_CODES, 'other'].sort());
  });
});
