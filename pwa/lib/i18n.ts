/**
 * i18next setup. English is bundled (the fallback, always present); every other language is a
 * `locales/<lang>.json` file with the same keys, loaded lazily the first time its route is visited.
 * Adding Croatian is: create locales/hr.json. Until a language's file exists, its routes show English.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './language';

export type Resources = typeof en;

const lazyBundles = import.meta.glob<{ default: Resources }>(['../locales/*.json', '!../locales/en.json']);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
});

/** Whether a language has a translation (bundled or lazily loadable). */
export function hasTranslation(language: Language): boolean {
  return language === DEFAULT_LANGUAGE || `../locales/${language}.json` in lazyBundles;
}

/** Switch the interface language, loading its resources first; stays on English when not translated yet. */
export async function setLanguage(language: Language): Promise<void> {
  const target = hasTranslation(language) ? language : DEFAULT_LANGUAGE;
  const loader = lazyBundles[`../locales/${target}.json`];
  if (loader && !i18n.hasResourceBundle(target, 'translation')) {
    i18n.addResourceBundle(target, 'translation', (await loader()).default);
  }
  if (i18n.language !== target) await i18n.changeLanguage(target);
  document.documentElement.lang = target;
}

/** The language the interface is currently shown in. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}
