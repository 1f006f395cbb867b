/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { localizedManifests, webManifest } from './manifest/manifest.js';
import { pwaIcons } from './manifest/pwa-icons.js';
import { prerenderPages } from './prerender/vite-plugin.js';
import { THEME_BOOT_SCRIPT } from './api/contract/theme-boot.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiPort = Number(process.env.PORT ?? 3000);

// `npm run build` builds pwa/prerender.tsx for Node first (`vite build --ssr`, into dist-ssr/), then the app,
// whose prerender plugin uses it to write the public pages' HTML.
const SERVER_BUNDLE_DIR = here('./dist-ssr');

/** The design system's interactive parts: react-aria and pwa/ui. */
const UI_MODULE =
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc)[\\/]|[\\/]pwa[\\/]ui[\\/]/;
/** The combobox's own modules (react-aria's, react-stately's, its texts and pwa/ui's). */
const COMBO_BOX_MODULE =
  /node_modules[\\/](react-aria-components[\\/]dist[\\/](exports|private)[\\/]ComboBox\.|react-aria[\\/]dist[\\/](exports[\\/]useComboBox\.|private[\\/](combobox|intl[\\/]combobox)[\\/])|react-stately[\\/]dist[\\/](exports[\\/]useComboBoxState\.|private[\\/]combobox[\\/]))|[\\/]pwa[\\/]ui[\\/]combo-box/;

/**
 * The small modules that the home page's search and a car page both need at once (the catalogue, formats, the
 * car photo, the market-value label, the watch button, opening hours, ...). Left to the bundler they are a dozen chunks of 1 to
 * 10 kB, each a round trip on a phone's first visit.
 */
const SHARED_MODULE = new RegExp(
  [
    String.raw`api[\\/]contract[\\/](catalog[\\/](vehicle|brands|countries|index)|search-semantics|search-url|car-image|near|distance|saved-search-constants|photo-limits|opening-hours|language[\\/](car-names|plural|index))\.ts$`,
    String.raw`pwa[\\/]lib[\\/](format|use-now|use-debounced-value|api-error-text|opening-status|seller-opening|when-near-view|db[\\/](index|load|use-live-query))\.tsx?$`,
    String.raw`pwa[\\/]features[\\/](cars|insights|import-cost[\\/](index|lazy|landed-setting))[\\/.]`,
    String.raw`pwa[\\/]features[\\/]saved-searches[\\/](index|api[\\/]saved-searches|components[\\/](dialog-names|saved-icons|save-search-button|watch-button))\.tsx?$`,
    // A style module and the stylesheet vanilla-extract makes of it.
    String.raw`pwa[\\/]features[\\/]saved-searches[\\/]components[\\/](saved-searches|watch-button)\.css\.ts`,
  ].join('|'),
);

/** The device's database: Dexie and the tables' modules (not the small loader the pages import). */
const DB_MODULE = /node_modules[\\/]dexie[\\/]|pwa[\\/]lib[\\/]db[\\/](?!index\.|load\.|use-live-query\.)[\w-]+\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./pwa'),
  publicDir: here('./public'),
  resolve: {
    alias: { '@contract': here('./api/contract') },
  },
  // The footer's year in prerendered pages, so that their hydration renders the same text.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  plugins: [react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : clientPlugins())],
  build: {
    outDir: isSsrBuild ? SERVER_BUNDLE_DIR : here('./dist'),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: !isSsrBuild,
    rolldownOptions: {
      output: {
        // A language's texts (locales/<lang>/<ns>.json, one chunk each) are named as such: 'texts-hr-details-…js',
        // not 'details-…js' beside the code's chunks (where the search's texts and the search's code were both 'search').
        chunkFileNames: (chunk) => {
          const texts = /[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return texts ? `assets/texts-${texts[1]}-${texts[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Everything the entry loads up front goes into the entry chunk: one request for the first load
        // instead of a dozen, and a new lazy chunk (a tab, a dialog) that shares code with the entry does not
        // make the bundler re-split that code into more first-load files (`npm run bench:home`).
        // The design system's interactive parts (react-aria and pwa/ui) that lazy pages and dialogs share are one
        // chunk, loaded once, instead of a dozen small ones each costing a round trip on a phone.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            {
              name: 'ui',
              test: (id: string) => UI_MODULE.test(id) && !COMBO_BOX_MODULE.test(id),
              priority: 1,
            },
            // The combobox (the search's place field) loads when the person turns to that field: its own code
            // stays out of the shared chunk every first visit loads (what it shares with the rest stays there).
            { name: 'combo-box', test: COMBO_BOX_MODULE, priority: 0 },
            // Only those modules: their own imports stay where the bundler puts them (with them came the
            // catalogue's engine tables and the gazetteer, 600 kB a first visit does not need).
            { name: 'shared', test: SHARED_MODULE, priority: 0, includeDependenciesRecursively: false },
            // The device's database (Dexie and its tables), loaded together once the page is idle.
            { name: 'db', test: DB_MODULE, priority: 0 },
            // The service worker's registration and workbox-window, asked for together once the page has loaded.
            {
              name: 'register',
              test: /node_modules[\\/]workbox-window[\\/]|pwa[\\/]lib[\\/]service-worker[\\/]register\.ts$/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  test: {
    root: here('.'),
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, which leaves
    // a core idle while the test files run one after another (12 min there; about 7 with two workers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          root: here('.'),
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'manifest/**/*.test.ts'],
          environment: 'node',
          // Two workers share one MongoDB server (FerretDB on PostgreSQL) on a 2-core machine: a contract test
          // that takes 2–3 s alone may take over Vitest's default 5 s while the other worker writes too.
          testTimeout: 20_000,
          // The MongoDB legs' server: $MONGODB_URI, else FerretDB built and started for the run (see the script).
          globalSetup: ['scripts/mongodb-test-server.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pwa',
          root: here('.'),
          include: ['pwa/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['pwa/test-setup.ts'],
          // The real API on loopback for the offline-agreement test (see the script).
          globalSetup: ['scripts/search-api-server.ts'],
        },
      },
    ],
  },
}));

/** The browser build's own plugins: icons, manifests, the prerendered pages and the service worker. */
/** The theme script at the top of every page's <head> (see api/contract/theme-boot.ts). */
function themeBoot(): Plugin {
  return {
    name: 'autotrzni:theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

function clientPlugins() {
  return [
    themeBoot(),
    pwaIcons(),
    localizedManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false, // pwa/lib/service-worker/register.ts registers it with workbox-window
      manifest: webManifest,
      includeManifestIcons: false, // the icons are build output (pwa-icons), precached by the glob below
      injectManifest: {
        // A classic script: an ES-module sw.js fails to evaluate when registered as a classic worker.
        rollupFormat: 'iife',
        // Every chunk, including each language's translation files (locales/<lang>/<ns>.json become JS
        // chunks), so all three languages work offline.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The static pages' long texts are big chunks; raise the limit so none is silently left out.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    prerenderPages({ serverBundle: `${SERVER_BUNDLE_DIR}/prerender.js` }),
  ];
}
