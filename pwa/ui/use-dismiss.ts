import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `open`, a press outside `root` or Escape calls `close`; Escape also puts focus back on `trigger`.
 * For the header's two small disclosures (language, account): plain buttons and links rather than react-aria's
 * Menu, because they are part of every page's first load, which react-aria is kept out of (e2e/size-budget.spec.ts).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
): void {
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root, trigger]);
}
