/**
 * A Vite plugin for the client build: writes each public page (api/contract/prerendered-pages.ts) as HTML,
 * rendered by the server bundle of pwa/prerender.tsx (built first, into dist-ssr/, by `npm run build`), plus
 * the empty shell for every other path. It runs before the service worker's precache manifest is made, so the
 * pages are precached and an offline start shows them at once.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  CAR_PAGE_TEMPLATE,
  PRERENDERED_PATHS,
  SHELL_FILE,
  prerenderedFile,
} from '../api/contract/prerendered-pages.js';

interface PrerenderedPage {
  body: string;
  head: string;
  language: string;
  description: string;
  namespaces: string[];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type PrerenderModule = { prerenderPage(path: string): Promise<PrerenderedPage> };

/**
 * Lazily loaded modules whose markup a page's HTML contains: their stylesheets are linked in <head>. The
 * home page's lazy parts (quick search, search section) are not in its HTML; every other prerendered page is
 * a static page.
 */
const renderedLazyModules = (pagePath: string) =>
  /^\/((hr|de)\/?)?$/.test(pagePath) ? [] : ['pwa/app/routes/static-page.tsx'];

function isChunk(output: OutputBundle[string] | undefined): output is OutputChunk {
  return output?.type === 'chunk';
}

/** The stylesheets of a lazily loaded module and of everything it imports statically. */
function stylesheetsOf(bundle: OutputBundle, modulePath: string): string[] {
  return filesOf(bundle, modulePath).css;
}

/** The chunks (the module's own first) and stylesheets of a lazily loaded module and of everything it imports statically. */
function filesOf(bundle: OutputBundle, modulePath: string): { js: string[]; css: string[] } {
  const entry = Object.values(bundle).find((output) => isChunk(output) && output.facadeModuleId?.endsWith(modulePath));
  if (!isChunk(entry)) throw new Error(`Prerender: no chunk for ${modulePath}`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    const metadata = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
    metadata?.importedCss.forEach((file) => css.add(file));
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (isChunk(next)) visit(next);
    }
  };
  visit(entry);
  return { js: [...seen], css: [...css] };
}

/**
 * The template of a car page the server renders (api/features/cars/car-page-html.ts): the shell with the car
 * page's stylesheets (its HTML is styled at first paint, without a shift when the code arrives), its code
 * preloaded beside the entry (the page hydrates one round trip sooner) and the early-press keeper. Written beside the server bundle, not
 * into dist/: it is no page of its own.
 */
function carPageTemplate(bundle: OutputBundle, shell: string): string {
  const { js, css } = filesOf(bundle, 'pwa/app/routes/car.tsx');
  const links = [
    ...css
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  // Before the entry: presses on the page's buttons are kept from the first paint (see public/early-press.js).
  const withEarlyPress = shell.replace('<script type="module"', '<script defer src="/early-press.js"></script>$&');
  if (withEarlyPress === shell) throw new Error('Prerender: the shell has no module script');
  return withEarlyPress.replace('</head>', `${links.join('')}</head>`);
}

export function prerenderPages({ serverBundle }: { serverBundle: string }): Plugin {
  return {
    name: 'autotrzni:prerender-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const template = bundle['index.html'];
        if (template?.type !== 'asset' || typeof template.source !== 'string')
          throw new Error('Prerender: index.html is missing');
        if (!existsSync(serverBundle)) throw new Error(`Prerender: ${serverBundle} is missing (run \`npm run build\`)`);
        const shell = template.source;
        process.env.NODE_ENV = 'production'; // React's production server renderer
        const { prerenderPage } = (await import(pathToFileURL(serverBundle).href)) as PrerenderModule;
        const stylesheetsFor = (pagePath: string) =>
          renderedLazyModules(pagePath)
            .flatMap((module) => stylesheetsOf(bundle, module))
            .filter((file, index, all) => all.indexOf(file) === index && !shell.includes(`/${file}"`))
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
            .join('');

        for (const pagePath of PRERENDERED_PATHS) {
          const page = await prerenderPage(pagePath);
          const stylesheets = stylesheetsFor(pagePath);
          const html = shell
            .replace('<html lang="en">', `<html lang="${page.language}">`)
            .replace(/<title>[\s\S]*?<\/title>/, page.head.match(/<title>[\s\S]*?<\/title>/)?.[0] ?? '$&')
            .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeAttribute(page.description)}"`)
            .replace('</head>', `${stylesheets}</head>`)
            .replace(
              /href="\/manifest\.webmanifest"/,
              page.language === 'en' ? '$&' : `href="/manifest.${page.language}.webmanifest"`,
            )
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-namespaces="${escapeAttribute(page.namespaces.join(','))}">${page.body}</div>`,
            );
          if (html.includes('<div id="root"></div>')) throw new Error(`Prerender: ${pagePath} rendered nothing`);
          // The CSP (no inline scripts or style attributes) would block these in the HTML: render such parts in the browser.
          const blocked = /<script|\sstyle="/.exec(page.body);
          if (blocked)
            throw new Error(`Prerender: ${pagePath} has ${blocked[0].trim()} in its markup, which the CSP blocks`);
          const fileName = prerenderedFile(pagePath);
          // The home page's file is the template itself; every other path is answered with the empty shell.
          if (fileName === 'index.html') template.source = html;
          else this.emitFile({ type: 'asset', fileName, source: html });
        }
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell });
        writeFileSync(path.join(path.dirname(serverBundle), CAR_PAGE_TEMPLATE), carPageTemplate(bundle, shell));
      },
    },
  };
}
