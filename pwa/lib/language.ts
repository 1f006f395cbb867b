/**
 * Interface languages and their routes, as pure functions: English has no prefix,
 * Croatian is under /hr, German under /de; the language is the first path segment. After the prefix every
 * page has its English path in every language.
 */
import type { Language } from '@contract/catalog';
import { IMPORT_GUIDE_PATH, movedPath } from '@contract/prerendered-pages';

export type { Language };
export { IMPORT_GUIDE_PATH, movedPath };
export const LANGUAGES = ['en', 'hr', 'de'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Route prefixes of the non-default languages ('' for English). */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
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

/** The path without its language prefix: "/hr/car/x" -> "/car/x", "/de" -> "/", "/hr/" -> "/". */
export function stripLanguagePrefix(pathname: string): string {
  const language = languageFromPath(pathname);
  const rest = language === DEFAULT_LANGUAGE ? pathname : pathname.slice(languagePrefix(language).length);
  return rest === '' ? '/' : rest;
}

/** Splits "/a/b?x=1#h" into its path, search ("?x=1" or '') and hash ("#h" or ''). */
export function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: (searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt)) || '/',
    search: searchAt === -1 ? '' : beforeHash.slice(searchAt),
    hash,
  };
}

/**
 * The same page in another language, keeping the query and the hash: ("/hr/car/x?page=2#top", "de") ->
 * "/de/car/x?page=2#top". A page's old path gives its present one: ("/hr/uvoz-auta", "en") -> "/car-import-guide".
 */
export function pathInLanguage(path: string, target: Language): string {
  const { pathname, search, hash } = splitPath(path);
  const current = movedPath(pathname) ?? pathname;
  return `${localizePath(stripLanguagePrefix(current), target)}${search}${hash}`;
}

/**
 * Where to go instead when the app opens: the stored language's home page, but only for "/" reached from
 * outside the site (no referrer from this origin). Deep links and in-site navigation are never redirected.
 * Answers null to stay.
 */
export function initialLanguageRedirect(options: {
  pathname: string;
  search: string;
  hash: string;
  referrer: string;
  origin: string;
  stored: Language | null;
}): string | null {
  const { pathname, search, hash, referrer, origin, stored } = options;
  if (pathname !== '/' || !stored || stored === DEFAULT_LANGUAGE) return null;
  if (referrer && sameOrigin(referrer, origin)) return null;
  return `${localizePath('/', stored)}${search}${hash}`;
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
