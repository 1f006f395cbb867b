/**
 * A shared car page's HTML (/car/{id}, /hr/car/{id}, /de/car/{id}): the car's photo, title, price and key facts
 * rendered on the server by the app's own components (the build's server renderer, dist-ssr/prerender.js), so
 * that a phone paints them from the first response and requests the photo from the HTML, not after the app's
 * code and the car's data. The car comes with the page as a JSON data block (not a script the CSP would have to
 * allow): the browser's first render shows the same car, and React hydrates the markup instead of replacing it.
 *
 * Rendered pages are kept per address (the language and the id segment: the header's language links name it)
 * and per content of the listing: a listing that changes is rendered again at once. The view count is left out
 * of that key, or every new visitor would render the page again; a page is therefore kept for a minute at most,
 * so the count it shows is never more than a minute old. Without a build of the server renderer (tests, a
 * fresh checkout), the page is the shell with the car's head tags, as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Car } from '@contract/car';
import { CAR_PAGE_DATA_ID, CAR_PAGE_TEMPLATE } from '@contract/prerendered-pages';
import { withCarHead } from './car-page-head';

type PageLanguage = 'en' | 'hr' | 'de';

interface RenderedPage {
  body: string;
  namespaces: string[];
}

interface ServerRenderer {
  renderCarPage(path: string, car: Car): Promise<RenderedPage>;
}

export interface CarPageHtmlOptions {
  /** The built app (dist/): its shell when there is no server renderer. */
  distDir: string;
  /** The build's server renderer (dist-ssr/): prerender.js and the car page's template. */
  serverRendererDir: string;
  /** How long a rendered page is kept (it shows the view count of its time). */
  maxAgeMs?: number;
  /** How many rendered pages are kept (the least recently used go first). */
  maxPages?: number;
  /** How long a visitor waits for a render before getting the shell (see carPage). */
  renderBudgetMs?: number;
  now?: () => number;
}

export interface CarPageRequest {
  /** The page's path as asked for (/hr/car/skoda-octavia-2019-diesel-MTIz). */
  path: string;
  language: PageLanguage;
  car: Car;
  /** The address people open, for the Open Graph tags. */
  origin: string;
}

/** The element the app renders into (pwa/index.html). */
const ROOT = '<div id="root"></div>';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside a <script> element: "</script>" or "<!--" in a dealer's text must not end or change it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The car's content as a page shows it, but for the view count (see above). */
function contentDigest(car: Car): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ ...car, viewCount: 0 }))
    .digest('base64url');
}

export function carPageHtml({
  distDir,
  serverRendererDir,
  maxAgeMs = 60_000,
  maxPages = 500,
  renderBudgetMs = 2500,
  now = Date.now,
}: CarPageHtmlOptions) {
  const cache = new Map<string, { html: string; renderedAt: number }>();
  const rendering = new Map<string, Promise<string | null>>();
  let renderer: Promise<{ render: ServerRenderer; template: string } | null> | undefined;

  const loadRenderer = () => {
    renderer ??= (async () => {
      const bundle = path.join(serverRendererDir, 'prerender.js');
      const templateFile = path.join(serverRendererDir, CAR_PAGE_TEMPLATE);
      if (!fs.existsSync(bundle) || !fs.existsSync(templateFile)) return null;
      const [render, template] = await Promise.all([
        import(pathToFileURL(bundle).href) as Promise<ServerRenderer>,
        fs.promises.readFile(templateFile, 'utf8'),
      ]);
      return { render, template };
    })().catch((error: unknown) => {
      console.error('The car page renderer could not be loaded; car pages are rendered in the browser', error);
      return null;
    });
    return renderer;
  };

  /** Today's page without the server renderer: the shell with the car's head tags (null without a build). */
  async function shellPage({ car, language, origin }: CarPageRequest): Promise<string | null> {
    const shell = path.join(distDir, 'shell.html');
    return fs.existsSync(shell) ? withCarHead(await fs.promises.readFile(shell, 'utf8'), car, language, origin) : null;
  }

  async function render(request: CarPageRequest): Promise<string | null> {
    const loaded = await loadRenderer();
    if (!loaded) return shellPage(request);
    const { path: pagePath, language, car, origin } = request;
    const page = await loaded.render.renderCarPage(pagePath, car);
    // The CSP (no inline scripts or style attributes) would block these: such a page is the browser's to render.
    const blocked = /<script|\sstyle="/.exec(page.body);
    if (blocked)
      throw new Error(`The car page ${pagePath} has ${blocked[0].trim()} in its markup, which the CSP blocks`);
    const root = `<div id="root" data-namespaces="${escapeAttribute(page.namespaces.join(','))}">${page.body}</div>`;
    const data = `<script type="application/json" id="${CAR_PAGE_DATA_ID}">${scriptJson(car)}</script>`;
    // A replacer function: the rendered text goes in as it is, never read as a pattern ($&, $' …).
    return withCarHead(loaded.template, car, language, origin).replace(ROOT, () => root + data);
  }

  function keep(key: string, html: string): void {
    cache.delete(key); // to the end: the most recently used
    cache.set(key, { html, renderedAt: now() });
    if (cache.size > maxPages) cache.delete(cache.keys().next().value!);
  }

  /**
   * The page's HTML, rendered or kept; null when there is nothing to serve it with (no build). A render that
   * takes longer than the budget (the renderer's first load after a start, a busy host) is not waited for: the
   * visitor gets the shell at once (the browser renders the car), and the render, once done, is kept for the next.
   */
  return async function carPage(request: CarPageRequest): Promise<string | null> {
    const key = `${request.origin} ${request.path} ${contentDigest(request.car)}`;
    const kept = cache.get(key);
    if (kept && now() - kept.renderedAt < maxAgeMs) {
      keep(key, kept.html);
      return kept.html;
    }
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(request)
        .then((html) => {
          if (html !== null) keep(key, html);
          return html;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<'over budget'>(
      (resolve) => (timer = setTimeout(resolve, renderBudgetMs, 'over budget')),
    );
    const first = await Promise.race([pending, overBudget]).finally(() => clearTimeout(timer));
    return first === 'over budget' ? shellPage(request) : first;
  };
}
