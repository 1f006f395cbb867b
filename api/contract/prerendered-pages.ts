/**
 * The public pages the build renders to HTML (home, the static pages and the import guide, in en, hr and de),
 * and the file each is written to. The server and the service worker answer these paths with their page; every
 * other app path gets the empty shell, which the app renders in the browser.
 */
/**
 * The car import guide's path (without the language prefix). Every page has one English path under every
 * language prefix (/car-import-guide, /hr/car-import-guide, /de/car-import-guide): an address differs between
 * languages only by its prefix, so a link shared from one language opens the same page in another and the
 * server, the service worker and the hreflang alternates need no table of translated slugs.
 */
export const IMPORT_GUIDE_PATH = '/car-import-guide';

const PREFIXES = { en: '', hr: '/hr', de: '/de' } as const;
const STATIC_PAGES = ['/how-it-works', '/terms-of-service', '/privacy-policy', '/cookie-policy'];

/**
 * Paths (without the language prefix) that pages had before every page took its English path, and where each
 * page lives now. Old bookmarks and links from other sites keep working: the server answers them with a
 * permanent redirect, the service worker and the app move there too.
 */
const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/uvoz-auta': IMPORT_GUIDE_PATH,
  '/autokauf-import': IMPORT_GUIDE_PATH,
};

/** The old paths, each under every language prefix ("/uvoz-auta", "/hr/uvoz-auta", "/de/uvoz-auta", ...). */
export const MOVED_PATHS: readonly string[] = Object.values(PREFIXES).flatMap((prefix) =>
  Object.keys(MOVED_PAGES).map((old) => `${prefix}${old}`),
);

/**
 * Where an old path lives now, under the same language prefix and keeping a trailing query or hash given
 * with it ("/hr/uvoz-auta?x=1" -> "/hr/car-import-guide?x=1"); null for a path that did not move.
 */
export function movedPath(path: string): string | null {
  const match = /^((?:\/(?:hr|de))?)(\/[^/?#]+)\/*([?#].*)?$/.exec(path);
  if (!match) return null;
  const [, prefix = '', page = '', rest = ''] = match;
  const target = MOVED_PAGES[page];
  return target === undefined ? null : `${prefix}${target}${rest}`;
}

/** The shell for every path that is not prerendered (no page markup; the app renders it). */
export const SHELL_FILE = 'shell.html';

/**
 * The car page's template, written by the build beside the server renderer (dist-ssr/): the shell with the car
 * page's stylesheets and code, into which the server renders a car.
 */
export const CAR_PAGE_TEMPLATE = 'car-page.html';

/** The id of the JSON block a server-rendered car page carries its car in (the browser's first render shows it). */
export const CAR_PAGE_DATA_ID = 'car-page-data';

/** Every prerendered path: "/", "/how-it-works", ..., "/hr", "/hr/car-import-guide", ... */
export const PRERENDERED_PATHS: readonly string[] = Object.values(PREFIXES).flatMap((prefix) => [
  prefix || '/',
  ...[...STATIC_PAGES, IMPORT_GUIDE_PATH].map((page) => `${prefix}${page}`),
]);

const prerendered = new Set(PRERENDERED_PATHS);

/** The file of a prerendered path ("/" -> "index.html", "/hr/car-import-guide" -> "hr/car-import-guide/index.html"). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The file that answers a navigation to a path: its prerendered page, else the shell. */
export function pageFileFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return prerendered.has(path) ? prerenderedFile(path) : SHELL_FILE;
}
