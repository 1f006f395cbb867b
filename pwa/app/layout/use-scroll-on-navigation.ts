import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * On a route change the page scrolls smoothly to the top (spec section 2), or to the element a hash names
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
    if (navigationType === 'POP' && !first) return;
    // Same address, new history entry (a dialog opening, a search in the query string): stay put.
    if (!first && !changed && !hashChanged) return;
    const behavior: ScrollBehavior = prefersReducedMotion() || first ? 'auto' : 'smooth';
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView?.({ behavior, block: 'start' });
    } else if (changed && !first) {
      window.scrollTo({ top: 0, behavior });
    }
  }, [pathname, hash, navigationType]);
}
