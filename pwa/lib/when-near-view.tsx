import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `children` once their place comes within `margin` of the screen; an empty block until then (also in the
 * server's HTML and while hydrating, so both render the same). For parts below the fold whose code is heavy:
 * a first visit does not load it unless the person scrolls that way. Without IntersectionObserver, at once.
 */
export function WhenNearView({ children, margin = '300px' }: { children: ReactNode; margin?: string }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      startTransition(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place} data-waiting-for-view="" />;
}
