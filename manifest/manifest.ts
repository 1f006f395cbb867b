/**
 * The web app manifest source. vite-plugin-pwa writes it to dist/manifest.webmanifest and links it
 * from index.html; pwa-icons.ts renders the icon files it names from the SVGs beside this file.
 */
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#0b4f8a';
export const BACKGROUND_COLOR = '#f4f6f9';

/** Every PNG the build renders: its path in dist/, source SVG (in manifest/) and square size. */
export const PNG_ICONS = [
  { fileName: 'icons/icon-192.png', source: 'icon.svg', size: 192 },
  { fileName: 'icons/icon-512.png', source: 'icon.svg', size: 512 },
  { fileName: 'icons/maskable-512.png', source: 'icon-maskable.svg', size: 512 },
  // iOS rounds the corners itself and wants an opaque, full-bleed image.
  { fileName: 'icons/apple-touch-icon.png', source: 'icon-maskable.svg', size: 180 },
  { fileName: 'icons/favicon-32.png', source: 'icon.svg', size: 32 },
] as const;

/** The SVG favicon, copied as it is. */
export const SVG_FAVICON = { fileName: 'favicon.svg', source: 'icon.svg' } as const;

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Autotržni — used cars from Croatia and the EU',
  short_name: 'Autotržni',
  description:
    'Search and compare used cars from dealers and private sellers in Croatia and the EU, online and offline.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['shopping', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The manifest in Croatian and German (manifest.hr.webmanifest, manifest.de.webmanifest): the same app (one
 * id), named and described in the page's language and started at its home page. The page links the one of
 * its language (pwa/lib/i18n.ts), so installing from a Croatian page installs "rabljeni automobili".
 */
export const LOCALIZED_MANIFESTS: Record<'hr' | 'de', Partial<ManifestOptions>> = {
  hr: {
    name: 'Autotržni — rabljeni automobili iz Hrvatske i EU-a',
    description:
      'Pretražujte i uspoređujte rabljene automobile trgovaca i privatnih prodavatelja iz Hrvatske i EU-a, i bez internetske veze.',
    lang: 'hr',
    start_url: '/hr',
  },
  de: {
    name: 'Autotržni — Gebrauchtwagen aus Kroatien und der EU',
    description:
      'Gebrauchtwagen von Händlern und Privatverkäufern aus Kroatien und der EU suchen und vergleichen – auch offline.',
    lang: 'de',
    start_url: '/de',
  },
};

/** Writes the Croatian and German manifests beside the English one vite-plugin-pwa writes. */
export function localizedManifests(): Plugin {
  return {
    name: 'localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const [language, texts] of Object.entries(LOCALIZED_MANIFESTS)) {
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${language}.webmanifest`,
          source: JSON.stringify({ ...webManifest, ...texts }),
        });
      }
    },
  };
}
