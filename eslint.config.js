import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from './eslint-rules/boundaries.js';
import { featureZones, pwaLayerZones } from './eslint-rules/layers.js';

/**
 * Which PWA feature may use which, through the used feature's index.ts only, and why. One-way: a feature
 * listed under another never lists that one back (eslint-rules/layers.js refuses), and import-x/no-cycle
 * refuses longer circles. The page that shows a feature's parts composes them (home puts the compare,
 * watch and details actions into the search's result cards), so the lower features need not know each other.
 */
const FEATURE_EDGES = {
  admin: {
    'ai-search': `the data tab shows the filters it imports cars by as the AI search's chips`,
    cars: `resetting the cars clears every cached copy of them`,
    countries: `the statistics name the countries`,
    errors: `the error demo throws inside the error boundary`,
  },
  'ai-search': {
    auth: `the remaining searches are counted per signed-in person`,
    search: `an AI or voice answer runs as the classic search and shows in its results`,
  },
  'car-details': {
    auth: `the contact actions are for signed-in people`,
    cars: `the car itself, its image and its view count`,
    'import-cost': `the landed price and the loan calculator`,
    insights: `the market value and the AI analysis`,
    'saved-searches': `the watch button`,
    'seller-email': `the "Email the seller" action`,
  },
  compare: {
    cars: `the compared cars share the cars' query keys`,
    countries: `the table names the countries`,
    'import-cost': `the table's landed prices`,
    insights: `the deal labels and the AI comparison`,
  },
  dealer: {
    auth: `the dashboard is the signed-in dealer's`,
    cars: `the seller page shows its cars' images`,
    insights: `the price hint asks the market value`,
  },
  home: {
    admin: `the admin's "Reset cars" button over the search`,
    'ai-search': `the AI and voice tabs`,
    auth: `which tabs are locked`,
    'car-details': `the details dialog and the cards' "View details" action`,
    compare: `the comparison bar and the cards' compare toggle`,
    repair: `the repair tab`,
    'saved-searches': `the cards' watch button and the results' "Save search"`,
    search: `the quick search, the classic form and the results`,
  },
  insights: {
    auth: `the AI analysis is for signed-in people`,
  },
  repair: {
    maps: `the shops found, on a map`,
  },
  'saved-searches': {
    auth: `saved searches and watched cars are a signed-in person's`,
    cars: `the watched cars' images`,
    search: `a saved search opens as the classic search (its address)`,
  },
  search: {
    cars: `the cards' images and the cars' query keys`,
    countries: `the form's and the cards' country names`,
    'import-cost': `the cards' landed price and its switch`,
    insights: `the cards' deal label`,
    maps: `the results' map view`,
  },
  'seller-email': {
    auth: `the messages are a signed-in person's`,
  },
  'static-pages': {
    maps: `the about page credits the map tiles' source, as configured`,
  },
};

// import-x reads the imported TypeScript files themselves (no-cycle follows their imports), resolving @contract/*
// through tsconfig.json's paths.
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
};

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', '**/*-test-kit.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Plain scripts the pages load as they are (not bundled).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The layers: no circles, nothing lower imports anything higher, features meet only along FEATURE_EDGES.
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...pwaLayerZones, ...featureZones(FEATURE_EDGES)] }],
    },
  },
  {
    // Tests and test kits may also use another feature's testing/ kits (fake servers, renderers).
    files: TEST_FILES.map((pattern) => `pwa/${pattern}`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...pwaLayerZones, ...featureZones(FEATURE_EDGES, { testing: true })] },
      ],
    },
  },
  // ---- api layers ----------------------------------------------------------------------------------------
  // No circles; api/platform never imports api/features, and nothing below the composition root (api/app.ts,
  // api/services.ts, api/main.ts) imports it.
  {
    files: ['api/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'api/platform',
              from: 'api/features',
              message: 'api/platform sits below the features and never imports them.',
            },
            {
              target: ['api/platform', 'api/features', 'api/contract'],
              from: ['api/app.ts', 'api/services.ts', 'api/main.ts'],
              message: 'api/app.ts, api/services.ts and api/main.ts compose the features; nothing below imports them.',
            },
          ],
        },
      ],
    },
  },
  // ---- end of the api layers -----------------------------------------------------------------------------
  {
    files: ['pwa/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Command-line scripts talk to a person on the terminal.
    files: ['scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
