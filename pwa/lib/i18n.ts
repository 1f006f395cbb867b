/**
 * i18next with one resource file per language and namespace: `locales/<language>/<namespace>.json`.
 * - `common`: every string of the app frame and the features (loaded for the current language at start);
 * - `pages`: the long texts of the static pages (loaded only when such a page is shown);
 * - `auth`: the accounts pages and the signed-in header (loaded when one of them is shown);
 * - `search` (the home search section: tabs, filter form, results, saving for offline), `details` (the car
 *   details), `compare` (the comparison bar and table), `ai` (AI and voice search): loaded with the home page;
 * - `repair` (the repair-shop search tab): loaded when that tab is opened;
 * - `saved` (saved searches, watched cars and their pages): loaded when one of them is shown;
 * - `insights` (market value in the car details, AI analysis and AI comparison): loaded with those;
 * - `admin` (the admin panel): loaded with /admin;
 * - `messages` (the email to a seller and My messages): loaded with the email dialog and /my-messages;
 * - `costs` (the price with import to Croatia and the loan calculator): loaded with those;
 * - `maps` (the results map and the repair-shop map): loaded by features/maps/map-texts.ts when a map is opened.
 * Each file is its own chunk (a dynamic import), loaded when first needed and precached by the service
 * worker, so every language works offline. Every language has every key, so there is no fallback language.
 * Croatian plurals (one/few/other) come from i18next's Intl.PluralRules: keys `x_one`, `x_few`, `x_other`.
 *
 * Adding strings: add the key to all three `common.json` files (locales.test.ts fails otherwise) and use
 * `t('group.key')`; the key is type-checked against the English file.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './language';

// The table of text files is part of the first load: the maps' texts are left out of it and loaded by the maps
// feature itself (features/maps/map-texts.ts), so offering a map did not make the first visit heavier.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/maps.json',
]);

/** Reads `locales/<language>/<namespace>.json` through its dynamic import. */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No "${namespace}" texts for "${language}"`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/** Starts i18next in the language and loads its `common` texts. Call once. */
export function initI18n(language: Language): Promise<unknown> {
  ready ??= i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every language has every key (locales.test.ts): no fallback language is loaded, so a Croatian or German
      // page does not download the English texts as well.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false }, // React escapes.
      // Ask for the texts now, not in a timer: a timer set by the entry script waits behind every task queued
      // meanwhile (the search section's modules being evaluated), 50-60 ms on a warm start.
      initAsync: false,
      returnNull: false,
      // Only a language change renders the texts again. A text file arriving ('loaded') need not: a component
      // whose texts are missing suspends until they arrive. Bound to it, every component with texts rendered
      // again, all at once and in one blocking pass, whenever any file arrived (300 ms on a phone).
      react: { useSuspense: true, bindI18n: 'languageChanged' },
    })
    .then(() => showDocumentIn(language));
  return ready;
}

/** The page's lang (hyphenation, screen readers) and its web app manifest in that language. */
function showDocumentIn(language: Language): void {
  if (typeof document === 'undefined') return; // the build's prerender
  document.documentElement.lang = language;
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`);
}

/** Switches the interface language; its texts are loaded first, so nothing shows in between. */
export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  showDocumentIn(language);
}

/** Loads a language's texts ahead of a switch (e.g. when the pointer is over the language link). */
export function preloadLanguage(language: Language): void {
  void i18n.loadLanguages(language);
}

/** The language the interface is currently shown in. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}
