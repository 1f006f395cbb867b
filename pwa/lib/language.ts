/**
 * Interface languages and their route prefixes (spec section 2): English has none, Croatian /hr,
 * German /de. The language is derived from the first path segment.
 */
import type { Language } from '@contract/catalog';

export type { Language };
export const LANGUAGES = ['en', 'hr', 'de'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Route prefixes of the non-default languages ('' for English). */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** An app path ("/", "/car/x") under the language's prefix: ("/", "hr") -> "/hr". */
export function localizePath(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
