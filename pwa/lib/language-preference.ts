/**
 * The language the user chose with the language switcher, kept in local storage and used
 * for "/" on a later visit from outside (see initialLanguageRedirect). Strictly necessary storage: it only
 * remembers what the user asked for.
 */
import { isLanguage, type Language } from './language';
import { readStorage, writeStorage } from './safe-storage';

const LANGUAGE_STORAGE_KEY = 'language';

export function storedLanguage(): Language | null {
  const value = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
}
