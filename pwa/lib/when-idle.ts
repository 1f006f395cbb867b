/**
 * Resolves once the page has loaded and the browser then has a moment with nothing to do (at the latest
 * `timeout` ms after the load), so that work nobody waits for stays out of the page's start. (An idle moment
 * alone comes too soon: the browser is idle while the page's first scripts are still on their way.) Without
 * requestIdleCallback (Safari): right after the load.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout });
        else setTimeout(resolve, 0);
      }),
  );
}
