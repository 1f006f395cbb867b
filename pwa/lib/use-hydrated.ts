import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is prerendered at build time and while the browser hydrates over that HTML, true from
 * then on (and from the first render of a page that was not prerendered). Parts that depend on the browser
 * (stored choices, the address's origin, the screen) render their neutral form until then, so the first render
 * in the browser matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
