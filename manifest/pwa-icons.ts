/**
 * A small Vite plugin: renders the PNG icons of the manifest from the SVG sources with sharp at build
 * time (no binary files in the repository), serves them in development, and adds the theme colour,
 * favicon and apple-touch-icon tags to index.html.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { PNG_ICONS, SVG_FAVICON, THEME_COLOR } from './manifest.js';

const sourcePath = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export async function renderIcon(source: string, size: number): Promise<Buffer> {
  const svg = await readFile(sourcePath(source));
  // Rasterise at a density that gives at least `size` pixels (the SVGs are 512 user units), then fit.
  const density = Math.max(72, Math.ceil((72 * size) / 512) * 2);
  return sharp(svg, { density }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

async function render(fileName: string): Promise<{ body: Buffer; type: string } | undefined> {
  if (fileName === SVG_FAVICON.fileName) {
    return { body: await readFile(sourcePath(SVG_FAVICON.source)), type: 'image/svg+xml' };
  }
  const icon = PNG_ICONS.find((candidate) => candidate.fileName === fileName);
  return icon && { body: await renderIcon(icon.source, icon.size), type: 'image/png' };
}

export function pwaIcons(): Plugin {
  return {
    name: 'autotrzni:pwa-icons',

    async generateBundle() {
      for (const { fileName } of [...PNG_ICONS, SVG_FAVICON]) {
        const file = await render(fileName);
        if (file) this.emitFile({ type: 'asset', fileName, source: file.body });
      }
    },

    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const fileName = (request.url ?? '').split('?')[0]!.replace(/^\//, '');
        render(fileName).then((file) => {
          if (!file) return next();
          response.setHeader('Content-Type', file.type);
          response.end(file.body);
        }, next);
      });
    },

    transformIndexHtml() {
      return [
        { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'icon', href: `/${SVG_FAVICON.fileName}`, type: 'image/svg+xml' },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'icon', href: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png' },
          injectTo: 'head',
        },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
      ];
    },
  };
}
