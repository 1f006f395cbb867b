/** Vitest setup of the PWA tests: i18next started in English with its texts loaded, as main.tsx does. */
import { initI18n } from './lib/i18n';

await initI18n('en');
