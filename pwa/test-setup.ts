/** Vitest setup of the PWA tests: i18next started in English with its texts loaded, as main.tsx does. */
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { DEVICE_ACCOUNT_KEY } from './features/auth/api/device-account';
import { resetConnectivity } from './lib/connectivity';
import { initI18n } from './lib/i18n';

// findBy*/waitFor give up after 1 s by default, too short on a busy 2-core CI machine; a passing
// query still returns as soon as the element appears.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no CSS.escape, which react-aria uses (tabs, collections) to find elements by id.
const cssGlobal = globalThis as { CSS?: { escape?: (value: string) => string } };
cssGlobal.CSS ??= {};
cssGlobal.CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

await initI18n('en');

// A network failure in one test must not leave the next one "offline".
afterEach(() => resetConnectivity());
// Nor may an account one test signed in stay on the "device" for the next one.
afterEach(() => globalThis.localStorage?.removeItem(DEVICE_ACCOUNT_KEY));
