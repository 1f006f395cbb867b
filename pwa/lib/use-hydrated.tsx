import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is prerendered at build time and while the browser hydrates over that HTML, true from
 * then on (and from the first render of a page that was not prerendered or of a part mounted later). Parts
 * that depend on the browser (stored choices, the address's origin, the screen) render their neutral form
 * until then, so the first render in the browser matches the HTML.
 *
 * After hydration the switch is a transition: React builds what it reveals in slices a slow phone can
 * interrupt to paint or answer a tap, instead of one long task (Total Blocking Time).
 */
export function useHydrated(): boolean {
  // React answers the server snapshot while it hydrates, per Suspense boundary.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * `children` once hydrated, `placeholder` before (see useHydrated). A component of its own, so that the pass
 * React makes over it right after hydration does not re-render the page around it.
 */
export function AfterHydration({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useHydrated() ? children : placeholder;
}
