/**
 * The `maps` texts load with a map, through this module rather than lib/i18n.ts's table of text files: that
 * table is part of every page's first load, and the home page's first load must not grow for a map that most
 * visits never open. Each language's file is its own chunk (precached by the service worker like the others).
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { useLanguage } from '../../lib/i18n';
import type { Language } from '../../lib/language';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/maps.json');
const loading = new Map<Language, Promise<void>>();

function loadMapTexts(i18n: I18n, language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    const file = files[`../../locales/${language}/maps.json`];
    pending = file
      ? file().then((module) => void i18n.addResourceBundle(language, 'maps', module.default, true, true))
      : Promise.reject(new Error(`No map texts for "${language}"`));
    // A failed load (offline before the file was cached) is tried again next time.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** `t` for the `maps` texts in the page's language; suspends until they are here. */
export function useMapTexts() {
  const language = useLanguage();
  // The app's instance, from its provider (importing lib/i18n's export would cost the first load a few bytes).
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(language, 'maps')) use(loadMapTexts(i18n, language));
  return useTranslation('maps');
}
