/**
 * The server renderer (an SSR bundle built from this file into dist-ssr/): renders a page at its path to HTML,
 * so the first paint and the largest text or photo need no JavaScript. The build calls prerenderPage for the
 * public pages (prerender/vite-plugin.ts); the API server calls renderCarPage for a shared car page, with the
 * car it has read. It renders the same tree as the browser (App with a memory router at the path) and waits
 * for every lazy part and every language file, so the browser hydrates over the same markup. Other data
 * (results, the signed-in user) is not fetched here: those parts are in their loading state, as they are on
 * the browser's first render.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReportNamespaces } from 'react-i18next';
import type { Car } from '@contract/car';
import { QueryClient } from '@tanstack/react-query';
import { App } from './app/app';
import { CAR_DETAIL_NAMESPACES } from './features/car-details/detail-texts';
import { carKeys, type CarResult } from './features/cars';
import { i18n, initI18n } from './lib/i18n';
import { languageFromPath } from './lib/language';

export interface PrerenderedPage {
  /** The markup of #root. */
  body: string;
  /** The <title>, <meta> and <link> elements the page rendered, for <head>. */
  head: string;
  language: string;
  /** The site's description in the page's language (pages set their own once the app runs). */
  description: string;
  /** The text namespaces the page used: the browser loads them before it hydrates (see main.tsx). */
  namespaces: string[];
}

/** The record react-i18next keeps of the namespaces components asked for (made on the first one). */
const texts = i18n as unknown as { reportNamespaces?: ReportNamespaces };
const usedNamespaces = () => texts.reportNamespaces?.getUsedNamespaces() ?? [];

/**
 * One page at a time: the language layer is one instance whose language each render sets, so two renders at
 * once (the server answering a Croatian and a German car page) would mix their texts.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const result = queue.then(render, render);
  queue = result.catch(() => undefined);
  return result;
}

async function render(
  path: string,
  queryClient?: QueryClient,
  preloadNamespaces: readonly string[] = [],
): Promise<PrerenderedPage> {
  const language = languageFromPath(path);
  await initI18n(language);
  // Only `common` for the new language: i18next's changeLanguage otherwise loads every namespace loaded before.
  i18n.options.ns = ['common'];
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...preloadNamespaces]);
  // What this page's components ask for (react-i18next makes a new record on the first one): the store holds
  // what earlier pages loaded too (the Croatian and German home pages listed the static pages' long texts).
  delete texts.reportNamespaces;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App path={path} queryClient={queryClient} />
    </StrictMode>,
    // Everything inline (no out-of-order segments, which need inline scripts that the CSP forbids).
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(20_000),
      onError: (error) => console.error(`Prerender of ${path}:`, error),
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // React puts the page's <title> and <link>s first when it renders a part of a document; they belong in <head>.
  const head: string[] = [];
  let body = html;
  for (;;) {
    const match = /^\s*(<title\b[^>]*>[\s\S]*?<\/title>|<(?:link|meta)\b[^>]*>)/.exec(body);
    if (!match) break;
    head.push(match[1]!);
    body = body.slice(match[0].length);
  }
  const namespaces = [...new Set(['common', ...preloadNamespaces, ...usedNamespaces()])];
  return { body, head: head.join(''), language, description: i18n.t('app.description'), namespaces };
}

export function prerenderPage(path: string): Promise<PrerenderedPage> {
  return oneAtATime(() => render(path));
}

/**
 * A car page (/car/{id}, /hr/car/{id}, /de/car/{id}) showing this car, as the browser's first render shows it
 * when the car has arrived with the page (main.tsx hands it to the page the same way): the photo, the title,
 * the price and the key facts. The details' texts are all loaded first, as the browser loads them before it
 * hydrates the page.
 */
export function renderCarPage(path: string, car: Car): Promise<PrerenderedPage> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result: CarResult = { car, source: 'network', seenAt: Date.now() };
  queryClient.setQueryData(carKeys.car(car.id), result);
  return oneAtATime(() => render(path, queryClient, CAR_DETAIL_NAMESPACES));
}
