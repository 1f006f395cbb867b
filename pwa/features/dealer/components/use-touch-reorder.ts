import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** The photo being dragged by a finger or a pen: where it started, where it would land, and how far it moved. */
export interface TouchDrag {
  from: number;
  over: number;
  dx: number;
  dy: number;
}

interface Start {
  pointerId: number;
  from: number;
  x: number;
  y: number;
  scrollX: number;
  scrollY: number;
  clientX: number;
  clientY: number;
  /** The item's place when the drag began, in page coordinates. */
  home: { left: number; right: number; top: number; bottom: number };
}

/** How close to the top or bottom of the screen a finger has to be for the page to scroll along (px). */
const EDGE = 72;
const SCROLL_STEP = 12;

/**
 * Reordering a list by dragging a handle with a finger or a pen (pointer events; the handle has
 * `touch-action: none`, so the page does not scroll under the finger). The mouse keeps the list's native
 * drag and drop. The item under the finger is found by `data-reorder-index`; near the top or the bottom of
 * the screen the page scrolls along so a photo can travel the whole list on a phone.
 */
export function useTouchReorder(onMove: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<TouchDrag | null>(null);
  const start = useRef<Start | null>(null);
  const over = useRef(0);
  const moveRef = useRef(onMove);
  useEffect(() => {
    moveRef.current = onMove;
  }, [onMove]);

  const follow = useCallback(() => {
    const current = start.current;
    if (!current) return;
    const underFinger = document
      .elementsFromPoint(current.clientX, current.clientY)
      .map((element) => element.closest<HTMLElement>('[data-reorder-index]'))
      .find((element) => element && Number(element.dataset.reorderIndex) !== current.from);
    if (underFinger) over.current = Number(underFinger.dataset.reorderIndex);
    else {
      // Back over its own place (the item itself follows the finger, so its place is found by where it was).
      const x = current.clientX + window.scrollX;
      const y = current.clientY + window.scrollY;
      const { home } = current;
      if (x >= home.left && x <= home.right && y >= home.top && y <= home.bottom) over.current = current.from;
    }
    setDrag({
      from: current.from,
      over: over.current,
      dx: current.clientX - current.x + (window.scrollX - current.scrollX),
      dy: current.clientY - current.y + (window.scrollY - current.scrollY),
    });
  }, []);

  // Near the top or the bottom of the screen the page scrolls along while a finger drags.
  const active = drag !== null;
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const tick = () => {
      const current = start.current;
      if (!current) return;
      const step =
        current.clientY < EDGE ? -SCROLL_STEP : current.clientY > window.innerHeight - EDGE ? SCROLL_STEP : 0;
      if (step !== 0) {
        const before = window.scrollY;
        window.scrollBy(0, step);
        if (window.scrollY !== before) follow();
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [active, follow]);

  const stop = useCallback(() => {
    start.current = null;
    setDrag(null);
  }, []);

  /** Pointer handlers for the handle of the item at `index`. */
  const handleProps = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' || start.current) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const rect = event.currentTarget.closest('[data-reorder-index]')?.getBoundingClientRect() ?? new DOMRect();
      start.current = {
        pointerId: event.pointerId,
        from: index,
        x: event.clientX,
        y: event.clientY,
        scrollX: window.scrollX,
        scrollY: window.scrollY,
        clientX: event.clientX,
        clientY: event.clientY,
        home: {
          left: rect.left + window.scrollX,
          right: rect.right + window.scrollX,
          top: rect.top + window.scrollY,
          bottom: rect.bottom + window.scrollY,
        },
      };
      over.current = index;
      setDrag({ from: index, over: index, dx: 0, dy: 0 });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const current = start.current;
      if (!current || current.pointerId !== event.pointerId) return;
      event.preventDefault();
      current.clientX = event.clientX;
      current.clientY = event.clientY;
      follow();
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      const current = start.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const to = over.current;
      stop();
      if (to !== current.from) moveRef.current(current.from, to);
    },
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => {
      if (start.current?.pointerId === event.pointerId) stop();
    },
  });

  return { drag, handleProps };
}
