import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** How long a hash target is kept in view while the page above it is still loading (lazy sections). */
const SETTLE_MS = 3000;

/**
 * Keeps `target` at the top while content above it grows or shrinks (the search section replacing its
 * placeholder), until the person scrolls themselves or the page has settled. Returns the clean-up.
 */
function keepInView(target: Element, smooth: boolean): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let top = target.getBoundingClientRect().top;
  const observer = new ResizeObserver(() => {
    const now = target.getBoundingClientRect().top;
    if (Math.abs(now - top) > 1) window.scrollBy({ top: now - top, behavior: 'instant' });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(fallbackStart);
    window.removeEventListener('scrollend', start);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop);
  };
  // A smooth scroll decides where "in view" is: measure once it has ended (or after a second at most).
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Content that arrived during a smooth scroll moved the target: put it back where the scroll meant it to be.
    target.scrollIntoView({ block: 'start', behavior: 'instant' }); // 'auto' would follow html's smooth scrolling
    top = target.getBoundingClientRect().top;
    observer.observe(document.body);
  };
  const fallbackStart = setTimeout(start, smooth ? 1000 : 0);
  if (smooth) window.addEventListener('scrollend', start, { once: true });
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * On a route change the page scrolls smoothly to the top, or to the element a hash names
 * ("/#search-section"). Back and forward keep the browser's own scroll position.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current?.pathname !== pathname;
    const hashChanged = previous.current?.hash !== hash;
    previous.current = { pathname, hash };
    if (navigationType === 'POP' && !first) {
      // A plain "#section" link: the browser scrolls to it itself; keep it there while the page above settles.
      const anchor =
        !changed && hashChanged && hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      return anchor ? keepInView(anchor, !prefersReducedMotion()) : undefined;
    }
    // Same address, new history entry (a dialog opening, a search in the query string): stay put.
    if (!first && !changed && !hashChanged) return;
    const behavior: ScrollBehavior = prefersReducedMotion() || first ? 'auto' : 'smooth';
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView?.({ behavior, block: 'start' });
      return keepInView(target, behavior === 'smooth');
    } else if (changed && !first) {
      window.scrollTo({ top: 0, behavior });
    }
  }, [pathname, hash, navigationType]);
}
