/**
 * The public pages the build renders to HTML (home, the static pages and the import guide, in en, hr and de),
 * and the file each is written to. The server and the service worker answer these paths with their page; every
 * other app path gets the empty shell, which the app renders in the browser.
 */
import type { Language } from './catalog';

/** The car import guide's path (without the language prefix) in each language. */
export const IMPORT_GUIDE_PATHS: Record<Language, string> = {
  en: '/car-import-guide',
  hr: '/uvoz-auta',
  de: '/autokauf-import',
};

const PREFIXES: Record<Language, string> = { en: '', hr: '/hr', de: '/de' };
const STATIC_PAGES = ['/how-it-works', '/terms-of-service', '/privacy-policy', '/cookie-policy'];

/** The shell for every path that is not prerendered (no page markup; the app renders it). */
export const SHELL_FILE = 'shell.html';

/**
 * The car page's template, written by the build beside the server renderer (dist-ssr/): the shell with the car
 * page's stylesheets and code, into which the server renders a car.
 */
export const CAR_PAGE_TEMPLATE = 'car-page.html';

/** The id of the JSON block a server-rendered car page carries its car in (the browser's first render shows it). */
export const CAR_PAGE_DATA_ID = 'car-page-data';

/** Every prerendered path: "/", "/how-it-works", ..., "/hr", "/hr/uvoz-auta", ... */
export const PRERENDERED_PATHS: readonly string[] = (Object.keys(PREFIXES) as Language[]).flatMap((language) => {
  const prefix = PREFIXES[language];
  return [prefix || '/', ...[...STATIC_PAGES, IMPORT_GUIDE_PATHS[language]].map((page) => `${prefix}${page}`)];
});

const prerendered = new Set(PRERENDERED_PATHS);

/** The file of a prerendered path ("/" -> "index.html", "/hr/uvoz-auta" -> "hr/uvoz-auta/index.html"). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The file that answers a navigation to a path: its prerendered page, else the shell. */
export function pageFileFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return prerendered.has(path) ? prerenderedFile(path) : SHELL_FILE;
}
