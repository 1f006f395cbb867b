/**
 * What goes into <head> for a page, as pure functions: the canonical address (without search-term query
 * parameters) and the hreflang alternates of the same page in every language.
 */
import { LANGUAGES, pathInLanguage, type Language } from './language';

/**
 * Query parameters that name a different page of content and so stay in the canonical address. Everything
 * else (search terms, filters, sort orders, tracking) is removed.
 */
const CANONICAL_PARAMS = ['page'] as const;

function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    // Page 1 is the page without the parameter.
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

function normalisePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The canonical URL of the page at `pathname` + `search` (the hash never belongs to it). */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  return `${origin}${normalisePathname(pathname)}${canonicalSearch(search)}`;
}

export interface Alternate {
  hrefLang: Language | 'x-default';
  href: string;
}

/** The page in every language, plus x-default (English, the unprefixed version). */
export function alternateUrls(origin: string, pathname: string, search = ''): Alternate[] {
  const path = `${normalisePathname(pathname)}${canonicalSearch(search)}`;
  const inLanguage = (language: Language) => `${origin}${pathInLanguage(path, language)}`;
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: inLanguage(language) })),
    { hrefLang: 'x-default' as const, href: inLanguage('en') },
  ];
}
