import { useLayoutEffect, type RefObject } from 'react';

/** The fixed bar's height, for anything else that must stay clear of it (e.g. a "back to top" button). */
export const BAR_HEIGHT_PROPERTY = '--comparison-bar-height';

/**
 * While `active`, the page gets bottom padding as tall as the fixed element, so the footer and the last
 * cards can still be scrolled into view above it; the height follows the element (wrapping, zoom). `shape`
 * names which element is shown when there are several (the bar or the chip): a change measures the new one.
 */
export function useReservedBottomSpace(element: RefObject<HTMLElement | null>, active: boolean, shape?: string): void {
  useLayoutEffect(() => {
    const node = element.current;
    if (!active || !node) return;
    const { body, documentElement: root } = document;
    const previous = body.style.paddingBottom;
    const apply = () => {
      const height = `${Math.ceil(node.getBoundingClientRect().height)}px`;
      root.style.setProperty(BAR_HEIGHT_PROPERTY, height);
      body.style.paddingBottom = height;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BAR_HEIGHT_PROPERTY);
      body.style.paddingBottom = previous;
    };
  }, [active, element, shape]);
}
